import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { type SendOptions, send } from '../../test/chat-helpers';
import { api, json, type RegisteredUser, registerUser } from '../../test/helpers';
import { moveConversations } from '../../test/move-helpers';
import { joinTeam } from '../../test/team-helpers';
import { BRANCH_CTE } from '../messages/tree';
import { chatsInD1, chatsInObject, chatsOf } from './chat-db';

async function ask(user: RegisteredUser, opts: SendOptions) {
  const res = await send(user.headers, { ...opts, stream: false });
  expect(res.status).toBe(200);
  return (await res.json()) as { chatId: string; messageId: string; userMessageId: string };
}

/**
 * A person of the previous version (their chats in D1, to be moved) with a chat of three turns,
 * the second question edited into a branch.
 */
async function personWithBranches() {
  const person = await registerUser({ inD1: true });
  const first = await ask(person, { question: 'Самовар и чай fake:chunks=2' });
  const second = await ask(person, {
    chatId: first.chatId,
    messages: [
      { role: 'user', content: 'Самовар и чай fake:chunks=2' },
      { role: 'assistant', content: 'w1 w2 ' },
      { role: 'user', content: 'Second question fake:chunks=1' },
    ],
  });
  await ask(person, {
    chatId: first.chatId,
    editOf: second.userMessageId,
    messages: [{ role: 'user', content: 'Edited question fake:chunks=3' }],
  });
  return { person, chatId: first.chatId, edited: second.userMessageId };
}

const PAGE = `${BRANCH_CTE} SELECT m.id, m.parent_id, m.role, m.content, path.depth
  FROM path JOIN messages m ON m.id = path.id ORDER BY path.depth`;

describe('one SQL in both homes of a person’s conversations', () => {
  it('answers the same rows, changes and errors from D1 and from the object', async () => {
    const { person, chatId, edited } = await personWithBranches();
    await moveConversations(person.user.id);
    const d1 = chatsInD1(env.DB, person.user.id);
    const object = await chatsOf(env, person.user.id);
    expect(object.home).toBe('object');

    // Reads: the shown branch, and the one through the edited question.
    for (const branch of [null, edited]) {
      const a = await d1.prepare(PAGE).bind(chatId, branch).all();
      const b = await object.prepare(PAGE).bind(chatId, branch).all();
      expect(b.results).toEqual(a.results);
      expect(b.results.length).toBeGreaterThan(1);
    }
    expect(
      await object.prepare('SELECT name FROM chats WHERE id = ?1').bind(chatId).first('name'),
    ).toBe(await d1.prepare('SELECT name FROM chats WHERE id = ?1').bind(chatId).first('name'));
    expect(
      await object
        .prepare('SELECT id, role FROM messages WHERE chat_id = ?1 ORDER BY seq')
        .bind(chatId)
        .raw(),
    ).toEqual(
      await env.DB.prepare('SELECT id, role FROM messages WHERE chat_id = ?1 ORDER BY seq')
        .bind(chatId)
        .raw(),
    );

    // A write counts its changes as D1 does (D1's frozen copy takes the same statement).
    const update = await object
      .prepare("UPDATE messages SET content = content || '!' WHERE chat_id = ?1 AND role = 'user'")
      .bind(chatId)
      .run();
    const inD1 = await env.DB.prepare(
      "UPDATE messages SET content = content || '!' WHERE chat_id = ?1 AND role = 'user'",
    )
      .bind(chatId)
      .run();
    // Counted as D1 counts: the statement's rows and its triggers' (the search index).
    expect(update.meta.changes).toBe(inD1.meta.changes);
    expect(update.meta.changes).toBeGreaterThan(3);

    // D1's leaf trigger holds in the object: a message without a parent follows the shown leaf,
    // and becomes it.
    const leaf = await object
      .prepare('SELECT current_leaf_id FROM chats WHERE id = ?1')
      .bind(chatId)
      .first<string>('current_leaf_id');
    const added = crypto.randomUUID();
    const now = new Date().toISOString();
    await object
      .prepare(
        `INSERT INTO messages (id, chat_id, user_id, role, content, status, created_at, updated_at)
         VALUES (?1, ?2, ?3, 'user', 'A new question', 'complete', ?4, ?4)`,
      )
      .bind(added, chatId, person.user.id, now)
      .run();
    expect(
      await object
        .prepare('SELECT parent_id FROM messages WHERE id = ?1')
        .bind(added)
        .first('parent_id'),
    ).toBe(leaf);
    expect(
      await object
        .prepare('SELECT current_leaf_id FROM chats WHERE id = ?1')
        .bind(chatId)
        .first('current_leaf_id'),
    ).toBe(added);

    // An SQL error undoes the whole batch and reads as D1's would.
    const batch = object.batch([
      object.prepare("UPDATE chats SET name = 'Renamed' WHERE id = ?1").bind(chatId),
      object
        .prepare(
          `INSERT INTO messages (id, chat_id, role, content, status, created_at, updated_at)
           VALUES (?1, ?2, 'user', 'twice', 'complete', ?3, ?3)`,
        )
        .bind(added, chatId, now),
    ]);
    await expect(batch).rejects.toThrow(/UNIQUE constraint failed/);
    expect(
      await object.prepare('SELECT name FROM chats WHERE id = ?1').bind(chatId).first('name'),
    ).not.toBe('Renamed');
  });

  it('serves the owner and a reader from the object through the routes', async () => {
    const { person, chatId } = await personWithBranches();
    const reader = await registerUser();
    await joinTeam(person, reader);
    const shared = await api(
      '/v1/chat/share',
      json('POST', { chatId, userIds: [reader.user.id] }, person.headers),
    );
    expect(shared.status).toBe(200);
    await moveConversations(person.user.id);

    const renamed = await api(
      `/v1/chat/${chatId}`,
      json('PATCH', { name: 'In the object' }, person.headers),
    );
    expect(renamed.status).toBe(200);
    const read = await api(`/v1/chat/${chatId}`, { headers: person.headers });
    expect(((await read.json()) as { name: string }).name).toBe('In the object');
    // D1's frozen copy is left as it was (decision 203): the name lives in the object only.
    expect(
      await env.DB.prepare('SELECT name FROM chats WHERE id = ?1').bind(chatId).first('name'),
    ).not.toBe('In the object');
    expect(
      await (await chatsInObject(env, person.user.id))
        .prepare('SELECT name FROM chats WHERE id = ?1')
        .bind(chatId)
        .first('name'),
    ).toBe('In the object');
    // The reader reads it from the owner's object and may not write; a stranger gets 404.
    const asReader = await api(`/v1/chat/${chatId}`, { headers: reader.headers });
    expect(asReader.status).toBe(200);
    expect((await asReader.json()) as { name: string; access: string }).toMatchObject({
      name: 'In the object',
      access: 'reader',
    });
    const readerRename = await api(
      `/v1/chat/${chatId}`,
      json('PATCH', { name: 'Mine' }, reader.headers),
    );
    expect(readerRename.status).toBe(403);
    const stranger = await registerUser();
    expect((await api(`/v1/chat/${chatId}`, { headers: stranger.headers })).status).toBe(404);
  });

  it('shares a chat made in the object, which has no row in D1 (migration 0058)', async () => {
    const { person } = await personWithBranches();
    const reader = await registerUser();
    await joinTeam(person, reader);
    await moveConversations(person.user.id);
    const made = await ask(person, { question: 'Made after the move fake:chunks=1' });
    expect(
      await env.DB.prepare('SELECT count(*) AS n FROM chats WHERE id = ?1')
        .bind(made.chatId)
        .first('n'),
    ).toBe(0);
    const shared = await api(
      '/v1/chat/share',
      json('POST', { chatId: made.chatId, userIds: [reader.user.id] }, person.headers),
    );
    expect(shared.status).toBe(200);
    const asReader = await api(`/v1/chat/${made.chatId}`, { headers: reader.headers });
    expect(asReader.status).toBe(200);
    expect(await asReader.json()).toMatchObject({ access: 'reader' });
  });

  it('refuses every write while the conversations are copied, and changes nothing', async () => {
    const { person, chatId } = await personWithBranches();
    await env.DB.prepare(
      `INSERT INTO storage_moves (owner_kind, owner_id, part, state, attempts, started_at, updated_at)
       VALUES ('person', ?1, 'chats', 'copying', 1, ?2, ?2)`,
    )
      .bind(person.user.id, new Date().toISOString())
      .run();
    const db = await chatsOf(env, person.user.id);
    expect(db.home).toBe('d1');
    // Reads go on from D1.
    expect(
      await db.prepare('SELECT name FROM chats WHERE id = ?1').bind(chatId).first('name'),
    ).toBeTruthy();
    // A write answers 503 storage_moving, through the route too.
    const renamed = await api(
      `/v1/chat/${chatId}`,
      json('PATCH', { name: 'Too late' }, person.headers),
    );
    expect(renamed.status).toBe(503);
    expect(renamed.headers.get('Retry-After')).toBe('2');
    expect(((await renamed.json()) as { code: string }).code).toBe('storage_moving');
    await expect(
      db.batch([db.prepare("UPDATE chats SET name = 'Too late' WHERE id = ?1").bind(chatId)]),
    ).rejects.toMatchObject({ status: 503 });
    expect(
      await env.DB.prepare('SELECT name FROM chats WHERE id = ?1').bind(chatId).first('name'),
    ).not.toBe('Too late');
  });
});

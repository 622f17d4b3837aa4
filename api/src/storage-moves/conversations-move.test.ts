import { runInDurableObject } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { dataOf, readSome, type SendOptions, send, settled } from '../../test/chat-helpers';
import { api, json, type RegisteredUser, registerUser } from '../../test/helpers';
import { CONVERSATION_TABLES, type ConversationRow } from '../chat/conversation-tables';
import { personOf } from '../person/person-of';
import { chatsPart } from './parts';

const TOKEN = 'test-only-storage-move-token';
type Move = { ownerId: string; outcome: string; rows?: number; error?: string; part: string };
type Answer = { chatId: string; messageId: string; userMessageId?: string };

/** One run of the move through its route, for one person and the named parts only. */
async function runMove(userId: string, parts: string[], budget: Record<string, number> = {}) {
  const res = await api(
    '/internal/storage-moves',
    json('POST', { userIds: [userId], parts, ...budget }, { Authorization: `Bearer ${TOKEN}` }),
  );
  expect(res.status).toBe(200);
  const report = (await res.json()) as { moves: Move[]; remaining: Record<string, number> };
  return { chats: report.moves.find((m) => m.part === 'chats'), remaining: report.remaining };
}

async function ask(user: RegisteredUser, opts: SendOptions) {
  const res = await send(user.headers, { ...opts, stream: false });
  expect(res.status).toBe(200);
  return (await res.json()) as Answer;
}

const textFile = (name: string, text: string) => new File([text], name, { type: 'text/plain' });

/**
 * A person with two chats in a folder or not, a branch made by an edit, an attachment, a
 * summary, a folder with a knowledge base and a temporary chat, all in D1.
 */
async function personWithChats() {
  const person = await registerUser({ inD1: true });
  const folder = (await (
    await api('/v1/chat/folders', json('POST', { name: 'Дача' }, person.headers))
  ).json()) as { id: string };
  const first = await ask(person, {
    question: 'Ёлка и самовар fake:chunks=2',
    file: textFile('notes.txt', 'tea notes'),
  });
  const second = await ask(person, {
    chatId: first.chatId,
    messages: [
      { role: 'user', content: 'Ёлка и самовар fake:chunks=2' },
      { role: 'assistant', content: 'w1 w2 ' },
      { role: 'user', content: 'Second question fake:chunks=1' },
    ],
  });
  await ask(person, {
    chatId: first.chatId,
    editOf: second.userMessageId,
    messages: [{ role: 'user', content: 'Edited question about the samovar fake:chunks=3' }],
  });
  await ask(person, { question: 'Berries in the garden fake:chunks=1', folderId: folder.id });
  await ask(person, { question: 'A passing thought fake:chunks=1', temporary: true });
  // A summary row as the long-chat summarizer writes it (decision 169).
  await env.DB.prepare(
    `INSERT INTO chat_summaries (id, chat_id, through_message_id, text, model, input_tokens,
       output_tokens, cost_kopecks, created_at) VALUES (?1, ?2, ?3, 'Tea talk', 'gpt:gpt-mini', 10, 5, 1, ?4)`,
  )
    .bind(crypto.randomUUID(), first.chatId, first.messageId, new Date().toISOString())
    .run();
  // The folder answers from a team knowledge base (decision 163); the base stays in D1.
  const base = crypto.randomUUID();
  const now = new Date().toISOString();
  await env.DB.batch([
    env.DB.prepare(
      `INSERT INTO knowledge_bases (id, entity_id, created_by, name, created_at, updated_at)
       VALUES (?1, ?2, ?3, 'Garden', ?4, ?4)`,
    ).bind(base, person.user.entityId, person.user.id, now),
    env.DB.prepare(
      'INSERT INTO folder_knowledge (folder_id, knowledge_base_id) VALUES (?1, ?2)',
    ).bind(folder.id, base),
  ]);
  return person;
}

/** Each table's rows of the person in D1, as the object keeps them (no owner; chats' rowid as seq). */
async function d1Rows(ownerId: string) {
  const rows: Record<string, unknown[]> = {};
  for (const table of CONVERSATION_TABLES) {
    const columns = table.columns.map((c) => `${table.d1?.[c] ?? `t.${c}`} AS ${c}`).join(', ');
    const keys = table.key.map((k) => table.d1?.[k] ?? `t.${k}`).join(', ');
    rows[table.name] = (
      await env.DB.prepare(
        `SELECT ${columns} FROM ${table.name} t WHERE ${table.ownedInD1} ORDER BY ${keys}`,
      )
        .bind(ownerId)
        .all()
    ).results;
  }
  return rows;
}

const objectRows = (ownerId: string) =>
  runInDurableObject(personOf(env, ownerId), (_, state) => {
    const rows: Record<string, unknown[]> = {};
    for (const table of CONVERSATION_TABLES) {
      rows[table.name] = state.storage.sql
        .exec(
          `SELECT ${table.columns.join(', ')} FROM ${table.name} ORDER BY ${table.key.join(', ')}`,
        )
        .toArray();
    }
    return rows;
  });

/** Message ids and chat ids a search finds in D1 for the owner. */
async function d1Search(ownerId: string, match: string) {
  const messages = await env.DB.prepare(
    `SELECT m.id FROM messages_fts f JOIN messages m ON m.seq = f.rowid
     JOIN chats c ON c.id = m.chat_id
     WHERE messages_fts MATCH ?2 AND c.owner_id = ?1 ORDER BY m.seq`,
  )
    .bind(ownerId, match)
    .all<{ id: string }>();
  const chats = await env.DB.prepare(
    `SELECT c.id FROM chats_fts f JOIN chats c ON c.rowid = f.rowid
     WHERE chats_fts MATCH ?2 AND c.owner_id = ?1 ORDER BY c.id`,
  )
    .bind(ownerId, match)
    .all<{ id: string }>();
  return {
    messages: messages.results.map((r) => r.id),
    chats: chats.results.map((r) => r.id),
  };
}

const objectSearch = (ownerId: string, match: string) =>
  runInDurableObject(personOf(env, ownerId), (_, state) => ({
    messages: state.storage.sql
      .exec<{ id: string }>(
        `SELECT m.id FROM messages_fts f JOIN messages m ON m.seq = f.rowid
         WHERE messages_fts MATCH ?1 ORDER BY m.seq`,
        match,
      )
      .toArray()
      .map((r) => r.id),
    chats: state.storage.sql
      .exec<{ id: string }>(
        `SELECT c.id FROM chats_fts f JOIN chats c ON c.seq = f.rowid
         WHERE chats_fts MATCH ?1 ORDER BY c.id`,
        match,
      )
      .toArray()
      .map((r) => r.id),
  }));

const moveState = (ownerId: string) =>
  env.DB.prepare(
    "SELECT state, cursor, rows_copied FROM storage_moves WHERE owner_id = ?1 AND part = 'chats'",
  )
    .bind(ownerId)
    .first();

// Each test sends several answers through the api: longer than the default 5 s on a busy machine.
describe('the move of a person’s conversations from D1 into their object', () => {
  it('copies every column D1 has: a column added by a migration and not here would be lost', async () => {
    // The owner is the object; D1's own bookkeeping columns are not the person's data.
    const notCopied = new Set(['owner_id', 'user_id']);
    for (const table of CONVERSATION_TABLES) {
      const { results } = await env.DB.prepare(`SELECT name FROM pragma_table_info(?1)`)
        .bind(table.name)
        .all<{ name: string }>();
      expect(results.map((r) => r.name)).toContain(table.key[0]);
      const missing = results
        .map((r) => r.name)
        .filter((name) => !table.columns.includes(name) && !notCopied.has(name));
      expect({ table: table.name, missing }).toEqual({ table: table.name, missing: [] });
    }
  });

  it('copies every table with its seq, checks the hash, and searches the same in the object', async () => {
    const person = await personWithChats();
    const ownerId = person.user.id;
    const inD1 = await d1Rows(ownerId);
    expect(inD1.chats).toHaveLength(3);
    expect(inD1.messages?.length).toBeGreaterThanOrEqual(10);
    expect(inD1.attachments).toHaveLength(1);
    expect(inD1.chat_summaries).toHaveLength(1);
    expect(inD1.chat_folders).toHaveLength(1);
    expect(inD1.folder_knowledge).toHaveLength(1);
    expect(inD1.chats?.filter((c) => (c as { expires_at: string | null }).expires_at)).toHaveLength(
      1,
    );

    // Named, it waits for the person's ratings to be in their object first.
    expect((await runMove(ownerId, ['chats'])).chats).toMatchObject({ outcome: 'delayed' });
    expect(await moveState(ownerId)).toBeNull();

    // Part of a run that names no parts (every new account starts with it in its object), after
    // the person's ratings. Small pages: the cursor crosses from table to table.
    const total = Object.values(inD1).reduce((n, rows) => n + rows.length, 0);
    const unnamed = await api(
      '/internal/storage-moves',
      json('POST', { userIds: [ownerId], pageRows: 3 }, { Authorization: `Bearer ${TOKEN}` }),
    );
    expect(unnamed.status).toBe(200);
    const report = (await unnamed.json()) as { moves: Move[]; remaining: Record<string, number> };
    const parts = report.moves.map((m) => m.part).filter((p) => p === 'ratings' || p === 'chats');
    expect(parts).toEqual(['ratings', 'chats']);
    expect(report.moves.find((m) => m.part === 'chats')).toMatchObject({
      outcome: 'moved',
      rows: total,
    });
    expect(report.remaining.chats).toBe(0);
    expect(await objectRows(ownerId)).toEqual(inD1);

    for (const match of ['ёлка', 'елка', 'самовар*', 'samovar', 'berries', 'question', 'stray']) {
      const found = await d1Search(ownerId, match);
      expect(await objectSearch(ownerId, match)).toEqual(found);
    }
    // Not vacuous: case folded (Ёлка → ёлка) in titles and messages alike.
    expect((await d1Search(ownerId, 'samovar')).messages.length).toBeGreaterThan(0);
    expect(await d1Search(ownerId, 'ёлка')).toEqual({
      messages: [expect.any(String)],
      chats: [expect.any(String)],
    });

    // A copy sent again (a resumed run) changes nothing, the search index included.
    const rows = await objectRows(ownerId);
    let cursor: string | null = null;
    for (;;) {
      const page = await chatsPart.pageInD1(env.DB, ownerId, cursor, 4);
      if (page.length === 0) break;
      await personOf(env, ownerId).copyConversations(page);
      cursor = chatsPart.keyOf(page[page.length - 1] as ConversationRow);
    }
    expect(await objectRows(ownerId)).toEqual(rows);
    expect(await objectSearch(ownerId, 'самовар*')).toEqual(await d1Search(ownerId, 'самовар*'));
    expect((await runMove(ownerId, ['chats'])).chats).toMatchObject({ outcome: 'already' });
  }, 60_000);

  it('drops a copy that differs from D1 and starts again', async () => {
    const person = await personWithChats();
    const ownerId = person.user.id;
    expect((await runMove(ownerId, ['ratings'])).remaining.ratings).toBe(0);

    const first = await runMove(ownerId, ['chats'], { pageRows: 2, pages: 2 });
    expect(first.chats).toMatchObject({ outcome: 'paused' });
    await runInDurableObject(personOf(env, ownerId), (_, state) => {
      state.storage.sql.exec(
        `INSERT INTO messages (seq, id, chat_id, role, content, status, created_at, updated_at)
         VALUES (999999, '~stray', '~chat', 'user', 'stray samovar', 'complete', '2020', '2020')`,
      );
    });
    const checked = await runMove(ownerId, ['chats']);
    expect(checked.chats).toMatchObject({
      outcome: 'restarted',
      error: expect.stringContaining('check failed'),
    });
    expect(await moveState(ownerId)).toEqual({ state: 'copying', cursor: null, rows_copied: 0 });
    const emptied = await objectRows(ownerId);
    for (const table of CONVERSATION_TABLES) expect(emptied[table.name]).toEqual([]);
    expect(await objectSearch(ownerId, 'samovar')).toEqual({ messages: [], chats: [] });

    const again = await runMove(ownerId, ['chats']);
    expect(again.chats).toMatchObject({ outcome: 'moved' });
    expect(await objectRows(ownerId)).toEqual(await d1Rows(ownerId));
    expect(await objectSearch(ownerId, 'samovar')).toEqual(await d1Search(ownerId, 'samovar'));
  }, 60_000);

  it('waits while an answer streams, and moves once it has ended', async () => {
    const person = await registerUser({ inD1: true });
    const ownerId = person.user.id;
    const res = await send(person.headers, { question: 'Long fake:chunks=20 fake:delay=50' });
    const meta = dataOf<{ messageId: string }>((await readSome(res, 1))[0]);
    expect((await runMove(ownerId, ['ratings', 'chats'])).chats).toMatchObject({
      outcome: 'delayed',
    });
    expect(await moveState(ownerId)).toBeNull();

    await settled(meta.messageId, 15_000);
    const moved = await runMove(ownerId, ['chats']);
    expect(moved.chats).toMatchObject({ outcome: 'moved' });
    expect(await objectRows(ownerId)).toEqual(await d1Rows(ownerId));
    expect((await objectRows(ownerId)).messages).toHaveLength(2);

    // Account deletion drops the object's copy as well.
    const deleted = await api(
      '/v1/user/delete',
      json(
        'POST',
        { confirmation: person.email, currentPassword: person.password },
        person.headers,
      ),
    );
    expect(deleted.status).toBe(204);
    const left = await objectRows(ownerId);
    for (const table of CONVERSATION_TABLES) expect(left[table.name]).toEqual([]);
  }, 60_000);
});

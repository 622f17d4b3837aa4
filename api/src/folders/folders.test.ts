import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { send } from '../../test/chat-helpers';
import { api, json, type RegisteredUser, registerUser } from '../../test/helpers';
import { moveConversations } from '../../test/move-helpers';
import { joinTeam } from '../../test/team-helpers';
import { chatsInObject } from '../chat/chat-db';
import { MAX_FOLDERS } from './contract';

type Folder = { id: string; name: string; sortOrder: number; chatCount: number };
type Chat = { id: string; folderId: string | null; pinned: boolean };
type ChatList = { items: Chat[]; total: number };

const newChat = async (user: RegisteredUser, question = 'Hello?') =>
  ((await (await send(user.headers, { stream: false, question })).json()) as { chatId: string })
    .chatId;
const listChats = async (user: RegisteredUser) =>
  ((await (await api('/v1/chat', { headers: user.headers })).json()) as ChatList).items;
const listFolders = async (user: RegisteredUser) =>
  ((await (await api('/v1/chat/folders', { headers: user.headers })).json()) as { items: Folder[] })
    .items;
const createFolder = (user: RegisteredUser, name: string, locale = 'en') =>
  api('/v1/chat/folders', json('POST', { name }, { ...user.headers, 'X-Ad-Locale': locale }));
const place = (user: RegisteredUser, chatId: string, body: object) =>
  api(`/v1/chat/${chatId}/placement`, json('PATCH', body, user.headers));

/**
 * A person with one chat, an account of the previous version (chats in D1); in `object`, their
 * conversations moved into their object.
 */
async function personIn(home: 'd1' | 'object') {
  const user = await registerUser({ inD1: true });
  const chatId = await newChat(user);
  if (home === 'object') await moveConversations(user.user.id);
  return { user, chatId };
}

describe.each(['d1', 'object'] as const)('chat folders, conversations in %s', (where) => {
  it('creates, lists in order, renames and reorders folders with validated names', async () => {
    const { user } = await personIn(where);
    const work = (await (await createFolder(user, '  Work  ')).json()) as Folder;
    const home = (await (await createFolder(user, 'Дом')).json()) as Folder;
    expect(work).toMatchObject({ name: 'Work', sortOrder: 0, chatCount: 0 });
    expect(home.sortOrder).toBe(1);
    expect((await listFolders(user)).map((f) => f.name)).toEqual(['Work', 'Дом']);

    const renamed = await api(
      `/v1/chat/folders/${work.id}`,
      json('PATCH', { name: 'Job', sortOrder: 5 }, user.headers),
    );
    expect(await renamed.json()).toMatchObject({ id: work.id, name: 'Job', sortOrder: 5 });
    expect((await listFolders(user)).map((f) => f.name)).toEqual(['Дом', 'Job']);

    const empty = await createFolder(user, '   ', 'ru');
    expect(empty.status).toBe(400);
    const body = (await empty.json()) as { code: string; field: string; message: string };
    expect(body).toMatchObject({ code: 'validation_failed', field: 'name' });
    expect(body.message).toMatch(/[а-я]/i);
    expect((await createFolder(user, 'x'.repeat(61))).status).toBe(400);
    expect((await createFolder(user, 'x'.repeat(60))).status).toBe(201);
    const rename = await api(
      `/v1/chat/folders/${home.id}`,
      json('PATCH', { name: '' }, user.headers),
    );
    expect(rename.status).toBe(400);
  });

  it('stops at the folder limit with a localized 409', async () => {
    const { user } = await personIn(where);
    const made = await Promise.all(
      Array.from({ length: MAX_FOLDERS + 2 }, (_, i) => createFolder(user, `F${i}`)),
    );
    const statuses = made.map((res) => res.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(MAX_FOLDERS);
    const refused = made.find((res) => res.status === 409);
    expect(await refused?.json()).toMatchObject({ code: 'folder_limit' });
    expect(await listFolders(user)).toHaveLength(MAX_FOLDERS);
  });
});

describe('chat folders and pins', () => {
  it('lists pinned chats first, then by time, with their folder', async () => {
    const user = await registerUser();
    const a = await newChat(user, 'a');
    const b = await newChat(user, 'b');
    const c = await newChat(user, 'c');
    expect((await listChats(user)).map((chat) => chat.id)).toEqual([c, b, a]);

    expect(await (await place(user, a, { pinned: true })).json()).toMatchObject({
      id: a,
      pinned: true,
    });
    await place(user, b, { pinned: true });
    const folder = (await (await createFolder(user, 'Work')).json()) as Folder;
    await place(user, c, { folderId: folder.id });
    const list = await listChats(user);
    expect(list.map((chat) => [chat.id, chat.pinned, chat.folderId])).toEqual([
      [b, true, null],
      [a, true, null],
      [c, false, folder.id],
    ]);
    // Pinning again keeps the pin's place; unpinning returns the chat to its time.
    await place(user, a, { pinned: true });
    expect((await listChats(user)).map((chat) => chat.id)).toEqual([b, a, c]);
    await place(user, b, { pinned: false });
    expect((await listChats(user)).map((chat) => chat.id)).toEqual([a, c, b]);
    expect((await listFolders(user))[0]?.chatCount).toBe(1);
    // Taking it out of its folder leaves the pin as it was.
    await place(user, c, { folderId: null });
    expect((await listChats(user)).find((chat) => chat.id === c)?.folderId).toBeNull();
  });

  it('deleting a folder moves its chats out and keeps them', async () => {
    const user = await registerUser();
    const chatId = await newChat(user);
    const folder = (await (await createFolder(user, 'Old')).json()) as Folder;
    await place(user, chatId, { folderId: folder.id, pinned: true });
    const deleted = await api(`/v1/chat/folders/${folder.id}`, {
      method: 'DELETE',
      headers: user.headers,
    });
    expect(await deleted.json()).toEqual({ id: folder.id, deleted: true, movedChats: 1 });
    expect(await listFolders(user)).toEqual([]);
    expect(await listChats(user)).toMatchObject([{ id: chatId, folderId: null, pinned: true }]);
    expect(
      (await api(`/v1/chat/folders/${folder.id}`, { method: 'DELETE', headers: user.headers }))
        .status,
    ).toBe(404);
  });

  it('keeps folders and pins to their owner: strangers 404, readers 403', async () => {
    const owner = await registerUser();
    const mate = await registerUser();
    const stranger = await registerUser();
    await joinTeam(owner, mate);
    const chatId = await newChat(owner);
    const mine = (await (await createFolder(owner, 'Mine')).json()) as Folder;
    const theirs = (await (await createFolder(stranger, 'Theirs')).json()) as Folder;
    const strangerChat = await newChat(stranger);
    await place(owner, chatId, { pinned: true, folderId: mine.id });

    const h = stranger.headers;
    const strangerCalls = [
      api(`/v1/chat/folders/${mine.id}`, json('PATCH', { name: 'Got it' }, h)),
      api(`/v1/chat/folders/${mine.id}`, { method: 'DELETE', headers: h }),
      place(stranger, chatId, { pinned: false }),
      // Filing one's own chat into someone else's folder is as if the folder did not exist.
      place(stranger, strangerChat, { folderId: mine.id }),
      place(owner, chatId, { folderId: theirs.id }),
    ];
    expect(await Promise.all(strangerCalls.map(async (call) => (await call).status))).toEqual(
      Array(strangerCalls.length).fill(404),
    );
    expect((await listFolders(stranger)).map((f) => f.name)).toEqual(['Theirs']);
    expect(await listChats(owner)).toMatchObject([{ id: chatId, pinned: true, folderId: mine.id }]);

    await api('/v1/chat/share', json('POST', { chatId, userIds: [mate.user.id] }, owner.headers));
    // The owner's pin and folder are theirs alone: the reader sees neither and cannot set them.
    expect(await listChats(mate)).toMatchObject([{ id: chatId, pinned: false, folderId: null }]);
    expect((await place(mate, chatId, { pinned: true })).status).toBe(403);
    expect((await api('/v1/chat/folders', {})).status).toBe(401);
  });
});

describe('chat folders with the person moved', () => {
  /** The chat's placement as the owner's object holds it. */
  const placed = (ownerId: string, chatId: string) =>
    chatsInObject(env, ownerId)
      .prepare('SELECT folder_id, pinned_at IS NOT NULL AS pinned FROM chats WHERE id = ?1')
      .bind(chatId)
      .first<{ folder_id: string | null; pinned: number }>();

  it('files, pins and deletes in the object, owner only, and leaves D1’s copy as it was', async () => {
    const owner = await registerUser({ inD1: true });
    const mate = await registerUser();
    const stranger = await registerUser({ inD1: true });
    await joinTeam(owner, mate);
    const chatId = await newChat(owner);
    const strangerChat = await newChat(stranger);
    await api('/v1/chat/share', json('POST', { chatId, userIds: [mate.user.id] }, owner.headers));
    await moveConversations(owner.user.id);
    await moveConversations(stranger.user.id);

    const folder = (await (await createFolder(owner, 'Work')).json()) as Folder;
    const theirs = (await (await createFolder(stranger, 'Theirs')).json()) as Folder;
    const filed = await place(owner, chatId, { folderId: folder.id, pinned: true });
    expect(await filed.json()).toMatchObject({ id: chatId, pinned: true, folderId: folder.id });
    expect(await placed(owner.user.id, chatId)).toEqual({ folder_id: folder.id, pinned: 1 });
    expect(await listFolders(owner)).toMatchObject([{ id: folder.id, chatCount: 1 }]);
    expect((await listFolders(stranger)).map((f) => f.name)).toEqual(['Theirs']);

    // A reader cannot place the owner's chat; a stranger's folder and chat stay 404.
    expect((await place(mate, chatId, { pinned: true })).status).toBe(403);
    expect((await place(stranger, chatId, { pinned: false })).status).toBe(404);
    expect((await place(stranger, strangerChat, { folderId: folder.id })).status).toBe(404);
    expect((await place(owner, chatId, { folderId: theirs.id })).status).toBe(404);
    const renamed = await api(
      `/v1/chat/folders/${folder.id}`,
      json('PATCH', { name: 'Got it' }, stranger.headers),
    );
    expect(renamed.status).toBe(404);

    const deleted = await api(`/v1/chat/folders/${folder.id}`, {
      method: 'DELETE',
      headers: owner.headers,
    });
    expect(await deleted.json()).toEqual({ id: folder.id, deleted: true, movedChats: 1 });
    expect(await placed(owner.user.id, chatId)).toEqual({ folder_id: null, pinned: 1 });
    expect(await listFolders(owner)).toEqual([]);

    // D1 keeps the conversations as they were when they moved (decision 203).
    const frozen = await env.DB.prepare(
      `SELECT (SELECT count(*) FROM chat_folders WHERE user_id = ?1) AS folders,
         (SELECT folder_id FROM chats WHERE id = ?2) AS folder_id,
         (SELECT pinned_at FROM chats WHERE id = ?2) AS pinned_at`,
    )
      .bind(owner.user.id, chatId)
      .first();
    expect(frozen).toEqual({ folders: 0, folder_id: null, pinned_at: null });
  });

  it('lists a folder’s knowledge bases only while they exist', async () => {
    const { user } = await personIn('object');
    const made = await api('/v1/knowledge', json('POST', { name: 'Handbook' }, user.headers));
    const { id: baseId } = (await made.json()) as { id: string };
    const created = await api(
      '/v1/chat/folders',
      json('POST', { name: 'HR', knowledgeIds: [baseId] }, user.headers),
    );
    expect(created.status).toBe(201);
    expect(await created.json()).toMatchObject({ knowledgeIds: [baseId] });
    const listed = async () =>
      (
        (await (await api('/v1/chat/folders', { headers: user.headers })).json()) as {
          items: { knowledgeIds: string[] }[];
        }
      ).items;
    expect(await listed()).toMatchObject([{ knowledgeIds: [baseId] }]);
    const gone = await api(`/v1/knowledge/${baseId}`, { method: 'DELETE', headers: user.headers });
    expect(gone.ok).toBe(true);
    // The base's deletion cannot reach the object's link; the list leaves it out.
    expect(await listed()).toMatchObject([{ knowledgeIds: [] }]);
  });
});

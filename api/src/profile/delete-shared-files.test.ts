import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { send } from '../../test/chat-helpers';
import { api, json, type RegisteredUser, registerUser } from '../../test/helpers';
import { attachmentKeys } from '../../test/storage-helpers';
import { joinTeam } from '../../test/team-helpers';

type Sent = { chatId: string };
type Page = { items: { attachments: { name: string; url: string }[] }[] };

const CONTENT = '1\n2\n3\n';

/** The files listed in a chat, as `user` reads them: names and whether the bytes are there. */
async function filesOf(chatId: string, user: RegisteredUser) {
  const page = (await (
    await api(`/v1/message/chat/${chatId}/`, { headers: user.headers })
  ).json()) as Page;
  const files = page.items.flatMap((message) => message.attachments);
  return Promise.all(
    files.map(async (file) => {
      const res = await api(file.url, { headers: user.headers });
      return { name: file.name, status: res.status, body: await res.text() };
    }),
  );
}

const deleteAccount = (user: RegisteredUser) =>
  api(
    '/v1/user/delete',
    json('POST', { confirmation: user.email, currentPassword: user.password }, user.headers),
  );

/** `owner`'s chat with numbers.csv, shared with a team mate who continued it as their own. */
async function copiedChat() {
  const owner = await registerUser();
  const reader = await registerUser();
  await joinTeam(owner, reader);
  const file = new File([CONTENT], 'numbers.csv', { type: 'text/csv' });
  const res = await send(owner.headers, { stream: false, question: 'Sum', file });
  const { chatId } = (await res.json()) as Sent;
  const share = json('POST', { chatId, userIds: [reader.user.id] }, owner.headers);
  expect((await api('/v1/chat/share', share)).status).toBe(200);
  const copied = await api(`/v1/chat/${chatId}/copy`, { method: 'POST', headers: reader.headers });
  expect(copied.status).toBe(201);
  const copyId = ((await copied.json()) as { id: string }).id;
  // The owner may delete their account only once their team has nobody else in it.
  const left = await api(`/v1/entity/members/${reader.user.id}`, {
    method: 'DELETE',
    headers: reader.headers,
  });
  expect(left.status).toBe(200);
  const [key] = await attachmentKeys(env, chatId, owner.user.id);
  if (!key) throw new Error('the sent file has no row');
  return { owner, reader, chatId, copyId, key };
}

const kept = [{ name: 'numbers.csv', status: 200, body: CONTENT }];

/** Who holds `key` in the file directory (migration 0053), in id order. */
async function holdersOf(key: string) {
  const rows = await env.DB.prepare(
    'SELECT holder_id FROM file_refs WHERE r2_key = ?1 ORDER BY holder_id',
  )
    .bind(key)
    .all<{ holder_id: string }>();
  return rows.results.map((row) => row.holder_id);
}

const byId = (...users: RegisteredUser[]) => users.map((user) => user.user.id).sort();

describe('deleting an account keeps the files other people’s copies point at', () => {
  it('keeps the file of a copy when the original’s owner deletes their account', async () => {
    const { owner, reader, copyId, key } = await copiedChat();
    expect(await filesOf(copyId, reader)).toEqual(kept);
    expect(await holdersOf(key)).toEqual(byId(owner, reader));
    expect((await deleteAccount(owner)).status).toBe(204);
    expect(await filesOf(copyId, reader)).toEqual(kept);
    expect(await holdersOf(key)).toEqual(byId(reader));

    // The last one pointing at it takes it with them: nothing is left in R2.
    expect((await deleteAccount(reader)).status).toBe(204);
    expect(await env.FILES.head(key)).toBeNull();
    expect(await holdersOf(key)).toEqual([]);
  });

  it('keeps the original’s file when the one who copied it deletes their account', async () => {
    const { owner, reader, chatId, key } = await copiedChat();
    expect((await deleteAccount(reader)).status).toBe(204);
    expect(await filesOf(chatId, owner)).toEqual(kept);
    expect(await holdersOf(key)).toEqual(byId(owner));
    expect((await deleteAccount(owner)).status).toBe(204);
    expect(await env.FILES.head(key)).toBeNull();
    expect(await holdersOf(key)).toEqual([]);
  });
});

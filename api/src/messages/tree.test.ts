import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { type SendOptions, send } from '../../test/chat-helpers';
import { api, json, type RegisteredUser, registerUser } from '../../test/helpers';
import { joinTeam } from '../../test/team-helpers';

type Answer = { chatId: string; messageId: string; userMessageId?: string; content: string };
type Item = {
  id: string;
  role: string;
  content: string;
  parentId: string | null;
  siblings: { index: number; count: number; ids: string[] };
};
type Page = { items: Item[]; total: number; leafId: string | null };

async function ask(user: RegisteredUser, opts: SendOptions) {
  const res = await send(user.headers, { ...opts, stream: false });
  expect(res.status).toBe(200);
  return (await res.json()) as Answer;
}

async function page(user: RegisteredUser, chatId: string, query = '') {
  const res = await api(`/v1/message/chat/${chatId}/?${query}`, { headers: user.headers });
  return { status: res.status, body: (await res.json()) as Page };
}

const branch = (user: RegisteredUser, chatId: string, messageId: string, query = '') =>
  api(`/v1/message/chat/${chatId}/branch?${query}`, json('PUT', { messageId }, user.headers));

/** What the OpenAI fake received for the prompt ending with `marker`: its turns as text. */
async function turnsSent(marker: string) {
  const list = (await (await fetch(`${env.FAKE_OPENAI_URL}/__fake/requests`)).json()) as {
    // Embedding requests (knowledge bases) reach the same fake, with `input` and no `messages`.
    body: { messages?: { role: string; content: unknown }[] };
  }[];
  const request = list.findLast((r) =>
    JSON.stringify(r.body.messages?.at(-1) ?? '').includes(marker),
  );
  return request?.body.messages?.map((m) => `${m.role}:${String(m.content)}`);
}

/** Q1 → A1 → Q2 → A2, in one chat. */
async function conversation(user: RegisteredUser) {
  const first = await ask(user, { question: 'Q1 fake:chunks=1' });
  const second = await ask(user, {
    chatId: first.chatId,
    messages: [
      { role: 'user', content: 'Q1 fake:chunks=1' },
      { role: 'assistant', content: 'w1 ' },
      { role: 'user', content: 'Q2 fake:chunks=2' },
    ],
  });
  return { chatId: first.chatId, q1: first.userMessageId ?? '', a1: first.messageId, second };
}

describe('a chat is a tree of branches', () => {
  it('edits a question into a new branch, answers it from that branch only, and remembers the branch shown', async () => {
    const user = await registerUser();
    const { chatId, a1, second } = await conversation(user);
    const q2 = second.userMessageId ?? '';
    const marker = `edited-${crypto.randomUUID()}`;
    const edited = await ask(user, {
      chatId,
      editOf: q2,
      // The client's history is ignored for an edit: the api reads the branch from D1.
      messages: [
        { role: 'user', content: 'not on the branch' },
        { role: 'user', content: `${marker} fake:chunks=3` },
      ],
    });
    expect(edited.content).toBe('w1 w2 w3 ');
    expect(await turnsSent(marker)).toEqual([
      'user:Q1 fake:chunks=1',
      'assistant:w1 ',
      `user:${marker} fake:chunks=3`,
    ]);

    const shown = (await page(user, chatId)).body;
    expect(shown.items.map((m) => m.content)).toEqual([
      'Q1 fake:chunks=1',
      'w1 ',
      `${marker} fake:chunks=3`,
      'w1 w2 w3 ',
    ]);
    expect(shown.total).toBe(4);
    expect(shown.leafId).toBe(edited.messageId);
    const question = shown.items[2];
    expect(question).toMatchObject({
      id: edited.userMessageId,
      parentId: a1,
      siblings: { index: 1, count: 2, ids: [q2, edited.userMessageId] },
    });
    expect(shown.items[0]?.siblings).toEqual({ index: 0, count: 1, ids: [shown.items[0]?.id] });

    // ‹ 1/2 ›: back to the first question; its answer comes with it, and the choice is kept.
    const switched = await branch(user, chatId, q2);
    expect(switched.status).toBe(200);
    const back = (await switched.json()) as Page;
    expect(back.items.map((m) => m.content)).toEqual([
      'Q1 fake:chunks=1',
      'w1 ',
      'Q2 fake:chunks=2',
      'w1 w2 ',
    ]);
    expect(back.items[2]?.siblings.index).toBe(0);
    expect((await page(user, chatId)).body.leafId).toBe(second.messageId);

    // A plain send continues the branch shown, with the history the client sends.
    const next = await ask(user, {
      chatId,
      messages: [
        { role: 'user', content: 'Q1 fake:chunks=1' },
        { role: 'assistant', content: 'w1 ' },
        { role: 'user', content: 'Q2 fake:chunks=2' },
        { role: 'assistant', content: 'w1 w2 ' },
        { role: 'user', content: 'Q3' },
      ],
    });
    const after = (await page(user, chatId)).body;
    expect(after.items.find((m) => m.id === next.userMessageId)?.parentId).toBe(second.messageId);
    expect(after.total).toBe(6);
  });

  it('regenerates an answer as a sibling, from the branch path, keeping the old answer', async () => {
    const user = await registerUser();
    const { chatId, q1, second } = await conversation(user);
    const again = await ask(user, {
      chatId,
      regeneration: true,
      messages: [{ role: 'user', content: 'ignored: the api answers the stored question' }],
    });
    expect(again.userMessageId).toBeUndefined();
    expect(again.content).toBe('w1 w2 ');
    expect(await turnsSent('Q2 fake:chunks=2')).toEqual([
      'user:Q1 fake:chunks=1',
      'assistant:w1 ',
      'user:Q2 fake:chunks=2',
    ]);
    const shown = (await page(user, chatId)).body;
    expect(shown.items.at(-1)).toMatchObject({
      id: again.messageId,
      parentId: second.userMessageId,
      siblings: { index: 1, count: 2, ids: [second.messageId, again.messageId] },
    });
    expect(shown.total).toBe(4);

    // Answering an earlier question again (named by parentId) forks there.
    const earlier = await ask(user, { chatId, regeneration: true, parentId: q1 });
    const forked = (await page(user, chatId)).body;
    expect(forked.items.map((m) => m.id)).toEqual([q1, earlier.messageId]);
    expect(forked.items[1]?.siblings.count).toBe(2);
  });

  it('edits the first question into a second first message', async () => {
    const user = await registerUser();
    const { chatId, q1 } = await conversation(user);
    const edited = await ask(user, { chatId, editOf: q1, question: 'Q1b fake:chunks=1' });
    expect(await turnsSent('Q1b')).toEqual(['user:Q1b fake:chunks=1']);
    const shown = (await page(user, chatId)).body;
    expect(shown.items.map((m) => m.id)).toEqual([edited.userMessageId, edited.messageId]);
    expect(shown.items[0]).toMatchObject({
      parentId: null,
      siblings: { index: 1, count: 2, ids: [q1, edited.userMessageId] },
    });
  });

  it('keeps the file a question was sent with when its edit brings none', async () => {
    const user = await registerUser();
    const marker = `notes-${crypto.randomUUID()}`;
    const notes = new File([`The notes say ${marker}`], 'notes.txt', { type: 'text/plain' });
    const first = await ask(user, { question: 'Read the notes fake:chunks=1', file: notes });
    const edited = await ask(user, {
      chatId: first.chatId,
      editOf: first.userMessageId,
      question: 'Sum the notes up fake:chunks=1',
    });
    // The model reads the file with the edited question, as it did with the first version.
    const list = (await (await fetch(`${env.FAKE_OPENAI_URL}/__fake/requests`)).json()) as {
      body: { messages?: unknown[] };
    }[];
    const asked = list.findLast((r) =>
      JSON.stringify(r.body.messages?.at(-1) ?? '').includes('Sum the'),
    );
    expect(JSON.stringify(asked?.body.messages?.at(-1))).toContain(marker);
    // The new version lists the file as its own, and both versions' files can be downloaded.
    const shown = (await page(user, first.chatId)).body.items as (Item & {
      attachments: { id: string; name: string }[];
    })[];
    const question = shown.find((m) => m.id === edited.userMessageId);
    expect(question?.attachments).toMatchObject([{ name: 'notes.txt' }]);
    const [copy] = question?.attachments ?? [];
    const download = await api(`/v1/message/attachment/${copy?.id}`, { headers: user.headers });
    expect(await download.text()).toBe(`The notes say ${marker}`);
  });

  it('pages through the branch shown, and through another with the branch query', async () => {
    const user = await registerUser();
    const { chatId, q1, second } = await conversation(user);
    const edited = await ask(user, { chatId, editOf: second.userMessageId, question: 'Q2b' });
    const newest = (await page(user, chatId, 'pageSize=3')).body;
    expect(newest.items.map((m) => m.id)).toEqual([
      expect.any(String),
      edited.userMessageId,
      edited.messageId,
    ]);
    const older = (await page(user, chatId, `pageSize=3&pageNumber=2&branch=${newest.leafId}`))
      .body;
    expect(older.items.map((m) => m.id)).toEqual([q1]);
    const other = (await page(user, chatId, `pageSize=3&branch=${second.userMessageId}`)).body;
    expect(other.leafId).toBe(second.messageId);
    expect(other.items.at(-1)?.id).toBe(second.messageId);
    // Looking at a branch with the query does not change the one remembered.
    expect((await page(user, chatId)).body.leafId).toBe(edited.messageId);
  });

  it('lets only the owner switch or edit: a reader looks without changing it, a stranger gets 404', async () => {
    const owner = await registerUser();
    const reader = await registerUser();
    const stranger = await registerUser();
    await joinTeam(owner, reader);
    const { chatId, second } = await conversation(owner);
    const edited = await ask(owner, { chatId, editOf: second.userMessageId, question: 'Q2b' });
    const shared = await api(
      '/v1/chat/share',
      json('POST', { chatId, userIds: [reader.user.id] }, owner.headers),
    );
    expect(shared.status).toBe(200);

    // The reader sees the owner's branch, may look at another, but not switch or edit.
    expect((await page(reader, chatId)).body.leafId).toBe(edited.messageId);
    const looked = await page(reader, chatId, `branch=${second.userMessageId}`);
    expect(looked.body.leafId).toBe(second.messageId);
    const readerSwitch = await branch(reader, chatId, second.userMessageId ?? '');
    expect(readerSwitch.status).toBe(403);
    expect(await readerSwitch.json()).toMatchObject({ code: 'read_only_chat' });
    const readerEdit = await send(reader.headers, {
      chatId,
      editOf: edited.userMessageId,
      stream: false,
    });
    expect(readerEdit.status).toBe(403);
    expect((await page(owner, chatId)).body.leafId).toBe(edited.messageId);

    // A stranger learns nothing; a message of another chat is unknown here too.
    expect((await branch(stranger, chatId, second.messageId)).status).toBe(404);
    expect((await page(stranger, chatId, `branch=${second.messageId}`)).status).toBe(404);
    const mine = await ask(stranger, { question: 'mine' });
    const foreign = await branch(stranger, mine.chatId, second.messageId);
    expect(foreign.status).toBe(404);
    const foreignEdit = await send(stranger.headers, {
      chatId: mine.chatId,
      editOf: second.userMessageId,
      stream: false,
    });
    expect(foreignEdit.status).toBe(404);
    expect((await page(owner, chatId, `branch=${mine.messageId}`)).status).toBe(404);
    // Editing an answer is not an edit.
    const notQuestion = await send(owner.headers, {
      chatId,
      editOf: edited.messageId,
      stream: false,
    });
    expect(notQuestion.status).toBe(400);
    expect(await notQuestion.json()).toMatchObject({ field: 'editOf' });
  });
});

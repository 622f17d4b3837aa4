import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { balanceOf, dataOf, readEvents, send, settled } from '../../test/chat-helpers';
import { api, json, registerUser } from '../../test/helpers';
import { expectUsageNamedAsTheirRefs } from '../../test/ledger-helpers';
import { holdCount, holdsOfRequest, ledgerLinesOfRef, setBalance } from '../../test/money-helpers';
import { moveConversations } from '../../test/move-helpers';
import { countMessages, refuseWrites, summariesOf } from '../../test/storage-helpers';
import { joinTeam } from '../../test/team-helpers';
import { chatsInObject } from '../chat/chat-db';
import type { Env } from '../env';
import { writeSummary } from './summarize';
import { summaryModelFor } from './summary-model';

type Meta = {
  chatId: string;
  messageId: string;
  userMessageId: string;
  summary?: { id: string; throughMessageId: string };
};
type FakeRequest = { path: string; body: { model?: string; messages?: unknown[] } };
type Turn = { role: 'user' | 'assistant'; content: string };

/** `local:tiny` has a window of 1,500 tokens in the tests' configuration (api/vitest.config.ts). */
const TINY = 'local:tiny';

/** Every request the OpenAI-wire fake received that mentions `marker`. */
async function fakeRequests(marker: string): Promise<FakeRequest[]> {
  const list = (await (
    await fetch(`${env.FAKE_OPENAI_URL}/__fake/requests`)
  ).json()) as FakeRequest[];
  return list.filter((request) => JSON.stringify(request.body).includes(marker));
}

/** Sends `question` in the chat as the web client does (its history, after its last answer). */
async function ask(
  headers: Record<string, string>,
  history: Turn[],
  question: string,
  chat?: { chatId: string; parentId: string },
) {
  const res = await send(headers, {
    model: TINY,
    messages: [...history, { role: 'user', content: question }],
    ...(chat ?? {}),
  });
  expect(res.status).toBe(200);
  const events = await readEvents(res);
  const meta = dataOf<Meta>(events[0]);
  const answer = await settled(meta.messageId);
  expect(answer.status).toBe('complete');
  history.push({ role: 'user', content: question }, { role: 'assistant', content: answer.content });
  return meta;
}

/** Three turns of `question(1…3)` in one chat, as the web client sends them. */
async function threeTurns(headers: Record<string, string>, question: (n: number) => string) {
  const history: Turn[] = [];
  let meta = await ask(headers, history, question(1));
  for (const n of [2, 3]) {
    meta = await ask(headers, history, question(n), {
      chatId: meta.chatId,
      parentId: meta.messageId,
    });
  }
  return { history, meta };
}

/** What a refused send left behind: the chat's summaries and messages, the team's holds. */
const leftOf = async (chatId: string, entityId: string) => ({
  summaries: (await summariesOf(env, chatId)).length,
  holds: await holdCount(env, entityId),
  messages: await countMessages(env, chatId),
});

const summaryLedger = async (summaryId: string) => ({
  results: (await ledgerLinesOfRef(env, summaryId)).map(({ amount_kopecks }) => ({
    amount_kopecks,
  })),
});

describe('long chats: earlier messages summarized past the model’s window', () => {
  it('summarizes with the cheap model, bills it once, reuses it, and shows it only to readers', async () => {
    const { headers, user } = await registerUser();
    const marker = `m${crypto.randomUUID().replaceAll('-', '')}`;
    // Each question is 900 characters: three turns fit the window, a fourth does not.
    const question = (n: number) => `Question ${n} ${marker} ${'words '.repeat(150)}`.slice(0, 900);
    const history: Turn[] = [];
    let meta = await ask(headers, history, question(1));
    const chatId = meta.chatId;
    for (const n of [2, 3]) {
      meta = await ask(headers, history, question(n), { chatId, parentId: meta.messageId });
      expect(meta.summary).toBeUndefined();
    }
    expect(await fakeRequests(marker)).toHaveLength(3);
    const before = await balanceOf(user.entityId);

    meta = await ask(headers, history, question(4), { chatId, parentId: meta.messageId });
    const summary = meta.summary;
    if (!summary) throw new Error('no summary in meta');
    const sent = await fakeRequests(marker);
    // The summary went to the cheap model (SUMMARY_MODEL) with the oldest question in it, and the
    // answer was asked with the summary instead of the messages it folds.
    const summarized = sent.filter((request) => request.body.model === 'gpt-4o-mini');
    expect(summarized).toHaveLength(1);
    expect(JSON.stringify(summarized[0]?.body)).toContain('Question 1');
    const answered = sent.filter((request) => request.body.model === 'tiny').at(-1);
    const asked = JSON.stringify(answered?.body);
    expect(asked).toContain('Summary of the earlier messages of this conversation');
    expect(asked).not.toContain('Question 1');
    expect(asked).toContain('Question 4');

    // Billed once: one usage line for the summary, no hold left, the balance down by its cost.
    const stored = { results: await summariesOf(env, chatId) };
    expect(stored.results).toHaveLength(1);
    expect(stored.results[0]).toMatchObject({ id: summary.id, model: 'gpt:gpt-mini' });
    const cost = Number(stored.results[0]?.cost_kopecks ?? 0);
    expect(cost).toBeGreaterThan(0);
    expect((await summaryLedger(summary.id)).results).toEqual([{ amount_kopecks: -cost }]);
    expect(await holdsOfRequest(env, `summary/${summary.id}`)).toHaveLength(0);
    expect(await balanceOf(user.entityId)).toBe(before - cost);
    const ledger = (await (await api('/v1/entity/ledger', { headers })).json()) as {
      items: { model: string | null; chatId: string | null; amountKopecks: number }[];
    };
    expect(ledger.items).toContainEqual(
      expect.objectContaining({ model: 'gpt:gpt-mini', chatId, amountKopecks: -cost }),
    );
    await expectUsageNamedAsTheirRefs(user.entityId);

    // The next send reuses the saved summary: no second summary, no second charge.
    meta = await ask(headers, history, question(5), { chatId, parentId: meta.messageId });
    expect(meta.summary).toEqual(summary);
    expect(
      (await fakeRequests(marker)).filter((request) => request.body.model === 'gpt-4o-mini'),
    ).toHaveLength(1);
    expect((await summaryLedger(summary.id)).results).toHaveLength(1);

    // The divider's place: the message it ends at carries its id, after a reload too.
    const page = (await (await api(`/v1/message/chat/${chatId}/`, { headers })).json()) as {
      items: { id: string; summaryId?: string }[];
    };
    expect(page.items.filter((item) => item.summaryId)).toEqual([
      expect.objectContaining({ id: summary.throughMessageId, summaryId: summary.id }),
    ]);
    const read = await api(`/v1/chat/${chatId}/summaries/${summary.id}`, { headers });
    expect(read.status).toBe(200);
    const body = (await read.json()) as { text: string; model: string; costKopecks: number };
    expect(body).toMatchObject({ model: 'gpt:gpt-mini', costKopecks: cost });
    expect(body.text.length).toBeGreaterThan(0);

    // A stranger can neither read it nor start a chat from it.
    const stranger = await registerUser();
    const url = `/v1/chat/${chatId}/summaries/${summary.id}`;
    expect((await api(url, { headers: stranger.headers })).status).toBe(404);
    expect((await api(`${url}/chat`, { method: 'POST', headers: stranger.headers })).status).toBe(
      404,
    );
    expect((await api(`/v1/chat/${chatId}/summaries/nope`, { headers })).status).toBe(404);

    // A new chat carrying the summary: shown with the chat, read by the model first.
    const started = await api(`${url}/chat`, { method: 'POST', headers });
    expect(started.status).toBe(201);
    const fresh = (await started.json()) as { id: string };
    const detail = (await (await api(`/v1/chat/${fresh.id}`, { headers })).json()) as {
      startingSummary: string | null;
    };
    expect(detail.startingSummary).toBe(body.text);
    const echoed = await send(headers, {
      model: TINY,
      chatId: fresh.id,
      question: `Go on ${marker} fake:echosystem=1`,
    });
    const echoMeta = dataOf<Meta>((await readEvents(echoed))[0]);
    expect((await settled(echoMeta.messageId)).content).toContain(body.text);
  });

  it('refuses with 402 when the team cannot pay for the summary, storing and charging nothing', async () => {
    const { headers, user } = await registerUser();
    const marker = `m${crypto.randomUUID().replaceAll('-', '')}`;
    const question = (n: number) => `Question ${n} ${marker} ${'words '.repeat(150)}`.slice(0, 900);
    const { history, meta } = await threeTurns(headers, question);
    await setBalance(env, user.entityId, 0);
    const res = await send(headers, {
      model: TINY,
      messages: [...history, { role: 'user', content: question(4) }],
      chatId: meta.chatId,
      parentId: meta.messageId,
    });
    expect(res.status).toBe(402);
    expect(((await res.json()) as { code: string }).code).toBe('insufficient_funds');
    expect(await leftOf(meta.chatId, user.entityId)).toEqual({
      summaries: 0,
      holds: 0,
      messages: 6,
    });
  });

  it.each([
    ['in their object', false],
    ['in D1 (an account of the previous version)', true],
  ])(
    'releases the summary’s hold when its row is refused, charging nothing (decision 219): chats %s',
    async (_, inD1) => {
      const { headers, user } = await registerUser({ inD1 });
      const marker = `m${crypto.randomUUID().replaceAll('-', '')}`;
      const question = (n: number) =>
        `Question ${n} ${marker} ${'words '.repeat(150)}`.slice(0, 900);
      const { history, meta } = await threeTurns(headers, question);
      const before = await balanceOf(user.entityId);
      // The summary's step fails for real: the owner's conversations, where they live, refuse this
      // chat's summary row.
      const allow = await refuseWrites(
        env,
        user.id,
        `BEFORE INSERT ON chat_summaries WHEN NEW.chat_id = '${meta.chatId}'`,
      );
      try {
        const res = await send(headers, {
          model: TINY,
          messages: [...history, { role: 'user', content: question(4) }],
          chatId: meta.chatId,
          parentId: meta.messageId,
        });
        expect(res.status).toBe(500);
      } finally {
        await allow();
      }
      expect(await leftOf(meta.chatId, user.entityId)).toEqual({
        summaries: 0,
        holds: 0,
        messages: 6,
      });
      expect(await balanceOf(user.entityId)).toBe(before);
    },
  );

  it('fails the send with 502 summary_failed when the summary model goes silent, holding nothing', async () => {
    const { headers, user } = await registerUser();
    const marker = `m${crypto.randomUUID().replaceAll('-', '')}`;
    const gate = `silent${marker}`;
    // The first answer says a directive that holds the fake's last piece: only the summary's
    // request carries that answer as its text, so only the summary goes silent.
    const said = Buffer.from(`Noted. fake:hold=${gate}`).toString('hex');
    const question = (n: number) =>
      `Question ${n} ${marker} ${n === 1 ? `fake:text=${said} ` : ''}${'words '.repeat(150)}`.slice(
        0,
        900,
      );
    const { history, meta } = await threeTurns(headers, question);
    const before = await balanceOf(user.entityId);
    try {
      const res = await send(headers, {
        model: TINY,
        messages: [...history, { role: 'user', content: question(4) }],
        chatId: meta.chatId,
        parentId: meta.messageId,
      });
      expect(res.status).toBe(502);
      expect(((await res.json()) as { code: string }).code).toBe('summary_failed');
    } finally {
      await fetch(`${env.FAKE_OPENAI_URL}/__fake/release/${gate}`, { method: 'POST' });
    }
    expect(await leftOf(meta.chatId, user.entityId)).toEqual({
      summaries: 0,
      holds: 0,
      messages: 6,
    });
    expect(await balanceOf(user.entityId)).toBe(before);
  }, 30_000);

  it('summarizes with SUMMARY_MODEL, else with the cheapest text model', async () => {
    expect((await summaryModelFor(env))?.id).toBe('gpt:gpt-mini');
    // Unset (or not served): the local server's models are free; the larger window wins the tie.
    expect((await summaryModelFor({ ...env, SUMMARY_MODEL: undefined }))?.id).toBe(
      'local:deepseek-r1',
    );
    const hosted = { ...env, SUMMARY_MODEL: 'gpt:nope', OPENAI_COMPATIBLE_BASE_URL: undefined };
    expect((await summaryModelFor(hosted))?.id).toBe('gpt:gpt-mini');
  });

  it('keeps the normal path: a chat that fits is sent whole, with nothing summarized', async () => {
    const { headers } = await registerUser();
    const marker = `m${crypto.randomUUID().replaceAll('-', '')}`;
    const history: Turn[] = [];
    const meta = await ask(headers, history, `Short ${marker}`);
    const next = await ask(headers, history, `Again ${marker}`, {
      chatId: meta.chatId,
      parentId: meta.messageId,
    });
    expect(next.summary).toBeUndefined();
    const sent = await fakeRequests(marker);
    expect(sent.map((request) => request.body.model)).toEqual(['tiny', 'tiny']);
    expect(await summariesOf(env, meta.chatId)).toHaveLength(0);
  });
});

describe('long chats’ summaries with the person moved', () => {
  it('reads a summary and starts a chat from it in the owner’s object; a reader reads, D1 stays', async () => {
    const owner = await registerUser();
    const mate = await registerUser();
    const stranger = await registerUser();
    await joinTeam(owner, mate);
    const { headers } = owner;
    const marker = `m${crypto.randomUUID().replaceAll('-', '')}`;
    const question = (n: number) => `Question ${n} ${marker} ${'words '.repeat(150)}`.slice(0, 900);
    const { history, meta } = await threeTurns(headers, question);
    const folded = await ask(headers, history, question(4), {
      chatId: meta.chatId,
      parentId: meta.messageId,
    });
    const summary = folded.summary;
    if (!summary) throw new Error('no summary in meta');
    const { chatId } = meta;
    await api('/v1/chat/share', json('POST', { chatId, userIds: [mate.user.id] }, headers));
    await moveConversations(owner.user.id);

    const url = `/v1/chat/${chatId}/summaries/${summary.id}`;
    const read = await api(url, { headers });
    expect(read.status).toBe(200);
    const body = (await read.json()) as { id: string; text: string };
    expect(body.id).toBe(summary.id);
    // The owner moved, the reader did not: the reader reads it in the owner's object.
    expect(await (await api(url, { headers: mate.headers })).json()).toEqual(body);
    expect((await api(`${url}/chat`, { method: 'POST', headers: mate.headers })).status).toBe(403);
    expect((await api(url, { headers: stranger.headers })).status).toBe(404);

    const started = await api(`${url}/chat`, { method: 'POST', headers });
    expect(started.status).toBe(201);
    const fresh = (await started.json()) as { id: string };
    const object = chatsInObject(env, owner.user.id);
    expect(
      await object
        .prepare('SELECT starting_summary FROM chats WHERE id = ?1')
        .bind(fresh.id)
        .first('starting_summary'),
    ).toBe(body.text);
    // D1 keeps the conversations as they were when they moved (decision 203).
    const inD1 = await env.DB.prepare('SELECT COUNT(*) AS n FROM chats WHERE id = ?1')
      .bind(fresh.id)
      .first<{ n: number }>();
    expect(inD1?.n).toBe(0);

    // A new summary is stored in the object, and billed once in D1's ledger.
    const model = await summaryModelFor(env);
    if (!model) throw new Error('no summary model');
    const written = await writeSummary(env as unknown as Env, model, {
      db: object,
      id: crypto.randomUUID(),
      chatId,
      chatMode: 'text',
      throughMessageId: folded.userMessageId,
      transcript: `Messages:\nUser: ${question(5)}`,
      maxChars: 2_000,
      payer: { userId: owner.user.id, entityId: owner.user.entityId },
      locale: 'en',
    });
    expect(
      await object
        .prepare('SELECT id FROM chat_summaries WHERE id = ?1')
        .bind(written.id)
        .first('id'),
    ).toBe(written.id);
    const summariesInD1 = await env.DB.prepare(
      'SELECT COUNT(*) AS n FROM chat_summaries WHERE id = ?1',
    )
      .bind(written.id)
      .first<{ n: number }>();
    expect(summariesInD1?.n).toBe(0);
    expect((await summaryLedger(written.id)).results).toEqual([
      { amount_kopecks: -written.cost_kopecks },
    ]);
  }, 60_000);
});

import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { dataOf, readEvents, readSome, send, settled } from '../../test/chat-helpers';
import { api, json, registerUser } from '../../test/helpers';
import { holdCount, ledgerLines, ledgerSum } from '../../test/money-helpers';
import { moveConversations } from '../../test/move-helpers';
import { joinTeam } from '../../test/team-helpers';

interface Estimate {
  inputTokens: number;
  estimatedKopecks: number;
  contextWindow: number;
  contextUsed: number;
  approximate: boolean;
  models: { model: string; estimatedKopecks: number }[];
}

type Meta = { chatId: string; messageId: string };

const estimate = (headers: Record<string, string>, body: unknown) =>
  api('/v1/openai/estimate', json('POST', body, { ...headers, 'X-Ad-Locale': 'en' }));

const ledgerRows = async (entityId: string) => (await ledgerLines(env, entityId)).length;

/** What the ledger charged the entity for answers so far, in kopecks. */
const charged = async (entityId: string) => Math.abs(await ledgerSum(env, entityId, 'usage'));

/** Sends a question and waits until its answer is saved and billed. */
const sendAndSettle = async (headers: Record<string, string>, question: string, model?: string) => {
  const events = await readEvents(await send(headers, { question, model }));
  const meta = dataOf<Meta>(events.find((e) => e.event === 'meta'));
  return settled(meta.messageId);
};

const holdRows = (entityId: string) => holdCount(env, entityId);

describe('POST /v1/openai/estimate', () => {
  it('counts OpenAI input tokens with o200k_base and prices them with a typical answer', async () => {
    const { headers, user } = await registerUser();
    const ledgerBefore = await ledgerRows(user.entityId);
    const res = await estimate(headers, {
      model: 'gpt:gpt',
      messages: [{ role: 'user', content: 'Hello, world!' }],
    });
    expect(res.status).toBe(200);
    const body = (await res.json()) as Estimate;
    // "Hello, world!" is 4 tokens in o200k_base; 3 framing the message and 3 priming the answer.
    expect(body).toEqual({
      inputTokens: 10,
      // No answer with the model yet: a typical short reply of 250 tokens (decision 209).
      // 10 × 25 000 + 250 × 100 000 per million kopecks, rounded up.
      estimatedKopecks: 26,
      contextWindow: 128_000,
      contextUsed: 0.0001,
      approximate: false,
      models: [{ model: 'gpt:gpt', estimatedKopecks: 26 }],
    });
    const russian = (await (
      await estimate(headers, {
        model: 'gpt:gpt',
        messages: [{ role: 'user', content: 'Привет, как дела?' }],
      })
    ).json()) as Estimate;
    expect(russian.inputTokens).toBeGreaterThan(6);
    expect(russian.inputTokens).toBeLessThan(14);
    // Nothing is charged or held.
    expect(await ledgerRows(user.entityId)).toBe(ledgerBefore);
    expect(await holdRows(user.entityId)).toBe(0);
  }, 30_000);

  it('expects the answer the person usually gets: within 25 % of the charge of a plain send', async () => {
    const { headers, user } = await registerUser();
    // The person's answers with this model run to about 300 tokens.
    const question = 'What is a good name for a cat? fake:output=300';
    await sendAndSettle(headers, question, 'gpt:gpt');
    const { estimatedKopecks } = (await (
      await estimate(headers, { model: 'gpt:gpt', messages: [{ role: 'user', content: question }] })
    ).json()) as Estimate;
    const before = await charged(user.entityId);
    await sendAndSettle(headers, question, 'gpt:gpt');
    const charge = (await charged(user.entityId)) - before;
    expect(charge).toBeGreaterThan(0);
    expect(Math.abs(estimatedKopecks - charge) / charge).toBeLessThanOrEqual(0.25);
  }, 30_000);

  it('prices every compared model and sums them; a compared non-text model is 400', async () => {
    const { headers } = await registerUser();
    const messages = [{ role: 'user', content: 'Compare us, please.' }];
    const solo = (await (
      await estimate(headers, { model: 'gpt:gpt', messages })
    ).json()) as Estimate;
    const compared = ['claude:claude-sonnet', 'gemini:gemini-25-flash'];
    const res = await estimate(headers, { model: 'gpt:gpt', compareModels: compared, messages });
    expect(res.status).toBe(200);
    const all = (await res.json()) as Estimate;
    expect(all.models.map((one) => one.model)).toEqual(['gpt:gpt', ...compared]);
    expect(all.models[0]?.estimatedKopecks).toBe(solo.estimatedKopecks);
    for (const one of all.models) expect(one.estimatedKopecks).toBeGreaterThan(0);
    expect(all.estimatedKopecks).toBe(
      all.models.reduce((sum, one) => sum + one.estimatedKopecks, 0),
    );
    expect(all.estimatedKopecks).toBeGreaterThan(solo.estimatedKopecks);
    // The window is the chosen model's.
    expect(all.contextWindow).toBe(solo.contextWindow);
    const bad = await estimate(headers, {
      model: 'gpt:gpt',
      compareModels: ['gpt:dall-e-3'],
      messages,
    });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ code: 'validation_failed', field: 'compareModels' });
  });

  it('tells a stopped answer’s charge to the stopper and keeps it with the saved message', async () => {
    const { headers, user } = await registerUser();
    const requestId = crypto.randomUUID();
    const before = await charged(user.entityId);
    const res = await send(headers, {
      requestId,
      model: 'gpt:gpt',
      question: 'Stop me fake:chunks=40 fake:delay=30',
    });
    const meta = dataOf<Meta>((await readSome(res, 3))[0]);
    const stop = await api(`/v1/openai/stop/${requestId}`, { method: 'POST', headers });
    const stopped = (await stop.json()) as { status: string; cost: number };
    const charge = (await charged(user.entityId)) - before;
    expect(charge).toBeGreaterThan(0);
    expect(stopped).toMatchObject({ status: 'stopped', cost: charge });
    const saved = (await (await api(`/v1/message/chat/${meta.chatId}/`, { headers })).json()) as {
      items: { id: string; status: string; cost: number }[];
    };
    expect(saved.items.find((one) => one.id === meta.messageId)).toMatchObject({
      status: 'stopped',
      cost: charge,
    });
  });

  it('approximates other providers, marked so, and grows with the text', async () => {
    const { headers } = await registerUser();
    const short = (await (
      await estimate(headers, {
        model: 'claude:claude-sonnet',
        messages: [{ role: 'user', content: 'Hi' }],
      })
    ).json()) as Estimate;
    const long = (await (
      await estimate(headers, {
        model: 'claude:claude-sonnet',
        messages: [{ role: 'user', content: 'Hi '.repeat(4000) }],
      })
    ).json()) as Estimate;
    expect(short).toMatchObject({ approximate: true, contextWindow: 200_000 });
    expect(long.inputTokens).toBeGreaterThan(short.inputTokens + 2000);
    expect(long.estimatedKopecks).toBeGreaterThan(short.estimatedKopecks);
    expect(long.contextUsed).toBeGreaterThan(short.contextUsed);
  });

  it('counts the chat’s shown turns before the draft; a stranger’s chat is 404', async () => {
    const owner = await registerUser();
    const first = await send(owner.headers, {
      question: 'The first question, rather long. '.repeat(20),
    });
    const events = await readEvents(first);
    const meta = JSON.parse(events.find((e) => e.event === 'meta')?.data ?? '{}') as {
      chatId: string;
    };
    const draft = [{ role: 'user', content: 'And then?' }];
    const alone = (await (
      await estimate(owner.headers, { model: 'gpt:gpt-mini', messages: draft })
    ).json()) as Estimate;
    const inChat = (await (
      await estimate(owner.headers, { model: 'gpt:gpt-mini', chatId: meta.chatId, messages: draft })
    ).json()) as Estimate;
    expect(inChat.inputTokens).toBeGreaterThan(alone.inputTokens + 100);

    const stranger = await registerUser();
    const res = await estimate(stranger.headers, {
      model: 'gpt:gpt-mini',
      chatId: meta.chatId,
      messages: draft,
    });
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ code: 'not_found', message: expect.any(String) });
  });

  it('refuses an unknown or image model and a bad body with 400, and strangers with 401', async () => {
    const { headers } = await registerUser();
    for (const model of ['gpt:nope', 'gpt:dall-e-3']) {
      const res = await estimate(headers, { model, messages: [{ role: 'user', content: 'x' }] });
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({
        code: 'validation_failed',
        field: 'model',
        message: expect.stringContaining('text model'),
      });
    }
    const ru = await api(
      '/v1/openai/estimate',
      json('POST', { model: 'gpt:nope', messages: [] }, { ...headers, 'X-Ad-Locale': 'ru' }),
    );
    expect(((await ru.json()) as { message: string }).message).toContain('текстовую модель');
    const bad = await estimate(headers, { model: 'gpt:gpt', messages: 'hello' });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ code: 'validation_failed', field: 'messages' });
    const anonymous = await api(
      '/v1/openai/estimate',
      json('POST', { model: 'gpt:gpt', messages: [] }),
    );
    expect(anonymous.status).toBe(401);
  });

  it('is rate-limited per user, atomically, with 429 and Retry-After', async () => {
    const { headers } = await registerUser();
    const body = { model: 'gemini:gemini-25-flash', messages: [{ role: 'user', content: 'x' }] };
    const answers = await Promise.all(
      Array.from({ length: 125 }, () => estimate(headers, body).then((r) => r.status)),
    );
    expect(answers.filter((s) => s === 200)).toHaveLength(120);
    expect(answers.filter((s) => s === 429)).toHaveLength(5);
    const refused = await estimate(headers, body);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('Retry-After')).toMatch(/^\d+$/);
  }, 30_000);
});

describe('POST /v1/openai/estimate with the person moved', () => {
  it('reads the chat’s turns and the usual answer in the owner’s object, for a reader too', async () => {
    const owner = await registerUser({ inD1: true });
    const mate = await registerUser();
    const stranger = await registerUser();
    await joinTeam(owner, mate);
    const answer = await sendAndSettle(
      owner.headers,
      `${'A question of some length. '.repeat(20)} fake:output=900`,
      'gpt:gpt',
    );
    const chatId = (answer as unknown as { chat_id: string }).chat_id;
    await api('/v1/chat/share', json('POST', { chatId, userIds: [mate.user.id] }, owner.headers));
    const body = { model: 'gpt:gpt', chatId, messages: [{ role: 'user', content: 'And then?' }] };
    const read = async (headers: Record<string, string>) => {
      const res = await estimate(headers, body);
      expect(res.status).toBe(200);
      return (await res.json()) as Estimate;
    };
    const before = await read(owner.headers);
    const alone = (await (
      await estimate(owner.headers, { ...body, chatId: undefined })
    ).json()) as Estimate;
    expect(before.inputTokens).toBeGreaterThan(alone.inputTokens + 100);

    await moveConversations(owner.user.id);
    // The same turns and the same expected answer (900 tokens, not the typical 250).
    expect(await read(owner.headers)).toEqual(before);
    expect((await read(mate.headers)).inputTokens).toBe(before.inputTokens);
    const foreign = await estimate(stranger.headers, body);
    expect(foreign.status).toBe(404);
  }, 30_000);
});

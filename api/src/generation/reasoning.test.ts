import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { balanceOf, dataOf, readEvents, send, settled } from '../../test/chat-helpers';
import { api, json, registerUser } from '../../test/helpers';
import { messageRow, messagesOfRequest } from '../../test/storage-helpers';

type Meta = { chatId: string; messageId: string; requestId: string };
type FakeRequest = { path: string; body: Record<string, unknown> };

/** What the provider fakes think unless scripted (tests/fakes/fake-server.mjs `defaultReasoning`). */
const defaultReasoning = ['Let me think', ' about the greeting', ' first.'];
const thought = defaultReasoning.join('');

/** The request a provider fake received with `marker` in it (fakes are shared by every file). */
async function providerRequest(baseUrl: string, marker: string): Promise<FakeRequest> {
  const origin = new URL(baseUrl).origin;
  const list = (await (await fetch(`${origin}/__fake/requests`)).json()) as FakeRequest[];
  const found = list.find((request) => JSON.stringify(request.body).includes(marker));
  if (!found) throw new Error(`no request with ${marker}`);
  return found;
}

const providers = [
  {
    model: 'gpt:o3',
    base: () => env.OPENAI_BASE_URL ?? '',
    prices: [20_000, 80_000],
    reported: true,
    // Through the Responses API, asking for the thinking's summary (decision 170).
    asked: (body: Record<string, unknown>, path: string) => {
      expect(path).toMatch(/\/responses$/);
      expect(body.reasoning).toEqual({ effort: 'high', summary: 'auto' });
      expect(body.store).toBe(false);
    },
  },
  {
    model: 'local:deepseek-r1',
    base: () => env.OPENAI_COMPATIBLE_BASE_URL ?? '',
    prices: [0, 0],
    reported: true,
    asked: (body: Record<string, unknown>) => expect(body.reasoning_effort).toBe('high'),
  },
  {
    model: 'claude:claude-sonnet',
    base: () => env.ANTHROPIC_BASE_URL ?? '',
    prices: [30_000, 150_000],
    // Anthropic counts thinking in `output_tokens` without telling its share.
    reported: false,
    asked: (body: Record<string, unknown>) => {
      expect(body.thinking).toEqual({ type: 'enabled', budget_tokens: 16_384 });
      // The SDK adds the budget to the answer's own 4,096.
      expect(body.max_tokens).toBe(4096 + 16_384);
      expect(body.temperature).toBeUndefined();
    },
  },
  {
    model: 'gemini:gemini-25-flash',
    base: () => env.GOOGLE_BASE_URL ?? '',
    prices: [3_000, 25_000],
    reported: true,
    asked: (body: Record<string, unknown>) =>
      expect(body.generationConfig).toMatchObject({
        thinkingConfig: { includeThoughts: true, thinkingBudget: 16_384 },
        maxOutputTokens: 4096 + 16_384,
      }),
  },
] as const;

describe('visible reasoning, per provider wire format', () => {
  it.each(providers)(
    '$model: streams its thinking before the answer, saves, replays and bills it',
    async ({ model, base, prices, reported, asked }) => {
      const { headers, user } = await registerUser();
      const before = await balanceOf(user.entityId);
      const marker = `m${crypto.randomUUID().replaceAll('-', '')}`;
      const res = await send(headers, {
        model,
        reasoningEffort: 'high',
        question: `Think ${marker} fake:chunks=2 fake:input=1000 fake:output=2000 fake:thinktokens=300`,
      });
      expect(res.status).toBe(200);
      const events = await readEvents(res);
      expect(events.map((e) => e.event ?? e.data)).toEqual([
        'meta',
        ...defaultReasoning.map(() => 'reasoning'),
        'delta',
        'delta',
        'usage',
        '[DONE]',
      ]);
      const pieces = events.filter((e) => e.event === 'reasoning');
      expect(pieces.map((e) => dataOf<{ text: string }>(e).text).join('')).toBe(thought);
      const meta = dataOf<Meta>(events[0]);
      // Thinking tokens are output tokens: billed at the output price (no reasoning price).
      const cost = Math.ceil((1000 * prices[0] + 2300 * prices[1]) / 1e6);
      expect(dataOf(events.at(-2))).toEqual({
        input: 1000,
        output: 2300,
        ...(reported ? { reasoning: 300 } : {}),
        cost,
        messageId: meta.messageId,
      });
      const request = await providerRequest(base(), marker);
      asked(request.body, request.path);

      const row = await settled(meta.messageId);
      expect(row).toMatchObject({ status: 'complete', cost_kopecks: cost, output_tokens: 2300 });
      expect(await balanceOf(user.entityId)).toBe(before - cost);
      const saved = await messageRow(env, meta.messageId);
      expect(saved).toMatchObject({ reasoning: thought, reasoning_tokens: reported ? 300 : null });
      expect(saved?.reasoning_ms).toBeGreaterThanOrEqual(0);

      // Replayed on resume: the same frames from the object's log.
      const replay = await readEvents(
        await api(`/v1/openai/stream/${meta.requestId}`, { headers }),
      );
      expect(replay.map((e) => e.event ?? e.data)).toEqual(events.map((e) => e.event ?? e.data));
      const resumed = await readEvents(
        await api(`/v1/openai/stream/${meta.requestId}`, {
          headers: { ...headers, 'Last-Event-ID': '2' },
        }),
      );
      expect(resumed.filter((e) => e.event === 'reasoning')).toHaveLength(
        defaultReasoning.length - 1,
      );

      // Loaded with the chat's messages.
      const page = (await (await api(`/v1/message/chat/${meta.chatId}/`, { headers })).json()) as {
        items: { id: string; reasoning?: { text: string }; usage: unknown }[];
      };
      const answer = page.items.find((item) => item.id === meta.messageId);
      expect(answer?.reasoning?.text).toBe(thought);
      expect(answer?.usage).toEqual({
        input: 1000,
        output: 2300,
        ...(reported ? { reasoning: 300 } : {}),
      });
    },
  );
});

describe('visible reasoning with tools on', () => {
  it('gpt:o3 offered tools: asks the Responses API for its summary, streams it before the answer and saves it', async () => {
    const { headers } = await registerUser();
    const marker = `m${crypto.randomUUID().replaceAll('-', '')}`;
    const res = await send(headers, {
      model: 'gpt:o3',
      reasoningEffort: 'high',
      code: true,
      question: `Think ${marker} fake:chunks=2 fake:thinktokens=300`,
    });
    expect(res.status).toBe(200);
    const events = await readEvents(res);
    const kinds = events.map((e) => e.event ?? e.data);
    expect(kinds.slice(0, 1 + defaultReasoning.length)).toEqual([
      'meta',
      ...defaultReasoning.map(() => 'reasoning'),
    ]);
    expect(kinds.indexOf('delta')).toBeGreaterThan(defaultReasoning.length);
    const pieces = events.filter((e) => e.event === 'reasoning');
    expect(pieces.map((e) => dataOf<{ text: string }>(e).text).join('')).toBe(thought);
    const request = await providerRequest(env.OPENAI_BASE_URL ?? '', marker);
    expect(request.path).toMatch(/\/responses$/);
    expect(request.body.reasoning).toEqual({ effort: 'high', summary: 'auto' });
    expect(JSON.stringify(request.body.tools)).toContain('run_python');

    const meta = dataOf<Meta>(events[0]);
    await settled(meta.messageId);
    const saved = await messageRow(env, meta.messageId);
    expect({ reasoning: saved?.reasoning, reasoning_tokens: saved?.reasoning_tokens }).toEqual({
      reasoning: thought,
      reasoning_tokens: 300,
    });
  });
});

describe('the reasoningEffort query', () => {
  it('refuses any other value with 400 naming the field, in the caller’s language, storing nothing', async () => {
    const { headers } = await registerUser();
    const requestId = crypto.randomUUID();
    const res = await send(headers, {
      model: 'gpt:o3',
      reasoningEffort: 'extreme',
      requestId,
    });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { code: string; message: string };
    expect(body.code).toBe('validation_failed');
    expect(body.message).toContain('reasoningEffort');
    expect(body.message).toContain('"low", "medium", "high"');
    const ru = await send(headers, { model: 'gpt:o3', reasoningEffort: 'max', locale: 'ru' });
    expect(((await ru.json()) as { message: string }).message).toMatch(/reasoningEffort.*должно/);
    expect(await messagesOfRequest(env, requestId)).toEqual([]);
  });

  it('is ignored by a model without reasoning: no effort sent, no thinking streamed', async () => {
    const { headers } = await registerUser();
    const marker = `m${crypto.randomUUID().replaceAll('-', '')}`;
    const res = await send(headers, {
      model: 'gpt:gpt-mini',
      reasoningEffort: 'low',
      question: `Hi ${marker} fake:chunks=2`,
    });
    const events = await readEvents(res);
    expect(events.map((e) => e.event ?? e.data)).toEqual([
      'meta',
      'delta',
      'delta',
      'usage',
      '[DONE]',
    ]);
    const request = await providerRequest(env.OPENAI_BASE_URL ?? '', marker);
    expect(request.body.reasoning_effort).toBeUndefined();
    // A model that does not reason keeps chat completions (and its fast reader, decision 117).
    expect(request.path).toMatch(/\/chat\/completions$/);
  });

  it('maps each effort to its Anthropic budget; without one, Claude does not think', async () => {
    const { headers } = await registerUser();
    for (const [effort, budget] of [
      ['low', 1024],
      ['medium', 4096],
    ] as const) {
      const marker = `m${crypto.randomUUID().replaceAll('-', '')}`;
      await readEvents(
        await send(headers, {
          model: 'claude:claude-haiku',
          reasoningEffort: effort,
          question: marker,
        }),
      );
      const { body } = await providerRequest(env.ANTHROPIC_BASE_URL ?? '', marker);
      expect(body.thinking).toEqual({ type: 'enabled', budget_tokens: budget });
    }
    const marker = `m${crypto.randomUUID().replaceAll('-', '')}`;
    const events = await readEvents(
      await send(headers, { model: 'claude:claude-haiku', question: marker }),
    );
    expect(events.some((e) => e.event === 'reasoning')).toBe(false);
    expect(
      (await providerRequest(env.ANTHROPIC_BASE_URL ?? '', marker)).body.thinking,
    ).toBeUndefined();
  });
});

describe('OpenAI reasoning models through the Responses API', () => {
  it('ask for the summary without an effort too, and end a failed stream with an error, the text so far kept', async () => {
    const { headers } = await registerUser();
    const marker = `m${crypto.randomUUID().replaceAll('-', '')}`;
    const events = await readEvents(
      await send(headers, {
        model: 'gpt:gpt-5',
        question: `Hi ${marker} fake:chunks=4 fake:errorat=2`,
      }),
    );
    expect(events.map((e) => e.event ?? e.data)).toEqual([
      'meta',
      ...defaultReasoning.map(() => 'reasoning'),
      'delta',
      'delta',
      'error',
      '[DONE]',
    ]);
    const request = await providerRequest(env.OPENAI_BASE_URL ?? '', marker);
    expect(request.path).toMatch(/\/responses$/);
    expect(request.body.reasoning).toEqual({ summary: 'auto' });
    const row = await settled(dataOf<Meta>(events[0]).messageId);
    expect(row).toMatchObject({ status: 'error', content: 'w1 w2 ' });
  });
});

describe('the catalogue', () => {
  it('marks reasoning models and which take an effort', async () => {
    const { headers } = await registerUser();
    const body = (await (await api('/v2/llm/cabinet/models', { headers })).json()) as {
      models: { id: string; capabilities: string[]; reasoningEffort: boolean }[];
    };
    const byId = new Map(body.models.map((m) => [m.id, m]));
    for (const id of [
      'gpt:o3',
      'gpt:gpt-5',
      'claude:claude-sonnet',
      'gemini:gemini-25-pro',
      'local:deepseek-r1',
    ]) {
      expect(byId.get(id)).toMatchObject({
        capabilities: expect.arrayContaining(['reasoning']),
        reasoningEffort: true,
      });
    }
    expect(byId.get('gpt:gpt-mini')?.reasoningEffort).toBe(false);
    expect(byId.get('gpt:gpt-mini')?.capabilities).not.toContain('reasoning');
  });
});

describe('thinking in an answer with tools', () => {
  it('streams each step’s thinking, gives it back to the model with the tool call, and saves both', async () => {
    const user = await registerUser();
    const added = await api(
      '/v1/mcp/servers',
      json('POST', { name: 'Everything', url: env.MCP_URL }, user.headers),
    );
    const { server } = (await added.json()) as { server: { id: string } };
    await api(`/v1/mcp/servers/${server.id}`, json('PATCH', { approval: 'never' }, user.headers));
    const marker = `m${crypto.randomUUID().replaceAll('-', '')}`;
    const args = Array.from(new TextEncoder().encode('{"message":"hi"}'), (byte) =>
      byte.toString(16).padStart(2, '0'),
    ).join('');
    const res = await send(user.headers, {
      model: 'local:deepseek-r1',
      reasoningEffort: 'medium',
      question: `Use it ${marker} fake:tool=echo fake:args=${args}`,
    });
    const events = await readEvents(res);
    const names = events.map((e) => e.event ?? e.data).filter((name) => name !== 'delta');
    expect(names).toEqual([
      'meta',
      ...defaultReasoning.map(() => 'reasoning'),
      'tool-call',
      'tool-result',
      'reasoning',
      ...defaultReasoning.map(() => 'reasoning'),
      'usage',
      '[DONE]',
    ]);
    // The second step's request carries the first step's thinking with its tool call.
    const origin = new URL(env.OPENAI_COMPATIBLE_BASE_URL ?? '').origin;
    const sent = (await (await fetch(`${origin}/__fake/requests`)).json()) as {
      body: { reasoning_effort?: string; messages?: Record<string, unknown>[] };
    }[];
    const steps = sent.filter((r) => JSON.stringify(r.body).includes(marker));
    expect(steps).toHaveLength(2);
    expect(steps.every((step) => step.body.reasoning_effort === 'medium')).toBe(true);
    const answered = steps[1]?.body.messages?.find((m) => m.role === 'assistant');
    expect(answered).toMatchObject({ reasoning_content: thought, tool_calls: [expect.anything()] });
    const meta = dataOf<Meta>(events[0]);
    await settled(meta.messageId);
    const saved = (await messageRow(env, meta.messageId))?.reasoning;
    expect(saved).toBe(`${thought}\n\n${thought}`);
  });
});

import { describe, expect, it } from 'vitest';
import { answerRow, dataOf, readEvents, send } from '../../test/chat-helpers';
import { api, registerUser } from '../../test/helpers';

type Meta = { chatId: string; messageId: string; userMessageId: string; requestId: string };

describe('streamed answers', () => {
  it('streams meta, deltas, usage then [DONE] and saves the answer (OpenAI)', async () => {
    const { headers } = await registerUser();
    const res = await send(headers, { question: 'Say hi fake:chunks=5' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/event-stream');
    const events = await readEvents(res);
    expect(events.map((e) => e.event ?? e.data)).toEqual([
      'meta',
      'delta',
      'delta',
      'delta',
      'delta',
      'delta',
      'usage',
      '[DONE]',
    ]);
    expect(events.map((e) => e.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    const meta = dataOf<Meta>(events[0]);
    const text = events
      .filter((e) => e.event === 'delta')
      .map((e) => dataOf<{ text: string }>(e).text)
      .join('');
    expect(text).toBe('w1 w2 w3 w4 w5 ');
    expect(dataOf(events[6])).toEqual({ input: 12, output: 5, cost: 1, messageId: meta.messageId });
    const row = await answerRow(meta.messageId);
    expect(row).toMatchObject({
      content: text,
      status: 'complete',
      input_tokens: 12,
      output_tokens: 5,
    });
  });
});

describe('every provider wire format', () => {
  // Gemini 2.5 is always asked for its thoughts (decision 154): three pieces from the fake,
  // counted in its output. Claude thinks only when given an effort.
  it.each([
    ['gemini:gemini-25-flash', 3_000, 25_000, 3],
    ['claude:claude-haiku', 10_000, 50_000, 0],
  ])('streams %s through its AI SDK adapter', async (model, inputPrice, outputPrice, thoughts) => {
    const { headers } = await registerUser();
    const res = await send(headers, {
      model,
      question: 'Hi fake:chunks=3 fake:input=1000 fake:output=2000',
    });
    const events = await readEvents(res);
    expect(events.map((e) => e.event ?? e.data)).toEqual([
      'meta',
      ...Array.from({ length: thoughts }, () => 'reasoning'),
      'delta',
      'delta',
      'delta',
      'usage',
      '[DONE]',
    ]);
    const cost = Math.ceil((1000 * inputPrice + (2000 + thoughts) * outputPrice) / 1e6);
    expect(dataOf(events.at(-2))).toMatchObject({ input: 1000, output: 2000 + thoughts, cost });
    const meta = dataOf<Meta>(events[0]);
    expect(await answerRow(meta.messageId)).toMatchObject({
      content: 'w1 w2 w3 ',
      status: 'complete',
    });
  });
});

describe('the JSON answer (no X-Stream)', () => {
  it('returns the ids, text, usage and cost in one body; the new chat is named from the question', async () => {
    const { headers } = await registerUser();
    const res = await send(headers, {
      stream: false,
      question: '  How do I bake   bread at home? fake:chunks=2',
    });
    expect(res.status).toBe(200);
    const body = (await res.json()) as Meta & { content: string; status: string; usage: unknown };
    expect(body).toMatchObject({
      content: 'w1 w2 ',
      status: 'complete',
      usage: { input: 12, output: 2 },
    });
    const chat = await api(`/v1/chat/${body.chatId}`, { headers });
    expect(await chat.json()).toMatchObject({
      name: 'How do I bake bread at home? fake:chunks=2',
      mode: 'text',
    });
    const list = await api(`/v1/message/chat/${body.chatId}/`, { headers });
    const page = (await list.json()) as { items: { id: string; role: string }[] };
    expect(page.items.map((m) => [m.id, m.role])).toEqual([
      [body.userMessageId, 'user'],
      [body.messageId, 'assistant'],
    ]);
  });

  it('continues an existing chat given chatId', async () => {
    const { headers } = await registerUser();
    const first = (await (await send(headers, { stream: false })).json()) as Meta;
    const second = (await (
      await send(headers, { stream: false, chatId: first.chatId })
    ).json()) as Meta;
    expect(second.chatId).toBe(first.chatId);
    const page = (await (await api(`/v1/message/chat/${first.chatId}`, { headers })).json()) as {
      total: number;
    };
    expect(page.total).toBe(4);
  });
});

import { describe, expect, it } from 'vitest';
import { readAnswerStream, type StreamError, type StreamUsage } from './stream-reader';

function streamOf(chunks: string[], { close = true } = {}) {
  const encoder = new TextEncoder();
  return new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
      if (close) controller.close();
    },
  });
}

function sse(chunks: string[], init: ResponseInit = {}) {
  return new Response(streamOf(chunks), {
    headers: { 'content-type': 'text/event-stream' },
    ...init,
  });
}

function collect() {
  const seen = {
    text: '',
    ids: [] as string[],
    usage: undefined as StreamUsage | undefined,
    errors: [] as StreamError[],
    finished: 0,
    meta: [] as string[],
  };
  return {
    seen,
    handlers: {
      onDelta: (t: string) => {
        seen.text += t;
      },
      onEventId: (id: string) => seen.ids.push(id),
      onUsage: (u: StreamUsage) => {
        seen.usage = u;
      },
      onError: (e: StreamError) => seen.errors.push(e),
      onFinish: () => {
        seen.finished += 1;
      },
      onMeta: (m: { chatId: string }) => seen.meta.push(m.chatId),
    },
  };
}

const delta = (id: number, text: string) =>
  `id: ${id}\nevent: delta\ndata: ${JSON.stringify({ text })}\n\n`;

describe('readAnswerStream', () => {
  it('hands a reasoning model’s thinking apart from the answer, and its share of the usage', async () => {
    const { seen, handlers } = collect();
    const thinking: [string, number][] = [];
    const outcome = await readAnswerStream(
      sse([
        'id: 1\nevent: reasoning\ndata: {"text":"Let me ","ms":400}\n\n',
        'id: 2\nevent: reasoning\ndata: {"text":"think.","ms":1200}\n\n',
        delta(3, 'Blue.'),
        'id: 4\nevent: usage\ndata: {"input":5,"output":30,"reasoning":20,"cost":1}\n\n',
      ]),
      { ...handlers, onReasoning: (text, ms) => thinking.push([text, ms]) },
    );
    expect(outcome).toBe('finished');
    expect(thinking).toEqual([
      ['Let me ', 400],
      ['think.', 1200],
    ]);
    expect(seen.text).toBe('Blue.');
    expect(seen.usage).toEqual({ input: 5, output: 30, reasoning: 20, cost: 1 });
  });

  it('hands the cited sources of `event: citations` before the text (decision 164)', async () => {
    const { seen, handlers } = collect();
    const cited: unknown[] = [];
    const sources = [{ n: 1, documentId: 'd1', documentName: 'A.md', passage: 0, snippet: 'x' }];
    await readAnswerStream(
      sse([
        `id: 1\nevent: citations\ndata: ${JSON.stringify({ sources })}\n\n`,
        delta(2, 'Yes [1].'),
      ]),
      { ...handlers, onCitations: (list) => cited.push(list) },
    );
    expect(cited).toEqual([sources]);
    expect(seen.text).toBe('Yes [1].');
  });

  it('appends deltas and finishes on [DONE], ignoring anything after it', async () => {
    const { seen, handlers } = collect();
    const outcome = await readAnswerStream(
      sse([delta(1, 'Hel'), delta(2, 'lo'), 'id: 3\ndata: [DONE]\n\n', delta(4, 'late')]),
      handlers,
    );
    expect(outcome).toBe('finished');
    expect(seen.text).toBe('Hello');
    expect(seen.ids).toEqual(['1', '2', '3']);
    expect(seen.finished).toBe(1);
    expect(seen.errors).toEqual([]);
  });

  it('reassembles events split across chunks, CRLF included', async () => {
    const { seen, handlers } = collect();
    const whole = `event: meta\r\ndata: {"chatId":42,"messageId":7}\r\n\r\n${delta(1, 'Привет')}`;
    const chunks = whole.match(/[\s\S]{1,3}/g) ?? [];
    await readAnswerStream(sse(chunks), handlers);
    expect(seen.meta).toEqual(['42']);
    expect(seen.text).toBe('Привет');
    expect(seen.finished).toBe(1);
  });

  it('passes on the documents the model had no room for', async () => {
    const leftOut: (string[] | undefined)[] = [];
    const meta = 'event: meta\ndata: {"chatId":"c","leftOut":["a.pdf","b.txt"]}\n\n';
    await readAnswerStream(sse([meta, delta(1, 'x')]), {
      ...collect().handlers,
      onMeta: (m) => leftOut.push(m.leftOut),
    });
    expect(leftOut).toEqual([['a.pdf', 'b.txt']]);
  });

  it('passes on the summary that stood in for the earlier messages (decision 169)', async () => {
    const marks: unknown[] = [];
    const meta = (summary: string) => `event: meta\ndata: {"chatId":"c","summary":${summary}}\n\n`;
    for (const summary of ['{"id":"s1","throughMessageId":"m9"}', '{"id":"s1"}']) {
      await readAnswerStream(sse([meta(summary), delta(1, 'x')]), {
        ...collect().handlers,
        onMeta: (m) => marks.push(m.summary),
      });
    }
    expect(marks).toEqual([{ id: 's1', throughMessageId: 'm9' }, undefined]);
  });

  it('finishes at the end of the stream without a done marker', async () => {
    const { seen, handlers } = collect();
    expect(await readAnswerStream(sse([delta(1, 'a'), delta(2, 'b')]), handlers)).toBe('finished');
    expect(seen.text).toBe('ab');
    expect(seen.finished).toBe(1);
  });

  it('finishes when usage arrives, with the usage', async () => {
    const { seen, handlers } = collect();
    const usage = 'event: usage\ndata: {"input":3,"output":5,"cost":12,"messageId":"m1"}\n\n';
    await readAnswerStream(sse([delta(1, 'x'), usage, delta(3, 'never')]), handlers);
    expect(seen.usage).toEqual({ input: 3, output: 5, cost: 12, messageId: 'm1' });
    expect(seen.text).toBe('x');
    expect(seen.finished).toBe(1);
  });

  it('finishes without usage when the usage object fails to parse', async () => {
    const { seen, handlers } = collect();
    await readAnswerStream(sse([delta(1, 'x'), 'event: usage\ndata: {not json\n\n']), handlers);
    expect(seen.usage).toBeUndefined();
    expect(seen.errors).toEqual([]);
    expect(seen.finished).toBe(1);
  });

  it("reports 'No response body' for a response without a body", async () => {
    const { seen, handlers } = collect();
    expect(await readAnswerStream(new Response(null, { status: 200 }), handlers)).toBe('error');
    expect(seen.errors.map((e) => e.message)).toEqual(['No response body']);
  });

  it("reports the server's message and code for a failed status", async () => {
    const { seen, handlers } = collect();
    const body = JSON.stringify({ code: 'insufficient_funds', message: 'Недостаточно средств' });
    await readAnswerStream(new Response(body, { status: 402 }), handlers);
    expect(seen.errors[0]?.message).toBe('Недостаточно средств');
    expect(seen.errors[0]?.code).toBe('insufficient_funds');
    expect(seen.errors[0]?.status).toBe(402);
  });

  it("keeps a refusal's other fields, such as a member's limit", async () => {
    const { seen, handlers } = collect();
    const limit = { limitKopecks: 500, spentKopecks: 498, resetsAt: '2026-12-31T21:00:00.000Z' };
    const body = JSON.stringify({ code: 'member_limit_reached', message: 'Limit', ...limit });
    await readAnswerStream(new Response(body, { status: 402 }), handlers);
    expect(seen.errors[0]?.code).toBe('member_limit_reached');
    expect(seen.errors[0]?.details).toEqual(limit);
  });

  it("reports 'HTTP error! status: {code}' when the server gave no message", async () => {
    const { seen, handlers } = collect();
    await readAnswerStream(new Response('<html>oops</html>', { status: 502 }), handlers);
    expect(seen.errors[0]?.message).toBe('HTTP error! status: 502');
    expect(seen.finished).toBe(0);
  });

  it('reports an error event with its code, keeping the text so far', async () => {
    const { seen, handlers } = collect();
    const error = 'event: error\ndata: {"code":"provider_error","message":"boom"}\n\n';
    expect(await readAnswerStream(sse([delta(1, 'part'), error]), handlers)).toBe('error');
    expect(seen.text).toBe('part');
    expect(seen.errors[0]?.code).toBe('provider_error');
    expect(seen.finished).toBe(0);
  });

  it('is silent when aborted, before or during the stream', async () => {
    const { seen, handlers } = collect();
    const abort = new DOMException('The operation was aborted.', 'AbortError');
    expect(await readAnswerStream(Promise.reject(abort), handlers)).toBe('aborted');

    const controller = new AbortController();
    const body = new ReadableStream<Uint8Array>({
      start(c) {
        c.enqueue(new TextEncoder().encode(delta(1, 'kept')));
        controller.signal.addEventListener('abort', () => c.error(abort));
      },
    });
    const reading = readAnswerStream(new Response(body), handlers);
    await new Promise((r) => setTimeout(r, 10));
    controller.abort();
    expect(await reading).toBe('aborted');
    expect(seen.text).toBe('kept');
    expect(seen.errors).toEqual([]);
    expect(seen.finished).toBe(0);
  });

  it('reports a lost connection as a network error', async () => {
    const { seen, handlers } = collect();
    await readAnswerStream(Promise.reject(new TypeError('Failed to fetch')), handlers);
    expect(seen.errors[0]?.code).toBe('network');
  });
});

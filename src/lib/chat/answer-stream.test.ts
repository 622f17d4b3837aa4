import { describe, expect, it, vi } from 'vitest';
import { type AnswerUpdate, runAnswer, updateInterval, withToolEvent } from './answer-stream';

const events = (from: number, parts: string[], end = '') =>
  parts
    .map((text, i) => `id: ${from + i}\nevent: delta\ndata: ${JSON.stringify({ text })}\n\n`)
    .join('') + end;

/** A body that sends `first` and then fails like a dropped connection. */
function dropping(first: string) {
  return new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(new TextEncoder().encode(first));
      setTimeout(() => controller.error(new TypeError('network error')), 5);
    },
  });
}

describe('runAnswer', () => {
  it('attaches again after a dropped connection with Last-Event-ID, losing and doubling nothing', async () => {
    const calls: { url: string; lastEventId: string | null }[] = [];
    const fetchImpl = async (url: string | URL | Request, init?: RequestInit) => {
      const lastEventId = new Headers(init?.headers).get('Last-Event-ID');
      calls.push({ url: String(url), lastEventId });
      if (calls.length === 1) return new Response(dropping(events(1, ['Hello', ', '])));
      return new Response(`${events(3, ['world'])}data: [DONE]\n\n`);
    };
    const updates: AnswerUpdate[] = [];
    const answer = runAnswer({
      start: { url: '/api/v1/openai/gpt/gpt', init: { method: 'POST' } },
      requestId: 'r1',
      onUpdate: (u) => updates.push(u),
      fetchImpl: fetchImpl as typeof fetch,
    });
    await answer.done;
    expect(calls[1]).toEqual({ url: '/api/v1/openai/stream/r1', lastEventId: '2' });
    expect(updates.at(-1)).toMatchObject({ text: 'Hello, world', status: 'complete' });
  });

  it('keeps the saved text on screen until a replay from the start catches up', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const body = new ReadableStream<Uint8Array>({
      async start(controller) {
        controller.enqueue(new TextEncoder().encode(events(1, ['Hel'])));
        await gate;
        controller.enqueue(new TextEncoder().encode(`${events(2, ['lo there'])}data: [DONE]\n\n`));
        controller.close();
      },
    });
    const updates: AnswerUpdate[] = [];
    const answer = runAnswer({
      requestId: 'r2',
      shownText: 'Hello',
      onUpdate: (u) => updates.push(u),
      fetchImpl: (async () => new Response(body)) as typeof fetch,
    });
    await new Promise((r) => setTimeout(r, 40));
    expect(updates.at(-1)?.text).toBe('Hello');
    release();
    await answer.done;
    expect(updates.at(-1)).toMatchObject({ text: 'Hello there', status: 'complete' });
  });

  it('stops silently, keeping the text so far', async () => {
    const updates: AnswerUpdate[] = [];
    const answer = runAnswer({
      requestId: 'r3',
      onUpdate: (u) => updates.push(u),
      // Like fetch: aborting the signal fails the body's reads with an AbortError.
      fetchImpl: (async (_: string, init: RequestInit) => {
        const body = new ReadableStream<Uint8Array>({
          start(controller) {
            controller.enqueue(new TextEncoder().encode(events(1, ['partial'])));
            init.signal?.addEventListener('abort', () =>
              controller.error(new DOMException('aborted', 'AbortError')),
            );
          },
        });
        return new Response(body);
      }) as unknown as typeof fetch,
    });
    await new Promise((r) => setTimeout(r, 40));
    answer.stop();
    await answer.done;
    expect(updates.at(-1)).toMatchObject({ text: 'partial', status: 'stopped' });
    expect(updates.filter((u) => u.status !== 'streaming')).toHaveLength(1);
  });

  it('shows the first delta at once and gathers the rest to one update per interval', async () => {
    const encoder = new TextEncoder();
    let feed: ReadableStreamDefaultController<Uint8Array> | undefined;
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        feed = controller;
      },
    });
    const updates: (AnswerUpdate & { at: number })[] = [];
    const answer = runAnswer({
      requestId: 'r4',
      onUpdate: (u) => updates.push({ ...u, at: performance.now() }),
      fetchImpl: (async () => new Response(body)) as typeof fetch,
    });
    const started = performance.now();
    feed?.enqueue(encoder.encode(events(1, ['w0 '])));
    // The first delta is shown on its own, before any other arrives.
    await vi.waitFor(() => expect(updates.length).toBeGreaterThan(0));
    for (let i = 1; i < 40; i += 1) {
      feed?.enqueue(encoder.encode(events(i + 1, [`w${i} `])));
      // Each delta in its own read, as they come from the network.
      await new Promise((resolve) => setTimeout(resolve, 2));
    }
    feed?.enqueue(encoder.encode('data: [DONE]\n\n'));
    feed?.close();
    await answer.done;
    const elapsed = performance.now() - started;
    const streaming = updates.filter((u) => u.status === 'streaming');
    expect(streaming[0]?.text).toBe('w0 ');
    expect(streaming.length).toBeLessThanOrEqual(2 + Math.ceil(elapsed / updateInterval));
    // Updates come an interval apart, not one per delta (2 ms apart here). Timers may fire a few
    // ms early against performance.now(), hence the slack; a per-delta update would be far below.
    for (let i = 1; i < streaming.length; i += 1) {
      expect((streaming[i]?.at ?? 0) - (streaming[i - 1]?.at ?? 0)).toBeGreaterThanOrEqual(
        updateInterval - 10,
      );
    }
    expect(updates.at(-1)).toMatchObject({
      text: Array.from({ length: 40 }, (_, i) => `w${i} `).join(''),
      status: 'complete',
    });
  });
});

describe('tool events of an answer', () => {
  it('adds a call, marks its approval, fills its result, and a replay changes nothing', () => {
    const call = { kind: 'call', id: 'c1', server: 'S', tool: 'echo', input: { a: 1 } } as const;
    const approval = { ...call, kind: 'approval' } as const;
    const result = { kind: 'result', id: 'c1', output: 'Echo: 1', isError: false } as const;
    let calls = withToolEvent([], call);
    calls = withToolEvent(calls, approval);
    expect(calls).toEqual([
      { id: 'c1', server: 'S', tool: 'echo', input: { a: 1 }, awaitingApproval: true },
    ]);
    calls = withToolEvent(calls, result);
    const done = [
      {
        id: 'c1',
        server: 'S',
        tool: 'echo',
        input: { a: 1 },
        awaitingApproval: false,
        output: 'Echo: 1',
        isError: false,
      },
    ];
    expect(calls).toEqual(done);
    // Attaching again replays every event from the first.
    for (const event of [call, approval, result]) calls = withToolEvent(calls, event);
    expect(calls).toEqual(done);
  });

  it("keeps a running call's latest progress, and its MCP App view with the result", () => {
    const call = { kind: 'call', id: 'c1', server: 'S', tool: 'long', input: {} } as const;
    let calls = withToolEvent([], call);
    calls = withToolEvent(calls, { kind: 'progress', id: 'c1', progress: 1, total: 3 });
    calls = withToolEvent(calls, { kind: 'progress', id: 'other', progress: 9 });
    calls = withToolEvent(calls, {
      kind: 'progress',
      id: 'c1',
      progress: 2,
      total: 3,
      message: 'x',
    });
    expect(calls[0]?.progress).toEqual({ progress: 2, total: 3, message: 'x' });
    const app = { uri: 'ui://v', html: '<p>v</p>' };
    calls = withToolEvent(calls, { kind: 'result', id: 'c1', output: 'ok', isError: false, app });
    expect(calls[0]).toMatchObject({ output: 'ok', app });
  });
});

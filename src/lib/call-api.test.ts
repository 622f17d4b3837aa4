import { afterEach, describe, expect, it, vi } from 'vitest';
import { callApi } from './call-api';
import { abortPageLoads } from './page-loads';

/** A fetch that answers 200 at once and sends the body's first half; the rest waits for `finish`. */
function halfSentAnswer() {
  let finish = () => {};
  vi.stubGlobal('fetch', async (_url: string, init: RequestInit) => {
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('{"balance":'));
        finish = () => {
          controller.enqueue(new TextEncoder().encode('1}'));
          controller.close();
        };
        // As in a browser: aborting the request errors a body that is still arriving.
        init.signal?.addEventListener('abort', () =>
          controller.error(new DOMException('The operation was aborted.', 'AbortError')),
        );
      },
    });
    return new Response(body, { status: 200, headers: { 'content-type': 'application/json' } });
  });
  return { finish: () => finish() };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('callApi', () => {
  it('reads a whole answer', async () => {
    const answer = halfSentAnswer();
    const call = callApi<{ balance: number }>('/v1/entity/ledger');
    await vi.waitFor(() => answer.finish());
    expect(await call).toEqual({ ok: true, data: { balance: 1 } });
  });

  it('calls a load aborted mid-body aborted, not an empty success', async () => {
    halfSentAnswer();
    const call = callApi<{ balance: number }>('/v1/entity/ledger');
    abortPageLoads();
    expect(await call).toEqual({ ok: false, status: 0, aborted: true });
  });
});

import { describe, expect, it } from 'vitest';
import { createFrontApp } from '../../app';

const app = createFrontApp(async () => new Response('<html></html>'));
const origin = 'http://web.test';

/** A body that would be `total` bytes, made only as fast as it is read; counts what was read. */
function streamedBody(total: number) {
  const chunk = new TextEncoder().encode('a'.repeat(64 * 1024));
  const state = { pulled: 0 };
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (state.pulled >= total) return controller.close();
      state.pulled += chunk.byteLength;
      controller.enqueue(chunk);
    },
  });
  return { body, state };
}

const send = (path: string, body: BodyInit, method = 'POST') =>
  app.request(
    `${origin}${path}`,
    {
      method,
      body,
      headers: {
        origin,
        'content-type': 'application/x-www-form-urlencoded',
        'accept-language': 'en',
      },
      duplex: 'half',
    } as RequestInit,
    { API_URL: 'http://api.test' },
  );

describe('ownBodyLimit', () => {
  it('stops reading a front form at the cap and answers 413 in the page’s language', async () => {
    const { body, state } = streamedBody(50 * 1024 * 1024);
    const res = await send('/api/auth/login', body);
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({
      code: 'payload_too_large',
      message: 'The request is too large: at most 16 KB.',
    });
    expect(state.pulled).toBeLessThan(256 * 1024);
  });

  it('answers a body the client breaks off mid-way with a 400, never a 5xx', async () => {
    const chunk = new TextEncoder().encode(`email=${'a'.repeat(4096)}`);
    let sent = 0;
    const broken = new ReadableStream<Uint8Array>({
      pull(controller) {
        sent += 1;
        if (sent > 2) return controller.error(new Error('connection lost'));
        controller.enqueue(chunk);
      },
    });
    const res = await send('/api/auth/login', broken);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      code: 'invalid_body',
      message: 'The request body could not be read to its end.',
    });
  });

  it('leaves forwarded /api calls to the api, which caps each route itself', async () => {
    const { body } = streamedBody(64 * 1024);
    // Over the front's cap, yet not the front's to judge: the allow-list's 404, not a 413.
    const res = await send('/api/v1/no-such-route', body);
    expect(res.status).toBe(404);
  });
});

import { exports } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';

const origin = 'http://127.0.0.1';
const ninetyMb = 90 * 1024 * 1024;

/** A urlencoded body that would be 90 MB, made only as fast as it is read; counts what was read. */
function hugeForm() {
  const chunk = new TextEncoder().encode(`email=${'a'.repeat(64 * 1024 - 6)}`);
  const state = { pulled: 0 };
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (state.pulled >= ninetyMb) return controller.close();
      state.pulled += chunk.byteLength;
      controller.enqueue(chunk);
    },
  });
  return { body, state };
}

/** Every route the front answers itself, with a body; `/api/v1/…` forwards are the api's to cap. */
const ownRoutes: [method: string, path: string][] = [
  ['POST', '/api/auth/login'],
  ['POST', '/api/auth/register'],
  ['POST', '/api/auth/logout'],
  ['POST', '/api/auth/refresh'],
  ['POST', '/api/auth/confirm-email'],
  ['POST', '/api/auth/confirm-email/resend'],
  ['POST', '/api/auth/reset/request'],
  ['POST', '/api/auth/reset/resend'],
  ['POST', '/api/auth/reset/verify'],
  ['POST', '/api/auth/reset/complete'],
  ['PUT', '/api/last-chat'],
  ['POST', '/en/auth/login'],
  ['POST', '/RSC/F/action.txt'],
];

describe('bodies the built web Worker reads itself', () => {
  for (const [method, path] of ownRoutes) {
    it(`${method} ${path}: a 90 MB form gets 413 after reading at most a few KB over the cap`, async () => {
      const { body, state } = hugeForm();
      const started = Date.now();
      const res = await exports.default.fetch(
        new Request(`${origin}${path}`, {
          method,
          body,
          headers: {
            origin,
            'content-type': 'application/x-www-form-urlencoded',
            'accept-language': 'ru',
          },
          duplex: 'half',
        } as RequestInit),
      );
      expect(res.status).toBe(413);
      expect(await res.json()).toMatchObject({
        code: 'payload_too_large',
        message: expect.stringContaining('Слишком большой запрос'),
      });
      expect(state.pulled).toBeLessThan(512 * 1024);
      expect(Date.now() - started).toBeLessThan(2000);
    });
  }

  it('refuses a declared Content-Length over the cap before reading, and takes a normal form', async () => {
    const big = await exports.default.fetch(
      new Request(`${origin}/api/auth/login`, {
        method: 'POST',
        body: `email=${'a'.repeat(20 * 1024)}`,
        headers: { origin, 'content-type': 'application/x-www-form-urlencoded' },
      }),
    );
    expect(big.status).toBe(413);
    const small = await exports.default.fetch(
      new Request(`${origin}/api/auth/login`, {
        method: 'POST',
        body: 'email=not-an-address&password=x&locale=en',
        headers: {
          origin,
          accept: 'application/json',
          'content-type': 'application/x-www-form-urlencoded',
        },
      }),
    );
    // Read and checked: a malformed address is the form's own 422, never a 413.
    expect(small.status).toBe(422);
  });
});

describe('JSON bodies the built web Worker reads itself', () => {
  const jsonRoutes = [
    '/api/auth/login',
    '/api/auth/register',
    '/api/auth/logout',
    '/api/auth/confirm-email',
    '/api/auth/confirm-email/resend',
    '/api/auth/passkey',
    '/api/auth/passkey/options',
  ];
  for (const path of jsonRoutes) {
    it(`POST ${path}: the body null, an array or a string is a 400 {code, message}`, async () => {
      for (const body of ['null', '[]', '"email"']) {
        const res = await exports.default.fetch(
          new Request(`${origin}${path}`, {
            method: 'POST',
            body,
            headers: { origin, accept: 'application/json', 'content-type': 'application/json' },
          }),
        );
        expect(res.status).toBe(400);
        expect(await res.json()).toMatchObject({
          code: 'invalid_body',
          message: expect.any(String),
        });
      }
    });
  }
});

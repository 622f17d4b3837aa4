import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFrontApp } from '../app';
import { fakeApi } from '../middleware/session/fake-api.test-helper';

let api: ReturnType<typeof fakeApi>;
const app = createFrontApp(async () => new Response('<html></html>'));
const origin = 'http://web.test';
const env = { API_URL: 'http://api.test' };

beforeEach(() => {
  api = fakeApi();
  vi.stubGlobal('fetch', api.fetch);
});
afterEach(() => vi.unstubAllGlobals());

/** The passkey island's JSON POST, as the browser sends it. */
const post = (path: string, body: unknown, cookie?: string) =>
  app.request(
    `${origin}${path}`,
    {
      method: 'POST',
      body: JSON.stringify(body),
      headers: {
        origin,
        'content-type': 'application/json',
        accept: 'application/json',
        ...(cookie ? { cookie } : {}),
      },
    },
    env,
  );

const twoFactorCookie = `__Host-beseda_2fa=${encodeURIComponent(
  JSON.stringify({ ticket: 'ticket-9', redirect: '/en/chat?from=code', passkey: true }),
)}`;

describe('sign-in with a passkey through the front', () => {
  it('hands out the options, with the code step’s ticket when there is one', async () => {
    const res = await post('/api/auth/passkey/options', { locale: 'en' }, twoFactorCookie);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ challenge: 'challenge-1' });
    const call = api.calls.find((c) => c.path === '/v1/auth/passkey/options');
    expect(call?.body).toEqual({ ticket: 'ticket-9' });
  });

  it('keeps the tokens in the session cookies and ends a waiting code step', async () => {
    const res = await post(
      '/api/auth/passkey',
      { locale: 'en', response: { id: 'ann-passkey' } },
      twoFactorCookie,
    );
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ redirect: '/en/chat?from=code' });
    const cookies = res.headers.getSetCookie().join('\n');
    expect(cookies).toMatch(/__Host-beseda_at=ey/);
    expect(cookies).toMatch(/__Host-beseda_rt=rt-/);
    expect(cookies).toMatch(/__Host-beseda_2fa=;/);
  });

  it('answers the api’s refusal as JSON and sets no session', async () => {
    const res = await post('/api/auth/passkey', { locale: 'en', response: { id: 'stolen' } });
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({
      code: 'passkey_unknown',
      message: 'This passkey is not known here',
    });
    expect(res.headers.getSetCookie().join('\n')).not.toMatch(/beseda_at=ey/);
  });
});

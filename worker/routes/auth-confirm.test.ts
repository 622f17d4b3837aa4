import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFrontApp } from '../app';
import { fakeApi, postForm } from '../middleware/session/fake-api.test-helper';

let api: ReturnType<typeof fakeApi>;
const app = createFrontApp(async () => new Response('<html></html>'));
const post = (
  path: string,
  form: Record<string, string>,
  init?: { json?: boolean; cookie?: string },
) => postForm(app, path, form, init);

const signedIn = () => {
  const pair = api.issue('u1');
  return {
    cookie: `__Host-beseda_at=${pair.accessToken}; __Host-beseda_rt=${pair.refreshToken}`,
    pair,
  };
};

beforeEach(() => {
  api = fakeApi();
  vi.stubGlobal('fetch', api.fetch);
});
afterEach(() => vi.unstubAllGlobals());

describe('email confirmation through the front', () => {
  it('confirms with the session’s bearer and goes to the confirm page', async () => {
    const { cookie, pair } = signedIn();
    const res = await post('/api/auth/confirm-email', { code: '654321', locale: 'en' }, { cookie });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/en/confirm-email');
    expect(api.calls.at(-1)).toMatchObject({
      method: 'POST',
      path: '/v1/auth/confirm-email',
      authorization: `Bearer ${pair.accessToken}`,
      body: { code: '654321' },
    });
  });

  it('answers the enhanced form with JSON and never echoes a token', async () => {
    const { cookie } = signedIn();
    const ok = await post(
      '/api/auth/confirm-email',
      { code: '654321', locale: 'ru' },
      { json: true, cookie },
    );
    const text = await ok.text();
    expect(JSON.parse(text)).toEqual({ redirect: '/ru/confirm-email' });
    expect(text).not.toMatch(/accessToken|refreshToken/);
    const wrong = await post(
      '/api/auth/confirm-email',
      { code: '000000', locale: 'ru' },
      { json: true, cookie },
    );
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toMatchObject({ code: 'invalid_code' });
  });

  it('sends a plain form back to the page it came from with the error', async () => {
    const { cookie } = signedIn();
    const res = await post(
      '/api/auth/confirm-email',
      { code: '000000', locale: 'en', redirect: '/en/chat' },
      { cookie },
    );
    expect(res.headers.get('location')).toBe('/en/chat');
    expect(decodeURIComponent(res.headers.get('set-cookie') ?? '')).toContain(
      'Wrong or expired code',
    );
  });

  it('checks the code before calling the api', async () => {
    const { cookie } = signedIn();
    const res = await post(
      '/api/auth/confirm-email',
      { code: '12ab', locale: 'en' },
      { json: true, cookie },
    );
    expect(res.status).toBe(422);
    expect(await res.json()).toMatchObject({ fields: { code: 'code_invalid' } });
    expect(api.calls.some((call) => call.path === '/v1/auth/confirm-email')).toBe(false);
  });

  it('sends a visitor without a session to sign in and back', async () => {
    const res = await post('/api/auth/confirm-email', { code: '654321', locale: 'en' });
    expect(res.headers.get('location')).toBe('/en/auth/login?redirect=%2Fen%2Fconfirm-email');
    expect(api.calls).toHaveLength(0);
  });

  it('mails a new code and comes back with a notice', async () => {
    const { cookie } = signedIn();
    const res = await post(
      '/api/auth/confirm-email/resend',
      { locale: 'en', redirect: '/en/' },
      { cookie },
    );
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/en/');
    expect(api.calls.at(-1)).toMatchObject({ path: '/v1/auth/confirm-email/resend' });
    expect(decodeURIComponent(res.headers.get('set-cookie') ?? '')).toContain(
      '"notice":"code_sent"',
    );
  });
});

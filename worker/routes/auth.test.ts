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
const cookieValues = (res: Response) =>
  res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0] ?? '')
    .join('; ');

beforeEach(() => {
  api = fakeApi();
  vi.stubGlobal('fetch', api.fetch);
});
afterEach(() => vi.unstubAllGlobals());

describe('sign-in', () => {
  const good = { email: 'ann@example.com', password: 'correct-horse', locale: 'en' };

  it('sets the session cookies and goes to a same-origin redirect', async () => {
    const res = await post('/api/auth/login', { ...good, redirect: '/en/chat?x=1' });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/en/chat?x=1');
    expect(cookieValues(res)).toMatch(/__Host-beseda_at=ey.*__Host-beseda_rt=rt-1/);
  });

  it("lands in the account's own language, whatever page the form was on", async () => {
    const boris = { email: 'boris@example.com', password: 'correct-horse', locale: 'en' };
    const res = await post('/api/auth/login', { ...boris, redirect: '/en/chat?x=1' });
    expect(res.headers.get('location')).toBe('/ru/chat?x=1');
    const home = await post('/api/auth/login', boris, { json: true });
    expect(await home.json()).toEqual({ redirect: '/ru/' });
  });

  it('answers the enhanced form with JSON and refuses open redirects', async () => {
    const res = await post(
      '/api/auth/login',
      { ...good, redirect: '//evil.example' },
      { json: true },
    );
    expect(await res.json()).toEqual({ redirect: '/en/' });
  });

  it('sends a plain form back with a flash that holds no password', async () => {
    const res = await post('/api/auth/login', {
      ...good,
      password: 'wrong-password',
      redirect: '/en/chat',
    });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/en/auth/login?redirect=%2Fen%2Fchat');
    const flash = decodeURIComponent(res.headers.get('set-cookie') ?? '');
    expect(flash).toContain('__Host-beseda_flash=');
    expect(flash).toContain('Wrong email or password');
    expect(flash).not.toContain('wrong-password');
    expect(flash).toMatch(/HttpOnly; Secure; SameSite=Lax/);
  });

  it('reports too many attempts with the wait time', async () => {
    const res = await post(
      '/api/auth/login',
      { ...good, email: 'slow@example.com' },
      { json: true },
    );
    expect(res.status).toBe(429);
    expect(await res.json()).toMatchObject({ code: 'too_many_attempts', retryAfter: 42 });
  });

  it('checks fields before calling the api', async () => {
    const res = await post('/api/auth/login', { email: 'nope', password: '' }, { json: true });
    expect(res.status).toBe(422);
    expect(await res.json()).toMatchObject({
      fields: { email: 'email_invalid', password: 'required' },
    });
    expect(api.calls).toHaveLength(0);
  });

  it('stores nothing when the tokens are not strings (SPEC §5)', async () => {
    vi.stubGlobal('fetch', async () => Response.json({ accessToken: null, refreshToken: 1 }));
    const res = await post('/api/auth/login', good, { json: true });
    expect(res.status).toBe(502);
    expect(res.headers.get('set-cookie')).toBeNull();
  });
});

describe('registration and sign-out', () => {
  const form = {
    email: 'new@example.com',
    password: 'long-enough',
    confirm: 'long-enough',
    locale: 'ru',
  };

  it('registers through the promo call when a code is given', async () => {
    const res = await post('/api/auth/register', { ...form, promo: 'BESEDA2026', name: 'Ann' });
    expect(res.headers.get('location')).toBe('/ru/');
    expect(api.calls[0]).toMatchObject({
      path: '/v2/user/auth/users/promo-user-registration',
      body: { email: 'new@example.com', password: 'long-enough', name: 'Ann', promo: 'BESEDA2026' },
    });
  });

  it('refuses a mismatched confirmation', async () => {
    const res = await post(
      '/api/auth/register',
      { ...form, confirm: 'different!' },
      { json: true },
    );
    expect(await res.json()).toMatchObject({ fields: { confirm: 'confirm_mismatch' } });
  });

  it('revokes the refresh family at the api and clears the cookies', async () => {
    const pair = api.issue('u1');
    const cookie = `__Host-beseda_at=${pair.accessToken}; __Host-beseda_rt=${pair.refreshToken}`;
    const res = await post('/api/auth/logout', { locale: 'en' }, { cookie });
    expect(res.headers.get('location')).toBe('/en/auth/login');
    expect(api.calls.at(-1)).toMatchObject({
      path: '/v1/auth/logout',
      authorization: `Bearer ${pair.accessToken}`,
      body: { refreshToken: pair.refreshToken },
    });
    expect(res.headers.getSetCookie().every((c) => c.includes('Max-Age=0'))).toBe(true);
  });
});

describe('password reset', () => {
  it('keeps the email and the accepted code in an HttpOnly cookie, never the URL', async () => {
    const sent = await post('/api/auth/reset/request', { email: 'Ann@Example.com', locale: 'en' });
    expect(sent.headers.get('location')).toBe('/en/enter-reset-password-code');
    const step = cookieValues(sent);
    expect(decodeURIComponent(step)).toContain('"email":"ann@example.com"');

    const wrong = await post(
      '/api/auth/reset/verify',
      { code: '000000', locale: 'en' },
      { json: true, cookie: step },
    );
    expect(await wrong.json()).toMatchObject({
      code: 'invalid_code',
      message: 'Wrong or expired code',
    });

    const right = await post(
      '/api/auth/reset/verify',
      { code: '123456', locale: 'en' },
      { cookie: step },
    );
    expect(right.headers.get('location')).toBe('/en/reset-password-code-success');
    const verified = cookieValues(right);

    const done = await post(
      '/api/auth/reset/complete',
      { password: 'brand-new-pass', confirm: 'brand-new-pass', locale: 'en' },
      { cookie: verified },
    );
    expect(done.headers.get('location')).toBe('/en/reset-password-success');
    expect(api.calls.at(-1)?.body).toEqual({
      email: 'ann@example.com',
      code: '123456',
      password: 'brand-new-pass',
    });
    expect(
      done.headers.getSetCookie().some((c) => c.startsWith('__Host-beseda_reset=; Max-Age=0')),
    ).toBe(true);
  });

  it('starts over when the flow has expired', async () => {
    const res = await post('/api/auth/reset/complete', {
      password: 'x',
      confirm: 'x',
      locale: 'ru',
    });
    expect(res.headers.get('location')).toBe('/ru/reset-password');
  });
});

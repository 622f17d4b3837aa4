import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFrontApp } from '../app';
import { fakeApi, postForm } from '../middleware/session/fake-api.test-helper';

let api: ReturnType<typeof fakeApi>;
const app = createFrontApp(async () => new Response('<html></html>'));
const cookiesOf = (res: Response) =>
  res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0] ?? '')
    .join('; ');

beforeEach(() => {
  api = fakeApi();
  vi.stubGlobal('fetch', api.fetch);
});
afterEach(() => vi.unstubAllGlobals());

const tess = { email: 'tess@example.com', password: 'correct-horse', locale: 'en' };

describe('sign-in with two-factor on', () => {
  it('keeps the ticket in an HttpOnly cookie and signs in after the code', async () => {
    const first = await postForm(app, '/api/auth/login', { ...tess, redirect: '/en/chat?x=1' });
    expect(first.status).toBe(303);
    expect(first.headers.get('location')).toBe('/en/auth/two-factor');
    const cookie = cookiesOf(first);
    expect(cookie).toContain('__Host-beseda_2fa=');
    expect(cookie).not.toContain('__Host-beseda_at=');
    expect(first.headers.get('set-cookie')).toMatch(/HttpOnly/i);

    const wrong = await postForm(
      app,
      '/api/auth/login/2fa',
      { code: '111111', locale: 'en' },
      { json: true, cookie },
    );
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toMatchObject({ message: 'The code is wrong' });

    const right = await postForm(app, '/api/auth/login/2fa', { code: '246810' }, { cookie });
    expect(right.status).toBe(303);
    expect(right.headers.get('location')).toBe('/en/chat?x=1');
    expect(cookiesOf(right)).toMatch(/__Host-beseda_2fa=(;|$)/);
    expect(cookiesOf(right)).toMatch(/__Host-beseda_at=ey.*__Host-beseda_rt=rt-/);
  });

  it('sends a dead ticket back to the password form', async () => {
    const cookie = `__Host-beseda_2fa=${encodeURIComponent(JSON.stringify({ ticket: 'gone' }))}`;
    const res = await postForm(
      app,
      '/api/auth/login/2fa',
      { code: '246810', locale: 'en' },
      { cookie },
    );
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/en/auth/login');
    expect(decodeURIComponent(res.headers.get('set-cookie') ?? '')).toContain(
      'The sign-in has expired',
    );
  });

  it('goes back to the password without a ticket', async () => {
    const res = await postForm(app, '/api/auth/login/2fa', { code: '246810', locale: 'en' });
    expect(res.headers.get('location')).toBe('/en/auth/login');
  });
});

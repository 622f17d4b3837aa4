import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFrontApp } from '../../app';
import { fakeApi, jwtExpiringIn } from './fake-api.test-helper';

type Api = ReturnType<typeof fakeApi>;
let api: Api;
const seen: Request[] = [];
const app = createFrontApp(async (request) => {
  seen.push(request);
  return new Response('<html>page</html>', { headers: { 'content-type': 'text/html' } });
});
const call = (path: string, init?: RequestInit) =>
  app.request(`http://web.test${path}`, init, { API_URL: 'http://api.test' });
const cookies = (res: Response) => res.headers.getSetCookie();
const cookieHeader = (pair: { accessToken?: string; refreshToken?: string }) =>
  [
    pair.accessToken ? `__Host-beseda_at=${pair.accessToken}` : '',
    pair.refreshToken ? `__Host-beseda_rt=${pair.refreshToken}` : '',
  ]
    .filter(Boolean)
    .join('; ');

beforeEach(() => {
  api = fakeApi();
  seen.length = 0;
  vi.stubGlobal('fetch', api.fetch);
});
afterEach(() => vi.unstubAllGlobals());

describe('guards', () => {
  it('sends a visitor on a protected page to login with the original full path', async () => {
    const res = await call('/ru/cabinet/balance?tab=2');
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe(
      `/ru/auth/login?redirect=${encodeURIComponent('/ru/cabinet/balance?tab=2')}`,
    );
  });

  it('makes a client navigation to a protected page leave for login', async () => {
    const res = await call('/RSC/R/en/chat.txt?query=x%3D1');
    expect(res.status).toBe(200);
    expect(await res.text()).toContain(
      `"_location":"/en/auth/login?redirect=${encodeURIComponent('/en/chat?x=1')}"`,
    );
  });

  it('sends a signed-in visitor on a guest page home, and renders protected pages', async () => {
    const pair = api.issue('u1');
    const guest = await call('/en/registration', { headers: { cookie: cookieHeader(pair) } });
    expect(guest.status).toBe(302);
    expect(guest.headers.get('location')).toBe('/en/');
    const page = await call('/en/chat', { headers: { cookie: cookieHeader(pair) } });
    expect(page.status).toBe(200);
    const session = decodeURIComponent(seen[0]?.headers.get('x-beseda-session') ?? '');
    expect(JSON.parse(session).user).toMatchObject({ id: 'u1', email: 'ann@example.com' });
    expect(seen[0]?.headers.get('x-beseda-access')).toBe(pair.accessToken);
    expect(page.headers.get('cache-control')).toBe('private, no-store');
  });

  it('lets everyone see open pages and the login page', async () => {
    expect((await call('/ru/gen')).status).toBe(200);
    // `/` itself is the main redirect: a visitor lands on the public /gen page.
    expect((await call('/ru/')).headers.get('location')).toBe('/ru/gen');
    expect((await call('/ru/auth/login')).status).toBe(200);
  });
});

describe('refresh', () => {
  it('refreshes an access token about to expire before rendering, and sets new cookies', async () => {
    const pair = api.issue('u1');
    const stale = { ...pair, accessToken: jwtExpiringIn(30) };
    const res = await call('/ru/chat', { headers: { cookie: cookieHeader(stale) } });
    expect(res.status).toBe(200);
    const set = cookies(res);
    expect(set.find((c) => c.startsWith('__Host-beseda_at='))).toMatch(
      /HttpOnly; Secure; SameSite=Lax/,
    );
    expect(set.find((c) => c.startsWith('__Host-beseda_rt='))).toContain('rt-2');
    expect(api.calls.filter((c) => c.path === '/v1/auth/refresh')).toHaveLength(1);
  });

  it('signs in again from the refresh cookie alone', async () => {
    const pair = api.issue('u1');
    const res = await call('/ru/chat', {
      headers: { cookie: cookieHeader({ refreshToken: pair.refreshToken }) },
    });
    expect(res.status).toBe(200);
    expect(cookies(res).some((c) => c.startsWith('__Host-beseda_at=ey'))).toBe(true);
  });

  it('shares one refresh among requests that arrive together', async () => {
    const pair = api.issue('u1');
    const headers = { cookie: cookieHeader({ refreshToken: pair.refreshToken }) };
    const answers = await Promise.all([
      call('/api/v1/chat', { headers }),
      call('/api/v1/user', { headers }),
    ]);
    expect(api.calls.filter((c) => c.path === '/v1/auth/refresh')).toHaveLength(1);
    const [first, second] = await Promise.all(
      answers.map((r) => r.json() as Promise<{ authorization: string }>),
    );
    expect(first?.authorization).toMatch(/^Bearer ey/);
    expect(first?.authorization).toBe(second?.authorization);
  });

  it('clears the cookies and guards when the refresh is refused', async () => {
    const res = await call('/ru/chat', {
      headers: { cookie: cookieHeader({ refreshToken: 'revoked' }) },
    });
    expect(res.status).toBe(302);
    const set = cookies(res);
    expect(set).toContain('__Host-beseda_at=; Max-Age=0; Path=/; HttpOnly; Secure; SameSite=Lax');
    expect(set.some((c) => c.startsWith('__Host-beseda_rt=; Max-Age=0'))).toBe(true);
  });

  it('stores nothing when the api answers with tokens that are not strings (SPEC §5)', async () => {
    vi.stubGlobal('fetch', async () => Response.json({ accessToken: 42, refreshToken: ['x'] }));
    const res = await call('/ru/chat', {
      headers: { cookie: cookieHeader({ refreshToken: 'rt-x' }) },
    });
    expect(res.status).toBe(302);
    expect(cookies(res).every((c) => c.includes('Max-Age=0'))).toBe(true);
  });
});

describe('/api proxy', () => {
  it('adds the bearer from the cookie and the SPEC §7 headers, never the cookie', async () => {
    const pair = api.issue('u1');
    const res = await call('/api/v1/chat?page=1', {
      headers: { cookie: cookieHeader(pair), authorization: 'Bearer forged' },
    });
    expect(await res.json()).toEqual({
      path: '/v1/chat',
      authorization: `Bearer ${pair.accessToken}`,
    });
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFrontApp } from '../app';
import { jwtExpiringIn } from '../middleware/session/fake-api.test-helper';

const app = createFrontApp(async () => new Response('<html></html>'));
const env = { API_URL: 'http://api.test' };
const verifier = 'v'.repeat(43);

/** The api's side of the provider flow, recording the bodies the front sends it. */
function stubApi() {
  const calls: { path: string; body: Record<string, unknown> }[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    const path = new URL(request.url).pathname;
    const body = request.method === 'GET' ? {} : await request.json();
    calls.push({ path, body });
    if (path === '/v1/auth/oauth/yandex/start') {
      const url = `https://oauth.yandex.ru/authorize?state=s-1&client_id=c`;
      return Response.json({ url, state: 's-1', codeVerifier: verifier });
    }
    if (path === '/v1/auth/oauth/yandex/callback') {
      if (body.code === 'two-factor') {
        return Response.json({ twoFactorRequired: true, ticket: 't-1', methods: ['totp'] });
      }
      if (body.code === 'taken') {
        const message = 'An account with this email already exists, but its email is not confirmed';
        return Response.json({ code: 'oauth_email_unconfirmed', message }, { status: 409 });
      }
      const accessToken = jwtExpiringIn(1200);
      return Response.json({
        accessToken,
        refreshToken: 'rt-1',
        tokenType: 'Bearer',
        expiresIn: 1200,
      });
    }
    if (path === '/v1/auth/session') {
      return Response.json({
        user: { id: 'u1', locale: 'en' },
        expiresAt: new Date().toISOString(),
      });
    }
    return Response.json({ code: 'not_found', message: 'no' }, { status: 404 });
  };
  return { calls, fetch };
}

let api: ReturnType<typeof stubApi>;
beforeEach(() => {
  api = stubApi();
  vi.stubGlobal('fetch', api.fetch);
});
afterEach(() => vi.unstubAllGlobals());

const get = (path: string, cookie?: string) =>
  app.request(`http://web.test${path}`, { headers: cookie ? { cookie } : {} }, env);
const cookiesOf = (res: Response) =>
  res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0] ?? '')
    .join('; ');
const flashOf = (res: Response) =>
  decodeURIComponent(
    res.headers.getSetCookie().find((c) => c.startsWith('__Host-beseda_flash=')) ?? '',
  );

async function started() {
  const res = await get('/auth/yandex?locale=en&redirect=%2Fen%2Fchat');
  expect(res.status).toBe(302);
  expect(res.headers.get('location')).toMatch(/^https:\/\/oauth\.yandex\.ru\/authorize\?/);
  expect(res.headers.get('set-cookie')).toMatch(/__Host-beseda_oauth=.*HttpOnly.*Secure/i);
  return cookiesOf(res);
}

describe('sign-in with a provider through the front', () => {
  it('keeps state and verifier in an HttpOnly cookie and signs in on a matching callback', async () => {
    const cookie = await started();
    expect(api.calls[0]?.body).toEqual({ redirectUri: 'http://web.test/auth/yandex/callback' });
    const res = await get('/auth/yandex/callback?code=c-1&state=s-1', cookie);
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/en/chat');
    expect(cookiesOf(res)).toMatch(/__Host-beseda_oauth=(;|$)/);
    expect(cookiesOf(res)).toMatch(/__Host-beseda_at=ey.*__Host-beseda_rt=rt-1/);
    expect(api.calls.find((c) => c.path.endsWith('/callback'))?.body).toMatchObject({
      code: 'c-1',
      state: 's-1',
      codeVerifier: verifier,
      redirectUri: 'http://web.test/auth/yandex/callback',
    });
  });

  it('refuses a callback whose state does not match, or with no state cookie at all', async () => {
    const cookie = await started();
    const forged = await get('/auth/yandex/callback?code=c-1&state=other', cookie);
    expect(forged.status).toBe(303);
    expect(forged.headers.get('location')).toBe('/en/auth/login');
    expect(flashOf(forged)).toContain('"code":"oauth_state_invalid"');
    expect(cookiesOf(forged)).not.toContain('__Host-beseda_at=');
    const cookieless = await get('/auth/yandex/callback?code=c-1&state=s-1');
    expect(flashOf(cookieless)).toContain('"code":"oauth_state_invalid"');
    expect(api.calls.some((c) => c.path.endsWith('/callback'))).toBe(false);
  });

  it('says when the person cancelled at the provider, and passes the api’s refusal on', async () => {
    const denied = await get(
      '/auth/yandex/callback?error=access_denied&state=s-1',
      await started(),
    );
    expect(flashOf(denied)).toContain('"code":"oauth_denied"');
    const refused = await get('/auth/yandex/callback?code=taken&state=s-1', await started());
    expect(refused.headers.get('location')).toBe('/en/auth/login');
    expect(flashOf(refused)).toContain('its email is not confirmed');
  });

  it('asks for the two-factor code after the provider when the account has it on', async () => {
    const res = await get('/auth/yandex/callback?code=two-factor&state=s-1', await started());
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/en/auth/two-factor');
    expect(cookiesOf(res)).toContain('__Host-beseda_2fa=');
    expect(cookiesOf(res)).not.toContain('__Host-beseda_at=');
  });

  it('sends a visitor who is not signed in to the sign-in page instead of linking', async () => {
    const res = await get('/auth/yandex?mode=link&locale=en');
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/en/auth/login?redirect=%2Fen%2Fcabinet%2Fprofile');
    expect(api.calls).toEqual([]);
  });

  it('leaves other providers and paths to the pages', async () => {
    const res = await get('/auth/github');
    expect(res.headers.get('location') ?? '').not.toContain('github.com');
    expect(api.calls).toEqual([]);
  });
});

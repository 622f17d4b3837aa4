import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFrontApp } from '../app';
import { jwtExpiringIn } from '../middleware/session/fake-api.test-helper';

const app = createFrontApp(async () => new Response('<html></html>'));
const env = { API_URL: 'http://api.test' };

/** The api's side: records what the front forwards, and refuses the code `bad`. */
function stubApi() {
  const calls: { path: string; auth: string | null; body: Record<string, unknown> }[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    const body = request.method === 'GET' ? {} : await request.json();
    calls.push({
      path: new URL(request.url).pathname,
      auth: request.headers.get('authorization'),
      body,
    });
    if (body.code === 'bad') {
      return Response.json({ code: 'mcp_oauth_failed', message: 'no' }, { status: 400 });
    }
    return Response.json({ server: { id: 's1', status: 'connected' } });
  };
  return { calls, fetch };
}

let api: ReturnType<typeof stubApi>;
beforeEach(() => {
  api = stubApi();
  vi.stubGlobal('fetch', api.fetch);
});
afterEach(() => vi.unstubAllGlobals());

const access = jwtExpiringIn(1200);
const get = (path: string, signedIn = true) =>
  app.request(
    `http://web.test${path}`,
    {
      headers: {
        'accept-language': 'en',
        ...(signedIn ? { cookie: `__Host-beseda_at=${access}` } : {}),
      },
    },
    env,
  );

describe('GET /mcp/oauth/callback', () => {
  it('forwards code and state with the session to the api and lands on Tools, connected', async () => {
    const res = await get('/mcp/oauth/callback?code=c-1&state=s-1');
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/en/cabinet/tools?mcp=connected');
    expect(api.calls).toEqual([
      {
        path: '/v1/mcp/oauth/callback',
        auth: `Bearer ${access}`,
        body: { code: 'c-1', state: 's-1' },
      },
    ]);
  });

  it('says it failed on the api’s refusal or the server’s error, without calling for an error', async () => {
    const refused = await get('/mcp/oauth/callback?code=bad&state=s-1');
    expect(refused.headers.get('location')).toBe('/en/cabinet/tools?mcp=failed');
    const denied = await get('/mcp/oauth/callback?error=access_denied&state=s-1');
    expect(denied.headers.get('location')).toBe('/en/cabinet/tools?mcp=failed');
    expect(api.calls).toHaveLength(1);
  });

  it('sends a visitor who is not signed in to sign in, forwarding nothing', async () => {
    const res = await get('/mcp/oauth/callback?code=c-1&state=s-1', false);
    expect(res.headers.get('location')).toBe('/en/auth/login?redirect=%2Fen%2Fcabinet%2Ftools');
    expect(api.calls).toEqual([]);
  });
});

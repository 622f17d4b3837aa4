import { afterEach, describe, expect, it, vi } from 'vitest';

const headers: Record<string, string> = {};
vi.mock('waku/router/server', () => ({ unstable_getHeaders: () => headers }));

const { upstreamJson, UpstreamError } = await import('./upstream.server');
const { getSession } = await import('./session.server');

afterEach(() => {
  vi.unstubAllGlobals();
  for (const key of Object.keys(headers)) delete headers[key];
});

describe('upstream calls from server components', () => {
  it('sends the bearer the front handed over and the SPEC §7 headers', async () => {
    Object.assign(headers, {
      'x-beseda-api-url': 'http://api.test',
      'x-beseda-access': 'token-1',
      'x-beseda-locale': 'en',
    });
    const fetch = vi.fn(async (_url: URL, _init: RequestInit) => Response.json({ ok: true }));
    vi.stubGlobal('fetch', fetch);
    expect(await upstreamJson('/v1/chat?page=1')).toEqual({ ok: true });
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(String(url)).toBe('http://api.test/v1/chat?page=1');
    const sent = new Headers(init?.headers);
    expect(sent.get('authorization')).toBe('Bearer token-1');
    expect(sent.get('x-ad-os')).toBe('Web');
    expect(sent.get('x-ad-locale')).toBe('en');
  });

  it('throws a typed error with the api status, code and message', async () => {
    headers['x-beseda-api-url'] = 'http://api.test';
    vi.stubGlobal('fetch', async () =>
      Response.json({ code: 'not_found', message: 'Нет такого чата' }, { status: 404 }),
    );
    const error = await upstreamJson('/v1/chat/9').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UpstreamError);
    expect(error).toMatchObject({ status: 404, code: 'not_found', message: 'Нет такого чата' });
  });

  it('fails with 523 when the api URL is missing', async () => {
    await expect(upstreamJson('/v1/chat')).rejects.toMatchObject({ status: 523 });
  });
});

describe('getSession', () => {
  it('reads the session the front handed over, or null', () => {
    expect(getSession()).toBeNull();
    const session = {
      user: { id: 'u1', email: 'a@b.ru', name: 'Аня' },
      expiresAt: '2099-01-01T00:00:00Z',
    };
    headers['x-beseda-session'] = encodeURIComponent(JSON.stringify(session));
    expect(getSession()).toEqual(session);
  });
});

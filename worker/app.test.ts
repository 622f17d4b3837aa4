import { describe, expect, it } from 'vitest';
import { createFrontApp } from './app';
import type { WebBindings } from './env';

type Rendered = { url: string; headers: Headers };

/** The front with a stand-in for Waku that echoes what it was asked to render. */
function front(render?: (request: Request) => Response) {
  const seen: Rendered[] = [];
  const app = createFrontApp(async (request) => {
    seen.push({ url: request.url, headers: request.headers });
    return (
      render?.(request) ??
      new Response('<html>page</html>', { headers: { 'content-type': 'text/html' } })
    );
  });
  const call = (
    path: string,
    init?: RequestInit,
    env: WebBindings = { API_URL: 'http://api.test' },
  ) => app.request(`http://web.test${path}`, init, env);
  return { call, seen };
}

describe('locale prefix', () => {
  it('redirects an unprefixed page to the cookie locale, keeping the query', async () => {
    const { call } = front();
    const res = await call('/chat/5?x=1', { headers: { cookie: 'locale=en' } });
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/en/chat/5?x=1');
  });

  it('falls back to Accept-Language, then ru', async () => {
    const { call } = front();
    expect(
      (await call('/', { headers: { 'accept-language': 'en-GB,en;q=0.8' } })).headers.get(
        'location',
      ),
    ).toBe('/en/');
    expect((await call('/')).headers.get('location')).toBe('/ru/');
  });

  it('remembers the prefix in a 365-day Lax cookie and tells the page', async () => {
    const { call, seen } = front();
    const res = await call('/en/terms');
    expect(res.status).toBe(200);
    const cookie = res.headers.get('set-cookie') ?? '';
    expect(cookie).toContain('locale=en');
    expect(cookie).toContain('Max-Age=31536000');
    expect(cookie).toContain('SameSite=Lax');
    expect(seen[0]?.headers.get('x-beseda-locale')).toBe('en');
  });

  it('never trusts internal headers sent by the client', async () => {
    const { call, seen } = front();
    await call('/ru/policy', {
      headers: {
        'x-beseda-locale': 'en',
        'x-beseda-theme': 'evil',
        'x-beseda-session': '{"user":{"id":"1"},"expiresAt":"2099-01-01"}',
        'x-beseda-access': 'forged',
      },
    });
    expect(seen[0]?.headers.get('x-beseda-locale')).toBe('ru');
    expect(seen[0]?.headers.get('x-beseda-theme')).toBe('system');
    expect(seen[0]?.headers.get('x-beseda-session')).toBeNull();
    expect(seen[0]?.headers.get('x-beseda-access')).toBeNull();
  });
});

describe('not found', () => {
  it('answers 404 for unknown paths under a locale and unknown prefixes', async () => {
    const { call, seen } = front();
    expect((await call('/ru/no-such-page')).status).toBe(404);
    const unknownPrefix = await call('/xx/whatever');
    expect(unknownPrefix.status).toBe(404);
    expect(seen[1]?.headers.get('x-beseda-path')).toBe('/xx/whatever');
    expect(new URL(seen[1]?.url ?? '').pathname).toBe('/ru/xx/whatever');
  });

  it('guards RSC payload paths too', async () => {
    const { call } = front();
    expect((await call('/RSC/R/de/chat.txt')).status).toBe(404);
    expect((await call('/RSC/R/ru/no-such.txt')).status).toBe(404);
    expect((await call('/RSC/R/ru/terms.txt')).status).toBe(200);
  });
});

describe('errors', () => {
  it('renders the general error page when rendering fails', async () => {
    const { call } = front(() => {
      throw new Error('boom');
    });
    const res = await call('/en/terms');
    expect(res.status).toBe(500);
    expect(await res.text()).toContain('Internal Server Error');
  });

  it('answers 523 with the Russian message when API_URL is missing', async () => {
    const { call } = front();
    const res = await call('/api/v1/chat', undefined, {});
    expect(res.status).toBe(523);
    expect(await res.json()).toEqual({
      code: 'api_url_missing',
      message: 'URL API отсутствует в конфигурации окружения',
    });
  });
});

describe('security', () => {
  it('sends the baseline headers on every response', async () => {
    const { call } = front();
    const res = await call('/ru/chat');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(res.headers.get('permissions-policy')).toContain('microphone=(self)');
  });

  it('refuses unsafe methods from another origin', async () => {
    const { call } = front();
    const cross = await call('/api/v1/chat', {
      method: 'POST',
      headers: { origin: 'https://evil.example' },
    });
    expect(cross.status).toBe(403);
    const none = await call('/api/v1/chat', { method: 'DELETE' });
    expect(none.status).toBe(403);
  });
});

describe('compression', () => {
  // workerd compresses a body by its Content-Encoding; Node, under `waku dev`, would not
  // (tests/worker/web-worker.test.ts has the Worker's own).
  it('leaves pages unmarked in Node, where nothing would compress them', async () => {
    const { call } = front();
    const page = await call('/ru/terms', { headers: { 'accept-encoding': 'gzip' } });
    expect(page.headers.get('content-encoding')).toBeNull();
    expect(await page.text()).toBe('<html>page</html>');
  });
});

describe('the favicon', () => {
  it('sends /favicon.ico to the SVG icon instead of a page or a 404', async () => {
    const { call, seen } = front();
    const res = await call('/favicon.ico');
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe('/favicon.svg');
    expect(seen).toEqual([]);
  });
});

import { exports } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';

const web = (path: string, init?: RequestInit) =>
  exports.default.fetch(new Request(`http://127.0.0.1${path}`, { redirect: 'manual', ...init }));

describe('the built web Worker', () => {
  it('redirects / to the remembered locale', async () => {
    expect((await web('/')).headers.get('location')).toBe('/ru/');
    const en = await web('/cabinet/balance?tab=1', { headers: { cookie: 'locale=en' } });
    expect(en.status).toBe(302);
    expect(en.headers.get('location')).toBe('/en/cabinet/balance?tab=1');
  });

  it('renders a page in its language with the locale cookie set', async () => {
    const res = await web('/ru/auth/login');
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('<html lang="ru"');
    expect(html).toContain('Вход');
    expect(res.headers.get('set-cookie')).toMatch(/locale=ru;.*Max-Age=31536000/);
  });

  it('sends a visitor on a protected page to login with the original full path', async () => {
    const res = await web('/en/cabinet/balance?tab=1');
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe(
      `/en/auth/login?redirect=${encodeURIComponent('/en/cabinet/balance?tab=1')}`,
    );
    const rsc = await web('/RSC/R/en/cabinet/balance.txt');
    expect(await rsc.text()).toContain('"_location":"/en/auth/login?redirect=');
  });

  it('renders the login form, which works without JavaScript', async () => {
    const html = await (await web('/en/auth/login?redirect=%2Fen%2Fchat')).text();
    expect(html).toContain('action="/api/auth/login"');
    expect(html).toContain('name="redirect" value="/en/chat"');
    expect(html).toContain('<label for="login-email">Email</label>');
  });

  it('marks pages and RSC payloads for gzip when the browser accepts it, and nothing else', async () => {
    const gzip = { headers: { 'accept-encoding': 'gzip, deflate, br' } };
    const page = await web('/ru/auth/login', gzip);
    expect(page.headers.get('content-encoding')).toBe('gzip');
    expect(page.headers.get('vary')).toContain('Accept-Encoding');
    expect(page.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(page.headers.get('set-cookie')).toMatch(/locale=ru;/);
    expect(await page.text()).toContain('<html lang="ru"');

    const rsc = await web('/RSC/R/ru/auth/login.txt', gzip);
    expect(rsc.headers.get('content-type')).toContain('text/x-component');
    expect(rsc.headers.get('content-encoding')).toBe('gzip');

    for (const refused of ['identity', 'gzip;q=0, br']) {
      const plain = await web('/ru/auth/login', { headers: { 'accept-encoding': refused } });
      expect(plain.headers.get('content-encoding') ?? 'identity').toMatch(/^identity$/i);
    }
    const redirect = await web('/favicon.ico', gzip);
    expect(redirect.headers.get('content-encoding')).toBeNull();
    const icon = await web('/favicon.svg', gzip);
    expect(icon.headers.get('content-encoding')).not.toBe('gzip');
  });

  it('answers 404 with the not-found page, never 200', async () => {
    const unknownPrefix = await web('/xx/whatever');
    expect(unknownPrefix.status).toBe(404);
    expect(await unknownPrefix.text()).toContain('Страница не найдена: /xx/whatever');
    const unknownPage = await web('/en/no-such-page');
    expect(unknownPage.status).toBe(404);
    expect(await unknownPage.text()).toContain('Page Not Found: /en/no-such-page');
  });

  it('renders the theme from the cookie on the first byte', async () => {
    const html = await (await web('/en/terms', { headers: { cookie: 'theme=dark' } })).text();
    expect(html).toContain('data-theme="dark"');
  });

  it('serves the build-version file the pages poll for new deploys', async () => {
    const res = await web('/version.json');
    expect(res.status).toBe(200);
    expect(((await res.json()) as { version: string }).version).toMatch(/^\w+$/);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('links every page to an installable app manifest in its language, with its icons', async () => {
    for (const [path, locale] of [
      ['/en/auth/login', 'en'],
      ['/ru/terms', 'ru'],
    ] as const) {
      const html = await (await web(path, { headers: { cookie: 'theme=dark' } })).text();
      expect(html).toContain(`<link rel="manifest" href="/manifest.webmanifest?lang=${locale}"/>`);
      expect(html).toContain('<meta name="theme-color" content="#111318"/>');
    }
    const res = await web('/manifest.webmanifest?lang=ru');
    expect(res.headers.get('content-type')).toMatch(/^application\/manifest\+json/);
    const manifest = (await res.json()) as {
      name: string;
      display: string;
      start_url: string;
      icons: { src: string; sizes: string; purpose: string }[];
    };
    expect(manifest).toMatchObject({ display: 'standalone', start_url: '/ru/', name: 'Беседа' });
    const remembered = await web('/manifest.webmanifest', { headers: { cookie: 'locale=en' } });
    expect(await remembered.json()).toMatchObject({ start_url: '/en/', short_name: 'Beseda' });
    expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual([
      '192x192 any',
      '512x512 any',
      '512x512 maskable',
    ]);
    for (const icon of manifest.icons) {
      const res = await web(icon.src);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/png');
    }
  });

  it('serves the service worker from the root, revalidated, and the offline pages', async () => {
    const sw = await web('/sw.js');
    expect(sw.status).toBe(200);
    expect(sw.headers.get('content-type')).toMatch(/javascript/);
    expect(sw.headers.get('cache-control')).toBe('no-cache');
    const version = ((await (await web('/version.json')).json()) as { version: string }).version;
    expect(await sw.text()).toContain(version);
    const policy = sw.headers.get('content-security-policy') ?? '';
    expect(policy).toContain("worker-src 'self'");
    const ru = await web('/ru/offline');
    expect(ru.status).toBe(200);
    expect(await ru.text()).toContain('Нет соединения');
    expect(await (await web('/en/offline')).text()).toContain('No connection');
  });

  it('fails upstream calls with 523 when API_URL is not configured', async () => {
    const res = await web('/api/v1/chat');
    expect(res.status).toBe(523);
    expect(((await res.json()) as { message: string }).message).toBe(
      'URL API отсутствует в конфигурации окружения',
    );
  });
});

describe('content security policy', () => {
  it('puts the response nonce on every script of a page, and no other nonce', async () => {
    for (const path of ['/en/terms', '/ru/auth/login', '/en/no-such-page']) {
      const res = await web(path);
      const policy = res.headers.get('content-security-policy') ?? '';
      const nonce = /'nonce-([^']+)'/.exec(policy)?.[1];
      expect(nonce, path).toBeTruthy();
      expect(policy).toContain("'strict-dynamic'");
      expect(policy).not.toMatch(/script-src[^;]*unsafe-inline/);
      const html = await res.text();
      const scripts = html.match(/<script\b[^>]*>/g) ?? [];
      expect(scripts.length, path).toBeGreaterThan(0);
      for (const tag of scripts) expect(tag, path).toContain(`nonce="${nonce}"`);
    }
  });

  it('gives each response a nonce of its own', async () => {
    const nonceOf = async () =>
      /'nonce-([^']+)'/.exec(
        (await web('/en/terms')).headers.get('content-security-policy') ?? '',
      )?.[1];
    expect(await nonceOf()).not.toBe(await nonceOf());
  });
});

import { cpSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error plain ESM helper shared with `npm start`
import { freePort, root } from '../../scripts/lib/workers.mjs';
import { type Browser, openBrowser } from './browser';
import { signUp } from './session';
import { startWebWorker, type WebWorker } from './web-worker';

// The installable app (decision 166): the manifest, the service worker taking control, the offline
// page in the page's language, and a deploy dropping the old build's cache. The next deploy is
// the suite's own `dist/` copied with another version in its service worker and version file:
// what makes a browser install the next worker, without a second `waku build`.
const run = Date.now().toString(36);
const nextBuild = { dir: `.tmp/pwa-${run}-b`, version: `e2e-pwa-${run}` };
let version: string;

beforeAll(() => {
  version = JSON.parse(readFileSync(join(root, 'dist/public/version.json'), 'utf8')).version;
  const dir = join(root, nextBuild.dir);
  cpSync(join(root, 'dist'), dir, { recursive: true });
  for (const file of ['public/sw.js', 'public/version.json']) {
    const text = readFileSync(join(dir, file), 'utf8');
    expect(text).toContain(version);
    writeFileSync(join(dir, file), text.replaceAll(version, nextBuild.version));
  }
});

afterAll(() => {
  rmSync(join(root, nextBuild.dir), { recursive: true, force: true });
});

let web: WebWorker | undefined;
let browser: Browser | undefined;

afterEach(async () => {
  await browser?.close();
  browser = undefined;
  await web?.stop();
  web = undefined;
});

/** Each cache of the page's origin and the paths it holds. */
const cachesOf = (page: Page) =>
  page.evaluate(async () => {
    const out: Record<string, string[]> = {};
    for (const name of await caches.keys()) {
      const requests = await (await caches.open(name)).keys();
      out[name] = requests.map((request) => new URL(request.url).pathname);
    }
    return out;
  });

const offlineText = (page: Page) =>
  page.locator('[data-testid="offline-page"] h1').textContent({ timeout: 30_000 });

describe('the installable app', () => {
  it('installs, shows the offline page in the page’s language, and forgets an old build', async () => {
    const port: number = await freePort();
    web = await startWebWorker({ port });
    browser = await openBrowser({ locale: 'en-US', serviceWorkers: 'allow' });
    await signUp(browser, { locale: 'en' });
    const base = web.url;
    browser.url = (path) => new URL(path, base).href;
    const { page, context } = browser;
    // The service workers' own requests still open, for the message of a failure below.
    const workerRequests = new Set<string>();
    context.on('request', (request) => {
      if (request.serviceWorker()) workerRequests.add(`${request.method()} ${request.url()}`);
    });
    const ended = (request: { method(): string; url(): string }) =>
      workerRequests.delete(`${request.method()} ${request.url()}`);
    context.on('requestfinished', ended);
    context.on('requestfailed', ended);
    await page.goto(browser.url('/en/chat'));

    // The manifest: linked, in the page's language, with what installing asks for.
    const href = await page.getAttribute('link[rel="manifest"]', 'href');
    expect(href).toBe('/manifest.webmanifest?lang=en');
    const manifest = await (await page.request.get(browser.url(href ?? ''))).json();
    expect(manifest).toMatchObject({
      name: 'Beseda',
      short_name: 'Beseda',
      start_url: '/en/',
      display: 'standalone',
      icons: expect.arrayContaining([
        expect.objectContaining({ sizes: '192x192' }),
        expect.objectContaining({ sizes: '512x512', purpose: 'maskable' }),
      ]),
    });

    // The worker registers under the strict CSP and takes control of the open page.
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, {
      timeout: 30_000,
    });
    await page.reload();
    await page.waitForSelector('[data-testid="theme-switch"][data-hydrated="true"]', {
      state: 'attached',
    });
    const cached = await cachesOf(page);
    expect(Object.keys(cached)).toEqual([`beseda-shell-${version}`]);
    const paths = cached[`beseda-shell-${version}`] ?? [];
    expect(paths).toEqual(expect.arrayContaining(['/en/offline', '/ru/offline']));
    expect(paths.some((path) => path.startsWith('/assets/'))).toBe(true);
    // Nothing private: no page of the signed-in person, no api answer.
    expect(
      paths.filter(
        (path) => !/^\/(assets|icons)\/|^\/favicon\.svg$|^\/(en|ru)\/offline$/.test(path),
      ),
    ).toEqual([]);

    // Offline, a navigation shows the offline page in the language of the page asked for.
    await context.setOffline(true);
    await page.goto(browser.url('/ru/chat'));
    expect(await offlineText(page)).toBe('Нет соединения');
    await page.goto(browser.url('/en/cabinet/balance'));
    expect(await offlineText(page)).toBe('No connection');
    await context.setOffline(false);

    // A deploy: the next build's worker installs at the next navigation, takes over and deletes
    // the old build's cache; the page is the network's, signed in.
    await web.stop();
    web = await startWebWorker({ dist: nextBuild.dir, port });
    // The navigation reaches the next build's server once the page has committed. Waiting for its
    // `load` as well hung one loaded full run for 30 s: a file the old worker answers waits on the
    // event that worker keeps in flight (below), which is what this test deals with next.
    await page.goto(browser.url('/en/chat'), { waitUntil: 'commit' });
    // Installing fetches the offline pages and assets again: on a busy machine that is seconds.
    // Then, even with skipWaiting, Chromium activates the new worker only once the old one has
    // no event left in flight. Loaded full runs saw the old one keep one for minutes (the new
    // worker waiting, no request of either open), so after 30 s the old worker is stopped, as
    // Chromium stops an idle one, and the new build takes over through its own skipWaiting.
    const takenOver = () =>
      expect
        .poll(async () => Object.keys(await cachesOf(page)), { timeout: 30_000 })
        .toEqual([`beseda-shell-${nextBuild.version}`]);
    await takenOver()
      .catch(async () => {
        const cdp = await context.newCDPSession(page);
        await cdp.send('ServiceWorker.enable');
        await cdp.send('ServiceWorker.stopAllWorkers');
        await cdp.detach();
        await takenOver();
      })
      .catch(async (error: Error) => {
        // Say where the next build's worker stopped: installing, waiting or active.
        const workers = await page.evaluate(async () => {
          const registration = await navigator.serviceWorker.getRegistration();
          return (['installing', 'waiting', 'active'] as const)
            .map((slot) => `${slot}: ${registration?.[slot]?.state ?? 'none'}`)
            .join(', ');
        });
        const open = [...workerRequests].join('; ') || 'none';
        const names = Object.keys(await cachesOf(page)).join(', ');
        throw new Error(
          `${error.message} (service workers: ${workers}; their open requests: ${open}; caches: ${names})`,
        );
      });
    await page.reload();
    await page.waitForSelector('[data-testid="theme-switch"][data-hydrated="true"]', {
      state: 'attached',
    });
    expect(new URL(page.url()).pathname).toBe('/en/chat');
    expect(browser.errors.filter((error) => !error.includes('ERR_INTERNET_DISCONNECTED'))).toEqual(
      [],
    );
  }, 180_000);
});

import { spawn } from 'node:child_process';
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error plain ESM helper shared with `npm start`
import { freePort, quietEnv, root } from '../../scripts/lib/workers.mjs';
import { type Browser, openBrowser } from './browser';
import { signUp } from './session';
import { startWebWorker, type WebWorker } from './web-worker';

// SPEC §4 end to end: a page of build A keeps running while the Worker is switched to build B
// (a deploy). The version poll makes the next navigation a full load of B, and a chunk of A that
// is gone reloads the page once, never twice within 10 s (src/lib/build-watch-browser.ts).
const run = Date.now().toString(36);
// Build A is the suite's own `dist/` (made by `npm run build` before the tests); build B is made
// here from the same sources with another version, as the next deploy would be.
const builds = {
  a: { dir: 'dist' },
  b: { dir: `.tmp/build-switch-${run}-b`, version: `e2e-b-${run}` },
};

/**
 * `waku build` into a folder of its own with its own version. It writes neither dist/ nor anything
 * another build reads, so it takes no build lock: this test already holds the browser-test lock,
 * and a script holding the build lock while it waits for that one would deadlock with it.
 */
function build({ dir, version }: { dir: string; version: string }) {
  return new Promise<void>((resolve, reject) => {
    const child = spawn(process.execPath, [`${root}/node_modules/waku/cli.js`, 'build'], {
      cwd: root,
      // Vitest runs with NODE_ENV=test, which would make React's development server build.
      env: { ...quietEnv, NODE_ENV: 'production', BUILD_VERSION: version, WAKU_DIST_DIR: dir },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let errors = '';
    child.stderr?.on('data', (chunk) => {
      errors += String(chunk);
    });
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(errors))));
  });
}

const assetsOf = (dir: string) => new Set(readdirSync(join(root, dir, 'public/assets')));

let assetsA: Set<string>;
let assetsB: Set<string>;
let web: WebWorker | undefined;
let browser: Browser | undefined;

beforeAll(async () => {
  await build(builds.b);
  assetsA = assetsOf(builds.a.dir);
  assetsB = assetsOf(builds.b.dir);
  expect(JSON.parse(readFileSync(join(root, builds.b.dir, 'public/version.json'), 'utf8'))).toEqual(
    { version: builds.b.version },
  );
}, 300_000);

afterAll(() => {
  rmSync(join(root, builds.b.dir), { recursive: true, force: true });
});

afterEach(async () => {
  await browser?.close();
  browser = undefined;
  await web?.stop();
  web = undefined;
});

/** Build A on a port, a signed-in browser on its chat page, the page clock under the test's control. */
async function chatOnBuildA() {
  const port: number = await freePort();
  web = await startWebWorker({ dist: builds.a.dir, port });
  browser = await openBrowser({ locale: 'en-US' });
  await signUp(browser, { locale: 'en' });
  const base = web.url;
  browser.url = (path) => new URL(path, base).href;
  const { page } = browser;
  await page.clock.install();
  await page.goto(browser.url('/en/chat'));
  await page.waitForSelector('[data-testid="theme-switch"][data-hydrated="true"]', {
    state: 'attached',
  });
  expect(await scriptsOf(page)).toSatisfy((files: string[]) => files.every((f) => assetsA.has(f)));
  return { page, port };
}

/** Replaces the Worker behind the port with build B, as a deploy does. */
async function switchToB(port: number) {
  await web?.stop();
  web = await startWebWorker({ dist: builds.b.dir, port });
}

/** The build assets the current document loaded as scripts. */
const scriptsOf = (page: Page) =>
  page.evaluate(() =>
    [
      ...document.querySelectorAll<HTMLScriptElement | HTMLLinkElement>(
        'script[src], link[rel="modulepreload"]',
      ),
    ]
      .map((el) => ('src' in el ? el.src : el.href))
      .filter((url) => new URL(url).pathname.startsWith('/assets/'))
      .map((url) => new URL(url).pathname.slice('/assets/'.length)),
  );

/** True when every script of the page is build B's and at least one is not build A's. */
async function runsB(page: Page) {
  const files = await scriptsOf(page);
  return (
    files.length > 0 && files.every((f) => assetsB.has(f)) && files.some((f) => !assetsA.has(f))
  );
}

describe('switching the running Worker to a new build', () => {
  it('makes the next navigation after the version poll a full load of the new build', async () => {
    const { page, port } = await chatOnBuildA();
    await switchToB(port);

    const polled = page.waitForResponse((res) => res.url().endsWith('/version.json'));
    await page.clock.fastForward(60_000);
    expect(await (await polled).json()).toEqual({ version: builds.b.version });

    const requests: { url: string; type: string }[] = [];
    page.on('request', (req) => requests.push({ url: req.url(), type: req.resourceType() }));
    await Promise.all([
      page.waitForURL((url) => url.pathname === '/en/cabinet/balance', { waitUntil: 'load' }),
      page.getByRole('link', { name: 'Cabinet' }).first().click(),
    ]);
    // A document request for the link itself, not a client-side RSC fetch first.
    expect(requests[0]).toMatchObject({ type: 'document' });
    expect(new URL(requests[0]?.url ?? '').pathname).toBe('/en/cabinet/balance');
    expect(await runsB(page)).toBe(true);
  }, 120_000);

  it('reloads once into the new build when a chunk of the old build is gone', async () => {
    const { page, port } = await chatOnBuildA();
    await switchToB(port);

    // The templates panel's code loads on first use: build A's file is gone from build B.
    // Loads that complete (a reload superseded before it loads is not one).
    let loads = 0;
    page.on('load', () => {
      loads += 1;
    });
    const missing = page.waitForResponse(
      (res) => /\/assets\/templates-panel-/.test(res.url()) && res.status() === 404,
    );
    await page.click('[data-testid="templates-open"]');
    const gone = new URL((await missing).url()).pathname.slice('/assets/'.length);
    expect(assetsA.has(gone) && !assetsB.has(gone)).toBe(true);
    await expect.poll(() => loads).toBe(1);
    await page.waitForSelector('[data-testid="theme-switch"][data-hydrated="true"]', {
      state: 'attached',
    });
    expect(new URL(page.url()).pathname).toBe('/en/chat');
    expect(await runsB(page)).toBe(true);

    // The reload was the guarded one: its time is kept for 10 s against a loop.
    const guard = await page.evaluate(() => sessionStorage.getItem('beseda:last-reload'));
    expect(Number(guard)).toBeGreaterThan(0);
    expect(loads).toBe(1);

    // Within those 10 s build B's own copy fails too (the network drops it): no second reload.
    // The panel says it could not load, in the same document: neither our guard nor Waku's own
    // once-per-build recovery (which stands down once B's page, idle, has marked B as retried)
    // reloads.
    await page.waitForFunction(() => sessionStorage.getItem('waku:preload-error-build-id'));
    const wakuMarker = await page.evaluate(() => {
      (window as { sameDocument?: boolean }).sameDocument = true;
      return sessionStorage.getItem('waku:preload-error-build-id');
    });
    await page.route(/\/assets\/templates-panel-/, (route) => route.abort());
    await page.click('[data-testid="templates-open"]');
    await page.waitForSelector('[data-testid="lazy-part-failed"]');
    expect(
      await page.evaluate(() => ({
        sameDocument: (window as { sameDocument?: boolean }).sameDocument,
        guard: sessionStorage.getItem('beseda:last-reload'),
        waku: sessionStorage.getItem('waku:preload-error-build-id'),
      })),
    ).toEqual({ sameDocument: true, guard, waku: wakuMarker });
    expect(loads).toBe(1);
  }, 120_000);
});

import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routes } from '../../src/lib/routes';
import { seriousViolations, withAxe } from './axe';
import { type Browser, openBrowser } from './browser';
import { cspConsoleErrors, expectStrictPolicy, violationsOn, watchCsp } from './csp-watch';
import { signUp } from './session';

/** Every route of the table, without its optional slug: `/chat/:slug?` → `/chat`. */
const paths = routes.map((route) => ({
  path: route.path.replace(/\/:[a-z]+\?$/, '') || '/',
  access: route.access ?? 'required',
}));
const signedOut = [
  ...paths.filter((r) => r.access !== 'required').map((r) => r.path),
  '/no-such-page',
];
const signedIn = [...paths.filter((r) => r.access !== 'guest').map((r) => r.path), '/no-such-page'];
const protectedPaths = new Set(paths.filter((r) => r.access === 'required').map((r) => r.path));
const themes = ['light', 'dark'] as const;
const artifacts = join(new URL('.', import.meta.url).pathname, 'artifacts');
mkdirSync(artifacts, { recursive: true });

let visitor: Browser;
let member: Browser;
beforeAll(async () => {
  // The browsers keep the real strict CSP: axe and the violation watch go in as init scripts,
  // so every visit below also proves the page loads under the policy without a violation.
  [visitor, member] = await Promise.all([
    openBrowser({ locale: 'en-US' }),
    openBrowser({ locale: 'en-US' }),
  ]);
  for (const browser of [visitor, member]) {
    await withAxe(browser.context);
    await watchCsp(browser);
  }
  await signUp(member, { locale: 'en', name: 'Axe Everywhere' });
});
afterAll(async () => {
  await visitor?.close();
  await member?.close();
});

/**
 * Opens the page in the light theme, settled, and checks that it came under the strict policy,
 * where it asked to be, with no violation.
 */
async function openSettled(browser: Browser, path: string, locale = 'en') {
  const { page, context } = browser;
  await context.addCookies([{ name: 'theme', value: 'light', url: browser.url('/') }]);
  const response = await page.goto(browser.url(`/${locale}${path}`));
  await page.waitForLoadState('networkidle');
  // Wait for hydrated islands to say so, so axe sees the page people use.
  await page.waitForFunction(
    () => document.querySelectorAll('[data-hydrated="false"]').length === 0,
  );
  const where = `/${locale}${path}`;
  expect(await page.evaluate(() => document.documentElement.dataset.theme), where).toBe('light');
  expectStrictPolicy((await response?.allHeaders())?.['content-security-policy'] ?? '', where);
  expect(await violationsOn(page), where).toEqual([]);
}

/**
 * The page's serious violations in each theme. The dark one is switched on the open page the way
 * the theme switch does it (the `data-theme` the styles key on), which spares a second load.
 */
async function violationsInBothThemes(browser: Browser) {
  const { page } = browser;
  const found: Record<string, unknown[]> = {};
  for (const theme of themes) {
    await page.evaluate((value) => {
      document.documentElement.dataset.theme = value;
    }, theme);
    await page.evaluate(() => new Promise(requestAnimationFrame));
    found[theme] = await seriousViolations(page);
  }
  return found;
}

/** What sticks out past the right edge of a 390 px phone, named so a failure says where to look. */
async function sidewaysOnPhone(browser: Browser) {
  const { page } = browser;
  await page.setViewportSize({ width: 390, height: 844 });
  try {
    await page.evaluate(() => new Promise(requestAnimationFrame));
    return await page.evaluate(() => {
      const width = document.documentElement.clientWidth;
      if (document.documentElement.scrollWidth - width <= 1) return [];
      return [...document.body.querySelectorAll<HTMLElement>('*')]
        .filter((el) => el.getBoundingClientRect().right > width + 1)
        .filter(
          (el) => !el.parentElement || el.parentElement.getBoundingClientRect().right <= width + 1,
        )
        .slice(0, 3)
        .map((el) => `${el.tagName.toLowerCase()}.${[...el.classList].join('.')}`);
    });
  } finally {
    await page.setViewportSize({ width: 1280, height: 800 });
  }
}

const clean = { light: [], dark: [] };

describe('axe and the strict CSP on every route, both themes', () => {
  it.each(signedOut)('signed out: /en%s has no serious or critical violation', async (path) => {
    await openSettled(visitor, path);
    expect(await violationsInBothThemes(visitor), visitor.page.url()).toEqual(clean);
  });
  it.each(signedIn)(
    'signed in: /en%s has no serious or critical violation and fits a 390 px phone',
    async (path) => {
      await openSettled(member, path);
      // A protected page rendered for the member, not a redirect to sign-in.
      if (protectedPaths.has(path)) expect(new URL(member.page.url()).pathname).toBe(`/en${path}`);
      expect(await violationsInBothThemes(member), member.page.url()).toEqual(clean);
      // SPEC §9: the chats layout on a phone (≤ 959 px) scrolls no page sideways.
      expect(await sidewaysOnPhone(member), path).toEqual([]);
    },
  );

  it('loads every open page in Russian under the strict policy too', async () => {
    for (const path of signedOut) await openSettled(visitor, path, 'ru');
  });

  it('logged no CSP error to the console on the way', () => {
    expect([...cspConsoleErrors(visitor), ...cspConsoleErrors(member)]).toEqual([]);
  });
});

describe('the chats layout on a phone (SPEC §9: ≤ 959 px)', () => {
  it('lays out bar, title and composer without overlap, with 44 px targets and a keyboard drawer', async () => {
    const { page } = member;
    await page.setViewportSize({ width: 390, height: 844 });
    try {
      await openSettled(member, '/chat');
      const box = async (selector: string) => {
        const found = await page.locator(selector).first().boundingBox();
        if (!found) throw new Error(`${selector} is not laid out`);
        return found;
      };
      const menu = await box('[data-testid="drawer-open"]');
      const title = await box('[data-testid="conversation-title"]');
      const composer = await box('[data-testid="composer"]');
      // The chat's title shares the menu bar's row (decision 210), beside the button, never under it.
      expect(menu.x + menu.width).toBeLessThanOrEqual(title.x);
      expect(title.y).toBeLessThan(menu.y + menu.height);
      expect(composer.y + composer.height).toBeLessThanOrEqual(844);
      expect(composer.y).toBeGreaterThan(title.y + title.height);
      for (const target of [
        'drawer-open',
        'composer-attach',
        'mic-button',
        'composer-send',
        'templates-open',
      ]) {
        const b = await box(`[data-testid="${target}"]`);
        expect({ target, ok: b.width >= 44 && b.height >= 44 }).toEqual({ target, ok: true });
      }
      await page.screenshot({ path: join(artifacts, 'chat-mobile.png') });
      // The drawer by keyboard: focus goes in, Escape closes it and focus comes back.
      await page.focus('[data-testid="drawer-open"]');
      await page.keyboard.press('Enter');
      await page.waitForFunction(() =>
        document.querySelector('[data-testid="sidebar-frame"]')?.contains(document.activeElement),
      );
      // Slid fully in, then pictured.
      await page.waitForFunction(
        () =>
          (document.querySelector('[data-testid="sidebar-frame"]')?.getBoundingClientRect().left ??
            -1) >= 0,
      );
      await page.screenshot({ path: join(artifacts, 'chat-mobile-drawer.png') });
      await page.keyboard.press('Escape');
      await page.waitForFunction(
        () => document.activeElement?.getAttribute('data-testid') === 'drawer-open',
      );
      expect(await page.getAttribute('[data-testid="drawer-open"]', 'aria-expanded')).toBe('false');
    } finally {
      await page.setViewportSize({ width: 1280, height: 800 });
    }
  });
});

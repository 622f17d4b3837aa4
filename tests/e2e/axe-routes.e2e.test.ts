import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routes } from '../../src/lib/routes';
import { seriousViolations } from './axe';
import { type Browser, openBrowser } from './browser';
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
const themes = ['light', 'dark'] as const;

let visitor: Browser;
let member: Browser;
beforeAll(async () => {
  // axe goes in as an inline script, which the strict CSP would refuse.
  [visitor, member] = await Promise.all([
    openBrowser({ locale: 'en-US', bypassCSP: true }),
    openBrowser({ locale: 'en-US', bypassCSP: true }),
  ]);
  await signUp(member, { locale: 'en', name: 'Axe Everywhere' });
});
afterAll(async () => {
  await visitor?.close();
  await member?.close();
});

/** Opens the page in the theme (the cookie wins while the account has none), settled. */
async function openSettled(browser: Browser, path: string, theme: (typeof themes)[number]) {
  const { page, context } = browser;
  await context.addCookies([{ name: 'theme', value: theme, url: browser.url('/') }]);
  await page.goto(browser.url(`/en${path}`));
  await page.waitForLoadState('networkidle');
  // Wait for hydrated islands to say so, so axe sees the page people use.
  await page.waitForFunction(
    () => document.querySelectorAll('[data-hydrated="false"]').length === 0,
  );
  expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe(theme);
}

describe('axe on every route, both themes (issue 13)', () => {
  for (const theme of themes) {
    it.each(signedOut)(
      `signed out: /en%s has no serious or critical violation (${theme})`,
      async (path) => {
        await openSettled(visitor, path, theme);
        expect(await seriousViolations(visitor.page), visitor.page.url()).toEqual([]);
      },
    );
    it.each(signedIn)(
      `signed in: /en%s has no serious or critical violation (${theme})`,
      async (path) => {
        await openSettled(member, path, theme);
        expect(await seriousViolations(member.page), member.page.url()).toEqual([]);
      },
    );
  }
});

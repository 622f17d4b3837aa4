import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Browser, openBrowser } from './browser';
import { signUp } from './session';

const axeSource = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);
const pages = [
  'balance',
  'members',
  'profile',
  'settings',
  'key-combinations',
  'api-keys',
  'tools',
  'memory',
  'knowledge',
];

type Violation = { id: string; impact: string | null; nodes: { target: string[] }[] };

let browser: Browser;
beforeAll(async () => {
  // axe is injected as an inline script, which the strict CSP would refuse.
  browser = await openBrowser({ locale: 'en-US', bypassCSP: true });
  await signUp(browser, { locale: 'en', name: 'Alla Axe' });
});
afterAll(() => browser.close());

describe('accessibility of the cabinet (issue 12)', () => {
  for (const theme of ['light', 'dark'] as const) {
    it.each(pages)(
      `/en/cabinet/%s has no serious or critical axe violation (${theme})`,
      async (slug) => {
        const { page } = browser;
        await page.goto(browser.url('/en/cabinet/settings'));
        const saved = await page.evaluate(async (value) => {
          const res = await fetch('/api/v1/user', {
            method: 'PATCH',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ settings: { theme: value } }),
          });
          return res.status;
        }, theme);
        expect(saved).toBe(200);
        await page.goto(browser.url(`/en/cabinet/${slug}`));
        await page.waitForSelector(`[data-testid="screen-${slug}"]`);
        await page.waitForLoadState('networkidle');
        expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe(theme);
        await page.addScriptTag({ content: axeSource });
        const violations = await page.evaluate(async () => {
          const axe = (
            window as unknown as { axe: { run: () => Promise<{ violations: Violation[] }> } }
          ).axe;
          const result = await axe.run();
          return result.violations.map(({ id, impact, nodes }) => ({
            id,
            impact,
            nodes: nodes.map((node) => node.target.join(' ')).slice(0, 5),
          }));
        });
        const bad = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
        expect(bad).toEqual([]);
      },
    );
  }
});

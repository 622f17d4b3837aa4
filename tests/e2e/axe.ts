import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { BrowserContext, Page } from 'playwright-core';

const axeSource = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

export type Violation = { id: string; impact: string | null; nodes: string[] };

/**
 * Runs axe-core on the page as it is now and returns its serious and critical violations
 * (each with up to five offending selectors). The browser must bypass the CSP (axe goes in as an
 * inline script), unless `withAxe` put it into every document of the context beforehand.
 *
 * @example expect(await seriousViolations(page)).toEqual([]);
 */
export async function seriousViolations(page: Page): Promise<Violation[]> {
  if (!(await page.evaluate(() => 'axe' in window)))
    await page.addScriptTag({ content: axeSource });
  const violations = await page.evaluate(async () => {
    type Raw = { id: string; impact: string | null; nodes: { target: string[] }[] };
    const axe = (window as unknown as { axe: { run: () => Promise<{ violations: Raw[] }> } }).axe;
    const result = await axe.run();
    return result.violations.map(({ id, impact, nodes }) => ({
      id,
      impact,
      nodes: nodes.map((node) => node.target.join(' ')).slice(0, 5),
    }));
  });
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
}

/**
 * Puts axe into every document the context loads, before the page's own scripts, the way the
 * browser's devtools do: no inline script, so the page keeps its real CSP.
 */
export async function withAxe(context: BrowserContext) {
  await context.addInitScript({ content: axeSource });
}

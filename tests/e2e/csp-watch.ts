import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import type { Browser } from './browser';

/** Collects every CSP violation of every document the browser loads, on `window.__csp`. */
export async function watchCsp(target: Browser) {
  await target.context.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __csp: string[] }).__csp = seen;
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(
        `${event.effectiveDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`,
      );
    });
  });
}

/** The violations the current document has reported so far. */
export const violationsOn = (page: Page) =>
  page.evaluate(() => (window as unknown as { __csp?: string[] }).__csp ?? ['no listener']);

/** Console errors (of a Browser's page, or any list) that name the content security policy. */
export const cspConsoleErrors = ({ errors }: Pick<Browser, 'errors'>) =>
  errors.filter((error) => /content security policy/i.test(error));

/** The strict policy of decision 032, as a page's response header carries it. */
export function expectStrictPolicy(policy: string, where: string) {
  expect(policy, where).toMatch(/script-src 'nonce-[A-Za-z0-9+/=]+' 'strict-dynamic'/);
  expect(policy, where).toContain("object-src 'none'");
  expect(policy, where).toContain("base-uri 'none'");
  expect(policy, where).toContain("img-src 'self' data: blob:");
}

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type BrowserContext, chromium, type Page } from 'playwright-core';
import { inject } from 'vitest';

/** Debian's Chromium, flags for a closed network (see README: Tests). */
const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export type Browser = {
  context: BrowserContext;
  page: Page;
  /** Console errors and uncaught page errors seen so far. */
  errors: string[];
  url: (path: string) => string;
  close: () => Promise<void>;
};

/**
 * A fresh headless Chromium with an empty profile, pointed at the web Worker of this run.
 *
 * @example const browser = await openBrowser({ colorScheme: 'dark' });
 */
export async function openBrowser(
  options: {
    colorScheme?: 'light' | 'dark';
    locale?: string;
    /** Extra Chromium flags, e.g. a fake microphone (`--use-file-for-fake-audio-capture=…`). */
    args?: string[];
    /** Lets a test inject scripts (axe) past the page's strict CSP. */
    bypassCSP?: boolean;
  } = {},
): Promise<Browser> {
  const profile = mkdtempSync(join(tmpdir(), 'beseda-chromium-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath,
    headless: true,
    args: [...chromiumArgs, ...(options.args ?? [])],
    colorScheme: options.colorScheme ?? 'light',
    locale: options.locale ?? 'ru-RU',
    viewport: { width: 1280, height: 800 },
    bypassCSP: options.bypassCSP ?? false,
  });
  const page = context.pages()[0] ?? (await context.newPage());
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  const webUrl = inject('webUrl');
  return {
    context,
    page,
    errors,
    url: (path) => new URL(path, webUrl).href,
    close: async () => {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  type BrowserContext,
  type Browser as Chromium,
  chromium,
  type Page,
} from 'playwright-core';
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

/** One Chromium per test file for the browsers that need no flags of their own (contexts are
 * as isolated as fresh profiles: cookies, storage and cache are per context). */
let shared: Promise<Chromium> | undefined;

/** Closes this file's shared Chromium (the e2e setup file calls it after the file's tests). */
export async function closeSharedChromium() {
  const launched = shared;
  shared = undefined;
  await (await launched)?.close();
}

type Options = {
  colorScheme?: 'light' | 'dark';
  locale?: string;
  /** Extra Chromium flags, e.g. a fake microphone (`--use-file-for-fake-audio-capture=…`). */
  args?: string[];
  /** Lets a test inject scripts (axe) past the page's strict CSP. */
  bypassCSP?: boolean;
  /**
   * The app's service worker (decision 166) is blocked unless a test allows it: requests it
   * answers would pass by `page.route`, which several tests use to hold or drop a file.
   */
  serviceWorkers?: 'allow' | 'block';
};

/** A new context of the shared Chromium, or its own Chromium with an empty profile for flags. */
async function openContext(
  options: Options,
): Promise<{ context: BrowserContext; done: () => void }> {
  const contextOptions = {
    colorScheme: options.colorScheme ?? 'light',
    locale: options.locale ?? 'ru-RU',
    viewport: { width: 1280, height: 800 },
    bypassCSP: options.bypassCSP ?? false,
    serviceWorkers: options.serviceWorkers ?? 'block',
  } as const;
  if (!options.args?.length) {
    shared ??= chromium.launch({ executablePath, headless: true, args: chromiumArgs });
    return { context: await (await shared).newContext(contextOptions), done: () => {} };
  }
  const profile = mkdtempSync(join(tmpdir(), 'beseda-chromium-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath,
    headless: true,
    args: [...chromiumArgs, ...options.args],
    ...contextOptions,
  });
  return { context, done: () => rmSync(profile, { recursive: true, force: true }) };
}

/**
 * A fresh headless browser (a new context: empty cookies and storage), pointed at the web Worker
 * of this run.
 *
 * @example const browser = await openBrowser({ colorScheme: 'dark' });
 */
export async function openBrowser(options: Options = {}): Promise<Browser> {
  const { context, done } = await openContext(options);
  const page = context.pages()[0] ?? (await context.newPage());
  const errors: string[] = [];
  page.on('console', (message) => {
    // A failed load names its address, so a failure says which request it was.
    if (message.type() === 'error')
      errors.push(
        message.text().startsWith('Failed to load resource')
          ? `${message.text()} ${message.location().url}`
          : message.text(),
      );
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
      done();
    },
  };
}

import { request as httpRequest } from 'node:http';
import { gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { type Browser, openBrowser } from './browser';

/** A page's bytes as they cross the wire, with the encoding the Worker named. */
function rawPage(url: string, acceptEncoding: string) {
  return new Promise<{ encoding?: string; body: Buffer }>((resolve, reject) => {
    const req = httpRequest(url, { headers: { 'accept-encoding': acceptEncoding } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ encoding: res.headers['content-encoding'], body: Buffer.concat(chunks) }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

let browser: Browser | undefined;
afterEach(async () => {
  await browser?.close();
  browser = undefined;
});

const background = (b: Browser) =>
  b.page.evaluate(() => getComputedStyle(document.body).backgroundColor);
const dark = 'rgb(17, 19, 24)';
const light = 'rgb(247, 247, 248)';

describe('the page skeleton in a real browser', () => {
  it('renders in Russian and switches to English on the same page', async () => {
    browser = await openBrowser();
    const { page } = browser;
    await page.goto(browser.url('/terms'));
    expect(new URL(page.url()).pathname).toBe('/ru/terms');
    expect(await page.getAttribute('html', 'lang')).toBe('ru');
    await expect.poll(() => page.textContent('h1')).toBe('Пользовательское соглашение');

    await page.click('[data-testid="language-en"]');
    await page.waitForURL('**/en/terms');
    expect(await page.getAttribute('html', 'lang')).toBe('en');
    expect(await page.textContent('h1')).toBe('Terms of use');
    expect(browser.errors).toEqual([]);
  });

  it('hydrates the theme switch and applies the choice at once and on the next load', async () => {
    browser = await openBrowser();
    const { page } = browser;
    await page.goto(browser.url('/en/terms'));
    await page.waitForSelector('[data-testid="theme-switch"][data-hydrated="true"]');
    expect(await background(browser)).toBe(light);

    await page.click('[data-testid="theme-dark"]');
    expect(await page.getAttribute('html', 'data-theme')).toBe('dark');
    expect(await background(browser)).toBe(dark);

    // The next document arrives already dark: no flash of the light theme.
    const response = await page.goto(browser.url('/en/terms'));
    expect(await response?.text()).toContain('data-theme="dark"');
    expect(browser.errors).toEqual([]);
  });

  it('follows the device colour scheme live when the theme is system', async () => {
    browser = await openBrowser({ colorScheme: 'dark' });
    const { page } = browser;
    await page.goto(browser.url('/ru/terms'));
    expect(await page.getAttribute('html', 'data-theme')).toBe('system');
    expect(await background(browser)).toBe(dark);
    await page.emulateMedia({ colorScheme: 'light' });
    expect(await background(browser)).toBe(light);
    expect(browser.errors).toEqual([]);
  });

  it('lets a page force a mode whatever the visitor chose', async () => {
    browser = await openBrowser({ colorScheme: 'dark' });
    const { page } = browser;
    await page.goto(browser.url('/en/ui'));
    const panel = (mode: string) =>
      page.$eval(`[data-testid="forced-${mode}"]`, (el) => getComputedStyle(el).backgroundColor);
    expect(await panel('light')).toBe(light);
    expect(await panel('dark')).toBe(dark);
  });

  it('sends pages and the payloads of client navigation gzip-compressed', async () => {
    browser = await openBrowser();
    const response = await browser.page.goto(browser.url('/ru/registration'));
    expect(response?.headers()['content-encoding']).toBe('gzip');
    // The next page's RSC payload, fetched when the person follows a link, is compressed too.
    // Before the page is live a click is a full load, with no payload: wait for it.
    await browser.page.waitForSelector('[data-testid="registration-form"][data-hydrated="true"]');
    const payload = browser.page.waitForResponse((r) => r.url().includes('/RSC/'));
    await browser.page.click('[data-testid="registration-terms-link"]');
    expect((await payload).headers()['content-encoding']).toBe('gzip');
    expect((await payload).headers()['content-type']).toBe('text/x-component');
    await expect.poll(() => browser?.page.textContent('h1')).toBe('Пользовательское соглашение');

    const packed = await rawPage(browser.url('/ru/terms'), 'gzip, deflate, br');
    expect(packed.encoding).toBe('gzip');
    const html = gunzipSync(packed.body).toString('utf8');
    expect(html).toContain('Пользовательское соглашение');
    expect(packed.body.length).toBeLessThan(html.length / 3);
  });

  it('shows the not-found page with status 404', async () => {
    browser = await openBrowser();
    const response = await browser.page.goto(browser.url('/ru/no-such-page'));
    expect(response?.status()).toBe(404);
    expect(await browser.page.textContent('[data-testid="not-found"]')).toContain(
      'Страница не найдена: /ru/no-such-page',
    );
  });
});

import { readFile } from 'node:fs/promises';
import { afterEach, describe, expect, it } from 'vitest';
import { type Browser, openBrowser } from './browser';
import { signUp } from './session';

let browser: Browser | undefined;
afterEach(async () => {
  await browser?.close();
  browser = undefined;
});

describe('image chats in a real browser', () => {
  it('generates images, keeps them after a reload, and downloads the original bytes', async () => {
    browser = await openBrowser();
    await signUp(browser, { locale: 'en' });
    const { page } = browser;
    await page.goto(browser.url('/en/chat/image'));
    await page.waitForSelector('[data-testid="img-studio"][data-hydrated="true"]');
    // Text models never show in image mode.
    const models = await page.$$eval('[data-testid="img-model"] option', (options) =>
      options.map((o) => (o as HTMLOptionElement).value),
    );
    expect(models).toEqual(['gpt:gpt-image-1', 'gpt:dall-e-3']);
    await page.selectOption('[data-testid="img-size"]', '1536x1024');
    await page.check('[data-testid="img-count"] input[value="2"]');
    await page.fill('[data-testid="img-prompt"]', 'a red fox in the snow');
    await page.click('[data-testid="img-generate"]');
    await page.waitForFunction(
      () => document.querySelectorAll('[data-testid="img-thumb"] img').length === 2,
    );
    await page.waitForURL(/\/en\/chat\/image\/[\w-]+$/);
    // The page's own list of image chats shows the new one at once, not "none yet".
    await page.waitForSelector('[data-testid="img-chat-grid"] [data-testid="img-chat-link"]');

    await page.reload();
    // Clicks below need the reloaded page live, not only its server-rendered images.
    await page.waitForSelector('[data-testid="img-studio"][data-hydrated="true"]');
    await page.waitForSelector('[data-testid="img-turn"]');
    expect(await page.textContent('[data-testid="img-turn"]')).toContain('a red fox in the snow');
    await page.waitForFunction(() =>
      [...document.querySelectorAll<HTMLImageElement>('[data-testid="img-thumb"] img')].every(
        (img) => img.complete && img.naturalWidth > 0,
      ),
    );
    expect(await page.$$('[data-testid="img-thumb"]')).toHaveLength(2);
    // The conversation and the grid show real thumbnails: 320 px renditions the browser
    // decodes, not the 1536 px originals scaled down.
    expect(await page.getAttribute('[data-testid="img-thumb"] img', 'src')).toMatch(
      /^\/api\/v1\/media\/[\w-]+\/thumbnail$/,
    );
    const thumbWidths = await page.$$eval('[data-testid="img-thumb"] img', (images) =>
      images.map((img) => (img as HTMLImageElement).naturalWidth),
    );
    expect(thumbWidths).toEqual([320, 320]);
    // The chat shows in the grid of image chats with its newest image.
    expect(await page.$$('[data-testid="img-chat-grid"] img')).toHaveLength(1);
    await page.waitForFunction(() => {
      const img = document.querySelector<HTMLImageElement>('[data-testid="img-chat-grid"] img');
      return img?.complete && img.naturalWidth === 320;
    });

    await page.click('[data-testid="img-thumb"]');
    await page.waitForSelector('[data-testid="img-lightbox"]');
    const firstSrc = await page.getAttribute('[data-testid="img-lightbox-image"]', 'src');
    // The viewer shows the original.
    await page.waitForFunction(() => {
      const img = document.querySelector<HTMLImageElement>('[data-testid="img-lightbox-image"]');
      return img?.complete && img.naturalWidth === 1536;
    });
    await page.keyboard.press('ArrowRight');
    await expect
      .poll(() => page.getAttribute('[data-testid="img-lightbox-image"]', 'src'))
      .not.toBe(firstSrc);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.click('[data-testid="img-download"]'),
    ]);
    expect(download.suggestedFilename()).toMatch(/^beseda-[\w-]+\.png$/);
    const saved = await readFile((await download.path()) ?? '');
    const shownSrc = (await page.getAttribute('[data-testid="img-lightbox-image"]', 'src')) ?? '';
    const original = await page.evaluate(async (src) => {
      const bytes = new Uint8Array(await (await fetch(src)).arrayBuffer());
      return Array.from(bytes);
    }, shownSrc);
    expect([...saved]).toEqual(original);
    expect(saved.subarray(1, 4).toString('latin1')).toBe('PNG');

    await page.keyboard.press('Escape');
    await page.waitForSelector('[data-testid="img-lightbox"]', { state: 'detached' });
    expect(browser.errors).toEqual([]);
  });

  it('refines an image used as input and deletes an image, in Russian and the dark theme', async () => {
    browser = await openBrowser({ colorScheme: 'dark' });
    await signUp(browser, { locale: 'ru' });
    const { page } = browser;
    await page.goto(browser.url('/ru/chat/image'));
    await page.waitForSelector('[data-testid="img-studio"][data-hydrated="true"]');
    await page.fill('[data-testid="img-prompt"]', 'маяк на закате');
    await page.keyboard.press('Enter');
    await page.waitForSelector('[data-testid="img-thumb"] img');

    await page.click('[data-testid="img-thumb"]');
    await page.click('[data-testid="img-use-input"]');
    await page.waitForSelector('[data-testid="img-input"]');
    expect(await page.textContent('[data-testid="img-input"]')).toContain('доработает');
    await page.fill('[data-testid="img-prompt"]', 'сделай темнее');
    await page.click('[data-testid="img-generate"]');
    await page.waitForFunction(
      () =>
        document.querySelectorAll('[data-testid="img-turn"] [data-testid="img-thumb"]').length ===
        2,
    );
    await page.waitForSelector('[data-testid="img-input"]', { state: 'detached' });

    await page.click('[data-testid="img-turn"]:nth-child(2) [data-testid="img-thumb"]');
    await page.click('[data-testid="img-delete"]');
    await page.waitForSelector('[data-testid="img-lightbox"]', { state: 'detached' });
    await page.reload();
    await page.waitForSelector('[data-testid="img-turn"]');
    expect(await page.$$('[data-testid="img-thumb"]')).toHaveLength(1);
    expect(browser.errors).toEqual([]);
  });
});

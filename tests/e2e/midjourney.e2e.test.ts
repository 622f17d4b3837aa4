import { afterEach, describe, expect, it } from 'vitest';
import { type Browser, openBrowser } from './browser';
import { signUp } from './session';

let browser: Browser | undefined;
afterEach(async () => {
  await browser?.close();
  browser = undefined;
});

async function studio(locale: 'en' | 'ru' = 'en') {
  browser = await openBrowser();
  await signUp(browser, { locale });
  const { page } = browser;
  await page.goto(browser.url(`/${locale}/chat/midjourney`));
  await page.waitForSelector('[data-testid="mj-studio"][data-hydrated="true"]');
  return page;
}

describe('the Midjourney studio in a real browser', () => {
  it('shows what the parameters add, runs a grid to the end, and upscales U2 as its own task', async () => {
    const page = await studio();
    await page.fill('[data-testid="mj-prompt"]', 'a lighthouse at dusk fake:polls=4');
    await page.selectOption('[data-testid="mj-aspect-ratio"]', '16:9');
    await page.fill('[data-testid="mj-chaos"]', '12');
    await expect
      .poll(() => page.textContent('[data-testid="mj-suffix"]'))
      .toContain('--ar 16:9 --chaos 12');
    await page.click('[data-testid="mj-generate"]');
    await page.waitForSelector(
      '[data-testid="mj-task"][data-status="SUCCESS"] [data-testid="mj-image"]',
    );
    expect(page.url()).toMatch(/\/en\/chat\/midjourney\/[\w-]+$/);
    // The grid's picture loads (waited for: on a loaded machine it may still be arriving).
    await page.waitForFunction(() => {
      const img = document.querySelector<HTMLImageElement>('[data-testid="mj-image"]');
      return Boolean(img?.complete && img.naturalWidth > 0);
    });
    expect(await page.getAttribute('[data-testid="mj-image"]', 'src')).toMatch(
      /^\/api\/v1\/media\//,
    );

    await page.click('[data-testid="mj-button-U2"]');
    await page.waitForFunction(
      () =>
        document.querySelectorAll('[data-testid="mj-task"][data-status="SUCCESS"]').length === 2,
    );
    expect(await page.textContent('[data-testid="mj-task"]')).toContain('Upscale U2');
    expect(browser?.errors).toEqual([]);
  });

  it('says inline why a task failed and tries it again as a new task', async () => {
    const page = await studio();
    await page.fill('[data-testid="mj-prompt"]', 'a storm fake:polls=2 fake:outcome=failure');
    await page.click('[data-testid="mj-generate"]');
    const failed = '[data-testid="mj-task"][data-status="FAILURE"]';
    await page.waitForSelector(`${failed} [data-testid="mj-retry"]`);
    expect(await page.textContent(`${failed} .mj-error`)).toContain(
      'Midjourney could not make the image',
    );
    await page.click(`${failed} [data-testid="mj-retry"]`);
    await page.waitForFunction(
      (selector) => document.querySelectorAll(selector).length === 2,
      failed,
    );
    const prompts = await page.$$eval('[data-testid="mj-task"] .mj-task-prompt', (spans) =>
      spans.map((span) => span.textContent),
    );
    expect(prompts).toEqual([prompts[1], 'a storm fake:polls=2 fake:outcome=failure']);
    expect(browser?.errors).toEqual([]);
  });

  it('keeps a running task across a reload and watches it finish', async () => {
    const page = await studio('ru');
    await page.fill('[data-testid="mj-prompt"]', 'медленный кит fake:polls=30');
    await page.click('[data-testid="mj-generate"]');
    await page.waitForURL(/\/ru\/chat\/midjourney\/[\w-]+$/);
    await page.waitForSelector('[data-testid="mj-task"][data-status="IN_PROGRESS"]');
    // The grid fills in from our origin (never the proxy's URL), with its percent.
    await page.waitForFunction(() => {
      const img = document.querySelector<HTMLImageElement>('[data-testid="mj-preview"]');
      return img?.complete && img.naturalWidth === 512;
    });
    expect(await page.getAttribute('[data-testid="mj-preview"]', 'src')).toMatch(
      /^\/api\/v1\/openai\/midjourney\/[\w-]+\/preview\?progress=\d+$/,
    );
    expect(await page.textContent('[data-testid="mj-task"] .mj-progress')).toMatch(/\d+%/);
    await page.reload();
    await page.waitForSelector('[data-testid="mj-task"]');
    await page.waitForSelector(
      '[data-testid="mj-task"][data-status="SUCCESS"] [data-testid="mj-image"]',
    );
    expect(await page.$$('[data-testid="mj-task"]')).toHaveLength(1);
    expect(await page.$$('[data-testid="mj-preview"]')).toHaveLength(0);
    // The sidebar opens the chat in the studio, not in the text conversation.
    const chatId = new URL(page.url()).pathname.split('/').pop();
    const link = `[data-testid="chat-item"][data-chat-id="${chatId}"] [data-testid="chat-link"]`;
    expect(await page.getAttribute(link, 'href')).toBe(`/ru/chat/midjourney/${chatId}`);
    expect(await page.getAttribute(link, 'aria-current')).toBe('page');
  });
});

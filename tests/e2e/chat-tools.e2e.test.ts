import { afterEach, describe, expect, inject, it } from 'vitest';
import { seriousViolations, withAxe } from './axe';
import { type Browser, openBrowser } from './browser';
import { chatPage } from './fixtures/chat-page';
import { signUp } from './session';

// The composer's Tools (decision 206): what a chat offers the model, each switched per chat; and
// the single names: "More" for the menu of studios and legal pages, "Connectors" for the MCP page.
let browser: Browser | undefined;
afterEach(async () => {
  await browser?.close();
  browser = undefined;
});

const hex = (text: string) => Buffer.from(text, 'utf8').toString('hex');
/** A question the OpenAI fake answers by calling server-everything's `echo` first, if offered. */
const askEcho = (message: string) =>
  `Please echo fake:tool=echo fake:args=${hex(JSON.stringify({ message }))}`;

describe('the tools of a chat in a real browser', () => {
  it('lists the connected server and Python, keeps a server switched off across a reload, and the next answer does not call it', async () => {
    browser = await openBrowser({ locale: 'en-US' });
    await withAxe(browser.context);
    await signUp(browser, { locale: 'en' });
    const { page } = browser;
    await page.setViewportSize({ width: 1440, height: 900 });
    page.setDefaultTimeout(20_000);

    // The MCP page reads "Connectors"; the menu of studios and legal pages reads "More".
    await page.goto(browser.url('/en/cabinet/tools'));
    await page.waitForSelector('[data-testid="mcp-manager"][data-hydrated="true"]');
    expect((await page.textContent('h1'))?.trim()).toBe('Connectors');
    expect((await page.textContent('[data-testid="tools-nav-toggle"]'))?.trim()).toBe('More');
    await page.fill('#mcp-name', 'Everything');
    await page.fill('#mcp-url', inject('mcpUrl'));
    await page.click('[data-testid="mcp-submit"]');
    await page.waitForSelector('[data-testid="mcp-server"][data-status="connected"]');

    const chat = chatPage(browser);
    await chat.open('/en/chat');
    await chat.chooseModel('gpt:gpt-mini', 'gpt:gpt');
    await chat.send('Hello there');
    await chat.waitForAnswer();
    await page.waitForURL(/\/en\/chat\/[^/]+$/);

    // The button counts what is on: the server and Python; the panel lists both, on.
    const count = () => page.textContent('[data-testid="chat-tools-count"]');
    const before = 2;
    await expect.poll(async () => Number.parseInt((await count()) ?? '', 10)).toBe(before);
    await page.click('[data-testid="chat-tools"]');
    await page.waitForSelector('[data-testid="chat-tools-panel"]');
    const server = page.locator('[data-testid^="chat-tool-mcp-"]');
    await expect.poll(() => server.count()).toBe(1);
    expect(await server.isChecked()).toBe(true);
    expect(await page.textContent('[data-testid="chat-tools-panel"]')).toContain('Everything');
    expect(await page.isChecked('[data-testid="code-toggle"]')).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);

    // Off by keyboard (Space on the focused switch), saved on the chat.
    await server.focus();
    await Promise.all([
      page.waitForResponse(
        (res) =>
          /\/api\/v1\/chat\/[^/]+\/tools$/.test(res.url()) &&
          res.request().method() === 'PUT' &&
          res.ok(),
      ),
      page.keyboard.press('Space'),
    ]);
    expect(await server.isChecked()).toBe(false);
    expect(Number.parseInt((await count()) ?? '', 10)).toBe(before - 1);
    await page.keyboard.press('Escape');
    await page.waitForSelector('[data-testid="chat-tools-panel"]', { state: 'detached' });
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe(
      'chat-tools',
    );

    // After a reload the chat still has it off.
    await page.reload();
    await page.waitForSelector('[data-testid="model-picker"][data-ready="true"]');
    await expect.poll(async () => Number.parseInt((await count()) ?? '', 10)).toBe(before - 1);
    await page.click('[data-testid="chat-tools"]');
    await expect.poll(() => server.count()).toBe(1);
    expect(await server.isChecked()).toBe(false);
    await page.keyboard.press('Escape');

    // The next answer is not offered the server's tools: no call, no approval asked.
    await chat.send(askEcho('not for the switched-off server'));
    await page.waitForFunction(
      () =>
        document.querySelectorAll('[data-testid="message-assistant"][data-status="complete"]')
          .length === 2,
    );
    expect(await page.$('[data-testid="tool-card"]')).toBeNull();
    expect(await page.$('[data-testid="tool-approval"]')).toBeNull();
    expect(browser.errors).toEqual([]);
  });

  it('reads «Ещё» and «Коннекторы» in Russian, and the Tools panel fits a phone in the dark theme', async () => {
    browser = await openBrowser({ colorScheme: 'dark' });
    await withAxe(browser.context);
    await signUp(browser, { locale: 'ru' });
    const { page } = browser;
    await page.setViewportSize({ width: 390, height: 844 });
    page.setDefaultTimeout(20_000);
    await page.goto(browser.url('/ru/cabinet/tools'));
    await page.waitForSelector('[data-testid="mcp-manager"][data-hydrated="true"]');
    expect((await page.textContent('h1'))?.trim()).toBe('Коннекторы');
    expect(await page.textContent('[data-testid="tools-nav-toggle"]')).toContain('Ещё');

    const chat = chatPage(browser);
    await chat.open('/ru/chat');
    await chat.chooseModel('gpt:gpt-mini', 'gpt:gpt');
    await page.click('[data-testid="chat-tools"]');
    await page.waitForSelector('[data-testid="chat-tools-panel"]');
    expect(await page.textContent('[data-testid="chat-tools-panel"] h2')).toBe(
      'Инструменты этого чата',
    );
    // The panel fits the phone's width.
    const box = await page.locator('[data-testid="chat-tools-panel"]').boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
  });
});

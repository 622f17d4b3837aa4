import { afterEach, describe, expect, inject, it } from 'vitest';
import { type Browser, openBrowser } from './browser';
import { chatPage } from './fixtures/chat-page';
import { signUp } from './session';

let browser: Browser | undefined;
afterEach(async () => {
  await browser?.close();
  browser = undefined;
});

const hex = (text: string) => Buffer.from(text, 'utf8').toString('hex');
/** A question the OpenAI fake answers by calling server-everything's `echo` first. */
const askEcho = (message: string) =>
  `Please echo fake:tool=echo fake:args=${hex(JSON.stringify({ message }))}`;

describe('tools through MCP in a real browser', () => {
  it('adds a server in Settings → Tools, approves a call after a reload, and denies another', async () => {
    browser = await openBrowser();
    await signUp(browser, { locale: 'en' });
    const { page } = browser;
    await page.goto(browser.url('/en/cabinet/tools'));
    await page.waitForSelector('[data-testid="mcp-manager"][data-hydrated="true"]');
    await page.fill('#mcp-name', 'Everything');
    await page.fill('#mcp-url', inject('mcpUrl'));
    await page.click('[data-testid="mcp-submit"]');
    await page.waitForSelector('[data-testid="mcp-server"][data-status="connected"]');
    await page.click('[data-testid="mcp-server"] summary');
    await page.waitForSelector('[data-testid="mcp-tool"]:has-text("get-sum")');

    const chat = chatPage(browser);
    await chat.open('/en/chat');
    await chat.chooseModel('gpt:gpt-mini', 'gpt:gpt');
    await chat.send(askEcho('hello from the browser'));
    await page.waitForSelector('[data-testid="tool-approval"]');
    expect(await page.textContent('[data-testid="tool-card-input"]')).toContain(
      'hello from the browser',
    );
    // A reload while the answer waits keeps the card and its buttons.
    await page.waitForURL(/\/en\/chat\/[^/]+$/);
    await page.reload();
    await page.waitForSelector('[data-testid="model-picker"][data-ready="true"]');
    await page.click('[data-testid="tool-approve"]');
    await page.waitForSelector('[data-testid="tool-card"][data-state="done"]');
    await chat.waitForAnswer();
    expect(await chat.lastAnswer().textContent()).toContain(
      'Tool said: Echo: hello from the browser',
    );
    // Done cards collapse; opening one shows the output as text.
    await page.click('[data-testid="tool-card"][data-state="done"] summary');
    expect(await page.textContent('[data-testid="tool-card-output"]')).toBe(
      'Echo: hello from the browser',
    );

    await chat.send(askEcho('not this one'));
    await page.waitForSelector('[data-testid="tool-deny"]');
    await page.click('[data-testid="tool-deny"]');
    await page.waitForSelector('[data-testid="tool-card"][data-state="error"]');
    await page.waitForFunction(
      () =>
        document.querySelectorAll('[data-testid="message-assistant"][data-status="complete"]')
          .length === 2,
    );
    expect(await chat.lastAnswer().textContent()).toContain('denied');
    expect(browser.errors).toEqual([]);
  });

  it('connects a protected server through its sign-in page and comes back connected', async () => {
    browser = await openBrowser();
    await signUp(browser, { locale: 'en' });
    const { page } = browser;
    await page.goto(browser.url('/en/cabinet/tools'));
    await page.waitForSelector('[data-testid="mcp-manager"][data-hydrated="true"]');
    await page.fill('#mcp-name', 'Protected');
    await page.fill('#mcp-url', inject('mcpOAuthUrl'));
    await page.click('[data-testid="mcp-submit"]');
    await page.waitForSelector('[data-testid="mcp-server"][data-status="needs_auth"]');
    // Connect opens the server's sign-in page, which (at this fake) approves and sends the
    // person back through the front's callback to this page.
    await page.click('[data-testid="mcp-connect"]');
    await page.waitForURL(/\/en\/cabinet\/tools\?mcp=connected$/);
    await page.waitForSelector('[data-testid="mcp-server"][data-status="connected"]');
    expect(await page.textContent('[data-testid="mcp-oauth-outcome"]')).toBe(
      'The server is connected.',
    );
    await page.click('[data-testid="mcp-server"] summary');
    await page.waitForSelector('[data-testid="mcp-tool"]:has-text("whoami")');
    expect(await page.isVisible('[data-testid="mcp-connect"]')).toBe(false);
    expect(browser.errors).toEqual([]);
  });
});

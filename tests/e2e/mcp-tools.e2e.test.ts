import { afterEach, describe, expect, inject, it } from 'vitest';
import { VIEW_HEIGHT } from '../fakes/mcp-app.mjs';
import { seriousViolations, withAxe } from './axe';
import { type Browser, openBrowser } from './browser';
import { chatPage } from './fixtures/chat-page';
import { openBeforeHydration } from './fixtures/held-scripts';
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
/** A question the OpenAI fake answers by calling `tool` with `args` first. */
const asking = (tool: string, args: unknown) =>
  `Use the tool fake:tool=${tool} fake:args=${hex(JSON.stringify(args))}`;

describe('tools through MCP in a real browser', () => {
  it('adds a server in Cabinet → Connectors, approves a call after a reload, and denies another', async () => {
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

  it("shows a long tool's progress on its card, and an MCP App in the sandbox origin sized to its content", async () => {
    browser = await openBrowser();
    await withAxe(browser.context);
    await signUp(browser, { locale: 'en' });
    const { page } = browser;
    await page.goto(browser.url('/en/cabinet/tools'));
    // Both servers run without asking (the approval flow is the first test's).
    for (const [name, url] of [
      ['Everything', inject('mcpUrl')],
      ['Greeter', inject('mcpAppUrl')],
    ]) {
      const status = await page.evaluate(
        async ({ name, url }) => {
          const headers = { 'content-type': 'application/json' };
          const res = await fetch('/api/v1/mcp/servers', {
            method: 'POST',
            headers,
            body: JSON.stringify({ name, url }),
          });
          const { server } = (await res.json()) as { server: { id: string } };
          const patched = await fetch(`/api/v1/mcp/servers/${server.id}`, {
            method: 'PATCH',
            headers,
            body: JSON.stringify({ approval: 'never' }),
          });
          return [res.status, patched.status];
        },
        { name, url },
      );
      expect(status).toEqual([201, 200]);
    }

    const chat = chatPage(browser);
    await chat.open('/en/chat');
    await chat.chooseModel('gpt:gpt-mini', 'gpt:gpt');
    await chat.send(asking('trigger_long_running_operation', { duration: 3, steps: 3 }));
    // While it runs, the card shows the server's progress notifications as a progress bar.
    const bar = page.locator('[data-testid="tool-card-progress"]');
    await bar.waitFor();
    const shown = await bar.evaluate((element) => {
      const progress = element.querySelector('progress');
      return {
        label: progress?.getAttribute('aria-label'),
        max: progress?.getAttribute('max'),
        text: element.textContent,
      };
    });
    expect(shown).toMatchObject({ label: 'Tool progress', max: '3' });
    expect(shown.text).toMatch(/^[1-3] of 3$/);
    await page.waitForSelector('[data-testid="tool-card"][data-state="done"]');
    expect(await bar.count()).toBe(0);
    await chat.waitForAnswer();

    await chat.send(asking('show_greeting', { name: 'Ann' }));
    const frameElement = page.locator('[data-testid="mcp-app-frame"]');
    await frameElement.waitFor();
    const attributes = await frameElement.evaluate((frame: HTMLIFrameElement) => ({
      sandbox: frame.getAttribute('sandbox'),
      src: frame.src,
      title: frame.title,
    }));
    expect(attributes.sandbox).toBe('allow-scripts');
    expect(attributes.title).toBe('show-greeting app · Greeter');
    const sandboxOrigin = new URL(attributes.src).origin;
    expect(sandboxOrigin).not.toBe(new URL(page.url()).origin);
    // The view runs in a frame the sandbox page made (never in the app origin) and shows the result.
    const view = () =>
      page.frames().find((frame) => frame.parentFrame()?.url().startsWith(`${sandboxOrigin}/`));
    await expect
      .poll(async () => (await view()?.textContent('#app-output')) ?? '')
      .toBe('App shows: Hello, Ann!');
    expect(view()?.parentFrame()?.url()).toBe(`${sandboxOrigin}/mcp-app`);
    // The frame took the height the view reported (its content: 260 px, plus the border).
    await page.waitForSelector('[data-testid="mcp-app-frame"][data-sized="true"]');
    const box = await frameElement.boundingBox();
    expect(box?.height).toBeGreaterThanOrEqual(VIEW_HEIGHT);
    expect(box?.height).toBeLessThanOrEqual(VIEW_HEIGHT + 4);
    await chat.waitForAnswer();
    expect(await seriousViolations(page)).toEqual([]);

    // Only the sandbox frame speaks for the view (the CVE-2026-109286 class): the view's own
    // window and the page itself posting the sandbox's message straight to the app are ignored.
    // The view asks the sandbox page for 300 px first, which is what sizes the frame.
    const frameHeight = async () => Math.round((await frameElement.boundingBox())?.height ?? 0);
    await view()?.evaluate(() => {
      const resized = { jsonrpc: '2.0', method: 'ui/notifications/size-changed' };
      parent.postMessage({ ...resized, params: { height: 300 } }, '*');
    });
    await expect.poll(frameHeight).toBeGreaterThanOrEqual(300);
    const sized = await frameHeight();
    // A listener added after the app's sees each message after the app has handled it.
    await page.evaluate(() => {
      const seen = { count: 0 };
      Object.assign(window, { forgedSeen: seen });
      window.addEventListener('message', (event) => {
        if (event.data?.type === 'beseda-mcp-app-size') seen.count += 1;
      });
    });
    const forged = { type: 'beseda-mcp-app-size', height: 17 };
    await page.evaluate((message) => window.postMessage(message, '*'), forged);
    await view()?.evaluate((message) => window.top?.postMessage(message, '*'), forged);
    await page.waitForFunction(
      () => (window as unknown as { forgedSeen: { count: number } }).forgedSeen.count === 2,
    );
    // Two frames later any state the forged messages set would have rendered.
    await page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
    );
    expect(await frameHeight()).toBe(sized);

    // Reloaded, the saved chat shows the view again (the polish review), however early the sandbox page
    // would say it is ready: the app's scripts are held until a frame of the server's HTML has
    // loaded the sandbox page, which says "ready" as it loads.
    const appScripts = new RegExp(
      `^${new URL(page.url()).origin.replace(/\./g, '\\.')}/.*\\.js(\\?|$)`,
    );
    const held = await openBeforeHydration(
      browser,
      new URL(page.url()).pathname,
      '[data-testid="mcp-app-frame"]',
      { hold: appScripts },
    );
    if (await frameElement.getAttribute('src')) {
      await expect
        .poll(() => page.frames().some((f) => f.url() === `${sandboxOrigin}/mcp-app`))
        .toBe(true);
      await page
        .frames()
        .find((f) => f.url() === `${sandboxOrigin}/mcp-app`)
        ?.waitForLoadState('load');
    }
    await held.release();
    await expect
      .poll(async () => (await view()?.textContent('#app-output')) ?? '')
      .toBe('App shows: Hello, Ann!');
    expect(browser.errors).toEqual([]);
  });
});

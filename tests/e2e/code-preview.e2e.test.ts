import { afterEach, describe, expect, inject, it } from 'vitest';
import { type Browser, openBrowser } from './browser';
import { chatPage } from './fixtures/chat-page';
import { signUp } from './session';

// HTML and SVG code blocks preview on the sandbox Worker's origin, in frames sandboxed without
// allow-same-origin, under a CSP with no network (docs/decisions/106-code-previews.md). The
// preview's script tries everything a hostile page would and writes down what happened.
let browser: Browser | undefined;
afterEach(async () => {
  await browser?.close();
  browser = undefined;
});

const webUrl = inject('webUrl');
const hostilePage = [
  '<!doctype html><html><body><h1 id="hello">Preview works</h1><ul id="findings"></ul><script>',
  "const findings = document.getElementById('findings');",
  "const note = (check, result) => { const li = document.createElement('li'); li.dataset.check = check; li.textContent = result; findings.append(li); };",
  "const attempt = (check, read) => { try { note(check, 'read ' + String(read())); } catch (error) { note(check, 'blocked ' + error.name); } };",
  "attempt('cookie', () => document.cookie);",
  "attempt('parent-dom', () => { parent.document.body.dataset.pwned = 'yes'; return parent.document.title; });",
  "attempt('top-dom', () => top.document.cookie);",
  "attempt('top-location', () => top.location.href);",
  "attempt('storage', () => localStorage.length);",
  `attempt('popup', () => { if (!window.open('${webUrl}/en/terms')) throw new Error('no window'); return 'opened'; });`,
  "for (const path of ['/api/v1/auth/session', '/api/v1/chat']) {",
  `  fetch('${webUrl}' + path, { credentials: 'include' }).then((res) => res.text().then((body) => note(path, 'read ' + res.status + ' ' + body.slice(0, 40))), (error) => note(path, 'blocked ' + error.name));`,
  '}',
  '</script></body></html>',
].join('\n');
const answer = [
  'A page, a picture and a script:',
  '',
  '```html',
  hostilePage,
  '```',
  '',
  '```svg',
  '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="40"><circle cx="20" cy="20" r="18"/></svg>',
  '```',
  '',
  '```ts',
  'const answer: number = 42;',
  '```',
  '',
].join('\n');
const hex = Buffer.from(answer, 'utf8').toString('hex');
const checks = [
  'popup',
  'cookie',
  'parent-dom',
  'top-dom',
  'top-location',
  'storage',
  '/api/v1/auth/session',
  '/api/v1/chat',
];

describe('code previews', () => {
  it('render HTML on the sandbox origin, where its script reaches no cookie, DOM, storage or api of the app', async () => {
    browser = await openBrowser({ locale: 'en-US' });
    await signUp(browser, { locale: 'en' });
    const chat = chatPage(browser);
    await chat.open('/en/chat');
    await chat.chooseModel('gpt:gpt-mini', 'gpt:gpt');
    await chat.send(`Show me a page fake:text=${hex}`);
    await chat.waitForAnswer();
    const blocks = chat.page.locator(
      '[data-testid="message-assistant"] [data-testid="code-block"]',
    );
    await expect.poll(() => blocks.count()).toBe(3);
    // html and svg offer a preview; other code does not.
    const toggles = await blocks.evaluateAll((all) =>
      all.map((block) => block.querySelector('[data-testid="code-preview-toggle"]') !== null),
    );
    expect(toggles).toEqual([true, true, false]);
    const cookiesBefore = (await browser.context.cookies(webUrl)).map((c) => c.name).sort();
    expect(cookiesBefore.length).toBeGreaterThan(0);
    const titleBefore = await chat.page.title();

    const toggle = blocks.first().getByTestId('code-preview-toggle');
    await toggle.click();
    await expect.poll(() => toggle.getAttribute('aria-pressed')).toBe('true');
    const frameElement = blocks.first().getByTestId('code-preview');
    const attributes = await frameElement.evaluate((frame: HTMLIFrameElement) => ({
      sandbox: frame.getAttribute('sandbox'),
      src: frame.src,
      title: frame.title,
    }));
    expect(attributes.sandbox).toBe('allow-scripts');
    expect(attributes.title).toBe('Preview of the code, run in a sandbox');
    const sandboxOrigin = new URL(attributes.src).origin;
    expect(sandboxOrigin).not.toBe(new URL(webUrl).origin);
    // The app's CSP frames exactly that origin besides its own.
    const policy = await chat.page.evaluate(() =>
      fetch(location.href).then((res) => res.headers.get('content-security-policy') ?? ''),
    );
    const frameSrc = /(?:^|;)\s*frame-src([^;]*)/.exec(policy)?.[1]?.trim().split(/\s+/);
    expect(frameSrc).toEqual(["'self'", sandboxOrigin]);

    // The code renders in a frame the sandbox page made, and its script finds every door shut.
    const preview = () =>
      chat.page.frames().find((frame) => frame.parentFrame()?.url().startsWith(sandboxOrigin));
    await expect
      .poll(async () => (await preview()?.$$('#findings li'))?.length ?? 0)
      .toBe(checks.length);
    const frame = preview();
    if (!frame) throw new Error('no preview frame');
    expect(await frame.textContent('#hello')).toBe('Preview works');
    const findings = Object.fromEntries(
      await frame.$$eval('#findings li', (items) =>
        items.map((li) => [(li as HTMLElement).dataset.check, li.textContent]),
      ),
    );
    expect(Object.keys(findings).sort()).toEqual([...checks].sort());
    for (const check of checks) expect(findings[check], check).toMatch(/^blocked /);

    // The app's page and session are as they were.
    expect(await chat.page.evaluate(() => document.body.dataset.pwned)).toBeUndefined();
    expect(await chat.page.title()).toBe(titleBefore);
    expect((await browser.context.cookies(webUrl)).map((c) => c.name).sort()).toEqual(
      cookiesBefore,
    );

    // Nor can it take its own frame to another host, one that would let itself be framed (the
    // sandbox's frame-src 'none'), to carry data away in the URL.
    const pagesBefore = browser.context.pages().length;
    const elsewhere = `${inject('fakeOpenAIUrl')}/v1/models?leak=1`;
    await frame.evaluate((url) => {
      location.href = url;
    }, elsewhere);
    await expect.poll(() => preview()?.url()).not.toBe('about:srcdoc');
    expect(preview()?.url()).not.toContain('leak=1');
    expect(browser.context.pages()).toHaveLength(pagesBefore);

    // Toggling back shows the code again.
    await toggle.click();
    await expect.poll(() => frameElement.count()).toBe(0);
    expect(await blocks.first().locator('.md-code-body').textContent()).toContain('Preview works');
  });
});

import { afterEach, describe, expect, it } from 'vitest';
import { type Browser, openBrowser } from './browser';
import { openBeforeHydration } from './fixtures/held-scripts';
import { signUp } from './session';

// Issue 25, "Nothing a user types is lost": on a slow connection people type into the
// server-rendered form before its scripts arrive; when the page hydrates the text must stay.
// The scripts are held until the text is typed (a condition, not a delay), then let through.

let browser: Browser | undefined;
afterEach(async () => {
  await browser?.close();
  browser = undefined;
});

const sel = (id: string) => `[data-testid="${id}"]`;

describe('what is typed before the page is live stays when it hydrates', () => {
  for (const [locale, question] of [
    ['ru', 'Привет! Это набрано до загрузки скриптов'],
    ['en', 'Hello, typed before the scripts arrived'],
  ] as const) {
    it(`keeps the chat box's text and Enter sends it (${locale})`, async () => {
      browser = await openBrowser();
      await signUp(browser, { locale });
      const { page, release } = await openBeforeHydration(
        browser,
        `/${locale}/chat`,
        sel('composer-input'),
      );
      expect(await page.getAttribute(sel('model-picker'), 'data-ready')).not.toBe('true');
      await page.fill(sel('composer-input'), question);
      await release();
      await page.waitForSelector(`${sel('model-picker')}[data-ready="true"]`);
      expect(await page.inputValue(sel('composer-input'))).toBe(question);
      await page.press(sel('composer-input'), 'Enter');
      await page.waitForSelector(`${sel('message-user')}:has-text("${question}")`);
      expect(await page.inputValue(sel('composer-input'))).toBe('');
    });
  }

  it('keeps the sign-in fields and signs in with them (ru)', async () => {
    browser = await openBrowser();
    const account = await signUp(browser, { locale: 'ru' });
    await browser.context.clearCookies();
    const { page, release } = await openBeforeHydration(
      browser,
      '/ru/auth/login',
      `${sel('login-form')}[data-hydrated="false"]`,
    );
    await page.fill(sel('login-email'), account.email);
    await page.fill(sel('login-password'), account.password);
    await release();
    await page.waitForSelector(`${sel('login-form')}[data-hydrated="true"]`);
    expect(await page.inputValue(sel('login-email'))).toBe(account.email);
    expect(await page.inputValue(sel('login-password'))).toBe(account.password);
    await Promise.all([
      page.waitForURL((url) => !url.pathname.endsWith('/auth/login')),
      page.click(sel('login-submit')),
    ]);
  });

  it('keeps the registration fields (en)', async () => {
    browser = await openBrowser();
    const { page, release } = await openBeforeHydration(
      browser,
      '/en/registration',
      `${sel('registration-form')}[data-hydrated="false"]`,
    );
    await page.fill(sel('registration-name'), 'Early Typist');
    await page.fill(sel('registration-email'), 'early-typist@example.com');
    await release();
    await page.waitForSelector(`${sel('registration-form')}[data-hydrated="true"]`);
    expect(await page.inputValue(sel('registration-name'))).toBe('Early Typist');
    expect(await page.inputValue(sel('registration-email'))).toBe('early-typist@example.com');
  });

  it('keeps the text studio original (ru)', async () => {
    browser = await openBrowser();
    await signUp(browser, { locale: 'ru' });
    const text = 'Текст, набранный до того, как страница ожила';
    const { page, release } = await openBeforeHydration(
      browser,
      '/ru/text',
      sel('text-studio-original'),
    );
    expect(await page.getAttribute(sel('text-studio'), 'data-hydrated')).toBeNull();
    await page.fill(sel('text-studio-original'), text);
    await release();
    await page.waitForSelector(`${sel('text-studio')}[data-hydrated="true"]`);
    expect(await page.inputValue(sel('text-studio-original'))).toBe(text);
  });

  it('keeps the image prompt (en)', async () => {
    browser = await openBrowser();
    await signUp(browser, { locale: 'en' });
    const { page, release } = await openBeforeHydration(
      browser,
      '/en/chat/image',
      `${sel('img-studio')}[data-hydrated="false"]`,
    );
    await page.fill(sel('img-prompt'), 'a red fox in the snow');
    await release();
    await page.waitForSelector(`${sel('img-studio')}[data-hydrated="true"]`);
    expect(await page.inputValue(sel('img-prompt'))).toBe('a red fox in the snow');
  });

  it('keeps the feedback message (ru)', async () => {
    browser = await openBrowser();
    const { page, release } = await openBeforeHydration(
      browser,
      '/ru/feedback',
      `${sel('feedback-form')}[data-hydrated="false"]`,
    );
    await page.fill(sel('feedback-message'), 'Отзыв до загрузки');
    await release();
    await page.waitForSelector(`${sel('feedback-form')}[data-hydrated="true"]`);
    expect(await page.inputValue(sel('feedback-message'))).toBe('Отзыв до загрузки');
  });

  it('keeps the support ticket fields (en)', async () => {
    browser = await openBrowser();
    await signUp(browser, { locale: 'en' });
    const { page, release } = await openBeforeHydration(
      browser,
      '/en/support',
      `${sel('ticket-form')}[data-hydrated="false"]`,
    );
    await page.fill(sel('ticket-subject'), 'Early subject');
    await page.fill(sel('ticket-message'), 'Early message');
    await release();
    await page.waitForSelector(`${sel('ticket-form')}[data-hydrated="true"]`);
    expect(await page.inputValue(sel('ticket-subject'))).toBe('Early subject');
    expect(await page.inputValue(sel('ticket-message'))).toBe('Early message');
  });

  it('keeps a new profile name and saves it (ru)', async () => {
    browser = await openBrowser();
    await signUp(browser, { locale: 'ru' });
    const { page, release } = await openBeforeHydration(
      browser,
      '/ru/cabinet/profile',
      sel('profile-name'),
    );
    await page.fill(sel('profile-name'), 'Имя до загрузки');
    await release();
    // The sessions list is fetched once the page is live.
    await page.waitForSelector(sel('session-item'));
    expect(await page.inputValue(sel('profile-name'))).toBe('Имя до загрузки');
    await Promise.all([
      page.waitForResponse((res) => res.url().endsWith('/api/v1/user') && res.ok()),
      page.click(sel('profile-name-save')),
    ]);
    await page.reload();
    expect(await page.inputValue(sel('profile-name'))).toBe('Имя до загрузки');
  });
});

describe('a sign-out pressed before the page is live', () => {
  it('starts no load behind it while the page hydrates', async () => {
    browser = await openBrowser();
    await signUp(browser, { locale: 'en' });
    // The sign-out is answered 204 here, so the page stays (no navigation) and shows what its
    // parts do once they come alive after the press.
    await browser.page.route('**/api/auth/logout', (route) => route.fulfill({ status: 204 }));
    // The entry writes the viewport cookie as it starts: gone now, it says when the entry ran.
    await browser.context.clearCookies({ name: 'viewport' });
    // The islands' scripts are held: the entry runs (its sign-out listener with it), the
    // page's parts are not live.
    const { page, release } = await openBeforeHydration(
      browser,
      '/en/cabinet/balance',
      `${sel('sign-out')}[data-hydrated="false"]`,
      { hold: /\/assets\/(?!index-|rolldown-runtime-)[^/?]+\.js(\?|$)/ },
    );
    await page.waitForFunction(() => document.cookie.includes('viewport='));
    const loads: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/v1/')) loads.push(request.url());
    });
    const signingOut = page.waitForResponse('**/api/auth/logout');
    await page.click(`${sel('sign-out')}[data-hydrated="false"]`);
    await signingOut;
    await release();
    // The parts are live (and would have started their loads) once the button is hydrated.
    await page.waitForSelector(`${sel('sign-out')}[data-hydrated="true"]`);
    // A request after theirs: its event comes after any of theirs.
    await page.evaluate(() => fetch('/favicon.svg'));
    expect(loads).toEqual([]);
  });
});

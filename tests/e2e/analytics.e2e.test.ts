import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { metrikaInitOptions } from '../../src/lib/analytics';
import { type FakeThirdPartyScripts, startFakeThirdPartyScripts } from '../fakes/index.mjs';
import { type Browser, openBrowser } from './browser';
import { signUp } from './session';
import { startWebWorker, type WebWorker } from './web-worker';

// Page-visit analytics (Yandex Metrica's tag) and the support widget against fakes of both
// scripts on a port of their own (tests/fakes/third-party-scripts.mjs), in a web Worker that
// configures them; the run's own web Worker configures neither.
const counters = [11111111, 22222222];

let fake: FakeThirdPartyScripts;
let web: WebWorker;
let browser: Browser | undefined;

beforeAll(async () => {
  fake = await startFakeThirdPartyScripts();
  web = await startWebWorker({
    vars: {
      METRIKA_TAG_URL: `${fake.url}/metrika/tag.js`,
      METRIKA_COUNTER_IDS: counters.join(', '),
      SUPPORT_WIDGET_URL: `${fake.url}/widget/hde.js`,
    },
  });
});

afterAll(async () => {
  await web?.stop();
  await fake?.close();
});

afterEach(async () => {
  await browser?.close();
  browser = undefined;
});

/** A browser whose pages are those of `base`, recording CSP violations on `window.__csp`. */
async function browserOn(base: string | null) {
  const opened = await openBrowser({ locale: 'en-US' });
  if (base) opened.url = (path) => new URL(path, base).href;
  await opened.context.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __csp: string[] }).__csp = seen;
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(`${event.effectiveDirective} ${event.blockedURI}`);
    });
  });
  return opened;
}

type Recorded = { __fakeYm?: unknown[][]; __csp?: string[]; __sameDocument?: boolean };
const ymCalls = (page: Page) =>
  page.evaluate(() => (window as unknown as Recorded).__fakeYm ?? null);
const violations = (page: Page) => page.evaluate(() => (window as unknown as Recorded).__csp);

/** Follows an in-app link and waits for the route to change without a document load. */
async function clientNavigate(page: Page, linkName: string, path: string) {
  await page.evaluate(() => {
    (window as unknown as Recorded).__sameDocument = true;
  });
  await Promise.all([
    page.waitForURL((url) => url.pathname === path),
    page.getByRole('navigation').getByRole('link', { name: linkName }).click(),
  ]);
  expect(await page.evaluate(() => (window as unknown as Recorded).__sameDocument)).toBe(true);
}

/** The sources of one directive of a CSP header. */
const directive = (policy: string | undefined, name: string) =>
  (policy ?? '')
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .find(([first]) => first === name)
    ?.slice(1);

const watchRequests = () =>
  fake.requests.filter((r) => r.path.startsWith('/watch/')).map((r) => new URL(r.path, fake.url));

describe('page-visit analytics', () => {
  it('initialises both counters on load and records a hit with the referrer on every client-side route change', async () => {
    browser = await browserOn(web.url);
    await signUp(browser, { locale: 'en' });
    const { page } = browser;
    // Which document asked for the tag: the page signing up left may still load its own.
    const tagLoadsBy: string[] = [];
    browser.context.on('request', (request) => {
      if (new URL(request.url()).pathname === '/metrika/tag.js')
        tagLoadsBy.push(request.frame().url());
    });

    const balance = browser.url('/en/cabinet/balance');
    await page.goto(balance);
    const init = counters.map((id) => [id, 'init', { ...metrikaInitOptions }]);
    await expect.poll(() => ymCalls(page)).toEqual(init);
    expect(metrikaInitOptions).toEqual({
      clickmap: true,
      trackLinks: true,
      accurateTrackBounce: true,
      webvisor: false,
      ecommerce: 'dataLayer',
    });

    await clientNavigate(page, 'Members', '/en/cabinet/members');
    const members = browser.url('/en/cabinet/members');
    const firstHits = counters.map((id) => [id, 'hit', members, { referer: balance }]);
    await expect.poll(() => ymCalls(page)).toEqual([...init, ...firstHits]);

    await clientNavigate(page, 'Settings', '/en/cabinet/settings');
    const settings = browser.url('/en/cabinet/settings');
    const secondHits = counters.map((id) => [id, 'hit', settings, { referer: members }]);
    await expect.poll(() => ymCalls(page)).toEqual([...init, ...firstHits, ...secondHits]);

    // The tag came once for this page, and its beacons reached its host past the CSP.
    expect(tagLoadsBy.filter((url) => url === balance)).toHaveLength(1);
    expect(fake.requests.filter((r) => r.path === '/metrika/tag.js').length).toBeGreaterThan(0);
    await expect
      .poll(() => watchRequests().filter((u) => u.searchParams.get('page-url') === settings))
      .toHaveLength(2);
    const last = watchRequests().filter((u) => u.searchParams.get('page-url') === settings);
    expect(last.map((u) => [u.pathname, u.searchParams.get('page-ref')]).sort()).toEqual(
      counters.map((id) => [`/watch/${id}`, members]),
    );
    expect(await violations(page)).toEqual([]);

    const policy = (await (await page.request.get(settings)).headers())['content-security-policy'];
    expect(directive(policy, 'connect-src')).toEqual(["'self'", fake.url]);
    expect(directive(policy, 'frame-src')).toEqual(["'self'", fake.url]);
  }, 120_000);

  it('pushes an e-commerce purchase in RUB once when a top-up succeeds', async () => {
    browser = await browserOn(null);
    await signUp(browser, { locale: 'en' });
    const { page } = browser;
    // Pay through the YooKassa fake's checkout; its return URL is this run's own web Worker.
    await page.goto(browser.url('/en/cabinet/balance'));
    await page.waitForSelector('[data-testid="topup-amount"]');
    await page.fill('[data-testid="topup-amount"]', '250');
    await page.click('[data-testid="topup-submit"]');
    await page.waitForURL(/\/checkout\//);
    await page.click('button:has-text("Pay")');
    await page.waitForURL(/\/en\/cabinet\/balance\?payment=/);
    const paymentId = new URL(page.url()).searchParams.get('payment');
    // That Worker has no analytics: nothing is pushed there.
    await page.waitForSelector('[data-testid="payment-status"][data-status="succeeded"]');
    expect(await page.evaluate(() => (window as { dataLayer?: unknown }).dataLayer)).toBe(
      undefined,
    );

    // The same return page where analytics is on.
    const returnPage = new URL(`/en/cabinet/balance?payment=${paymentId}`, web.url).href;
    await page.goto(returnPage);
    await page.waitForSelector('[data-testid="payment-status"][data-status="succeeded"]');
    const purchase = {
      ecommerce: {
        currencyCode: 'RUB',
        purchase: {
          actionField: { id: paymentId, revenue: 250 },
          products: [{ id: 'balance-top-up', name: 'Balance top-up', price: 250, quantity: 1 }],
        },
      },
    };
    const dataLayer = () => page.evaluate(() => (window as { dataLayer?: unknown[] }).dataLayer);
    await expect.poll(dataLayer).toEqual([purchase]);
    await expect.poll(() => ymCalls(page)).toHaveLength(2);

    // Coming back to the return page counts nothing more.
    await page.reload();
    await page.waitForSelector('[data-testid="payment-status"][data-status="succeeded"]');
    await expect.poll(() => ymCalls(page)).toHaveLength(2);
    expect(await dataLayer()).toEqual([]);
  }, 120_000);

  it('loads nothing for an account that turned on "do not track"', async () => {
    browser = await browserOn(web.url);
    await signUp(browser, { locale: 'en' });
    const { page } = browser;
    await page.goto(browser.url('/en/cabinet/settings'));
    await page.waitForSelector('[data-testid="settings-form"][data-hydrated="true"]');
    await expect.poll(() => ymCalls(page)).toHaveLength(2);
    const saved = page.waitForResponse(
      (res) => res.url().endsWith('/api/v1/user') && res.request().method() === 'PATCH',
    );
    await page.getByLabel('Do not track my visits').check();
    expect((await saved).status()).toBe(200);

    const tagRequests = fake.requests.filter((r) => r.path === '/metrika/tag.js').length;
    await page.goto(browser.url('/en/cabinet/balance'), { waitUntil: 'networkidle' });
    await clientNavigate(page, 'Members', '/en/cabinet/members');
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => typeof (window as { ym?: unknown }).ym)).toBe('undefined');
    expect(fake.requests.filter((r) => r.path === '/metrika/tag.js')).toHaveLength(tagRequests);
  }, 120_000);

  it('loads nothing when the deployment configures no counters', async () => {
    browser = await browserOn(null);
    const requested: string[] = [];
    browser.context.on('request', (request) => requested.push(request.url()));
    await browser.page.goto(browser.url('/ru/auth/login'), { waitUntil: 'networkidle' });
    expect(await browser.page.evaluate(() => typeof (window as { ym?: unknown }).ym)).toBe(
      'undefined',
    );
    expect(requested.filter((url) => !url.startsWith(browser?.url('/') ?? ''))).toEqual([]);
    const policy = (
      await (await browser.page.request.get(browser.url('/ru/auth/login'))).headers()
    )['content-security-policy'];
    expect(directive(policy, 'connect-src')).toEqual(["'self'"]);
    expect(directive(policy, 'img-src')).toEqual(["'self'", 'data:', 'blob:']);
  }, 60_000);
});

describe('the support widget', () => {
  it('loads the helpdesk script once, on the first click, in the interface language', async () => {
    browser = await browserOn(web.url);
    await signUp(browser, { locale: 'en' });
    const { page } = browser;
    const loads = () => fake.requests.filter((r) => r.path === '/widget/hde.js').length;
    const before = loads();
    await page.goto(browser.url('/en/support'), { waitUntil: 'networkidle' });
    await page.waitForSelector('[data-testid="support-widget"][data-hydrated="true"]');
    expect(loads()).toBe(before);

    const button = page.getByRole('button', { name: 'Chat with support' });
    await button.click();
    await page.waitForSelector('#fake-support-widget');
    await expect
      .poll(() => page.getByTestId('support-widget-status').textContent())
      .toBe('The support chat is open.');
    await button.click();
    await button.click();
    const state = await page.evaluate(
      () => (window as unknown as { __fakeSupportWidget: object }).__fakeSupportWidget,
    );
    expect(state).toEqual({ loads: 1, lang: 'en', defaultOpen: 'true' });
    expect(loads()).toBe(before + 1);
    expect(await violations(page)).toEqual([]);

    // In Russian the widget speaks Russian.
    await page.goto(browser.url('/ru/support'), { waitUntil: 'networkidle' });
    await page.waitForSelector('[data-testid="support-widget"][data-hydrated="true"]');
    await page.getByRole('button', { name: 'Чат с поддержкой' }).click();
    await page.waitForSelector('#fake-support-widget');
    expect(
      await page.evaluate(
        () =>
          (window as unknown as { __fakeSupportWidget: { lang: string } }).__fakeSupportWidget.lang,
      ),
    ).toBe('ru');
  }, 120_000);

  it('says plainly that there is no support chat when none is configured', async () => {
    browser = await browserOn(null);
    await signUp(browser, { locale: 'en' });
    await browser.page.goto(browser.url('/en/support'), { waitUntil: 'networkidle' });
    await browser.page.waitForSelector('[data-testid="support-widget-unavailable"]');
    expect(await browser.page.getByRole('button', { name: 'Chat with support' }).count()).toBe(0);
  }, 120_000);
});

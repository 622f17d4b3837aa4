import { afterEach, describe, expect, it } from 'vitest';
import { type Browser, openBrowser } from './browser';
import { signedIn as signedInAs, spend, studioPages } from './fixtures/kit-session';

/** Issue 26, items 7, 9 and 10: one kit on every page, pages that fit a phone, one way to write. */
const opened: Browser[] = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map((b) => b.close()));
});

const signedIn = (locale: 'en' | 'ru', colorScheme: 'light' | 'dark' = 'light') =>
  signedInAs(opened, locale, colorScheme);

/** Controls the browser would draw its own way, inside the page's main content. */
function nativeControlProblems(): string[] {
  {
    const main = document.querySelector('#content') ?? document.body;
    const shown = (el: Element) => {
      const box = el.getBoundingClientRect();
      return box.width > 1 && box.height > 1 && getComputedStyle(el).visibility !== 'hidden';
    };
    const problems: string[] = [];
    for (const select of main.querySelectorAll('select')) {
      if (!shown(select)) continue;
      if (!select.classList.contains('select') || getComputedStyle(select).appearance !== 'none')
        problems.push(`select ${select.getAttribute('data-testid') ?? select.name}`);
    }
    for (const input of main.querySelectorAll('input[type="file"]')) {
      // The kit's drop zone, or its picker button's hidden input (FilePickerButton).
      if (shown(input) || !input.closest('.file-drop, .file-picker-input'))
        problems.push(`file input ${input.getAttribute('data-testid')}`);
    }
    // A checkbox the kit draws has no platform look; a radio shows as its pill or segment.
    for (const input of main.querySelectorAll('input[type="checkbox"], input[type="radio"]')) {
      const style = getComputedStyle(input);
      if (shown(input) && style.appearance !== 'none' && style.opacity !== '0')
        problems.push(`${input.getAttribute('type')} ${input.getAttribute('name')}`);
    }
    for (const input of main.querySelectorAll('input[type="month"], input[type="date"]')) {
      if (shown(input)) problems.push(`date input ${input.getAttribute('data-testid')}`);
    }
    for (const button of main.querySelectorAll('button')) {
      if (shown(button) && getComputedStyle(button).borderStyle === 'outset')
        problems.push(`button ${button.textContent}`);
    }
    return problems;
  }
}

describe('one design kit on every page (issue 26, item 7)', () => {
  it('shows no native select, file, date, checkbox or radio input or bare button on the studio and settings pages', async () => {
    const browser = await signedIn('ru', 'dark');
    const { page } = browser;
    for (const path of [
      ...studioPages,
      'cabinet/settings',
      'cabinet/balance',
      'cabinet/tools',
      'cabinet/memory',
      'cabinet/profile',
      'support',
      'feedback',
    ]) {
      await page.goto(browser.url(`/ru/${path}`));
      await page.waitForSelector('[data-hydrated="true"], [data-testid="balance-panel"]');
      await page.waitForLoadState('networkidle');
      expect({ path, problems: await page.evaluate(nativeControlProblems) }).toEqual({
        path,
        problems: [],
      });
    }
    // The kit page shows the new components.
    await page.goto(browser.url('/ru/ui'));
    for (const part of [
      '.select-wrap',
      '.segmented-control',
      '.file-drop',
      '.file-picker-input',
      '.card',
    ]) {
      expect(await page.locator(`.kit ${part}`).count(), part).toBeGreaterThan(0);
    }
    expect(browser.errors).toEqual([]);
  });

  it('names Midjourney buttons in Russian, says the price before Create, and lists the new chat', async () => {
    const browser = await signedIn('ru');
    const { page } = browser;
    await page.goto(browser.url('/ru/chat/midjourney'));
    await page.waitForSelector('[data-testid="mj-studio"][data-hydrated="true"]');
    expect(await page.textContent('[data-testid="mj-price"]')).toMatch(/^10,00\s₽ за сетку$/);
    await page.fill('[data-testid="mj-prompt"]', 'маяк в сумерках fake:polls=2');
    await page.click('[data-testid="mj-generate"]');
    await page.waitForSelector(
      '[data-testid="mj-task"][data-status="SUCCESS"] [data-testid="mj-image"]',
    );
    await page.waitForSelector('[data-testid="img-chat-grid"] [data-testid="img-chat-link"]');
    const labels = await page.$$eval('[data-testid^="mj-button-"]', (buttons) =>
      buttons.map((b) => `${b.textContent} ${b.getAttribute('aria-label') ?? ''}`),
    );
    expect(labels.length).toBeGreaterThan(0);
    for (const label of labels) expect(label).not.toMatch(/Upscale|Vary|Zoom|Pan|Reroll|🔄/);
    expect(labels.join(' ')).toMatch(/Увелич|Вариац|Повтор/);
    expect(await page.textContent('.mj-cost')).toMatch(/^Стоимость: \d+,\d\d\s₽$/);
  });
});

describe('pages fit a phone (issue 26, item 9)', () => {
  it('keeps balance and key combinations within 390 px and the cabinet header short', async () => {
    const browser = await signedIn('ru');
    await spend(browser, 'ru');
    const { page } = browser;
    await page.setViewportSize({ width: 390, height: 844 });
    for (const path of ['cabinet/balance', 'cabinet/key-combinations']) {
      await page.goto(browser.url(`/ru/${path}`));
      await page.waitForSelector(
        path === 'cabinet/balance' ? '[data-testid="ledger-row"]' : '.shortcuts-table',
      );
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect({ path, width }).toEqual({ path, width: 390 });
      const header = await page.locator('.topbar').boundingBox();
      expect(header?.height ?? 0).toBeLessThan(110);
    }
  });
});

describe('one way to write numbers, money and names (issue 26, item 10)', () => {
  it('writes money, dates and models the English way, with no internal ids', async () => {
    const browser = await signedIn('en');
    await spend(browser, 'en');
    const { page } = browser;
    const model = await page.textContent('[data-testid="message-model"]');
    expect(model).not.toContain(':');
    expect(await page.textContent('[data-testid="message-cost"]')).toMatch(
      /^Cost: RUB\s\d+\.\d\d$/,
    );
    await page.goto(browser.url('/en/cabinet/balance'));
    await page.waitForSelector('[data-testid="ledger-row"][data-kind="usage"]');
    expect(await page.textContent('[data-testid="balance-amount"]')).toMatch(/^RUB\s[\d,]+\.\d\d$/);
    const usage =
      (await page.locator('[data-testid="ledger-row"][data-kind="usage"]').textContent()) ?? '';
    expect(usage).toContain(model ?? '');
    expect(usage).not.toMatch(/gpt:|speech-to-text:/);
    // A date like "25 Nov 2026, 22:52" (Moscow time), the amount like "−RUB 0.06" (a minus sign).
    expect(usage).toMatch(/\d{1,2}\s[A-Z][a-z]{2}\s\d{4},\s\d\d:\d\d/);
    expect(usage).toMatch(/\u2212RUB\s\d+\.\d\d/);
    const grant =
      (await page.locator('[data-testid="ledger-row"][data-kind="grant"]').textContent()) ?? '';
    expect(grant).toContain('Welcome credit for confirming the email');
    expect(grant).not.toContain('email-confirmed');
    expect(await page.textContent('[data-testid="spending-total"]')).toMatch(
      /^Total for 30 days: RUB\s\d+\.\d\d$/,
    );
    expect(await page.locator('[data-testid="spending-axis"] span').count()).toBe(3);
  });

  it('writes money and dates the Russian way', async () => {
    const browser = await signedIn('ru');
    await spend(browser, 'ru');
    const { page } = browser;
    expect(await page.textContent('[data-testid="message-cost"]')).toMatch(
      /^Стоимость: \d+,\d\d\s₽$/,
    );
    await page.goto(browser.url('/ru/cabinet/balance'));
    await page.waitForSelector('[data-testid="ledger-row"][data-kind="usage"]');
    expect(await page.textContent('[data-testid="balance-amount"]')).toMatch(/^[\d\s]+,\d\d\s₽$/);
    const usage =
      (await page.locator('[data-testid="ledger-row"][data-kind="usage"]').textContent()) ?? '';
    expect(usage).toMatch(/\d{1,2}\s[а-я]+\.?\s\d{4}\sг\.,\s\d\d:\d\d/);
    expect(usage).toMatch(/\u2212\d+,\d\d\s₽/);
    const grant =
      (await page.locator('[data-testid="ledger-row"][data-kind="grant"]').textContent()) ?? '';
    expect(grant).toContain('Подарок за подтверждение почты');
  });
});

describe('smaller rough edges (issue 26)', () => {
  it('offers visitors of the open pages a sign-up above the fold and no way "back to chats"', async () => {
    const browser = await openBrowser({ locale: 'ru-RU' });
    opened.push(browser);
    const { page } = browser;
    await page.setViewportSize({ width: 390, height: 844 });
    // /service asks visitors to sign in; /gen is the open face of the product.
    await page.goto(browser.url('/ru/gen'));
    const signUpBox = await page.locator('[data-testid="topbar-sign-up"]').boundingBox();
    expect(signUpBox?.y ?? Number.POSITIVE_INFINITY).toBeLessThan(844);
    expect(await page.locator('.topbar').textContent()).not.toContain('Назад к чатам');
    await page.click('[data-testid="topbar-sign-up"]');
    await page.waitForURL((url) => url.pathname === '/ru/registration');
  });

  it('shows a new profile name in the header at once', async () => {
    const browser = await signedIn('en');
    const { page } = browser;
    await page.goto(browser.url('/en/cabinet/profile'));
    await page.waitForSelector('[data-testid="profile-panel"] form[data-hydrated="true"]');
    await page.fill('[data-testid="profile-name"]', 'Vera Renamed');
    await page.click('[data-testid="profile-name-save"]');
    await page.waitForSelector('.user-menu-name:has-text("Vera Renamed")');
  });
});

import { afterEach, describe, expect, inject, it } from 'vitest';
import { type Browser, openBrowser } from './browser';
import { readSql, sqlText } from './d1';
import { chatPage } from './fixtures/chat-page';
import { tinyPng } from './fixtures/tiny-png';
import { signUp } from './session';

const opened: Browser[] = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map((b) => b.close()));
});
const open = async (options: Parameters<typeof openBrowser>[0] = {}) => {
  const browser = await openBrowser(options);
  opened.push(browser);
  return browser;
};
const pathOf = (b: Browser) => new URL(b.page.url()).pathname;

/** Rows of this run's D1, retried while the api may still be writing them. */
async function eventually<T>(read: () => Promise<T[]>, attempts = 20): Promise<T[]> {
  for (let attempt = 1; ; attempt++) {
    const rows = await read();
    if (rows.length > 0 || attempt >= attempts) return rows;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

describe('the main redirect of / (issue 13)', () => {
  it('sends a visitor to /gen and a signed-in user back to their last chat page', async () => {
    const browser = await open({ locale: 'en-US' });
    const { page } = browser;
    await page.goto(browser.url('/en/'));
    expect(pathOf(browser)).toBe('/en/gen');
    await page.goto(browser.url('/ru/'));
    expect(pathOf(browser)).toBe('/ru/gen');

    await signUp(browser, { locale: 'en' });
    expect(pathOf(browser)).toBe('/en/chat');
    await page.goto(browser.url('/en/chat/image'));
    await page.goto(browser.url('/en/'));
    expect(pathOf(browser)).toBe('/en/chat/image');
    // Client navigation to / (the brand link) follows the same rule.
    await page.goto(browser.url('/en/chat/midjourney'));
    await page.goto(browser.url('/en/service'));
    await Promise.all([
      page.waitForURL((url) => url.pathname === '/en/chat/midjourney'),
      page.click('a.brand'),
    ]);

    // A chat created in the page (its address replaced in place, no page request) is remembered
    // too: the page asks the front to set the cookie, and / returns to it.
    const chat = chatPage(browser);
    await chat.open('/en/chat');
    await chat.chooseModel('gpt:gpt-mini', 'gpt:gpt');
    const remembered = page.waitForResponse(
      (r) => r.url().endsWith('/api/last-chat') && r.request().method() === 'PUT',
    );
    await chat.send('Remember this chat fake:chunks=2');
    expect((await remembered).status()).toBe(204);
    const created = pathOf(browser);
    expect(created).toMatch(/^\/en\/chat\/(?!fk-)[^/]+$/);
    await chat.waitForAnswer();
    await page.goto(browser.url('/en/'));
    expect(pathOf(browser)).toBe(created);
    // Only chat pages can be remembered, with the reason in the interface language.
    const refused = await page.request.put(browser.url('/api/last-chat'), {
      headers: { origin: new URL(browser.url('/')).origin },
      data: { path: '/en/service' },
    });
    expect(refused.status()).toBe(400);
    expect(await refused.json()).toEqual({
      code: 'not_a_chat',
      message: 'Only a chat page can be remembered as the last one.',
    });

    // Another account in the same browser does not inherit the first one's chat. (The chat page
    // is left first: its loads would come back 401 once its cookies are gone.)
    await page.goto('about:blank');
    await browser.context.clearCookies({ name: /^__Host-/ });
    await signUp(browser, { locale: 'en' });
    await page.goto(browser.url('/en/'));
    expect(pathOf(browser)).toBe('/en/chat');
    expect(browser.errors).toEqual([]);
  });
});

describe('the public pages', () => {
  it('shows /gen with examples and live prices, and carries a promo code to sign-up', async () => {
    const browser = await open({ locale: 'en-US' });
    const { page } = browser;
    await page.goto(browser.url('/en/gen'));
    const rows = await page.$$('[data-testid="gen-prices"] tbody tr');
    expect(rows.length).toBeGreaterThan(3);
    expect(await page.textContent('[data-testid="gen-prices"]')).toMatch(
      /RUB\s\d+\.\d\d per image/,
    );
    const images = await page.$$eval('.gen-image img', (imgs) =>
      (imgs as HTMLImageElement[]).map((img) => img.alt),
    );
    expect(images).toHaveLength(3);

    await page.fill('[data-testid="gen-promo"]', 'BESEDA2026');
    await Promise.all([
      page.waitForURL((url) => url.pathname === '/en/registration'),
      page.press('[data-testid="gen-promo"]', 'Enter'),
    ]);
    expect(await page.inputValue('[data-testid="registration-promo"]')).toBe('BESEDA2026');
    expect(browser.errors).toEqual([]);
  });

  it('renders /policy and /terms with a table of contents and a date, in EN and RU', async () => {
    const browser = await open();
    const { page } = browser;
    for (const [path, heading] of [
      ['/en/policy', 'Privacy policy'],
      ['/ru/policy', 'Политика конфиденциальности'],
      ['/en/terms', 'Terms of use'],
      ['/ru/terms', 'Пользовательское соглашение'],
    ] as const) {
      await page.goto(browser.url(path));
      expect(await page.textContent('h1')).toBe(heading);
      expect(await page.textContent('[data-testid="legal-updated"]')).toMatch(/2026/);
      const links = await page.$$eval('[data-testid="legal-toc"] a', (as) =>
        as.map((a) => a.getAttribute('href') ?? ''),
      );
      expect(links.length, path).toBeGreaterThanOrEqual(6);
      for (const href of links)
        expect(await page.$(`[id="${href.slice(1)}"]`), href).not.toBeNull();
      await page.click(`[data-testid="legal-toc"] a[href="${links[2]}"]`);
      await page.waitForURL(
        (url) => decodeURIComponent(url.hash) === decodeURIComponent(links[2] ?? ''),
      );
    }
    // Rendered on the server: no island and no markdown code shipped for them.
    const scripts = await page.$$eval('script[src]', (s) => s.map((el) => el.getAttribute('src')));
    expect(scripts.join(' ')).not.toMatch(/markdown/i);
    expect(browser.errors).toEqual([]);
  });
});

describe('the signed-in pages', () => {
  it('lists every tool on /service with the catalogue’s prices and a start button', async () => {
    type Tools = { id: string; available: boolean; models: { title: string }[] }[];
    const prices = async () => {
      const res = await fetch(`${inject('apiUrl')}/v1/prices`, {
        headers: { 'X-Ad-Locale': 'en' },
      });
      return ((await res.json()) as { tools: Tools }).tools;
    };
    const browser = await open({ locale: 'en-US' });
    const { page } = browser;
    await signUp(browser, { locale: 'en' });
    // The operator-console test renames a model for a moment in the same catalogue: a card may
    // show a model's name from just before or just after the page was read.
    const before = await prices();
    await page.goto(browser.url('/en/service'));
    const cards = new Map<string, string>();
    for (const tool of before) {
      cards.set(tool.id, (await page.textContent(`[data-testid="service-tool-${tool.id}"]`)) ?? '');
    }
    const after = await prices();
    for (const tool of before) {
      const text = cards.get(tool.id) ?? '';
      const later = after.find((other) => other.id === tool.id);
      tool.models.forEach((model, index) => {
        if (!tool.available) return;
        const names = [model.title, later?.models[index]?.title ?? model.title];
        expect(
          names.some((name) => text.includes(name)),
          `${tool.id}: ${names}`,
        ).toBe(true);
      });
    }
    const image = (await page.textContent('[data-testid="service-tool-image"]')) ?? '';
    expect(image).toMatch(/RUB\s\d+\.\d\d per image/);
    expect(await page.textContent('[data-testid="service-tool-midjourney"]')).toMatch(
      /RUB\s10\.00 per grid of four/,
    );
    await Promise.all([
      page.waitForURL((url) => url.pathname === '/en/transcription'),
      page.click('[data-testid="service-tool-transcription"] a'),
    ]);
    expect(browser.errors).toEqual([]);
  });

  it('files a support ticket that is mailed to support and confirmed to the author', async () => {
    const browser = await open({ locale: 'en-US' });
    const { page } = browser;
    const { email } = await signUp(browser, { locale: 'en' });
    await page.goto(browser.url('/en/support'));
    await page.waitForSelector('[data-testid="support-faq"][data-hydrated="true"]');
    const all = (await page.$$('[data-testid="faq-item"]')).length;
    await page.fill('[data-testid="faq-search"]', 'promo');
    await page.waitForFunction(
      (total) => document.querySelectorAll('[data-testid="faq-item"]').length < total,
      all,
    );
    expect(await page.textContent('[data-testid="faq-item"] summary')).toMatch(/promo/i);

    await page.waitForSelector('[data-testid="ticket-form"][data-hydrated="true"]');
    await page.click('[data-testid="ticket-submit"]');
    await page.waitForSelector('[data-testid="ticket-subject-error"]');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('ticket-subject');

    const subject = `Invoice question ${Date.now()}`;
    await page.fill('[data-testid="ticket-subject"]', subject);
    await page.fill('[data-testid="ticket-message"]', 'Where can I download my receipt?');
    await page.setInputFiles('[data-testid="ticket-attachment"]', {
      name: 'screen.png',
      mimeType: 'image/png',
      buffer: tinyPng(8, 8),
    });
    await page.click('[data-testid="ticket-submit"]');
    await page.waitForSelector(`[data-testid="ticket"]:has-text("${subject}")`);
    expect(await page.textContent('[data-testid="ticket-status"]')).toBe('Open');
    expect(await page.textContent('[data-testid="ticket-sent"]')).toMatch(/confirmation/);

    const mails = await eventually(() =>
      readSql(
        `SELECT to_address, subject, body FROM email_outbox WHERE subject LIKE ${sqlText(`%${subject}%`)}`,
      ),
    );
    const toSupport = mails.find((mail) => mail.to_address === 'support@beseda.example');
    expect(String(toSupport?.body)).toContain(email);
    expect(String(toSupport?.body)).toContain('Where can I download my receipt?');
    expect(mails.some((mail) => mail.to_address === email)).toBe(true);

    await page.reload();
    expect(await page.textContent('[data-testid="tickets"]')).toContain(subject);
    expect(browser.errors).toEqual([]);
  });
});

describe('feedback', () => {
  it('takes a rating by keyboard, text, email and a screenshot, stores it and thanks', async () => {
    const browser = await open({ locale: 'en-US', colorScheme: 'dark' });
    const { page } = browser;
    await page.goto(browser.url('/en/feedback'));
    await page.waitForSelector('[data-testid="feedback-form"][data-hydrated="true"]');
    // A rating is a radio group: focus the first option, then arrow keys pick the next ones.
    await page.focus('[data-testid="feedback-rating-1"]');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    expect(await page.isChecked('[data-testid="feedback-rating-4"]')).toBe(true);
    const message = `Lovely read-aloud voices ${Date.now()}`;
    await page.fill('[data-testid="feedback-message"]', message);
    await page.fill('[data-testid="feedback-email"]', 'reader@example.com');
    await page.setInputFiles('[data-testid="feedback-screenshot"]', {
      name: 'shot.png',
      mimeType: 'image/png',
      buffer: tinyPng(10, 6),
    });
    // The button wakes once the form's minimum time has passed (spam check).
    await page.waitForSelector('[data-testid="feedback-submit"]:not([disabled])');
    await page.click('[data-testid="feedback-submit"]');
    await page.waitForSelector('[data-testid="feedback-thanks"]');
    expect(await page.textContent('[data-testid="feedback-thanks"]')).toContain(
      'reader@example.com',
    );
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('H2');

    const rows = await eventually(() =>
      readSql(
        `SELECT rating, email, screenshot_key FROM feedback WHERE message = ${sqlText(message)}`,
      ),
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ rating: 4, email: 'reader@example.com' });
    expect(String(rows[0]?.screenshot_key)).toMatch(/^feedback\//);
    expect(browser.errors).toEqual([]);
  });

  it('keeps what was typed when the form is incomplete, in Russian', async () => {
    const browser = await open();
    const { page } = browser;
    await page.goto(browser.url('/ru/feedback'));
    await page.waitForSelector('[data-testid="feedback-form"][data-hydrated="true"]');
    await page.fill('[data-testid="feedback-message"]', 'Без оценки');
    await page.waitForSelector('[data-testid="feedback-submit"]:not([disabled])');
    await page.click('[data-testid="feedback-submit"]');
    expect(await page.textContent('[data-testid="feedback-rating-error"]')).toBe(
      'Выберите оценку от 1 до 5.',
    );
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe(
      'feedback-rating-1',
    );
    expect(await page.inputValue('[data-testid="feedback-message"]')).toBe('Без оценки');
  });
});

import { afterEach, describe, expect, inject, it } from 'vitest';
import { seriousViolations } from './axe';
import { type Browser, openBrowser } from './browser';
import { chatPage } from './fixtures/chat-page';
import { type ImportedTurn, importChat } from './fixtures/same-origin-api';
import { signUp } from './session';

// The polish review's finishing touches of the chat screen: the send that scrolls, tool cards that say
// they open, the image and Midjourney lists.
let browser: Browser | undefined;
afterEach(async () => {
  await browser?.close();
  browser = undefined;
});

const hex = (text: string) => Buffer.from(text, 'utf8').toString('hex');

describe('the chat screen’s finishing touches in a real browser', () => {
  it('brings a question sent while scrolled up into view and follows its answer to the end', async () => {
    browser = await openBrowser();
    await signUp(browser, { locale: 'en' });
    const chat = chatPage(browser);
    const { page } = chat;
    await chat.open('/en/chat');
    const { chatId } = await importChat(
      page,
      'A chat to scroll',
      Array.from(
        { length: 40 },
        (_, n): ImportedTurn =>
          n % 2 === 0
            ? { role: 'user', content: `Question ${n}` }
            : {
                role: 'assistant',
                content: `Answer ${n}\n\n${'A line of the answer.\n\n'.repeat(4)}`,
              },
      ),
    );
    await chat.open(`/en/chat/${chatId}`);
    await chat.chooseModel('gpt:gpt-mini', 'gpt:gpt');
    const scroller = page.locator('[data-testid="message-scroller"]');
    // Up at the start of the loaded page, as a reader going back over the chat; the scroll event
    // itself is awaited, as the list decides from it that the reader left the end.
    await scroller.evaluate(
      (element) =>
        new Promise<void>((resolve) => {
          element.addEventListener('scroll', () => resolve(), { once: true });
          element.scrollTo(0, 0);
        }),
    );
    const answer = Array.from({ length: 30 }, (_, n) => `Line ${n + 1} of the new answer.`).join(
      '\n\n',
    );
    await chat.send(`Where did we stop? fake:text=${hex(answer)}`);
    const question = page.locator('[data-testid="message-user"]').last();
    await question.filter({ hasText: 'Where did we stop?' }).waitFor();
    const atEnd = () =>
      scroller.evaluate(
        (element) => element.scrollHeight - element.scrollTop - element.clientHeight,
      );
    // The question is brought into view at once, and the answer is followed as it grows.
    await expect.poll(atEnd).toBeLessThanOrEqual(2);
    await chat.waitForAnswer();
    await expect
      .poll(() => chat.lastAnswer().textContent())
      .toContain('Line 30 of the new answer.');
    await expect.poll(atEnd).toBeLessThanOrEqual(2);
    expect(browser.errors).toEqual([]);
  });

  it('shows a finished tool call closed, with a chevron and its output in one line, EN and RU', async () => {
    browser = await openBrowser({ bypassCSP: true });
    await signUp(browser, { locale: 'en' });
    const { page } = browser;
    await page.goto(browser.url('/en/cabinet/tools'));
    await page.waitForSelector('[data-testid="mcp-manager"][data-hydrated="true"]');
    await page.fill('#mcp-name', 'Everything');
    await page.fill('#mcp-url', inject('mcpUrl'));
    await page.click('[data-testid="mcp-submit"]');
    await page.waitForSelector('[data-testid="mcp-server"][data-status="connected"]');
    const chat = chatPage(browser);
    await chat.open('/en/chat');
    await chat.chooseModel('gpt:gpt-mini', 'gpt:gpt');
    const args = hex(JSON.stringify({ message: 'hello from the card' }));
    await chat.send(`Please echo fake:tool=echo fake:args=${args}`);
    await page.click('[data-testid="tool-approve"]');
    await chat.waitForAnswer();
    const card = page.locator('[data-testid="tool-card"][data-state="done"]');
    const summary = card.locator('summary');
    // Closed, and its one line says what it did and that it opens.
    expect(await card.evaluate((details) => (details as HTMLDetailsElement).open)).toBe(false);
    expect(await summary.locator('.tool-card-title').textContent()).toBe('echo · Everything');
    expect(await summary.locator('[data-testid="tool-card-gist"]').textContent()).toBe(
      'Echo: hello from the card',
    );
    // …and how long the tool ran, as the api timed it (the wait for Approve not counted).
    expect(await summary.locator('[data-testid="tool-card-duration"]').textContent()).toMatch(
      /^run time\s\d+(\.\d+)?\ssec$/,
    );
    const chevron = summary.locator('.tool-card-chevron');
    expect(await chevron.isVisible()).toBe(true);
    const turn = () => chevron.evaluate((icon) => getComputedStyle(icon).transform);
    const closed = await turn();
    await summary.click();
    await card.locator('[data-testid="tool-card-output"]').waitFor();
    // The chevron turns to point down once the card is open.
    await expect.poll(turn).not.toBe(closed);
    expect(await seriousViolations(page)).toEqual([]);

    // The same card in Russian, after a reload.
    await page.goto(browser.url(`/ru/chat/${chat.chatIdFromUrl()}`));
    const ruCard = page.locator('[data-testid="tool-card"][data-state="done"]');
    await ruCard.waitFor();
    expect(await ruCard.locator('[data-testid="tool-card-gist"]').textContent()).toBe(
      'Echo: hello from the card',
    );
    expect(await ruCard.locator('.tool-card-chevron').isVisible()).toBe(true);
    // The saved duration, in Russian ("0,3 с").
    expect(await ruCard.locator('[data-testid="tool-card-duration"]').textContent()).toMatch(
      /^время выполнения\s\d+(,\d+)?\sс$/,
    );
    expect(browser.errors).toEqual([]);
  });

  it('lists image and Midjourney chats with a tile for one without an image, its own empty text, and no lone dot while queued (RU)', async () => {
    browser = await openBrowser();
    await signUp(browser, { locale: 'ru' });
    const { page } = browser;
    // A folder with a text chat in it: it is no folder of the image or Midjourney list.
    await page.goto(browser.url('/ru/chat'));
    await page.evaluate(async () => {
      const res = await fetch('/api/v1/chat/folders', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ name: 'Работа' }),
      });
      if (!res.ok) throw new Error(`folder: ${res.status}`);
    });
    await page.goto(browser.url('/ru/chat/image'));
    await page.waitForSelector('[data-testid="img-studio"][data-hydrated="true"]');
    const empty = page.locator('[data-testid="chat-list-empty"]');
    expect(await empty.textContent()).toContain('Чатов картинок пока нет');
    expect(await page.$('[data-testid="folder"]')).toBeNull();

    await page.goto(browser.url('/ru/chat/midjourney'));
    await page.waitForSelector('[data-testid="mj-studio"][data-hydrated="true"]');
    expect(await empty.textContent()).toContain('Чатов Midjourney пока нет');
    await page.fill('[data-testid="mj-prompt"]', 'маяк в сумерках fake:polls=60');
    await page.click('[data-testid="mj-generate"]');
    const task = page.locator('[data-testid="mj-task"]');
    await task.waitFor();
    // Queued: a whole-width bar that says it waits, not a 0 % fill drawn as a dot.
    const bar = task.locator('[data-testid="mj-progress"] progress');
    await bar.waitFor();
    const widths = await task.evaluate((article) => {
      const progress = article.querySelector('progress');
      return {
        bar: progress?.getBoundingClientRect().width ?? 0,
        card: article.getBoundingClientRect().width,
      };
    });
    expect(widths.bar).toBeGreaterThan(widths.card / 2);
    expect(await task.locator('[data-testid="mj-progress"]').textContent()).toContain(
      'Ждём Midjourney…',
    );
    // The studio's list shows the chat, still without an image, as a tile that says so.
    const blank = page.locator('[data-testid="img-chat-grid"] [data-testid="img-chat-blank"]');
    await blank.waitFor();
    expect(await blank.locator('svg').count()).toBe(1);
    const colors = await blank.evaluate((tile) => {
      const style = getComputedStyle(tile);
      return { tile: style.backgroundColor, page: getComputedStyle(document.body).backgroundColor };
    });
    expect(colors.tile).not.toBe('rgb(255, 255, 255)');
    expect(browser.errors).toEqual([]);
  });
});

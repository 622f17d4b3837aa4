import { afterEach, describe, expect, it } from 'vitest';
import { seriousViolations } from './axe';
import { type Browser, openBrowser } from './browser';
import { savedAnswer } from './fixtures/chat-page';
import { signUp } from './session';

let browser: Browser | undefined;
afterEach(async () => {
  await browser?.close();
  browser = undefined;
});

async function openStudio(locale: 'ru' | 'en', options: { bypassCSP?: boolean } = {}) {
  browser = await openBrowser(options);
  await signUp(browser, { locale });
  const { page } = browser;
  await page.goto(browser.url(`/${locale}/text`));
  await page.waitForSelector('[data-testid="text-studio"][data-hydrated="true"]');
  // The models arrive from the catalogue; the studio picks one the fake OpenAI answers.
  await page.waitForSelector('[data-testid="text-studio-model"] option[value="gpt:gpt-mini"]', {
    state: 'attached',
  });
  await page.selectOption('[data-testid="text-studio-model"]', 'gpt:gpt-mini');
  return page;
}

const resultSelector = '[data-testid="text-studio-result"]';

describe('the text studio in a real browser', () => {
  it('streams a result beside the original with the changes marked, and replaces the original with it', async () => {
    const page = await openStudio('en');
    const original = 'Please make this shorter fake:chunks=6';
    await page.fill('[data-testid="text-studio-original"]', original);
    await page.selectOption('[data-testid="text-studio-action"]', 'shorten');
    // By keyboard: Ctrl+Enter in the text applies the action.
    await page.focus('[data-testid="text-studio-original"]');
    await page.keyboard.press('Control+Enter');
    await page.waitForSelector(`${resultSelector}[data-status="complete"]`);
    // The words the result adds are marked against the original (jsdiff, loaded on demand).
    await page.waitForSelector('[data-testid="text-studio-diff"] ins');
    const chatId = await page.getAttribute(resultSelector, 'data-chat-id');
    const saved = await savedAnswer(page, chatId ?? '');
    expect(saved.status).toBe('complete');
    expect(saved.content.length).toBeGreaterThan(0);
    // The run is not a chat in the sidebar until continued.
    expect(await page.$(`[data-testid="chat-item"][data-chat-id="${chatId}"]`)).toBeNull();

    await page.click('[data-testid="text-studio-replace"]');
    expect(await page.inputValue('[data-testid="text-studio-original"]')).toBe(saved.content);

    await Promise.all([
      page.waitForURL(new RegExp(`/en/chat/${chatId}$`)),
      page.click('[data-testid="text-studio-continue"]'),
    ]);
    await page.waitForSelector('[data-testid="message-assistant"]');
  });

  it('resumes the result after a reload in the middle and ends with exactly the server text', async () => {
    const page = await openStudio('ru');
    await page.fill(
      '[data-testid="text-studio-original"]',
      'Длинный текст для правки fake:chunks=80 fake:delay=60',
    );
    await page.selectOption('[data-testid="text-studio-action"]', 'fix');
    await page.click('[data-testid="text-studio-run"]');
    await page.waitForFunction(
      (selector) => (document.querySelector(selector)?.textContent?.length ?? 0) > 3,
      '[data-testid="text-studio-output"]',
    );
    await page.waitForURL(/[?&]run=/);
    await page.reload();
    await page.waitForSelector('[data-testid="text-studio"][data-hydrated="true"]');
    // The page attaches to the running answer and finds the original text again.
    await page.waitForSelector(
      `${resultSelector}[data-status="streaming"], ${resultSelector}[data-status="complete"]`,
    );
    await page.waitForSelector(`${resultSelector}[data-status="complete"]`, { timeout: 20_000 });
    expect(await page.inputValue('[data-testid="text-studio-original"]')).toContain(
      'Длинный текст для правки',
    );
    expect(await page.inputValue('[data-testid="text-studio-action"]')).toBe('fix');
    const chatId = await page.getAttribute(resultSelector, 'data-chat-id');
    const saved = await savedAnswer(page, chatId ?? '');
    expect(saved.status).toBe('complete');
    await page.uncheck('[data-testid="text-studio-mark"]');
    expect(await page.textContent('[data-testid="text-studio-output"]')).toBe(saved.content);

    // The history lists the runs, newest first, with their action in the interface language.
    await page.fill('[data-testid="text-studio-original"]', 'Второй текст fake:chunks=2');
    await page.selectOption('[data-testid="text-studio-action"]', 'tone');
    await page.selectOption('[data-testid="text-studio-tone"]', 'formal');
    await page.click('[data-testid="text-studio-run"]');
    await page.waitForSelector(`${resultSelector}[data-status="complete"]`);
    const past = '[data-testid="text-studio-past-run"]';
    await page.waitForFunction(
      (selector) => document.querySelectorAll(selector).length === 2,
      past,
    );
    const listed = await page.$$eval(past, (items) => items.map((item) => item.textContent ?? ''));
    expect(listed[0]).toContain('Сменить тон: Официальный');
    expect(listed[0]).toContain('Второй текст');
    expect(listed[1]).toContain('Исправить грамматику и орфографию');
    expect(listed[1]).toContain('Длинный текст для правки');
    // Reopening the older run brings back its text, action and the saved result. The history
    // the studio asks for meanwhile is answered only after the delete below has finished, with
    // what the api said before it: a stale list must not bring the deleted run back.
    let deleteDone = () => {};
    const deleteFinished = new Promise<void>((resolve) => {
      deleteDone = resolve;
    });
    const staleLists: Promise<void>[] = [];
    await page.route(/\/api\/v1\/text-studio$/, async (route) => {
      if (route.request().method() !== 'GET') return route.continue();
      const answered = route.fetch().then(async (response) => {
        await deleteFinished;
        await route.fulfill({ response });
      });
      staleLists.push(answered);
      await answered;
    });
    await page.click(`${past}:nth-child(2) [data-testid="text-studio-past-open"]`);
    await page.waitForFunction(
      (text) =>
        (document.querySelector('[data-testid="text-studio-output"]')?.textContent ?? '') === text,
      saved.content,
    );
    expect(await page.inputValue('[data-testid="text-studio-original"]')).toBe(
      'Длинный текст для правки fake:chunks=80 fake:delay=60',
    );
    expect(await page.inputValue('[data-testid="text-studio-action"]')).toBe('fix');
    // Deleting one removes it for good.
    await Promise.all([
      page
        .waitForResponse(
          (response) =>
            /\/api\/v1\/text-studio\/[^/]+$/.test(response.url()) &&
            response.request().method() === 'DELETE',
        )
        .then(deleteDone),
      page.click(`${past}:first-child [data-testid="text-studio-past-delete"]`),
    ]);
    await page.waitForFunction(
      (selector) => document.querySelectorAll(selector).length === 1,
      past,
    );
    expect(staleLists.length).toBeGreaterThan(0);
    await Promise.all(staleLists);
    await page.unrouteAll();
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
    expect(await page.locator(past).count()).toBe(1);
    await page.reload();
    await page.waitForSelector('[data-testid="text-studio-history"][data-ready="true"]');
    const left = await page.$$eval(past, (items) => items.map((item) => item.textContent ?? ''));
    expect(left).toHaveLength(1);
    expect(left[0]).toContain('Длинный текст для правки');
  });

  it('says what is missing when nothing was typed, in the interface language', async () => {
    const page = await openStudio('ru');
    await page.click('[data-testid="text-studio-run"]');
    expect(await page.textContent('[data-testid="text-studio-problem"]')).toBe(
      'Сначала введите или вставьте текст.',
    );
  });

  it('has no serious or critical axe violation with a marked result, light and dark', async () => {
    // axe goes in as an inline script, which the strict CSP would refuse.
    const page = await openStudio('en', { bypassCSP: true });
    await page.fill('[data-testid="text-studio-original"]', 'Fix this text fake:chunks=5');
    await page.selectOption('[data-testid="text-studio-action"]', 'tone');
    await page.selectOption('[data-testid="text-studio-tone"]', 'playful');
    await page.click('[data-testid="text-studio-run"]');
    await page.waitForSelector('[data-testid="text-studio-diff"]');
    for (const theme of ['light', 'dark'] as const) {
      await browser?.context.addCookies([{ name: 'theme', value: theme, url: page.url() }]);
      // The run is in the address: the reloaded page replays it and marks the changes again.
      await page.reload();
      await page.waitForSelector('[data-testid="text-studio-diff"]');
      expect(await page.inputValue('[data-testid="text-studio-tone"]')).toBe('playful');
      expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe(theme);
      expect(await seriousViolations(page), theme).toEqual([]);
    }
  });

  it('marks the corrected word of a fixed text, and keeps the text when the provider fails', async () => {
    const page = await openStudio('en');
    // The fake answers exactly this text (hex in a directive, which the diff shows as removed).
    const fixed = Buffer.from('The cat sat on the mat.').toString('hex');
    await page.fill(
      '[data-testid="text-studio-original"]',
      `The cat sat on teh mat. fake:text=${fixed}`,
    );
    await page.selectOption('[data-testid="text-studio-action"]', 'fix');
    await page.click('[data-testid="text-studio-run"]');
    await page.waitForSelector('[data-testid="text-studio-diff"]');
    const marked = await page.evaluate(() => ({
      added: [...document.querySelectorAll('[data-testid="text-studio-diff"] ins')].map(
        (node) => node.textContent,
      ),
      removed: [...document.querySelectorAll('[data-testid="text-studio-diff"] del')].map(
        (node) => node.textContent,
      ),
    }));
    expect(marked.added).toContain('the');
    expect(marked.removed).toContain('teh');

    const failing = 'Keep me fake:fail=500';
    await page.fill('[data-testid="text-studio-original"]', failing);
    await page.click('[data-testid="text-studio-run"]');
    await page.waitForSelector(`${resultSelector}[data-status="error"]`);
    expect(await page.textContent('[data-testid="text-studio-error"]')).toBe(
      'The model could not finish the answer. Try again.',
    );
    expect(await page.inputValue('[data-testid="text-studio-original"]')).toBe(failing);
  });
});

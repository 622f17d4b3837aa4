import { afterEach, describe, expect, inject, it } from 'vitest';
import { type Browser, openBrowser } from './browser';
import { chatPage } from './fixtures/chat-page';
import { joinTeam, shareChat } from './fixtures/same-origin-api';
import { signUp } from './session';

let browser: Browser | undefined;
afterEach(async () => {
  await browser?.close();
  browser = undefined;
});

async function signedInChat(locale: 'ru' | 'en', viewport?: { width: number; height: number }) {
  browser = await openBrowser();
  if (viewport) await browser.page.setViewportSize(viewport);
  await browser.context.grantPermissions(['clipboard-read', 'clipboard-write'], {
    origin: new URL(browser.url('/')).origin,
  });
  await signUp(browser, { locale });
  const chat = chatPage(browser);
  await chat.open(`/${locale}/chat`);
  await chat.chooseModel('gpt:gpt-mini', 'gpt:gpt');
  return chat;
}

type Chat = Awaited<ReturnType<typeof signedInChat>>;

/** A real 1×1 PNG. */
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** Fires a paste on the question box carrying `text` or a screenshot, as a browser would. */
function paste(chat: Chat, content: { text?: string; screenshot?: boolean }) {
  return chat.page.$eval(
    '[data-testid="composer-input"]',
    (input, { text, bytes }) => {
      const data = new DataTransfer();
      if (text !== undefined) data.setData('text/plain', text);
      if (bytes) {
        data.items.add(new File([new Uint8Array(bytes)], 'screenshot.png', { type: 'image/png' }));
      }
      input.dispatchEvent(
        new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
      );
    },
    { text: content.text, bytes: content.screenshot ? [...png] : undefined },
  );
}

/** Drops files on the composer, as dragging them from the desktop does. */
function drop(chat: Chat, files: { name: string; type: string; text: string }[]) {
  return chat.page.$eval(
    '[data-testid="composer"]',
    (form, list) => {
      const data = new DataTransfer();
      for (const file of list)
        data.items.add(new File([file.text], file.name, { type: file.type }));
      form.dispatchEvent(new DragEvent('dragover', { dataTransfer: data, bubbles: true }));
      form.dispatchEvent(new DragEvent('drop', { dataTransfer: data, bubbles: true }));
    },
    files,
  );
}

/** The fake provider's last prompt containing `marker`, as text. */
async function promptWith(marker: string): Promise<string> {
  const list = (await (await fetch(`${inject('fakeOpenAIUrl')}/__fake/requests`)).json()) as {
    body: unknown;
  }[];
  return JSON.stringify(list.findLast((r) => JSON.stringify(r.body).includes(marker))?.body ?? '');
}

const chips = (chat: Chat) =>
  chat.page.$$eval('[data-testid="composer-file"]', (list) =>
    list.map((chip) => `${chip.getAttribute('data-kind')}:${chip.textContent}`),
  );

describe('attachments in the composer', () => {
  it.each([
    ['en', 'is empty', 'Accepted: PNG, JPEG'],
    ['ru', 'пустой', 'Подходят: PNG, JPEG'],
  ] as const)(
    'several files by picker, drop and paste; refusals say why (%s)',
    async (locale, empty, accepted) => {
      const chat = await signedInChat(locale);
      const input = '[data-testid="composer-file-input"]';
      expect(await chat.page.getAttribute(input, 'multiple')).not.toBeNull();
      const marker = `notes-${crypto.randomUUID()}`;
      await chat.page.setInputFiles(input, [
        { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from(marker) },
        { name: 'photo.png', mimeType: 'image/png', buffer: png },
      ]);
      await drop(chat, [{ name: 'dropped.md', type: 'text/markdown', text: '# dropped' }]);
      await paste(chat, { screenshot: true });
      await expect.poll(() => chips(chat)).toHaveLength(4);
      const kinds = (await chips(chat)).map((chip) => chip.split(':')[0]);
      expect(kinds).toEqual(['document', 'image', 'document', 'image']);
      expect(await chat.page.$$('[data-testid="composer-file"] img')).toHaveLength(2);
      // Removable before sending.
      await chat.page.locator('[data-testid="composer-file-remove"]').nth(2).click();
      await expect.poll(() => chips(chat)).toHaveLength(3);

      await chat.page.setInputFiles(input, {
        name: 'empty.txt',
        mimeType: 'text/plain',
        buffer: Buffer.alloc(0),
      });
      await expect
        .poll(() => chat.page.textContent('[data-testid="composer-file-error"]'))
        .toContain(empty);
      await chat.page.setInputFiles(input, {
        name: 'tool.exe',
        mimeType: 'application/x-msdownload',
        buffer: Buffer.from('MZ'),
      });
      await expect
        .poll(() => chat.page.textContent('[data-testid="composer-file-error"]'))
        .toContain(accepted);
      expect(await chips(chat)).toHaveLength(3);

      await chat.send('What is in these files?');
      await chat.waitForAnswer();
      const shown = chat.page.locator(
        '[data-testid="message-user"] [data-testid="message-attachment"]',
      );
      expect(await shown.count()).toBe(3);
      expect(await chat.page.$$('[data-testid="message-user"] img.file-chip-thumb')).toHaveLength(
        2,
      );
      expect(await chips(chat)).toEqual([]);

      // A later question still has the document, and the saved message keeps every file.
      const later = `And the notes? ${crypto.randomUUID()}`;
      await chat.send(later);
      await chat.page.waitForFunction(
        () =>
          document.querySelectorAll('[data-testid="message-assistant"][data-status="complete"]')
            .length === 2,
      );
      expect(await promptWith(later)).toContain(marker);
      // The photos of the earlier turn go to the vision model again, as image parts.
      expect(await promptWith(later)).toContain(`data:image/png;base64,${png.toString('base64')}`);
      await chat.page.reload();
      await chat.page.waitForSelector('[data-testid="message-user"] img.file-chip-thumb');
      expect(await chat.page.locator('[data-testid="message-attachment"]').count()).toBe(3);
      expect(browser?.errors).toEqual([]);
    },
  );

  it('says what no longer fits with the answer, again after a reload, in both languages', async () => {
    browser = await openBrowser();
    await signUp(browser, { locale: 'en' });
    const { page } = browser;
    await page.goto(browser.url('/en/chat'));
    // Three large documents, then a question with one more: the oldest no longer fits the
    // window of GPT-4o mini (128k tokens) beside the others.
    const { chatId, shown } = await page.evaluate(async () => {
      const sendWith = async (question: string, files: File[], chat?: string) => {
        const body = new FormData();
        body.set('messages', JSON.stringify([{ role: 'user', content: question }]));
        body.set('requestId', crypto.randomUUID());
        for (const file of files) body.append('files', file);
        const query = chat ? `?chatId=${chat}` : '';
        const response = await fetch(`/api/v1/openai/gpt/gpt-mini${query}`, {
          method: 'POST',
          body,
        });
        if (!response.ok) throw new Error(`send: ${response.status}`);
        return (await response.json()) as { chatId: string; leftOut?: string[] };
      };
      const doc = (n: number, chars: number) =>
        new File([`doc${n}-`.padEnd(chars, 'x')], `doc-${n}.txt`, { type: 'text/plain' });
      const first = await sendWith('Keep these', [
        doc(1, 100_000),
        doc(2, 100_000),
        doc(3, 100_000),
      ]);
      const second = await sendWith('And this one', [doc(4, 40_000)], first.chatId);
      return { chatId: first.chatId, shown: second.leftOut };
    });
    expect(shown).toEqual(['doc-1.txt']);
    const notice = '[data-testid="message-left-out"]';
    for (const [locale, text] of [
      ['en', "No longer fits in the model's context and was left out: doc-1.txt"],
      ['ru', 'Больше не помещается в контекст модели и не учтено: doc-1.txt'],
    ] as const) {
      await page.goto(browser.url(`/${locale}/chat/${chatId}`));
      await page.waitForSelector(notice);
      expect(await page.locator(notice).allTextContents()).toEqual([text]);
      // Under the newest answer, not the first.
      expect(
        await page.$eval(notice, (node) =>
          node
            .closest('[data-testid="message-assistant"]')
            ?.isSameNode(
              [...document.querySelectorAll('[data-testid="message-assistant"]')].at(-1) ?? null,
            ),
        ),
      ).toBe(true);
    }
    expect(browser.errors).toEqual([]);
  });

  it.each([
    ['en', 'is attached as a text file', /at most 200,000 fit/],
    ['ru', 'прикреплена как текстовый файл', /не больше 200\s000/],
  ] as const)(
    'a long paste becomes a text file at once; the box states the limit (%s)',
    async (locale, note, limit) => {
      const chat = await signedInChat(locale);
      const marker = `long-${crypto.randomUUID()}`;
      const long = `${marker} ${'lorem ipsum '.repeat(17_000)}`;
      await chat.page.fill('[data-testid="composer-input"]', 'Summarize: ');
      await paste(chat, { text: long });
      await expect.poll(() => chips(chat)).toEqual([expect.stringContaining('pasted-text-1.txt')]);
      expect(await chat.page.textContent('[data-testid="composer-paste-note"]')).toContain(note);
      expect(await chat.page.inputValue('[data-testid="composer-input"]')).toBe('Summarize: ');
      await chat.page.press('[data-testid="composer-input"]', 'Enter');
      await chat.waitForAnswer();
      expect(await promptWith(marker)).toContain('pasted-text-1.txt');
      expect(await chat.page.textContent('[data-testid="message-attachment"]')).toContain(
        'pasted-text-1.txt',
      );

      // Text that is too long however it got there: said before sending, and sending is off.
      await chat.page.fill('[data-testid="composer-input"]', 'x'.repeat(200_001));
      await expect
        .poll(() => chat.page.textContent('[data-testid="composer-too-long"]'))
        .toMatch(limit);
      expect(await chat.page.isDisabled('[data-testid="composer-send"]')).toBe(true);
      expect(browser?.errors).toEqual([]);
    },
  );
});

describe('sending and stopping', () => {
  it('a double click on send sends once and does not stop the answer', {
    timeout: 120_000,
  }, async () => {
    const chat = await signedInChat('en');
    await chat.page.fill('[data-testid="composer-input"]', 'Tell me fake:chunks=20 fake:delay=40');
    await chat.page.dblclick('[data-testid="composer-send"]');
    await chat.waitForAnswer();
    expect(await chat.page.$$('[data-testid="message-user"]')).toHaveLength(1);
    expect(await chat.lastAnswer().getAttribute('data-status')).toBe('complete');

    // A deliberate click on stop, after the burst, still stops.
    await chat.send('Again fake:chunks=80 fake:delay=60');
    await chat.page.waitForFunction(
      () =>
        (document.querySelectorAll('[data-testid="answer-text"]')[1]?.textContent?.length ?? 0) > 3,
    );
    await chat.page.click('[data-testid="composer-stop"]');
    await chat.waitForAnswer('stopped');
  });
});

describe('the composer keeps clear of the conversation', () => {
  it.each([
    ['desktop', { width: 1440, height: 900 }],
    ['mobile', { width: 390, height: 844 }],
  ] as const)(
    'the newest answer ends above the composer when a chat opens (%s)',
    async (_, size) => {
      const chat = await signedInChat('ru', size);
      for (const n of [1, 2, 3]) {
        await chat.send(`Question ${n} fake:chunks=60`);
        await chat.page.waitForFunction(
          (count) =>
            document.querySelectorAll('[data-testid="message-assistant"][data-status="complete"]')
              .length === count,
          n,
        );
      }
      await chat.page.reload();
      await chat.page.waitForSelector('[data-testid="model-picker"][data-ready="true"]');
      const gap = () =>
        chat.page.evaluate(() => {
          const answers = document.querySelectorAll('[data-testid="message-assistant"]');
          const last = answers[answers.length - 1]?.getBoundingClientRect();
          const composer = document
            .querySelector('[data-testid="composer"]')
            ?.getBoundingClientRect();
          return (composer?.top ?? 0) - (last?.bottom ?? Number.POSITIVE_INFINITY);
        });
      await expect.poll(gap).toBeGreaterThanOrEqual(0);
    },
  );

  it.each(['ru', 'en'] as const)(
    'opening a chat shows the composer at its final size before the page is live: nothing shifts (%s, mobile)',
    async (locale) => {
      // The model chosen here is remembered; the server renders the composer with it.
      const chat = await signedInChat(locale, { width: 390, height: 844 });
      await chat.send('Question fake:chunks=3');
      await chat.page.waitForSelector('[data-testid="message-assistant"][data-status="complete"]');
      await chat.page.addInitScript(() => {
        const shifts: number[] = [];
        const observer = new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & {
            value: number;
            hadRecentInput: boolean;
          })[]) {
            if (!entry.hadRecentInput) shifts.push(entry.value);
          }
        });
        observer.observe({ type: 'layout-shift', buffered: true });
        Object.assign(window, { layoutShifts: { shifts, observer } });
      });
      await chat.page.reload();
      await chat.page.waitForSelector('[data-testid="model-picker"][data-ready="true"]');
      const shifted = await chat.page.evaluate(async () => {
        // The frame after the composer took its live state is laid out and painted first.
        await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
        const { shifts, observer } = (
          window as unknown as {
            layoutShifts: { shifts: number[]; observer: PerformanceObserver };
          }
        ).layoutShifts;
        for (const entry of observer.takeRecords() as (PerformanceEntry & {
          value: number;
          hadRecentInput: boolean;
        })[]) {
          if (!entry.hadRecentInput) shifts.push(entry.value);
        }
        return shifts.reduce((sum, value) => sum + value, 0);
      });
      // Lighthouse counts 0.1 as poor; the composer growing when the page went live was 0.14.
      expect(shifted).toBeLessThan(0.01);
      // The picker names the model from the first byte, never by its internal id.
      const picker = chat.page.locator('[data-testid="model-picker"]');
      await expect.poll(() => picker.textContent()).not.toContain('gpt:');
    },
  );

  it('the newest answer ends above the shared-chat banner (mobile)', {
    timeout: 120_000,
  }, async () => {
    const chat = await signedInChat('en', { width: 390, height: 844 });
    for (const n of [1, 2, 3]) {
      await chat.send(`Question ${n} fake:chunks=60`);
      await chat.page.waitForFunction(
        (count) =>
          document.querySelectorAll('[data-testid="message-assistant"][data-status="complete"]')
            .length === count,
        n,
      );
    }
    const chatId = chat.chatIdFromUrl() ?? '';
    // A share is read only by a member of the chat's team (decision 123).
    const owner = browser as Browser;
    browser = await openBrowser();
    try {
      await browser.page.setViewportSize({ width: 390, height: 844 });
      const reader = await signUp(browser, { locale: 'en' });
      const readerId = await joinTeam(owner.page, browser.page, reader.email);
      await shareChat(owner.page, chatId, [readerId]);
    } finally {
      await owner.close();
    }
    const { page } = browser;
    await page.goto(browser.url(`/en/chat/${chatId}`));
    await page.waitForSelector('[data-testid="read-only-notice"]');
    const gap = () =>
      page.evaluate(() => {
        const answers = document.querySelectorAll('[data-testid="message-assistant"]');
        const last = answers[answers.length - 1]?.getBoundingClientRect();
        const notice = document
          .querySelector('[data-testid="read-only-notice"]')
          ?.getBoundingClientRect();
        return (notice?.top ?? 0) - (last?.bottom ?? Number.POSITIVE_INFINITY);
      });
    // The page scrolls to the end once it is live: polled for the suite's 30 s.
    await expect.poll(gap).toBeGreaterThanOrEqual(0);
  });

  it('the send tooltip sits on its button, and the "copied" toast does not cover the box', async () => {
    const chat = await signedInChat('en');
    await chat.page.fill('[data-testid="composer-input"]', 'Hello');
    const tooltip = await chat.page.$eval('[data-testid="composer-send"]', (button) => ({
      bottom: Number.parseFloat(getComputedStyle(button, '::after').bottom),
      height: button.clientHeight,
    }));
    // `bottom: calc(100% + 6px)` of the button itself, not of the whole box.
    expect(tooltip.bottom).toBeCloseTo(tooltip.height + 6, 0);
    await chat.page.press('[data-testid="composer-input"]', 'Enter');
    await chat.waitForAnswer();
    await chat.page.locator('[data-testid="message-copy"]').last().click();
    const toast = chat.page.locator('.toast-card').last();
    await toast.waitFor();
    const [card, box] = await Promise.all([
      toast.boundingBox(),
      chat.page.locator('[data-testid="composer"]').boundingBox(),
    ]);
    const overlaps = card && box && card.y < box.y + box.height && box.y < card.y + card.height;
    expect(overlaps).toBeFalsy();
  });
});

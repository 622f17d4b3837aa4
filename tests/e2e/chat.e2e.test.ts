import { afterEach, describe, expect, it } from 'vitest';
import { seriousViolations } from './axe';
import { type Browser, openBrowser } from './browser';
import { chatPage, recordApiRequests, savedAnswer } from './fixtures/chat-page';
import { membersPage } from './fixtures/members-page';
import { type ImportedTurn, importChat, sameOriginApi } from './fixtures/same-origin-api';
import { xssCorpus } from './fixtures/xss-corpus';
import { signUp } from './session';

let browser: Browser | undefined;
afterEach(async () => {
  await browser?.close();
  browser = undefined;
});

async function signedInChat(locale: 'ru' | 'en' = 'ru', options: { bypassCSP?: boolean } = {}) {
  browser = await openBrowser(options);
  await browser.context.grantPermissions(['clipboard-read', 'clipboard-write'], {
    origin: new URL(browser.url('/')).origin,
  });
  await signUp(browser, { locale });
  const chat = chatPage(browser);
  await chat.open(`/${locale}/chat`);
  return chat;
}

describe('the chat in a real browser', () => {
  it('sends a question, streams the answer, and swaps the fk- placeholder for the real id without a reload', async () => {
    const chat = await signedInChat();
    const requests = recordApiRequests(chat.page);
    await chat.chooseModel('gpt:gpt-mini', 'gpt:gpt');
    await chat.page.evaluate(() => {
      (window as unknown as { marker: number }).marker = 1;
    });
    await chat.send('Привет! Расскажи что-нибудь.');
    // The question shows at once, before any answer.
    await chat.page.waitForSelector('[data-testid="message-user"]', { timeout: 1000 });
    await chat.waitForAnswer();
    const chatId = chat.chatIdFromUrl();
    expect(chatId).toMatch(/^(?!fk-)\S+$/);
    expect(await chat.page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(
      1,
    );
    const answer = await chat.copiedAnswer();
    expect(answer.length).toBeGreaterThan(0);
    expect((await savedAnswer(chat.page, chatId ?? '')).content).toBe(answer);
    await chat.page.waitForSelector(
      `[data-testid="chat-item"][data-chat-id="${chatId}"] [aria-current="page"]`,
    );
    // The header names the new chat as the api did, without a reload.
    await expect
      .poll(() => chat.page.textContent('[data-testid="conversation-title"]'))
      .toContain('Привет! Расскажи');

    // A second question in the same chat goes with its id; no request ever carries fk-.
    await chat.send('Ещё один вопрос');
    await chat.page.waitForFunction(
      () =>
        document.querySelectorAll('[data-testid="message-assistant"][data-status="complete"]')
          .length === 2,
    );
    expect(requests.filter((r) => r.includes('fk-'))).toEqual([]);
    expect(requests.some((r) => r.includes(`chatId=${chatId}`))).toBe(true);
    expect(browser?.errors).toEqual([]);
  });

  it('stops an answer and keeps its text', async () => {
    const chat = await signedInChat('en');
    await chat.chooseModel('gpt:gpt-mini', 'gpt:gpt');
    await chat.send('Write a long story fake:chunks=80 fake:delay=60');
    await chat.page.waitForFunction(() => {
      const answer = document.querySelector(
        '[data-testid="message-assistant"] [data-testid="answer-text"]',
      );
      return (answer?.textContent?.length ?? 0) > 5;
    });
    await chat.page.click('[data-testid="composer-stop"]');
    await chat.waitForAnswer('stopped');
    const kept = await chat.copiedAnswer();
    expect(kept.length).toBeGreaterThan(0);
    // Once the api has recorded the answer as stopped, nothing more can arrive: the page still
    // shows what it kept, and a reload shows the saved answer.
    await chat.page.waitForURL(/\/en\/chat\/(?!fk-)[^/?#]+$/);
    const chatId = chat.chatIdFromUrl() ?? '';
    await expect.poll(async () => (await savedAnswer(chat.page, chatId)).status).toBe('stopped');
    expect(await chat.copiedAnswer()).toBe(kept);
    const saved = await savedAnswer(chat.page, chatId);
    expect(saved.content.length).toBeGreaterThan(0);
    await chat.page.reload();
    await chat.waitForAnswer('stopped');
    expect(await chat.copiedAnswer()).toBe(saved.content);
  });

  it('regenerates and edits into versions, switches ‹ 1/2 ›, and shows the chosen branch after a reload', async () => {
    // axe goes in as an inline script, which the strict CSP would refuse.
    const chat = await signedInChat('ru', { bypassCSP: true });
    await chat.chooseModel('gpt:gpt-mini', 'gpt:gpt');
    await chat.send('Дай ответ fake:chunks=2');
    await chat.waitForAnswer();
    await chat.page.click('[data-testid="message-regenerate"]');
    await chat.waitForAnswer('streaming').catch(() => {});
    await chat.waitForAnswer();
    // The new answer is shown in place; the earlier one is its version 1.
    expect(await chat.answers()).toHaveLength(1);
    const answerSwitcher = '[data-testid="message-assistant"] [data-testid="branch-position"]';
    await chat.page.waitForSelector(`${answerSwitcher}:has-text("2/2")`);

    // Edit the question: Escape cancels, Enter sends a new version and gets a new answer.
    const question = '[data-testid="message-user"]';
    await chat.page.click(`${question} [data-testid="message-edit"]`);
    await chat.page.press('[data-testid="message-editor-input"]', 'Escape');
    await chat.page.waitForSelector('[data-testid="message-editor"]', { state: 'detached' });
    await chat.page.click(`${question} [data-testid="message-edit"]`);
    const editor = chat.page.locator('[data-testid="message-editor-input"]');
    expect(await editor.inputValue()).toBe('Дай ответ fake:chunks=2');
    expect(await editor.getAttribute('aria-label')).toBe('Изменить сообщение');
    await editor.fill('Другой вопрос fake:chunks=3');
    await editor.press('Enter');
    await chat.page.waitForSelector(
      '[data-testid="message-assistant"][data-status="complete"] [data-testid="answer-text"]:has-text("w1 w2 w3")',
    );
    expect(await chat.page.textContent(question)).toContain('Другой вопрос');
    const questionSwitcher = `${question} [data-testid="branch-position"]`;
    await chat.page.waitForSelector(`${questionSwitcher}:has-text("2/2")`);
    expect(await chat.page.textContent(`${questionSwitcher} .visually-hidden`)).toBe(
      'Версия 2 из 2',
    );
    expect(await seriousViolations(chat.page)).toEqual([]);

    // ‹ 1/2 ›: back to the first question with its (latest) answer; a reload shows the same.
    await chat.page.click(`${question} [aria-label="Предыдущая версия"]`);
    await chat.page.waitForSelector(`${questionSwitcher}:has-text("1/2")`);
    expect(await chat.page.textContent(question)).toContain('Дай ответ');
    const shownAnswer = await chat.page.textContent('[data-testid="answer-text"]');
    expect(shownAnswer).toContain('w1 w2');
    expect(shownAnswer).not.toContain('w3');
    await chat.page.reload();
    await chat.page.waitForSelector(`${questionSwitcher}:has-text("1/2")`);
    expect(await chat.page.textContent(question)).toContain('Дай ответ');
    await chat.page.waitForSelector(`${answerSwitcher}:has-text("2/2")`);
    expect(await chat.answers()).toHaveLength(1);

    // A search result in the other version (`?m=`) shows its branch, without remembering it.
    const chatId = chat.chatIdFromUrl() ?? '';
    const otherId = await chat.page.evaluate(async (id) => {
      const page = await (await fetch(`/api/v1/message/chat/${id}/`)).json();
      return page.items[0].siblings.ids[1] as string;
    }, chatId);
    await chat.open(`/ru/chat/${chatId}?m=${otherId}`);
    await chat.page.waitForSelector(`${questionSwitcher}:has-text("2/2")`);
    expect(await chat.page.textContent(question)).toContain('Другой вопрос');
    await chat.open(`/ru/chat/${chatId}`);
    await chat.page.waitForSelector(`${questionSwitcher}:has-text("1/2")`);
    expect(browser?.errors).toEqual([]);
  });

  it('renames and deletes a chat from the sidebar', async () => {
    const chat = await signedInChat('en');
    await chat.chooseModel('gpt:gpt-mini', 'gpt:gpt');
    await chat.send('Name me');
    await chat.waitForAnswer();
    const chatId = chat.chatIdFromUrl();
    const item = `[data-testid="chat-item"][data-chat-id="${chatId}"]`;
    await chat.page.hover(item);
    await chat.page.click(`${item} [data-testid="chat-rename"]`);
    await chat.page.fill('[data-testid="chat-rename-input"]', 'Renamed chat');
    await chat.page.press('[data-testid="chat-rename-input"]', 'Enter');
    await chat.page.waitForSelector(`${item}:has-text("Renamed chat")`);
    await chat.page.waitForSelector('[data-testid="conversation-title"]:has-text("Renamed chat")');
    await chat.page.reload();
    await chat.page.waitForSelector(`${item}:has-text("Renamed chat")`);
    // Buttons work once the page has hydrated; the model picker says when.
    await chat.page.waitForSelector('[data-testid="model-picker"][data-ready="true"]');

    await chat.page.hover(item);
    await chat.page.click(`${item} [data-testid="chat-delete"]`);
    await chat.page.click(`${item} [data-testid="chat-delete-confirm"]`);
    await chat.page.waitForURL((url) => url.pathname === '/en/chat');
    await chat.page.waitForSelector(item, { state: 'detached' });
    await chat.page.reload();
    expect(await chat.page.$(item)).toBeNull();
  });

  it('remembers the model across reloads and shows web search only for gpt:gpt and gpt:gpt-mini', async () => {
    const chat = await signedInChat();
    const model = await chat.chooseModel('gpt:gpt', 'gpt:gpt-mini');
    const toggle = '[data-testid="web-search-toggle"]';
    // Web search is one of the switches in the composer's Tools panel.
    const openTools = async () => {
      await chat.page.click('[data-testid="chat-tools"]');
      await chat.page.waitForSelector('[data-testid="chat-tools-panel"]');
    };
    await openTools();
    expect(Boolean(await chat.page.$(toggle))).toBe(
      model === 'gpt:gpt' || model === 'gpt:gpt-mini',
    );
    await chat.page.keyboard.press('Escape');
    expect(await chat.chooseModel('local:llama', 'gemini:gemini-25-flash')).not.toMatch(/^gpt:/);
    await openTools();
    await chat.page.waitForSelector(toggle, { state: 'detached' });
    await chat.page.keyboard.press('Escape');
    await chat.chooseModel(model);
    await chat.page.reload();
    await chat.page.waitForSelector('[data-testid="model-picker"][data-ready="true"]');
    expect(await chat.page.getAttribute('[data-testid="model-picker"]', 'data-value')).toBe(model);
  });

  it('resumes an answer after a reload in the middle and ends with exactly the server text', async () => {
    const chat = await signedInChat();
    await chat.chooseModel('gpt:gpt-mini', 'gpt:gpt');
    await chat.send('Long answer please fake:chunks=80 fake:delay=60');
    await chat.page.waitForFunction(() => {
      const answer = document.querySelector(
        '[data-testid="message-assistant"] [data-testid="answer-text"]',
      );
      return (answer?.textContent?.length ?? 0) > 3;
    });
    await chat.page.waitForURL(/\/chat\/(?!fk-)[^/]+$/);
    const response = await chat.page.reload();
    expect(await response?.text()).toContain('data-status="streaming"');
    await chat.waitForAnswer();
    const shown = await chat.copiedAnswer();
    const saved = await savedAnswer(chat.page, chat.chatIdFromUrl() ?? '');
    expect(saved.status).toBe('complete');
    expect(shown).toBe(saved.content);
  });

  it('starts an empty conversation from "new chat" after the last one got its id', async () => {
    const chat = await signedInChat('en');
    await chat.chooseModel('gpt:gpt-mini', 'gpt:gpt');
    await chat.send('First chat');
    await chat.waitForAnswer();
    const first = chat.chatIdFromUrl();
    await chat.page.click('[data-testid="new-chat"]');
    await chat.page.waitForSelector('[data-testid="conversation-empty"]');
    expect(await chat.page.$('[data-testid="chat-item"][data-active="true"]')).toBeNull();
    await chat.send('Second chat');
    await chat.waitForAnswer();
    expect(chat.chatIdFromUrl()).not.toBe(first);
    expect(await chat.page.$$('[data-testid="message-user"]')).toHaveLength(1);
  });

  it('explains a refused send in the interface language and retries it', async () => {
    const chat = await signedInChat();
    await chat.chooseModel('gpt:gpt-mini', 'gpt:gpt');
    const refuse = JSON.stringify({ code: 'insufficient_funds', message: 'Insufficient funds' });
    await chat.page.route('**/api/v1/openai/*/*', (route) =>
      route.fulfill({ status: 402, contentType: 'application/json', body: refuse }),
    );
    await chat.send('Вопрос без денег');
    await chat.page.waitForSelector('[data-testid="message-error"][data-kind="funds"]');
    expect(await chat.page.textContent('[data-testid="message-error"]')).toContain(
      'Недостаточно средств',
    );
    expect(await chat.page.textContent('[data-testid="message-user"]')).toBe('Вопрос без денег');
    await chat.page.unroute('**/api/v1/openai/*/*');
    await chat.page.click('[data-testid="message-retry"]');
    await chat.waitForAnswer();
    expect(await chat.page.$$('[data-testid="message-user"]')).toHaveLength(1);
    expect(await chat.page.$('[data-testid="message-error"]')).toBeNull();
  });

  it('shares a chat with a team member, who then sees it', async () => {
    const member = await openBrowser();
    try {
      const { email } = await signUp(member, { locale: 'en' });
      const chat = await signedInChat('en');
      const invited = await sameOriginApi(chat.page, '/v1/entity/members', {
        method: 'POST',
        json: { email },
      });
      expect(invited, JSON.stringify(invited.body)).toMatchObject({ status: 202 });
      // Membership takes the invitee's consent (issue 9 §1): they accept in their cabinet.
      const invitee = membersPage(member);
      await invitee.open('en');
      await invitee.page.click('[data-testid="incoming-accept"]');
      await invitee.page.waitForSelector('[data-testid="member-leave"]');
      await chat.chooseModel('gpt:gpt-mini', 'gpt:gpt');
      await chat.send('A chat for the team');
      await chat.waitForAnswer();
      const chatId = chat.chatIdFromUrl();
      await chat.page.click('[data-testid="chat-share"]');
      await chat.page.check(`[data-testid="share-dialog"] label:has-text("${email}") input`);
      await chat.page.click('[data-testid="share-save"]');
      await chat.page.waitForSelector('[data-testid="share-done"]');

      await member.page.goto(member.url('/en/chat'));
      await member.page.click(`[data-testid="chat-item"][data-chat-id="${chatId}"] a`);
      await member.page.waitForURL((url) => url.pathname === `/en/chat/${chatId}`);
      await member.page.waitForSelector(
        '[data-testid="message-user"]:has-text("A chat for the team")',
      );
    } finally {
      await member.close();
    }
  });

  it('attaches a file with its size shown, refuses one over the limit, and sends the other', async () => {
    const chat = await signedInChat('en');
    await chat.chooseModel('gpt:gpt-mini', 'gpt:gpt');
    const input = '[data-testid="composer-file-input"]';
    await chat.page.setInputFiles(input, {
      name: 'huge.txt',
      mimeType: 'text/plain',
      buffer: Buffer.alloc(11 * 1024 * 1024, 97),
    });
    await chat.page.waitForSelector('[data-testid="composer-file-error"]');
    expect(await chat.page.$('[data-testid="composer-file"]')).toBeNull();
    await chat.page.setInputFiles(input, {
      name: 'notes.md',
      mimeType: 'text/markdown',
      buffer: Buffer.from('# Notes\n\nremember the milk\n'),
    });
    expect(await chat.page.textContent('[data-testid="composer-file"]')).toContain('notes.md');
    await chat.send('Summarize the file');
    await chat.waitForAnswer();
    expect(await chat.page.textContent('[data-testid="message-attachment"]')).toContain('notes.md');
    await chat.page.reload();
    await chat.page.waitForSelector('[data-testid="message-attachment"]:has-text("notes.md")');
  });

  it('keeps an unsent draft across a reload, and Shift+Enter breaks the line without sending', async () => {
    const chat = await signedInChat('en');
    await chat.page.fill('[data-testid="composer-input"]', 'first line');
    await chat.page.press('[data-testid="composer-input"]', 'Shift+Enter');
    await chat.page.type('[data-testid="composer-input"]', 'second line');
    expect(await chat.page.$('[data-testid="message-user"]')).toBeNull();
    await chat.page.reload();
    await chat.page.waitForSelector('[data-testid="model-picker"][data-ready="true"]');
    await expect
      .poll(() => chat.page.inputValue('[data-testid="composer-input"]'))
      .toBe('first line\nsecond line');
  });

  it('renders a hostile answer without running script or keeping forbidden attributes and schemes', async () => {
    const chat = await signedInChat('en');
    const chunks = xssCorpus.match(/[\s\S]{1,40}/g) ?? [];
    const body = `${chunks.map((text, i) => `id: ${i + 1}\nevent: delta\ndata: ${JSON.stringify({ text })}\n\n`).join('')}data: [DONE]\n\n`;
    await chat.page.route('**/api/v1/openai/*/*', (route) =>
      route.fulfill({ status: 200, headers: { 'content-type': 'text/event-stream' }, body }),
    );
    await chat.send('Show me the corpus');
    await chat.waitForAnswer();
    // The answer as markdown renders it once its renderer has loaded: the safe link and image.
    const safeLink =
      '[data-testid="message-assistant"] a[href="https://example.com/ok"][target="_blank"][rel="noopener noreferrer"]';
    const safeImage = '[data-testid="message-assistant"] img[src^="data:image/png"]';
    await chat.page.waitForSelector(safeLink, { state: 'attached' });
    await chat.page.waitForSelector(safeImage, { state: 'attached' });
    const report = await chat.page.evaluate(() => {
      // The rendered answer, not the actions under it (whose icons are our own SVG).
      const root = document.querySelector(
        '[data-testid="message-assistant"] [data-testid="answer-text"]',
      ) as HTMLElement;
      const bad: string[] = [];
      for (const el of root.querySelectorAll('*')) {
        if (/^(SCRIPT|IFRAME|OBJECT|EMBED|STYLE|FORM|SVG|MATH)$/i.test(el.tagName))
          bad.push(el.tagName);
        for (const attr of el.attributes) {
          if (/^on/i.test(attr.name) || /^(formaction|action|srcdoc)$/i.test(attr.name))
            bad.push(attr.name);
          if (/^(href|src|data|xlink:href)$/i.test(attr.name)) {
            const value = Array.from(attr.value)
              .filter((c) => c.charCodeAt(0) > 32)
              .join('')
              .toLowerCase();
            if (/^(javascript|vbscript|file|livescript):/.test(value))
              bad.push(`${attr.name}=${attr.value}`);
            if (value.startsWith('data:') && !/^data:image\/(gif|png|jpeg|webp)[;,]/.test(value))
              bad.push(`${attr.name}=${attr.value}`);
          }
        }
      }
      return {
        bad,
        xss: (window as unknown as { __xss?: string }).__xss,
        text: root.textContent ?? '',
      };
    });
    expect(report.bad).toEqual([]);
    expect(report.xss).toBeUndefined();
    expect(report.text).toContain('safe');
  });

  it('keeps a long chat to a window of mounted messages, mounting and loading older ones on scroll-up', async () => {
    const chat = await signedInChat('en');
    // 150 saved messages, three pages of 50, imported as a person would bring them.
    const { chatId } = await importChat(
      chat.page,
      'A long chat',
      Array.from({ length: 150 }, (_, n): ImportedTurn => {
        const i = Math.floor(n / 2);
        return n % 2 === 0
          ? { role: 'user', content: `Question ${i}` }
          : { role: 'assistant', content: `Answer **${i}**` };
      }),
    );
    await chat.open(`/en/chat/${chatId}`);
    await chat.chooseModel('gpt:gpt-mini', 'gpt:gpt');
    const inDom = () =>
      chat.page.$$eval('[data-testid^="message-"][data-message-id]', (list) => list.length);
    const scrollToTop = () =>
      chat.page.$eval('[data-testid="message-scroller"]', (el) => el.scrollTo(0, 0));
    expect(await inDom()).toBe(50);

    // Scrolling up loads the older pages until the first question is there.
    while (await chat.page.$('[data-testid="older-sentinel"]')) {
      const before = await inDom();
      await scrollToTop();
      await expect.poll(inDom).toBeGreaterThan(before);
    }
    expect(await inDom()).toBe(150);
    await chat.page.waitForSelector('text=Question 0');

    // Back at the end, the next question unmounts what scrolling up brought back.
    // Wait for the scroll event itself: the list decides from it that the reader is at the end.
    await chat.page.$eval(
      '[data-testid="message-scroller"]',
      (el) =>
        new Promise<void>((resolve) => {
          if (el.scrollTop + el.clientHeight >= el.scrollHeight - 1) return resolve();
          el.addEventListener('scroll', () => resolve(), { once: true });
          el.scrollTo(0, el.scrollHeight);
        }),
    );
    await chat.send('Question 75');
    await chat.page.waitForSelector('[data-testid="message-user"] >> text=Question 75');
    await expect
      .poll(() => chat.lastAnswer().getAttribute('data-status'), { timeout: 30_000 })
      .toBe('complete');
    await expect.poll(inDom).toBeLessThanOrEqual(62);
    const visibleLast = await chat.page
      .locator('[data-testid="message-user"]')
      .last()
      .textContent();
    expect(visibleLast).toContain('Question 75');

    // Scrolling up mounts the loaded messages again without asking the api.
    const requests = recordApiRequests(chat.page);
    const before = await inDom();
    await scrollToTop();
    await expect.poll(inDom).toBeGreaterThan(before);
    expect(requests.filter((r) => r.includes('/v1/message/chat/'))).toEqual([]);
    expect(browser?.errors).toEqual([]);
  });
});

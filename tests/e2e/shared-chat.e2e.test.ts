import { afterEach, describe, expect, it } from 'vitest';
import { type Browser, openBrowser } from './browser';
import { chatPage } from './fixtures/chat-page';
import { joinTeam, sameOriginApi, shareChat } from './fixtures/same-origin-api';
import { signUp } from './session';

const browsers: Browser[] = [];
afterEach(async () => {
  await Promise.all(browsers.splice(0).map((b) => b.close()));
});

describe('a chat shared with me', () => {
  it('is read-only: a notice instead of the composer, and "continue in my chats" copies it', async () => {
    // The owner writes a chat.
    const ownerBrowser = await openBrowser();
    browsers.push(ownerBrowser);
    await signUp(ownerBrowser, { locale: 'en' });
    const owner = chatPage(ownerBrowser);
    await owner.open('/en/chat');
    await owner.send('Shared question');
    await owner.waitForAnswer();
    const chatId = owner.chatIdFromUrl() ?? '';
    expect(chatId).not.toBe('');

    // It is shared with a reader who joins the owner's team (a share holds only within the team,
    // decision 123).
    const readerBrowser = await openBrowser();
    browsers.push(readerBrowser);
    const reader = await signUp(readerBrowser, { locale: 'en' });
    const readerId = await joinTeam(ownerBrowser.page, readerBrowser.page, reader.email);
    await shareChat(ownerBrowser.page, chatId, [readerId]);

    const { page } = readerBrowser;
    const sel = (id: string) => `[data-testid="${id}"]`;
    await page.goto(readerBrowser.url(`/en/chat/${chatId}`));
    await page.waitForSelector(sel('read-only-notice'));
    expect(await page.textContent(sel('message-user'))).toContain('Shared question');
    expect(await page.$(sel('composer'))).toBeNull();
    expect(await page.$(sel('message-regenerate'))).toBeNull();
    expect(await page.$(sel('chat-share'))).toBeNull();
    // In the sidebar too: marked as shared, with no rename or delete.
    const item = page.locator(`li:has(a[href$="/chat/${chatId}"])`);
    await item.locator(sel('chat-shared-mark')).waitFor();
    expect(await item.locator(`${sel('chat-rename')}, ${sel('chat-delete')}`).count()).toBe(0);

    await Promise.all([
      page.waitForURL(
        (url) => url.pathname.startsWith('/en/chat/') && !url.pathname.endsWith(chatId),
      ),
      page.click(`${sel('continue-in-my-chats')}:not([disabled])`),
    ]);
    const copy = chatPage(readerBrowser);
    await page.waitForSelector(`${sel('model-picker')}[data-ready="true"]`);
    expect(await page.$(sel('read-only-notice'))).toBeNull();
    expect(await page.textContent(sel('message-user'))).toContain('Shared question');
    await copy.send('My own follow-up');
    await page.waitForFunction(
      () =>
        document.querySelectorAll('[data-testid="message-assistant"][data-status="complete"]')
          .length === 2,
      undefined,
      { timeout: 30_000 },
    );
    const copyId = copy.chatIdFromUrl() ?? '';
    // The copy is the reader's own chat, wherever the api keeps it: they own it, and the sharer,
    // who could read the original, cannot see it at all.
    type Chat = { ownerId: string; access: string };
    const mine = await sameOriginApi<Chat>(page, `/v1/chat/${copyId}`);
    expect(mine, JSON.stringify(mine.body)).toMatchObject({
      status: 200,
      body: { ownerId: readerId, access: 'owner' },
    });
    const sharers = await sameOriginApi(ownerBrowser.page, `/v1/chat/${copyId}`);
    expect(sharers.status, JSON.stringify(sharers.body)).toBe(404);
    // The original stays the sharer's, only read by the reader.
    const original = await sameOriginApi<Chat>(page, `/v1/chat/${chatId}`);
    expect(original.body).toMatchObject({ access: 'reader' });
    expect(original.body.ownerId).not.toBe(readerId);
  });
});

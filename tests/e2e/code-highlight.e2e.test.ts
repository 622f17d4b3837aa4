import { afterEach, describe, expect, it } from 'vitest';
import { type Browser, openBrowser } from './browser';
import { chatPage } from './fixtures/chat-page';
import { signUp } from './session';

// Code in answers is highlighted in the browser only, each language's grammar loaded when a
// block of it appears (docs/decisions/090-lean-workers.md): the server ships no grammar.
let browser: Browser | undefined;
afterEach(async () => {
  await browser?.close();
  browser = undefined;
});

const answer = [
  'Two snippets:',
  '',
  '```ts',
  'const answer: number = 42;',
  '```',
  '',
  '```zig',
  'const std = @import("std");',
  '```',
  '',
].join('\n');
const hex = Buffer.from(answer, 'utf8').toString('hex');

const highlightedBlocks = (page: Browser['page']) =>
  page.$$eval('[data-testid="message-assistant"] [data-testid="code-block"]', (blocks) =>
    blocks.map((block) => ({
      lang: block.querySelector('.md-code-lang')?.textContent ?? '',
      coloured: block.querySelectorAll('.md-code-body span[style*="--shiki-light"]').length,
      text: block.querySelector('.md-code-body')?.textContent ?? '',
    })),
  );

describe('code highlighting', () => {
  it('colours code in the browser, loading a grammar only when its language shows up', async () => {
    browser = await openBrowser();
    await signUp(browser, { locale: 'en' });
    const chat = chatPage(browser);
    const scripts: string[] = [];
    chat.page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await chat.open('/en/chat');
    await chat.chooseModel('gpt:gpt-mini', 'gpt:gpt');
    expect(scripts.filter((path) => /\/(zig|typescript)-[\w-]+\.js$/.test(path))).toEqual([]);

    await chat.send(`Show me code fake:text=${hex}`);
    await chat.waitForAnswer();
    await expect
      .poll(async () => (await highlightedBlocks(chat.page)).map((b) => b.coloured > 0))
      .toEqual([true, true]);
    const blocks = await highlightedBlocks(chat.page);
    expect(blocks.map((b) => [b.lang, b.text.trim()])).toEqual([
      ['ts', 'const answer: number = 42;'],
      ['zig', 'const std = @import("std");'],
    ]);
    // Both grammars came as their own chunks, on demand.
    expect(scripts.some((path) => /\/assets\/typescript-[\w-]+\.js$/.test(path))).toBe(true);
    expect(scripts.some((path) => /\/assets\/zig-[\w-]+\.js$/.test(path))).toBe(true);

    // The server renders the saved answer's code plain; the browser colours it after hydration.
    const html = await chat.page.evaluate(() => fetch(location.href).then((res) => res.text()));
    expect(html).toContain('const answer: number = 42;');
    expect(html).not.toContain('--shiki');
    await chat.page.reload();
    await expect
      .poll(async () => (await highlightedBlocks(chat.page)).map((b) => b.coloured > 0))
      .toEqual([true, true]);
    expect(browser.errors).toEqual([]);
  });
});

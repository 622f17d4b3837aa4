import { describe, expect, it } from 'vitest';
import { hitHref, markedParts, toSearchPage } from './search-hits';

describe('search hits', () => {
  it('cuts a snippet into plain and marked parts, ignoring ranges that do not fit', () => {
    expect(
      markedParts('<b>cats</b> and cat', [
        { start: 16, end: 19 },
        { start: 3, end: 7 },
      ]),
    ).toEqual([
      { text: '<b>', marked: false },
      { text: 'cats', marked: true },
      { text: '</b> and ', marked: false },
      { text: 'cat', marked: true },
    ]);
    expect(
      markedParts('cat', [
        { start: 1, end: 9 },
        { start: 2, end: 2 },
      ]),
    ).toEqual([{ text: 'cat', marked: false }]);
  });

  it('opens a text chat at the message, image chats on their own page, a title hit at the chat', () => {
    const hit = { chatId: 'c/1', chatName: 'x', snippet: '', marks: [] };
    expect(hitHref('ru', { ...hit, mode: 'text', messageId: 'm 1' })).toBe(
      '/ru/chat/c%2F1?m=m%201',
    );
    expect(hitHref('en', { ...hit, mode: 'image', messageId: null })).toBe('/en/chat/image/c%2F1');
  });

  it('drops malformed hits from the api answer', () => {
    const page = toSearchPage({
      items: [{ chatId: 'a', snippet: 's', mode: 'weird', marks: [{ start: 0 }] }, { chatId: 1 }],
      hasMore: true,
    });
    expect(page).toEqual({
      hits: [{ chatId: 'a', chatName: '', mode: 'text', messageId: null, snippet: 's', marks: [] }],
      hasMore: true,
    });
  });
});

import { describe, expect, it } from 'vitest';
import { chatListPath, chatModeOf } from './chat-mode';

describe('chatModeOf', () => {
  it.each([
    ['/ru/chat', 'text'],
    ['/en/chat/3f2a', 'text'],
    ['/en/chat/image', 'image'],
    ['/ru/chat/image/3f2a', 'image'],
    ['/en/chat/midjourney/3f2a', 'midjourney'],
    ['/en/chat/imagery', 'text'],
    ['/en/support', 'text'],
  ])('%s lists %s chats', (path, mode) => {
    expect(chatModeOf(path)).toBe(mode);
  });

  it('asks the api for one mode only', () => {
    expect(chatListPath('image', 2, 100)).toBe('/api/v1/chat?page=2&take=100&mode=image');
  });
});

import { describe, expect, it } from 'vitest';
import { homeTarget, rememberChatCookie } from './home-redirect';

describe('the main redirect of /', () => {
  it('sends a visitor to the public /gen page', () => {
    expect(homeTarget('en', null)).toBe('/en/gen');
    expect(homeTarget('ru', null)).toBe('/ru/gen');
  });

  it('sends a signed-in user to their last chat page, of any mode', () => {
    for (const path of ['/chat/c1', '/chat/image/i9', '/chat/midjourney', '/chat']) {
      expect(homeTarget('en', { userId: 'u1', cookie: `u1|${path}` })).toBe(`/en${path}`);
    }
  });

  it('ignores another user’s cookie, non-chat paths and junk: a new text chat', () => {
    for (const cookie of [
      undefined,
      'u2|/chat/c1',
      'u1|/cabinet/balance',
      'u1|//evil.example',
      'u1|/chat/..',
      'u1',
    ]) {
      expect(homeTarget('ru', { userId: 'u1', cookie })).toBe('/ru/chat');
    }
  });

  it('remembers chat pages only, HttpOnly and for a year', () => {
    expect(rememberChatCookie('u1', '/service', true)).toBeNull();
    const cookie = rememberChatCookie('u1', '/chat/image/i9', true) ?? '';
    expect(cookie).toContain(`beseda_last_chat=${encodeURIComponent('u1|/chat/image/i9')}`);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/Max-Age=31536000/);
  });
});

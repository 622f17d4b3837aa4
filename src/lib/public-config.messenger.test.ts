import { describe, expect, it } from 'vitest';
import { parsePublicConfig, publicConfigOf } from './public-config';

describe('the support messenger link (SUPPORT_MESSENGER_URL)', () => {
  it('passes an https link through the internal header to the support page', () => {
    const config = publicConfigOf({ SUPPORT_MESSENGER_URL: ' https://t.me/beseda_support ' });
    expect(config.supportMessengerUrl).toBe('https://t.me/beseda_support');
    const header = encodeURIComponent(JSON.stringify(config));
    expect(parsePublicConfig(header).supportMessengerUrl).toBe('https://t.me/beseda_support');
  });

  it('hides the link when unset or not an https address', () => {
    for (const value of [undefined, '', 'javascript:alert(1)', 'http://t.me/x', 'tg://resolve']) {
      expect(publicConfigOf({ SUPPORT_MESSENGER_URL: value }).supportMessengerUrl).toBeNull();
    }
    const forged = encodeURIComponent(JSON.stringify({ supportMessengerUrl: 'javascript:x' }));
    expect(parsePublicConfig(forged).supportMessengerUrl).toBeNull();
  });
});

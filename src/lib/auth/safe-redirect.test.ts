import { describe, expect, it } from 'vitest';
import { redirectBypasses, staysOnOrigin } from './redirect-bypasses.test-helper';
import { safeRedirect } from './safe-redirect';

describe('safeRedirect', () => {
  it('keeps same-origin paths with their query', () => {
    expect(safeRedirect('/ru/cabinet/balance?tab=1', 'ru')).toBe('/ru/cabinet/balance?tab=1');
    expect(safeRedirect('/en/chat?q=a%20b#end', 'ru')).toBe('/en/chat?q=a%20b#end');
  });

  it('puts a path without a locale inside the page’s locale', () => {
    expect(safeRedirect('/chat/1', 'ru')).toBe('/ru/chat/1');
    expect(safeRedirect('/', 'en')).toBe('/en/');
  });

  it('sends every other value home', () => {
    for (const value of [...redirectBypasses, undefined, ['/ru/chat'], `/${'a'.repeat(2000)}`]) {
      expect(safeRedirect(value, 'en'), JSON.stringify(value)).toBe('/en/');
    }
  });

  it('never yields a location that leaves the origin', () => {
    for (const value of redirectBypasses) {
      expect(staysOnOrigin(safeRedirect(value, 'ru')), JSON.stringify(value)).toBe(true);
    }
  });
});

import { describe, expect, it } from 'vitest';
import { safeRedirect } from './safe-redirect';

describe('safeRedirect', () => {
  it('keeps same-origin paths with their query', () => {
    expect(safeRedirect('/ru/cabinet/balance?tab=1', 'ru')).toBe('/ru/cabinet/balance?tab=1');
  });

  it('sends every other value home', () => {
    for (const value of [
      '//evil.example',
      'https://evil.example',
      '/\\evil.example',
      '\\\\evil.example',
      'javascript:alert(1)',
      '/ok\n/x',
      '',
      undefined,
      ['/ru/chat'],
    ]) {
      expect(safeRedirect(value, 'en')).toBe('/en/');
    }
  });
});

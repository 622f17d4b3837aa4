import { describe, expect, it } from 'vitest';
import { formatLanguage, formatRetryIn } from './words';

describe('words for waits and languages', () => {
  it('says when to try again in words, never in seconds', () => {
    expect(formatRetryIn(3600, 'ru')).toBe('через час');
    expect(formatRetryIn(7200, 'ru')).toBe('через 2 часа');
    expect(formatRetryIn(300, 'ru')).toBe('через 5 минут');
    expect(formatRetryIn(3600, 'en')).toBe('in 1 hour');
  });

  it('names a language by its code in the page’s language', () => {
    expect(formatLanguage('en', 'ru')).toBe('Английский');
    expect(formatLanguage('ru', 'en')).toBe('Russian');
  });
});

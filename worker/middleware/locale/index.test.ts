import { describe, expect, it } from 'vitest';
import { localeFromAcceptLanguage, splitLocale } from './index';

describe('splitLocale', () => {
  it('splits a known prefix from the rest of the path', () => {
    expect(splitLocale('/ru/chat/1')).toEqual({ locale: 'ru', rest: '/chat/1' });
    expect(splitLocale('/en')).toEqual({ locale: 'en', rest: '/' });
    expect(splitLocale('/en/')).toEqual({ locale: 'en', rest: '/' });
  });

  it('leaves unknown prefixes alone', () => {
    expect(splitLocale('/de/chat')).toEqual({ locale: null, rest: '/de/chat' });
    expect(splitLocale('/russian')).toEqual({ locale: null, rest: '/russian' });
  });
});

describe('localeFromAcceptLanguage', () => {
  it('picks the best supported language by q-value', () => {
    expect(localeFromAcceptLanguage('en-US,en;q=0.9,ru;q=0.8')).toBe('en');
    expect(localeFromAcceptLanguage('de-DE,ru;q=0.7,en;q=0.5')).toBe('ru');
    expect(localeFromAcceptLanguage('en;q=0.2, ru;q=0.9')).toBe('ru');
  });

  it('returns null when nothing fits', () => {
    expect(localeFromAcceptLanguage('de, fr;q=0.5')).toBeNull();
    expect(localeFromAcceptLanguage(undefined)).toBeNull();
    expect(localeFromAcceptLanguage('en;q=0')).toBeNull();
  });
});

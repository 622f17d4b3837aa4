import { describe, expect, it } from 'vitest';
import { formatRub, kopecksFromRubInput, rubString } from './money';

describe('money on the balance page', () => {
  it('builds exact decimals from kopecks', () => {
    expect(rubString(123_456)).toBe('1234.56');
    expect(rubString(-5)).toBe('-0.05');
    expect(rubString(0)).toBe('0.00');
  });

  it('formats rubles for Russian and English readers', () => {
    expect(formatRub(123_456, 'ru').replace(/\s/g, ' ')).toBe('1 234,56 ₽');
    expect(formatRub(123_456, 'en')).toBe('₽1,234.56');
    // Beyond float precision, still exact: the decimal reaches Intl as a string.
    expect(formatRub(9_007_199_254_740_991, 'en')).toBe('₽90,071,992,547,409.91');
  });

  it('reads whole rubles typed by the user', () => {
    expect(kopecksFromRubInput('1 500')).toBe(150_000);
    expect(kopecksFromRubInput('12.5')).toBeNull();
    expect(kopecksFromRubInput('')).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { kopecksFromRubDecimal, wholeNumberInput } from './rub-input';

describe('amounts typed in the console', () => {
  it('reads roubles with up to two decimals as kopecks', () => {
    expect(kopecksFromRubDecimal('150')).toBe(15_000);
    expect(kopecksFromRubDecimal('99,5')).toBe(9_950);
    expect(kopecksFromRubDecimal('1 234.05')).toBe(123_405);
    for (const bad of ['', '0', '0.00', '-5', '1.234', 'abc', '1e3']) {
      expect(kopecksFromRubDecimal(bad), bad).toBeNull();
    }
  });

  it('reads whole numbers, empty as unset', () => {
    expect(wholeNumberInput(' 12 ')).toBe(12);
    expect(wholeNumberInput('')).toBeUndefined();
    expect(wholeNumberInput('1.5')).toBeNull();
  });
});

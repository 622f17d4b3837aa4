import { describe, expect, it } from 'vitest';
import { priceText, toolTexts } from './price-list';

/** Intl's narrow no-break spaces as plain ones, for readable expectations. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('prices as readers see them', () => {
  it('says what a price is for', () => {
    expect(plain(priceText({ unit: 'million_input_tokens', kopecks: 3000 }, 'en'))).toBe(
      'RUB 30.00 per 1M input tokens',
    );
    expect(plain(priceText({ unit: 'minute', kopecks: 100_000 }, 'ru'))).toBe(
      '1 000,00 ₽ за минуту аудио',
    );
    expect(toolTexts('text-studio', 'ru').title).toBe('Текстовая студия');
  });
});

import { numberFormat } from './number';

/**
 * A price per unit that may be a fraction of a kopeck, as rubles with up to four decimals:
 * `0,015 ₽` in Russian, `RUB 0.015` in English (the way `formatRub` writes money).
 *
 * @example formatRubRate(1.5, 'ru') // '0,015 ₽'
 */
export function formatRubRate(kopecks: number, locale: string): string {
  const ru = locale === 'ru';
  return numberFormat(locale, {
    style: 'currency',
    currency: 'RUB',
    currencyDisplay: ru ? 'narrowSymbol' : 'code',
    minimumFractionDigits: 2,
    maximumFractionDigits: 4,
  }).format(kopecks / 100);
}

/**
 * A token count the short way: `128K` in English, `128 тыс.` in Russian.
 *
 * @example formatTokensShort(1_048_576, 'en') // '1M'
 */
export function formatTokensShort(tokens: number, locale: string): string {
  return numberFormat(locale, {
    notation: 'compact',
    maximumFractionDigits: 1,
  }).format(tokens);
}

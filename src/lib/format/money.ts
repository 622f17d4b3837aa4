import { numberFormat } from './number';

/** Kopecks as an exact decimal string ("-12.05"), built from integers. */
export function rubString(kopecks: number): string {
  const sign = kopecks < 0 ? '-' : '';
  const abs = Math.abs(Math.trunc(kopecks));
  return `${sign}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/**
 * Kopecks as rubles the one way the interface writes money: `1 234,56 ₽` in Russian,
 * `RUB 1,234.56` in English, a debit with a true minus sign (`−5,00 ₽`, U+2212, where Intl writes
 * a hyphen). The amount reaches Intl as a decimal string, never as a float.
 *
 * @example formatRub(123_456, 'ru') // '1 234,56 ₽'
 */
export function formatRub(kopecks: number, locale: string): string {
  return rubFormat(locale)
    .formatToParts(rubString(kopecks) as unknown as number)
    .map((part) => (part.type === 'minusSign' ? '\u2212' : part.value))
    .join('');
}

/** A whole number of rubles typed by the user as kopecks; null unless digits only. */
export function kopecksFromRubInput(text: string): number | null {
  const digits = text.replace(/[\s\u00a0]/g, '');
  if (!/^\d{1,9}$/.test(digits)) return null;
  return Number(digits) * 100;
}

/** How a language writes rubles; the signed-in page's head makes the same formatter first. */
export const rubFormatOptions = (locale: string): Intl.NumberFormatOptions => ({
  style: 'currency',
  currency: 'RUB',
  currencyDisplay: locale === 'ru' ? 'narrowSymbol' : 'code',
});

/** The currency formatter of a language (kept: a ledger or a chart formats hundreds of amounts). */
function rubFormat(locale: string): Intl.NumberFormat {
  return numberFormat(locale, rubFormatOptions(locale));
}

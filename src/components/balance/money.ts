/** Kopecks as an exact decimal string ("-12.05"), built from integers. */
export function rubString(kopecks: number): string {
  const sign = kopecks < 0 ? '-' : '';
  const abs = Math.abs(kopecks);
  return `${sign}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/**
 * Kopecks as rubles in the reader's number format, e.g. "1 234,56 ₽" (ru) or "RUB 1,234.56" (en).
 * The amount reaches Intl as a decimal string, never as a float.
 */
export function formatRub(kopecks: number, locale: string): string {
  const format = new Intl.NumberFormat(locale === 'ru' ? 'ru-RU' : 'en-US', {
    style: 'currency',
    currency: 'RUB',
    currencyDisplay: 'narrowSymbol',
  });
  return format.format(rubString(kopecks) as unknown as number);
}

/** A whole number of rubles typed by the user as kopecks; null unless digits only. */
export function kopecksFromRubInput(text: string): number | null {
  const digits = text.replace(/[\s\u00a0]/g, '');
  if (!/^\d{1,9}$/.test(digits)) return null;
  return Number(digits) * 100;
}

/** A day or moment in Moscow time, in the reader's format. */
export function formatMoscow(iso: string, locale: string, withTime = true): string {
  return new Intl.DateTimeFormat(locale === 'ru' ? 'ru-RU' : 'en-GB', {
    timeZone: 'Europe/Moscow',
    dateStyle: 'medium',
    ...(withTime ? { timeStyle: 'short' } : {}),
  }).format(new Date(iso));
}

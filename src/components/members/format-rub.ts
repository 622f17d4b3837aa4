/**
 * Kopecks as roubles in the page's language, computed in integers (money never goes through
 * floating point): `1 234,50 ₽` in Russian, `1,234.50 ₽` in English.
 */
export function formatRub(kopecks: number, locale: string): string {
  const sign = kopecks < 0 ? '-' : '';
  const abs = Math.abs(Math.trunc(kopecks));
  const whole = new Intl.NumberFormat(locale).format(Math.trunc(abs / 100));
  const decimal = locale === 'ru' ? ',' : '.';
  return `${sign}${whole}${decimal}${String(abs % 100).padStart(2, '0')} ₽`;
}

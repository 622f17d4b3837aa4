import type { Locale } from '../../i18n/locales';

/**
 * Where to go after sign-in: the `redirect` value when it is a same-origin relative path (one
 * leading `/`, not `//` or `/\`, no control characters), else the home page of the locale.
 *
 * @example safeRedirect('//evil.example', 'ru') // '/ru/'
 */
export function safeRedirect(value: unknown, locale: Locale): string {
  const home = `/${locale}/`;
  if (typeof value !== 'string' || !value.startsWith('/')) return home;
  if (value.startsWith('//') || value.includes('\\')) return home;
  if ([...value].some((char) => char < ' ' || char === '\u007f')) return home;
  try {
    const base = 'http://same.origin';
    const url = new URL(value, base);
    if (url.origin !== base) return home;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return home;
  }
}

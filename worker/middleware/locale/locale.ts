import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { defaultLocale, isLocale, type Locale, localeCookie } from '../../../src/i18n/locales';

/** Splits `/ru/chat/1` into `{ locale: 'ru', rest: '/chat/1' }`; no known prefix → `locale: null`. */
export function splitLocale(path: string): { locale: Locale | null; rest: string } {
  const [, first = '', ...tail] = path.split('/');
  if (!isLocale(first)) return { locale: null, rest: path };
  return { locale: first, rest: `/${tail.join('/')}` };
}

/** Best locale from an Accept-Language header by q-value, or null. */
export function localeFromAcceptLanguage(header: string | undefined): Locale | null {
  if (!header) return null;
  const ranked = header
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.find((p) => p.trim().startsWith('q='));
      return { lang: tag.trim().toLowerCase().split('-')[0], q: q ? Number(q.trim().slice(2)) : 1 };
    })
    .filter((entry) => entry.q > 0)
    .sort((a, b) => b.q - a.q);
  return ranked.map((entry) => entry.lang).find(isLocale) ?? null;
}

/**
 * The remembered locale of a visitor without a prefix: cookie, then Accept-Language, then ru.
 *
 * @example preferredLocale(c) // 'en' for a browser that asks for en-US
 */
export function preferredLocale(c: Context): Locale {
  const fromCookie = getCookie(c, localeCookie);
  if (isLocale(fromCookie)) return fromCookie;
  return localeFromAcceptLanguage(c.req.header('accept-language')) ?? defaultLocale;
}

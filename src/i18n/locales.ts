/** Interface languages (SPEC §1): ru is the default, en the other; paraglide falls back to en. */
export const locales = ['ru', 'en'] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = 'ru';

/** The locale cookie: plain (not a secret), 365 days, SameSite=Lax (SPEC §2). */
export const localeCookie = 'locale';
export const localeCookieMaxAge = 365 * 24 * 60 * 60;

export function isLocale(value: unknown): value is Locale {
  return value === 'ru' || value === 'en';
}

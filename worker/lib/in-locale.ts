import type { Locale } from '../../src/i18n/locales';
import { splitLocale } from '../middleware/locale';

/**
 * The account's language wins after sign-in: a Russian account that signs in on an English page
 * lands on the Russian one (the page then remembers it in the locale cookie).
 *
 * @example inLocale('/en/chat/1?x=1', 'ru') // '/ru/chat/1?x=1'
 */
export function inLocale(path: string, locale: Locale): string {
  const { locale: current, rest } = splitLocale(path);
  if (current === locale) return path;
  return `/${locale}${current ? rest : path}`;
}

import type { Locale } from './locales';

type PlainMessage = (inputs: Record<string, never>, options: { locale: Locale }) => string;

/**
 * Binds paraglide messages without parameters to one locale.
 *
 * @example const t = translator('en'); t(m.layout_new_chat) // 'New chat'
 */
export function translator(locale: Locale) {
  return (message: PlainMessage) => message({}, { locale });
}

'use client';

import { createContext, type ReactNode, useContext } from 'react';
import type { Locale } from './locales';

const LocaleContext = createContext<Locale | null>(null);

/**
 * Gives the chat's islands the page's locale, so they call messages with `{ locale }` as answers
 * stream in. Other islands get their strings from their server component instead, so pages
 * without the chat ship no message catalogue (docs/decisions/031-login-page-weight.md).
 */
export function LocaleProvider({ locale, children }: { locale: Locale; children: ReactNode }) {
  return <LocaleContext value={locale}>{children}</LocaleContext>;
}

export function useLocale(): Locale {
  const locale = useContext(LocaleContext);
  if (!locale) throw new Error('useLocale needs a LocaleProvider above it (see ChatsFrame)');
  return locale;
}

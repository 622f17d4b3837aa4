'use client';

import { createContext, type ReactNode, useContext } from 'react';
import { defaultLocale, type Locale } from './locales';

const LocaleContext = createContext<Locale>(defaultLocale);

/** Gives client islands the page's locale, so they call messages with `{ locale }`. */
export function LocaleProvider({ locale, children }: { locale: Locale; children: ReactNode }) {
  return <LocaleContext value={locale}>{children}</LocaleContext>;
}

export function useLocale(): Locale {
  return useContext(LocaleContext);
}

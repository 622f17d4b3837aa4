'use client';

import { useRouter } from 'waku';
import { type Locale, locales } from '../../i18n/locales';

const names: Record<Locale, string> = { ru: 'Русский', en: 'English' };

/** Links to the current page in the other language; a full load so <html lang> and the cookie follow. */
export function LanguageSwitch({ locale, label }: { locale: Locale; label: string }) {
  const router = useRouter();
  const rest = router.path.replace(/^\/(ru|en)(?=\/|$)/, '') || '/';
  const query = router.query ? `?${router.query}` : '';
  return (
    <nav className="language-switch" aria-label={label}>
      {locales.map((option) => (
        <a
          key={option}
          href={`/${option}${rest === '/' ? '/' : rest}${query}`}
          hrefLang={option}
          lang={option}
          aria-current={option === locale ? 'true' : undefined}
          data-testid={`language-${option}`}
        >
          {names[option]}
        </a>
      ))}
    </nav>
  );
}

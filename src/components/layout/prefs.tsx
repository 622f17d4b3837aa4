import { translator } from '../../i18n/translate';
import { getRequestContext } from '../../lib/request-context.server';
import { getSession } from '../../lib/session.server';
import * as m from '../../paraglide/messages.js';
import { LanguageSwitch } from '../islands/language-switch';
import { ThemeSwitch } from '../islands/theme-switch';

/**
 * Language and theme switches, shown in every layout. Their strings are translated here, so the
 * islands ship without the message runtime (docs/decisions/031-login-page-weight.md).
 */
export function Prefs() {
  const { locale, theme } = getRequestContext();
  const t = translator(locale);
  return (
    <div className="prefs">
      <LanguageSwitch locale={locale} label={t(m.layout_language)} />
      <ThemeSwitch
        initial={theme}
        saveToAccount={getSession() !== null}
        legend={t(m.layout_theme)}
        labels={{
          system: t(m.layout_theme_system),
          light: t(m.layout_theme_light),
          dark: t(m.layout_theme_dark),
        }}
      />
    </div>
  );
}

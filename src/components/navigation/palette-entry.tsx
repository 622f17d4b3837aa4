import { LocaleProvider } from '../../i18n/locale-context';
import { translator } from '../../i18n/translate';
import { getRequestContext } from '../../lib/request-context.server';
import { getSession } from '../../lib/session.server';
import * as m from '../../paraglide/messages.js';
import { PaletteLauncher } from './palette-launcher';
import './navigation.css';

/** The command palette's button and Ctrl+K / ⌘K, on every signed-in page (issue 26, item 4). */
export function PaletteEntry() {
  const { locale } = getRequestContext();
  if (!getSession()) return null;
  const t = translator(locale);
  return (
    <LocaleProvider locale={locale}>
      <PaletteLauncher label={t(m.nav_palette_open)} text={t(m.nav_commands)} />
    </LocaleProvider>
  );
}

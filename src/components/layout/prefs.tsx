import { getRequestContext } from '../../lib/request-context.server';
import { LanguageSwitch } from '../islands/language-switch';
import { ThemeSwitch } from '../islands/theme-switch';

/** Language and theme switches, shown in every layout. */
export function Prefs() {
  const { theme } = getRequestContext();
  return (
    <div className="prefs">
      <LanguageSwitch />
      <ThemeSwitch initial={theme} />
    </div>
  );
}

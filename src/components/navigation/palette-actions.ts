import { type Locale, locales } from '../../i18n/locales';
import { shortcutsHelpEvent } from '../../lib/shortcuts/shortcuts';
import type { PaletteAction } from './palette-entries';

const byTestId = (id: string) => document.querySelector<HTMLElement>(`[data-testid="${id}"]`);

/**
 * Runs a palette action through the product's own controls where the page has them (the theme
 * switch saves to the account, the sign-out form ends the session), so the palette adds no
 * second way of doing any of it.
 */
export function runPaletteAction(action: PaletteAction, locale: Locale, go: (to: string) => void) {
  switch (action) {
    case 'new-chat': {
      const link = byTestId('new-chat');
      if (link) link.click();
      else go(`/${locale}/chat`);
      return;
    }
    case 'theme': {
      const root = document.documentElement.dataset.theme;
      const dark =
        root === 'dark' ||
        (root !== 'light' && window.matchMedia('(prefers-color-scheme: dark)').matches);
      byTestId(dark ? 'theme-light' : 'theme-dark')?.click();
      return;
    }
    case 'language': {
      const other = locales.find((l) => l !== locale) ?? locale;
      const link = byTestId(`language-${other}`);
      if (link) link.click();
      else location.assign(location.pathname.replace(/^\/(ru|en)(?=\/|$)/, `/${other}`));
      return;
    }
    case 'sign-out':
      byTestId('sign-out')?.click();
      return;
    case 'shortcuts':
      if (document.documentElement.dataset.shortcuts === 'ready')
        window.dispatchEvent(new Event(shortcutsHelpEvent));
      else go(`/${locale}/cabinet/key-combinations`);
      return;
  }
}

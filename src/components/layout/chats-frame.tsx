import type { ReactNode } from 'react';
import { Link } from 'waku';
import { LocaleProvider } from '../../i18n/locale-context';
import { translator } from '../../i18n/translate';
import { getPublicConfig } from '../../lib/public-config.server';
import { getRequestContext } from '../../lib/request-context.server';
import { getSession } from '../../lib/session.server';
import { settingsOf } from '../../lib/settings/settings';
import { getViewport } from '../../lib/viewport.server';
import * as m from '../../paraglide/messages.js';
import { EmailConfirmBanner } from '../auth/email-confirm-banner';
import { UserMenu } from '../auth/user-menu';
import { PreviewOriginProvider } from '../chat/markdown/preview-origin';
import { PaletteEntry } from '../navigation/palette-entry';
import { ShortcutListener } from '../shortcuts/shortcut-listener';
import { Sidebar } from '../sidebar/sidebar';
import { SidebarShell } from '../sidebar/sidebar-shell';
import { AppToaster } from '../ui/app-toaster';
import { LifeBuoy, Settings, Wallet } from '../ui/icons';
import { Brand } from './brand';
import { HydratesApart } from './hydrates-apart';
import { Prefs } from './prefs';
import '../sidebar/sidebar.css';

/** The chats layout (SPEC §2): a resizable sidebar (284 px by default) beside the conversation. */
export function ChatsFrame({ children }: { children: ReactNode }) {
  const { locale } = getRequestContext();
  const t = translator(locale);
  const footer = (
    <>
      <EmailConfirmBanner />
      <nav className="sidebar-links" aria-label={t(m.layout_cabinet)}>
        <PaletteEntry />
        <Link
          to={`/${locale}/cabinet/settings`}
          className="sidebar-link icon-link"
          aria-label={t(m.ui_settings)}
          data-tooltip={t(m.ui_settings)}
          data-testid="sidebar-settings"
        >
          <Settings size={16} aria-hidden />
        </Link>
        <Link to={`/${locale}/cabinet/balance`} className="sidebar-link">
          <Wallet size={16} aria-hidden />
          {t(m.layout_cabinet)}
        </Link>
        <Link to={`/${locale}/support`} className="sidebar-link">
          <LifeBuoy size={16} aria-hidden />
          {t(m.layout_support)}
        </Link>
      </nav>
      <Prefs />
      <UserMenu />
    </>
  );
  return (
    <LocaleProvider locale={locale}>
      <ShortcutListener settings={settingsOf(getSession()?.user)} />
      <SidebarShell
        viewport={getViewport()}
        sidebar={
          <HydratesApart>
            <Sidebar footer={footer} />
          </HydratesApart>
        }
        brand={<Brand />}
      >
        <PreviewOriginProvider origin={getPublicConfig().sandboxOrigin ?? null}>
          <HydratesApart>{children}</HydratesApart>
        </PreviewOriginProvider>
      </SidebarShell>
      <AppToaster />
    </LocaleProvider>
  );
}

import type { ReactNode } from 'react';
import { Link } from 'waku';
import { LocaleProvider } from '../../i18n/locale-context';
import { translator } from '../../i18n/translate';
import { getRequestContext } from '../../lib/request-context.server';
import { getSession } from '../../lib/session.server';
import { settingsOf } from '../../lib/settings/settings';
import * as m from '../../paraglide/messages.js';
import { EmailConfirmBanner } from '../auth/email-confirm-banner';
import { UserMenu } from '../auth/user-menu';
import { ShortcutListener } from '../shortcuts/shortcut-listener';
import { Sidebar } from '../sidebar/sidebar';
import { SidebarShell } from '../sidebar/sidebar-shell';
import { Prefs } from './prefs';
import '../sidebar/sidebar.css';

/** The chats layout (SPEC §2): a resizable sidebar (284 px by default) beside the conversation. */
export function ChatsFrame({ children }: { children: ReactNode }) {
  const { locale } = getRequestContext();
  const t = translator(locale);
  const footer = (
    <>
      <EmailConfirmBanner />
      <Link to={`/${locale}/cabinet/balance`}>{t(m.layout_cabinet)}</Link>
      <Link to={`/${locale}/support`}>{t(m.layout_support)}</Link>
      <Prefs />
      <UserMenu />
    </>
  );
  return (
    <LocaleProvider locale={locale}>
      <ShortcutListener settings={settingsOf(getSession()?.user)} locale={locale} />
      <SidebarShell sidebar={<Sidebar footer={footer} />}>{children}</SidebarShell>
    </LocaleProvider>
  );
}

import type { ReactNode } from 'react';
import { Link } from 'waku';
import { translator } from '../../i18n/translate';
import { getRequestContext } from '../../lib/request-context.server';
import * as m from '../../paraglide/messages.js';
import { UserMenu } from '../auth/user-menu';
import { PaletteEntry } from '../navigation/palette-entry';
import { ToolsNav } from '../navigation/tools-nav';
import { AppToaster } from '../ui/app-toaster';
import { Brand } from './brand';
import { Prefs } from './prefs';

const sections = [
  { slug: 'balance', title: m.balance_title },
  { slug: 'members', title: m.balance_members_title },
  { slug: 'profile', title: m.profile_title },
  { slug: 'settings', title: m.balance_settings_title },
  { slug: 'api-keys', title: m.apikeys_title },
  { slug: 'tools', title: m.mcp_tools_title },
  { slug: 'memory', title: m.memory_title },
  { slug: 'key-combinations', title: m.balance_key_combinations_title },
] as const;

/** The cabinet layout (SPEC §2): navigation between its pages beside the section. */
export function CabinetFrame({ children }: { children: ReactNode }) {
  const { locale, path } = getRequestContext();
  const t = translator(locale);
  return (
    <div className="cabinet-layout" data-layout="cabinet">
      <header className="topbar">
        <Brand />
        <Link to={`/${locale}/chat`} className="button">
          {t(m.layout_back_to_chats)}
        </Link>
        <ToolsNav variant="topbar" />
        <PaletteEntry />
        <Prefs />
        <UserMenu />
      </header>
      <div className="cabinet-body">
        <nav className="cabinet-nav" aria-label={t(m.layout_cabinet_nav)} data-testid="cabinet-nav">
          {sections.map(({ slug, title }) => {
            const href = `/${locale}/cabinet/${slug}`;
            return (
              <Link
                key={slug}
                to={href}
                aria-current={path.endsWith(`/cabinet/${slug}`) ? 'page' : undefined}
              >
                {t(title)}
              </Link>
            );
          })}
        </nav>
        <main className="cabinet-main" id="content">
          {children}
        </main>
      </div>
      <AppToaster />
    </div>
  );
}

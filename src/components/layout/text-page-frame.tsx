import type { ReactNode } from 'react';
import { Link } from 'waku';
import { getRequestContext } from '../../lib/request-context.server';
import { getSession } from '../../lib/session.server';
import * as m from '../../paraglide/messages.js';
import { UserMenu } from '../auth/user-menu';
import { PaletteEntry } from '../navigation/palette-entry';
import { ToolsNav } from '../navigation/tools-nav';
import { AppToaster } from '../ui/app-toaster';
import { Brand } from './brand';
import { Prefs } from './prefs';

/** The text-page layout (SPEC §2): a readable column under a slim top bar. */
export function TextPageFrame({ children }: { children: ReactNode }) {
  const { locale } = getRequestContext();
  return (
    <div className="text-layout" data-layout="text-page">
      <header className="topbar">
        <Brand />
        {/* Visitors have no chats to go back to: they get the way in instead. */}
        {getSession() ? (
          <Link to={`/${locale}/chat`} className="button">
            {m.layout_back_to_chats({}, { locale })}
          </Link>
        ) : (
          <a
            href={`/${locale}/registration`}
            className="button button-primary"
            data-testid="topbar-sign-up"
          >
            {m.misc_gen_signup_submit({}, { locale })}
          </a>
        )}
        {getSession() && <ToolsNav variant="topbar" />}
        <PaletteEntry />
        <Prefs />
        <UserMenu />
      </header>
      <main className="text-column" id="content">
        {children}
      </main>
      <AppToaster />
    </div>
  );
}

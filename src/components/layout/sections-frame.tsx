import type { ReactNode } from 'react';
import { Link } from 'waku';
import { translator } from '../../i18n/translate';
import { getRequestContext } from '../../lib/request-context.server';
import * as m from '../../paraglide/messages.js';
import { UserMenu } from '../auth/user-menu';
import { AppToaster } from '../ui/app-toaster';
import { Brand } from './brand';
import { HydratesApart } from './hydrates-apart';
import { Prefs } from './prefs';

/** One link of a frame's section navigation. */
export interface FrameSection {
  href: string;
  title: string;
  current: boolean;
}

/**
 * A page frame with the top bar (brand, back to chats, `topbar`, preferences, user menu) and a
 * navigation between its sections beside the page: the cabinet's and the operator console's.
 */
export function SectionsFrame(props: {
  layout: 'cabinet' | 'admin';
  navLabel: string;
  sections: FrameSection[];
  /** What the top bar shows after the way back to the chats (a badge, tools, the palette). */
  topbar?: ReactNode;
  /** Before the way back to the chats (the console's badge). */
  badge?: ReactNode;
  children: ReactNode;
}) {
  const { locale } = getRequestContext();
  const t = translator(locale);
  return (
    <div
      className={props.layout === 'admin' ? 'cabinet-layout admin-layout' : 'cabinet-layout'}
      data-layout={props.layout}
    >
      <header className="topbar">
        <Brand />
        {props.badge}
        <Link to={`/${locale}/chat`} className="button">
          {t(m.layout_back_to_chats)}
        </Link>
        {props.topbar}
        <Prefs />
        <UserMenu />
      </header>
      <div className="cabinet-body">
        <nav
          className="cabinet-nav"
          aria-label={props.navLabel}
          data-testid={`${props.layout}-nav`}
        >
          {props.sections.map(({ href, title, current }) => (
            <Link key={href} to={href} aria-current={current ? 'page' : undefined}>
              {title}
            </Link>
          ))}
        </nav>
        <main className="cabinet-main" id="content">
          <HydratesApart>{props.children}</HydratesApart>
        </main>
      </div>
      <AppToaster />
    </div>
  );
}

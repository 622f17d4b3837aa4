import type { ReactNode } from 'react';
import { Link } from 'waku';
import { translator } from '../../i18n/translate';
import { getRequestContext } from '../../lib/request-context.server';
import * as m from '../../paraglide/messages.js';
import { Brand } from './brand';
import { Prefs } from './prefs';

/** The chats layout (SPEC §2): a sidebar (284 px by default) beside the conversation. */
export function ChatsFrame({ children }: { children: ReactNode }) {
  const { locale } = getRequestContext();
  const t = translator(locale);
  return (
    <div className="chats-layout" data-layout="chats">
      <aside className="sidebar" aria-label={t(m.layout_sidebar)} data-testid="sidebar">
        <div className="sidebar-head">
          <Brand />
        </div>
        <Link to={`/${locale}/chat`} className="button button-primary new-chat">
          {t(m.layout_new_chat)}
        </Link>
        <nav className="sidebar-modes" aria-label={t(m.layout_chats)}>
          <Link to={`/${locale}/chat`}>{t(m.layout_mode_text)}</Link>
          <Link to={`/${locale}/chat/image`}>{t(m.layout_mode_image)}</Link>
          <Link to={`/${locale}/chat/midjourney`}>{t(m.layout_mode_midjourney)}</Link>
        </nav>
        <section className="sidebar-list" aria-label={t(m.layout_chats)} data-testid="chat-list">
          <p className="muted">{t(m.layout_no_chats)}</p>
        </section>
        <footer className="sidebar-foot">
          <Link to={`/${locale}/cabinet/balance`}>{t(m.layout_cabinet)}</Link>
          <Link to={`/${locale}/support`}>{t(m.layout_support)}</Link>
          <Prefs />
        </footer>
      </aside>
      <main className="chats-main" id="content">
        {children}
      </main>
    </div>
  );
}

import { ImageIcon, MessageSquare, Plus, Sparkles } from 'lucide-react';
import { Link } from 'waku';
import { translator } from '../../i18n/translate';
import { toChatListPage } from '../../lib/chat/normalize';
import { type ChatListPage, chatPageSize } from '../../lib/chat/types';
import { getRequestContext } from '../../lib/request-context.server';
import { upstreamJson } from '../../lib/upstream.server';
import * as m from '../../paraglide/messages.js';
import { Brand } from '../layout/brand';
import { ChatList } from './chat-list';
import { NewChatLink } from './new-chat-link';

async function firstPage(): Promise<ChatListPage> {
  try {
    return toChatListPage(await upstreamJson<unknown>(`/v1/chat?page=1&take=${chatPageSize}`));
  } catch {
    // The list is secondary: the page still renders when the api is unreachable.
    return { chats: [] };
  }
}

/** The chats sidebar, server-rendered with the first page of chats; `footer` holds prefs and the user menu. */
export async function Sidebar({ footer }: { footer: React.ReactNode }) {
  const { locale } = getRequestContext();
  const t = translator(locale);
  const page = await firstPage();
  return (
    <aside className="sidebar" aria-label={t(m.layout_sidebar)} data-testid="sidebar">
      <div className="sidebar-head">
        <Brand />
      </div>
      <NewChatLink
        to={`/${locale}/chat`}
        className="button button-primary new-chat"
        testId="new-chat"
      >
        <Plus size={18} aria-hidden />
        <span className="new-chat-text">{t(m.layout_new_chat)}</span>
      </NewChatLink>
      <nav className="sidebar-modes" aria-label={t(m.layout_chats)}>
        <NewChatLink to={`/${locale}/chat`}>
          <MessageSquare size={15} aria-hidden />
          {t(m.layout_mode_text)}
        </NewChatLink>
        <Link to={`/${locale}/chat/image`}>
          <ImageIcon size={15} aria-hidden />
          {t(m.layout_mode_image)}
        </Link>
        <Link to={`/${locale}/chat/midjourney`}>
          <Sparkles size={15} aria-hidden />
          {t(m.layout_mode_midjourney)}
        </Link>
      </nav>
      <section className="sidebar-list" aria-label={t(m.layout_chats)} data-testid="chat-list">
        <ChatList initial={page.chats} total={page.total} />
      </section>
      <footer className="sidebar-foot">{footer}</footer>
    </aside>
  );
}

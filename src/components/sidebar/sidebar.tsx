import { translator } from '../../i18n/translate';
import { type ChatMode, chatModeOf } from '../../lib/chat/chat-mode';
import { toChatListPage } from '../../lib/chat/normalize';
import { type ChatListPage, chatPageSize } from '../../lib/chat/types';
import { type ChatFolder, toFolders } from '../../lib/folders/folders';
import { getRequestContext } from '../../lib/request-context.server';
import { upstreamJson } from '../../lib/upstream.server';
import * as m from '../../paraglide/messages.js';
import { Brand } from '../layout/brand';
import { ToolsNav } from '../navigation/tools-nav';
import { ChatSearch } from '../search/chat-search';
import { ImageIcon, MessageSquare, Plus, Sparkles } from '../ui/icons';
import { ChatList } from './chat-list';
import { ModeLink } from './mode-link';
import { NewChatLink } from './new-chat-link';

/** The first page of the chats of the page's mode: text chats never list among image chats. */
async function firstPage(mode: ChatMode): Promise<ChatListPage> {
  try {
    return toChatListPage(
      await upstreamJson<unknown>(`/v1/chat?page=1&take=${chatPageSize}&mode=${mode}`),
    );
  } catch {
    // The list is secondary: the page still renders when the api is unreachable.
    return { chats: [] };
  }
}

/** The user's chat folders; none when the api cannot say (the list still renders). */
async function firstFolders(): Promise<ChatFolder[]> {
  return toFolders(await upstreamJson<unknown>('/v1/chat/folders').catch(() => undefined));
}

/** The chats sidebar, server-rendered with the first page of chats; `footer` holds prefs and the user menu. */
export async function Sidebar({ footer }: { footer: React.ReactNode }) {
  const { locale, path } = getRequestContext();
  const t = translator(locale);
  const mode = chatModeOf(path);
  const [page, folders] = await Promise.all([firstPage(mode), firstFolders()]);
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
        <ModeLink to={`/${locale}/chat`} mode="text">
          <MessageSquare size={15} aria-hidden />
          {t(m.layout_mode_text)}
        </ModeLink>
        <ModeLink to={`/${locale}/chat/image`} mode="image">
          <ImageIcon size={15} aria-hidden />
          {t(m.layout_mode_image)}
        </ModeLink>
        <ModeLink to={`/${locale}/chat/midjourney`} mode="midjourney">
          <Sparkles size={15} aria-hidden />
          {t(m.layout_mode_midjourney)}
        </ModeLink>
      </nav>
      <ChatSearch />
      <section className="sidebar-list" aria-label={t(m.layout_chats)} data-testid="chat-list">
        <ChatList
          initial={page.chats}
          total={page.total}
          initialMode={mode}
          initialFolders={folders}
        />
      </section>
      <footer className="sidebar-foot">
        <ToolsNav variant="sidebar" />
        {footer}
      </footer>
    </aside>
  );
}

import { loadCatalog, rememberedModel } from '../../lib/chat/load-catalog.server';
import { toMessagePage } from '../../lib/chat/normalize';
import { isPlaceholderId } from '../../lib/chat/placeholder';
import { toToolChoice } from '../../lib/chat/tool-choice';
import { messagePageSize } from '../../lib/chat/types';
import { getRequestContext } from '../../lib/request-context.server';
import { UpstreamError, upstreamJson } from '../../lib/upstream.server';
import * as m from '../../paraglide/messages.js';
import { citedSource } from '../citations/cited-source';
import { PageTitle } from '../layout/page-title';
import { Conversation } from './conversation';
import { Markdown } from './markdown/markdown';
import { NewConversation } from './new-conversation';
import { fromSaved, type UiMessage } from './ui-message';
import { CatalogProvider } from './use-catalog';
import './chat.css';
import './branches.css';
import '../voice/voice.css';
import '../ratings/ratings.css';

async function loadChat(chatId: string) {
  const query = `pageNumber=1&pageSize=${messagePageSize}`;
  const [chat, page] = await Promise.all([
    upstreamJson<{
      name?: string;
      access?: string;
      expiresAt?: string | null;
      startingSummary?: string | null;
      toolChoice?: unknown;
    }>(`/v1/chat/${encodeURIComponent(chatId)}`),
    upstreamJson<unknown>(`/v1/message/chat/${encodeURIComponent(chatId)}/?${query}`),
  ]);
  return {
    name: typeof chat?.name === 'string' ? chat.name : '',
    // Shared with the caller: only the owner writes (issue 9 §2).
    readOnly: chat?.access === 'reader',
    temporary: typeof chat?.expiresAt === 'string',
    startingSummary:
      typeof chat?.startingSummary === 'string' && chat.startingSummary
        ? chat.startingSummary
        : undefined,
    toolChoice: toToolChoice(chat?.toolChoice),
    page: toMessagePage(page, 1, messagePageSize),
  };
}

/**
 * `/chat/:slug?` on the server: the latest page of messages with finished answers already
 * rendered as markdown, so the first byte holds the conversation and no markdown code ships.
 */
export async function ConversationPage({ slug }: { slug?: string }) {
  const { locale } = getRequestContext();
  const catalog = loadCatalog();
  if (!slug || isPlaceholderId(slug)) {
    return (
      <CatalogProvider catalog={await catalog} model={rememberedModel()}>
        <PageTitle title={m.chat_title({}, { locale })} hidden />
        <NewConversation />
      </CatalogProvider>
    );
  }
  let loaded: Awaited<ReturnType<typeof loadChat>>;
  try {
    loaded = await loadChat(slug);
  } catch (error) {
    if (error instanceof UpstreamError && (error.status === 404 || error.status === 400)) {
      return (
        <section className="screen" data-testid="chat-not-found">
          <PageTitle title={m.chat_title({}, { locale })} hidden />
          <p className="muted">{m.chat_not_found({}, { locale })}</p>
        </section>
      );
    }
    throw error;
  }
  const initial: UiMessage[] = loaded.page.messages.map((message) => ({
    ...fromSaved(message),
    rendered:
      message.role === 'assistant' && message.status !== 'streaming' ? (
        <Markdown source={citedSource(message, message.id, locale)} />
      ) : undefined,
  }));
  return (
    <CatalogProvider catalog={await catalog} model={rememberedModel()}>
      <PageTitle title={loaded.name || m.chat_title({}, { locale })} hidden />
      <Conversation
        key={slug}
        chatId={slug}
        title={loaded.name}
        initial={initial}
        hasMore={loaded.page.hasMore}
        leafId={loaded.page.leafId}
        readOnly={loaded.readOnly}
        temporary={loaded.temporary}
        startingSummary={loaded.startingSummary}
        toolChoice={loaded.toolChoice}
      />
    </CatalogProvider>
  );
}

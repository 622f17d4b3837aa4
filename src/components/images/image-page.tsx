import { type ImageTurn, imageModelsOf, turnsOf } from '../../lib/images/image-turns';
import { getRequestContext } from '../../lib/request-context.server';
import { UpstreamError, upstreamJson } from '../../lib/upstream.server';
import * as m from '../../paraglide/messages.js';
import { HydratesApart } from '../layout/hydrates-apart';
import { PageTitle } from '../layout/page-title';
import { ImageChatGrid, type ImageChatItem } from './image-chat-grid';
import { ImageStudio } from './image-studio';

/** A chat’s messages (its last 100), as turns of prompt and images. */
async function loadTurns(slug: string | undefined): Promise<ImageTurn[]> {
  if (!slug) return [];
  const page = await upstreamJson<{ items?: Parameters<typeof turnsOf>[0] }>(
    `/v1/message/chat/${encodeURIComponent(slug)}/?pageNumber=1&pageSize=100`,
  );
  return turnsOf(page.items ?? []);
}

/**
 * `/chat/image/:slug?` on the server: the image models, the chat's turns and the grid of image
 * chats (newest first, each with its newest image) are in the first byte.
 */
export async function ImagePage({ slug }: { slug?: string }) {
  const { locale } = getRequestContext();
  let turns: ImageTurn[];
  try {
    turns = await loadTurns(slug);
  } catch (error) {
    if (error instanceof UpstreamError && (error.status === 404 || error.status === 400)) {
      return (
        <section className="screen" data-testid="chat-not-found">
          <PageTitle title={m.image_ai_title({}, { locale })} hidden />
          <p className="muted">{m.chat_not_found({}, { locale })}</p>
        </section>
      );
    }
    throw error;
  }
  const [catalog, chats] = await Promise.all([
    upstreamJson<unknown>('/v2/llm/cabinet/models'),
    upstreamJson<{ items?: ImageChatItem[] }>('/v1/chat?mode=image&take=48'),
  ]);
  return (
    <section className="screen" data-testid="screen-image">
      <PageTitle title={m.image_ai_title({}, { locale })} />
      <ImageStudio
        key={slug ?? 'new'}
        chatId={slug}
        models={imageModelsOf(catalog)}
        initial={turns}
      />
      <HydratesApart>
        <ImageChatGrid chats={chats.items ?? []} activeId={slug} locale={locale} />
      </HydratesApart>
    </section>
  );
}

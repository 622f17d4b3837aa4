import type { MjTask } from '../../lib/midjourney/prompt-preview';
import { loadPriceList } from '../../lib/prices/load-prices.server';
import { getRequestContext } from '../../lib/request-context.server';
import { UpstreamError, upstreamJson } from '../../lib/upstream.server';
import * as m from '../../paraglide/messages.js';
import { ImageChatGrid, type ImageChatItem } from '../images/image-chat-grid';
import { PageTitle } from '../layout/page-title';
import { MidjourneyStudio } from './midjourney-studio';

interface TaskPage {
  items?: MjTask[];
  enabled?: boolean;
}

/** The tasks of a Midjourney chat, newest first (or none for a new chat), and whether it is on. */
async function loadTasks(slug: string | undefined) {
  const query = slug ? `take=100&chatId=${encodeURIComponent(slug)}` : 'take=1';
  const page = await upstreamJson<TaskPage>(`/v1/openai/midjourney?${query}`);
  return { tasks: slug ? (page.items ?? []) : [], enabled: page.enabled === true };
}

/**
 * `/chat/midjourney/:slug?` on the server: the chat's tasks are in the first byte, so a reload
 * shows each where it is; the studio island then follows the running ones. Below, the user's
 * Midjourney chats as thumbnails of their newest grids.
 */
export async function MidjourneyPage({ slug }: { slug?: string }) {
  const { locale } = getRequestContext();
  let loaded: Awaited<ReturnType<typeof loadTasks>>;
  try {
    loaded = await loadTasks(slug);
  } catch (error) {
    if (error instanceof UpstreamError && (error.status === 404 || error.status === 400)) {
      return (
        <section className="screen" data-testid="chat-not-found">
          <PageTitle title={m.midjourney_title({}, { locale })} hidden />
          <p className="muted">{m.chat_not_found({}, { locale })}</p>
        </section>
      );
    }
    throw error;
  }
  const chats = loaded.enabled
    ? await upstreamJson<{ items?: ImageChatItem[] }>('/v1/chat?mode=midjourney&take=48')
    : { items: [] };
  const prices = loaded.enabled ? await loadPriceList() : null;
  const gridKopecks = prices
    ?.find((tool) => tool.id === 'midjourney')
    ?.models[0]?.prices.find((price) => price.unit === 'grid')?.kopecks;
  return (
    <section className="screen" data-testid="screen-midjourney">
      <PageTitle title={m.midjourney_title({}, { locale })} />
      <MidjourneyStudio
        key={slug ?? 'new'}
        chatId={slug}
        initial={loaded.tasks}
        enabled={loaded.enabled}
        gridKopecks={gridKopecks}
      />
      {loaded.enabled ? (
        <ImageChatGrid
          chats={chats.items ?? []}
          activeId={slug}
          locale={locale}
          mode="midjourney"
        />
      ) : null}
    </section>
  );
}

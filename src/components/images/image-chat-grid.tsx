import * as m from '../../paraglide/messages.js';
import { ImageChatList } from './image-chat-list';

export interface ImageChatItem {
  id: string;
  name: string;
  updatedAt: string;
  /** `/v1/media/{id}/thumbnail`: a smaller rendition of the chat's newest image. */
  thumbnailUrl?: string | null;
}

type GridMode = 'image' | 'midjourney';

const texts = {
  image: { title: m.images_chats, create: m.images_new_chat, empty: m.images_chats_empty },
  midjourney: {
    title: m.midjourney_chats,
    create: m.midjourney_new_chat,
    empty: m.midjourney_chats_empty,
  },
} satisfies Record<GridMode, Record<string, typeof m.images_chats>>;

/**
 * The user's image or Midjourney chats, newest first, as a grid of thumbnails (a small rendition
 * of each chat's newest image, not the original scaled down).
 */
export function ImageChatGrid({
  chats,
  activeId,
  locale,
  mode = 'image',
}: {
  chats: ImageChatItem[];
  activeId?: string;
  locale: 'en' | 'ru';
  mode?: GridMode;
}) {
  const text = texts[mode];
  const base = `/${locale}/chat/${mode}`;
  return (
    <nav className="img-chats" aria-label={text.title({}, { locale })}>
      <h2>{text.title({}, { locale })}</h2>
      <p>
        <a href={base} data-testid="img-new-chat">
          {text.create({}, { locale })}
        </a>
      </p>
      <ImageChatList
        chats={chats}
        activeId={activeId}
        base={base}
        emptyText={text.empty({}, { locale })}
        untitled={m.layout_new_chat({}, { locale })}
      />
    </nav>
  );
}

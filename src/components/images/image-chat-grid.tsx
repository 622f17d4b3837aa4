import { browserUrl } from '../../lib/images/image-turns';
import * as m from '../../paraglide/messages.js';

export interface ImageChatItem {
  id: string;
  name: string;
  updatedAt: string;
  thumbnailUrl?: string | null;
}

/** The user's image chats, newest first, as a grid of thumbnails (their newest image). */
export function ImageChatGrid({
  chats,
  activeId,
  locale,
}: {
  chats: ImageChatItem[];
  activeId?: string;
  locale: 'en' | 'ru';
}) {
  return (
    <nav className="img-chats" aria-label={m.images_chats({}, { locale })}>
      <h2>{m.images_chats({}, { locale })}</h2>
      <p>
        <a href={`/${locale}/chat/image`} data-testid="img-new-chat">
          {m.images_new_chat({}, { locale })}
        </a>
      </p>
      {chats.length === 0 ? (
        <p className="muted">{m.images_chats_empty({}, { locale })}</p>
      ) : (
        <ul className="img-chat-grid" data-testid="img-chat-grid">
          {chats.map((chat) => (
            <li key={chat.id}>
              <a
                href={`/${locale}/chat/image/${encodeURIComponent(chat.id)}`}
                aria-current={chat.id === activeId ? 'page' : undefined}
                data-testid="img-chat-link"
              >
                {chat.thumbnailUrl ? (
                  <img src={browserUrl(chat.thumbnailUrl)} alt="" loading="lazy" />
                ) : (
                  <span className="img-chat-blank" aria-hidden="true" />
                )}
                <span className="img-chat-name">{chat.name}</span>
              </a>
            </li>
          ))}
        </ul>
      )}
    </nav>
  );
}

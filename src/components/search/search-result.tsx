'use client';

import { useLocale } from '../../i18n/locale-context';
import { markedParts, type SearchHit } from '../../lib/search/search-hits';
import * as m from '../../paraglide/messages.js';

/** One result: the chat's name, and the snippet with the matched words in `<mark>`. */
export function SearchResult({
  id,
  hit,
  active,
  onChoose,
}: {
  id: string;
  hit: SearchHit;
  active: boolean;
  onChoose: () => void;
}) {
  const locale = useLocale();
  const parts = markedParts(hit.snippet, hit.marks);
  return (
    <div
      id={id}
      role="option"
      tabIndex={-1}
      aria-selected={active}
      className="chat-search-hit"
      data-active={active || undefined}
      // Keeps the focus in the field, so the list does not close before the click lands.
      onMouseDown={(event) => event.preventDefault()}
      onClick={onChoose}
      onKeyDown={(event) => {
        if (event.key === 'Enter') onChoose();
      }}
      data-testid="search-hit"
      data-message-id={hit.messageId ?? undefined}
    >
      <span className="chat-search-hit-name">
        {hit.messageId ? hit.chatName : m.search_title_hit({}, { locale })}
      </span>
      <span className="chat-search-snippet" data-testid="search-snippet">
        {parts.map((part, index) =>
          part.marked ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: parts never reorder
            <mark key={index}>{part.text}</mark>
          ) : (
            part.text
          ),
        )}
      </span>
    </div>
  );
}

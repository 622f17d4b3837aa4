'use client';

import { type KeyboardEvent, type RefObject, useEffect, useState } from 'react';
import { useRouter } from 'waku';
import { useLocale } from '../../i18n/locale-context';
import { hitHref, type SearchHit } from '../../lib/search/search-hits';
import * as m from '../../paraglide/messages.js';
import { SearchResult } from './search-result';
import { useChatSearch } from './use-chat-search';

/** The field's keys the results answer (arrows, Enter); true when one was used. */
export type PanelKeys = (event: KeyboardEvent<HTMLInputElement>) => boolean;

/**
 * The results under the sidebar's search field while it holds a query: loaded with the first
 * query (or focus), not with every page (docs/decisions/180-answer-engine-on-first-use.md).
 * Arrows move the active result, Enter opens it; the field keeps its own Escape.
 */
export function SearchPanel({
  query,
  listId,
  keys,
  onActive,
  onChosen,
}: {
  query: string;
  listId: string;
  /** Where the panel puts its key handler for the field. */
  keys: RefObject<PanelKeys | null>;
  /** The id of the active result, for the field's `aria-activedescendant`. */
  onActive: (id: string | undefined) => void;
  /** A result was opened: the field clears. */
  onChosen: () => void;
}) {
  const locale = useLocale();
  const router = useRouter();
  const search = useChatSearch(query);
  const [active, setActive] = useState(-1);
  const [shownFor, setShownFor] = useState(query);
  // A new query starts over from no active result.
  if (shownFor !== query) {
    setShownFor(query);
    setActive(-1);
  }
  const optionId = (index: number) => `${listId}-${index}`;

  const choose = (hit: SearchHit) => {
    onChosen();
    router.push(hitHref(locale, hit));
  };

  useEffect(() => onActive(active >= 0 ? optionId(active) : undefined));
  useEffect(() => () => onActive(undefined), [onActive]);

  useEffect(() => {
    const count = search.hits.length;
    keys.current = (event) => {
      const hit = search.hits[active] ?? search.hits[0];
      if (event.key === 'ArrowDown' && count) {
        setActive((index) => (index + 1) % count);
      } else if (event.key === 'ArrowUp' && count) {
        setActive((index) => (index <= 0 ? count - 1 : index - 1));
      } else if (event.key === 'Enter' && hit) {
        choose(hit);
      } else return false;
      event.preventDefault();
      return true;
    };
    return () => {
      keys.current = null;
    };
  });

  return (
    <div className="chat-search-panel" data-testid="chat-search-panel">
      <div
        id={listId}
        role="listbox"
        aria-label={m.search_results({}, { locale })}
        className="chat-search-hits"
      >
        {search.hits.map((hit, index) => (
          <SearchResult
            key={`${hit.chatId}:${hit.messageId ?? ''}`}
            id={optionId(index)}
            hit={hit}
            active={index === active}
            onChoose={() => choose(hit)}
          />
        ))}
      </div>
      <p className="chat-search-status muted" aria-live="polite" data-testid="chat-search-status">
        {search.status === 'loading'
          ? m.search_searching({}, { locale })
          : search.status === 'failed'
            ? m.search_failed({}, { locale })
            : search.status === 'done' && search.hits.length === 0
              ? m.search_none({ query: search.query }, { locale })
              : ''}
      </p>
      {search.hasMore && search.status === 'done' && (
        <button
          type="button"
          className="button chat-search-more"
          onClick={search.loadMore}
          data-testid="chat-search-more"
        >
          {m.search_more({}, { locale })}
        </button>
      )}
    </div>
  );
}

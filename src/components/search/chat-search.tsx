'use client';

import { Search } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { useRouter } from 'waku';
import { useLocale } from '../../i18n/locale-context';
import { hitHref, type SearchHit } from '../../lib/search/search-hits';
import { useKeepTyped } from '../../lib/typed-before-hydration';
import * as m from '../../paraglide/messages.js';
import { SearchResult } from './search-result';
import { useChatSearch } from './use-chat-search';
import './search.css';

/**
 * The sidebar's search across all the user's chats (titles and message text): a combobox whose
 * results come as you type; arrows move, Enter opens the chat at the message, Escape clears.
 * `Mod+Shift+F` (the `searchChats` key combination) focuses it; Ctrl+K / ⌘K is the command palette's.
 */
export function ChatSearch() {
  const locale = useLocale();
  const router = useRouter();
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(-1);
  const search = useChatSearch(query);
  const input = useRef<HTMLInputElement>(null);
  useKeepTyped(input, setQuery);
  const listId = useId();
  const open = search.query !== '';
  const optionId = (index: number) => `${listId}-${index}`;

  const choose = (hit: SearchHit) => {
    setQuery('');
    setActive(-1);
    input.current?.blur();
    router.push(hitHref(locale, hit));
  };

  const onKeyDown = (event: React.KeyboardEvent<HTMLInputElement>) => {
    const count = search.hits.length;
    if (event.key === 'ArrowDown' && count) {
      event.preventDefault();
      setActive((index) => (index + 1) % count);
    } else if (event.key === 'ArrowUp' && count) {
      event.preventDefault();
      setActive((index) => (index <= 0 ? count - 1 : index - 1));
    } else if (event.key === 'Enter') {
      const hit = search.hits[active] ?? search.hits[0];
      if (hit) {
        event.preventDefault();
        choose(hit);
      }
    } else if (event.key === 'Escape' && query) {
      event.preventDefault();
      setQuery('');
      setActive(-1);
    }
  };

  return (
    <div className="chat-search" data-testid="chat-search-box">
      <Search className="chat-search-icon" size={15} aria-hidden />
      <input
        ref={input}
        type="search"
        role="combobox"
        className="chat-search-input"
        value={query}
        maxLength={200}
        onChange={(event) => {
          setQuery(event.target.value);
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
        placeholder={m.search_placeholder({}, { locale })}
        aria-label={m.search_label({}, { locale })}
        aria-expanded={open}
        aria-controls={open ? listId : undefined}
        aria-autocomplete="list"
        aria-activedescendant={open && active >= 0 ? optionId(active) : undefined}
        autoComplete="off"
        data-testid="chat-search"
      />
      {open && (
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
          <p
            className="chat-search-status muted"
            aria-live="polite"
            data-testid="chat-search-status"
          >
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
      )}
    </div>
  );
}

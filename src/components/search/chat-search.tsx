'use client';

import { useCallback, useId, useRef, useState } from 'react';
import { useLocale } from '../../i18n/locale-context';
import { useKeepTyped } from '../../lib/typed-before-hydration';
import * as m from '../../paraglide/messages.js';
import { Search } from '../ui/icons';
import { lazyPart } from '../ui/lazy-part';
import type { PanelKeys } from './search-panel';
import './search.css';

const loadPanel = () => import('./search-panel').then((module) => module.SearchPanel);
const SearchPanel = lazyPart(loadPanel);

/**
 * The sidebar's search across all the user's chats (titles and message text): a combobox whose
 * results come as you type; arrows move, Enter opens the chat at the message, Escape clears.
 * `Mod+Shift+F` (the `searchChats` key combination) focuses it; Ctrl+K / ⌘K is the command palette's.
 * The results' code loads as the field is first focused (`SearchPanel`).
 */
export function ChatSearch() {
  const locale = useLocale();
  const [query, setQuery] = useState('');
  const [activeId, setActiveId] = useState<string>();
  const keys = useRef<PanelKeys | null>(null);
  const input = useRef<HTMLInputElement>(null);
  useKeepTyped(input, setQuery);
  const listId = useId();
  const wanted = query.trim();
  const open = wanted !== '';

  const onChosen = useCallback(() => {
    setQuery('');
    input.current?.blur();
  }, []);

  const onKeyDown = (event: React.KeyboardEvent<HTMLInputElement>) => {
    if (open && keys.current?.(event)) return;
    if (event.key === 'Escape' && query) {
      event.preventDefault();
      setQuery('');
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
        onChange={(event) => setQuery(event.target.value)}
        onFocus={() => void loadPanel().catch(() => {})}
        onKeyDown={onKeyDown}
        placeholder={m.search_placeholder({}, { locale })}
        aria-label={m.search_label({}, { locale })}
        aria-expanded={open}
        aria-controls={open ? listId : undefined}
        aria-autocomplete="list"
        aria-activedescendant={open ? activeId : undefined}
        autoComplete="off"
        data-testid="chat-search"
      />
      {open && (
        <SearchPanel
          query={wanted}
          listId={listId}
          keys={keys}
          onActive={setActiveId}
          onChosen={onChosen}
        />
      )}
    </div>
  );
}

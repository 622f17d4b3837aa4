'use client';

import { type KeyboardEvent, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useRouter } from 'waku';
import { useLocale } from '../../i18n/locale-context';
import * as m from '../../paraglide/messages.js';
import { useChatSearch } from '../search/use-chat-search';
import { runPaletteAction } from './palette-actions';
import { chatEntries, matches, type PaletteEntry, staticEntries } from './palette-entries';

const isDark = () => {
  const theme = document.documentElement.dataset.theme;
  if (theme === 'dark' || theme === 'light') return theme === 'dark';
  return window.matchMedia('(prefers-color-scheme: dark)').matches;
};

/**
 * The command palette (issue 26, item 4): a modal combobox that finds pages, chats (through the
 * chat search api) and actions by name in either language. Arrows move, Enter opens, Escape
 * closes and focus returns to whatever had it (ARIA combobox with a listbox popup).
 */
export function CommandPalette({ onClose }: { onClose: () => void }) {
  const locale = useLocale();
  const router = useRouter();
  const dialog = useRef<HTMLDialogElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const listId = useId();
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const search = useChatSearch(query);
  const close = useRef(onClose);
  close.current = onClose;
  const o = { locale };

  const fixed = useMemo(() => staticEntries(locale, isDark()), [locale]);
  const entries = useMemo(
    () => [
      ...fixed.filter((entry) => matches(entry, query)),
      ...chatEntries(locale, search.hits, m.chat_untitled({}, { locale })),
    ],
    [fixed, query, search.hits, locale],
  );
  const current = entries[Math.min(active, entries.length - 1)];

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    const returnTo = document.activeElement as HTMLElement | null;
    element.showModal();
    input.current?.focus();
    return () => {
      if (element.open) element.close();
      returnTo?.focus();
    };
  }, []);

  // The chosen option stays in view as the arrows move it.
  useEffect(() => {
    if (!current) return;
    document.getElementById(`${listId}-${current.id}`)?.scrollIntoView({ block: 'nearest' });
  }, [current, listId]);

  const choose = (entry: PaletteEntry) => {
    dialog.current?.close();
    if (entry.to) router.push(entry.to);
    else if (entry.action) runPaletteAction(entry.action, locale, router.push);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const last = entries.length - 1;
    if (event.key === 'ArrowDown') setActive((at) => (at >= last ? 0 : at + 1));
    else if (event.key === 'ArrowUp') setActive((at) => (at <= 0 ? last : at - 1));
    else if (event.key === 'Home') setActive(0);
    else if (event.key === 'End') setActive(last);
    else if (event.key === 'Enter' && current) choose(current);
    else return;
    event.preventDefault();
  };

  const kinds = {
    page: m.nav_kind_page({}, o),
    chat: m.nav_kind_chat({}, o),
    action: m.nav_kind_action({}, o),
  };
  const status =
    entries.length > 0
      ? ''
      : search.status === 'loading'
        ? m.nav_palette_searching({}, o)
        : m.nav_palette_empty({}, o);
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: Escape closes it from the keyboard; the click is for the backdrop
    <dialog
      ref={dialog}
      className="palette"
      aria-label={m.nav_palette_title({}, o)}
      onClose={() => close.current()}
      onClick={(event) => {
        // A click on the backdrop (the dialog itself, outside its content) closes it.
        if (event.target === event.currentTarget) event.currentTarget.close();
      }}
      data-testid="palette"
    >
      <input
        ref={input}
        className="palette-input"
        type="text"
        role="combobox"
        aria-label={m.nav_palette_title({}, o)}
        aria-expanded={entries.length > 0}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={current ? `${listId}-${current.id}` : undefined}
        placeholder={m.nav_palette_placeholder({}, o)}
        autoComplete="off"
        spellCheck={false}
        value={query}
        onChange={(event) => {
          setQuery(event.target.value);
          setActive(0);
        }}
        onKeyDown={onKeyDown}
        data-testid="palette-input"
      />
      <div
        className="palette-list"
        id={listId}
        role="listbox"
        aria-label={m.nav_palette_results({}, o)}
        data-testid="palette-list"
      >
        {entries.map((entry) => (
          // biome-ignore lint/a11y/useKeyWithClickEvents: the combobox's field handles the keys (ARIA combobox pattern)
          <div
            key={entry.id}
            id={`${listId}-${entry.id}`}
            className="palette-option"
            role="option"
            tabIndex={-1}
            aria-selected={entry === current}
            onClick={() => choose(entry)}
            onMouseMove={() => setActive(entries.indexOf(entry))}
            data-kind={entry.kind}
            data-testid="palette-option"
          >
            <span className="palette-option-label">{entry.label}</span>
            <span className="palette-option-kind">{kinds[entry.kind]}</span>
          </div>
        ))}
      </div>
      <p className="palette-status" role="status" data-testid="palette-status">
        {status}
      </p>
      <p className="palette-hint" aria-hidden>
        {m.nav_palette_hint({}, o)}
      </p>
    </dialog>
  );
}

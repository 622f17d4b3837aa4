import { type Locale, locales } from '../../i18n/locales';
import { destinations } from '../../lib/navigation/destinations';
import type { SearchHit } from '../../lib/search/search-hits';
import * as m from '../../paraglide/messages.js';

export type PaletteKind = 'page' | 'chat' | 'action';

/** One thing the palette can open or do; `terms` hold its names in both languages. */
export type PaletteEntry = {
  id: string;
  kind: PaletteKind;
  label: string;
  terms: string;
  /** A page to go to, or an action to run. */
  to?: string;
  action?: PaletteAction;
};

export type PaletteAction = 'new-chat' | 'theme' | 'language' | 'sign-out' | 'shortcuts';

const languageNames: Record<Locale, string> = { ru: 'Русский', en: 'English' };

/** A name in every language, lowercased, so a Russian page finds "settings" and vice versa. */
const everyLanguage = (name: (locale: Locale) => string) =>
  locales.map((locale) => name(locale).toLowerCase()).join(' ');

/** The pages and actions of the palette, in the page's language; `dark` is the theme shown now. */
export function staticEntries(locale: Locale, dark: boolean): PaletteEntry[] {
  const o = { locale };
  const other = locales.find((l) => l !== locale) ?? locale;
  const pages = destinations.map(
    (d): PaletteEntry => ({
      id: `page-${d.id}`,
      kind: 'page',
      label: d.title({}, o),
      terms: `${everyLanguage((l) => d.title({}, { locale: l }))} ${d.path}`,
      to: `/${locale}${d.path}`,
    }),
  );
  const theme = dark ? m.nav_action_theme_light : m.nav_action_theme_dark;
  const action = (
    id: PaletteAction,
    label: string,
    terms: (l: Locale) => string,
  ): PaletteEntry => ({
    id: `action-${id}`,
    kind: 'action',
    label,
    terms: everyLanguage(terms),
    action: id,
  });
  return [
    action('new-chat', m.nav_action_new_chat({}, o), (l) =>
      m.nav_action_new_chat({}, { locale: l }),
    ),
    action(
      'theme',
      theme({}, o),
      (l) =>
        `${m.nav_action_theme_dark({}, { locale: l })} ${m.nav_action_theme_light({}, { locale: l })} ${m.layout_theme({}, { locale: l })}`,
    ),
    action(
      'language',
      m.nav_action_language({ language: languageNames[other] }, o),
      (l) =>
        `${m.nav_action_language({ language: languageNames[other] }, { locale: l })} ${m.layout_language({}, { locale: l })}`,
    ),
    action('shortcuts', m.nav_action_shortcuts({}, o), (l) =>
      m.nav_action_shortcuts({}, { locale: l }),
    ),
    action('sign-out', m.nav_action_sign_out({}, o), (l) =>
      m.nav_action_sign_out({}, { locale: l }),
    ),
    ...pages,
  ];
}

/** Whether every word of the query is in the entry's names. */
export function matches(entry: PaletteEntry, query: string): boolean {
  const haystack = `${entry.label.toLowerCase()} ${entry.terms}`;
  return query
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => haystack.includes(word));
}

/** Chats found by the search api, one entry per chat (its title hit or its first message hit). */
export function chatEntries(locale: Locale, hits: SearchHit[], untitled: string): PaletteEntry[] {
  const seen = new Set<string>();
  return hits.flatMap((hit) => {
    if (seen.has(hit.chatId)) return [];
    seen.add(hit.chatId);
    const modePath = hit.mode === 'text' ? '' : `${hit.mode}/`;
    return [
      {
        id: `chat-${hit.chatId}`,
        kind: 'chat' as const,
        label: hit.chatName || untitled,
        terms: '',
        to: `/${locale}/chat/${modePath}${hit.chatId}`,
      },
    ];
  });
}

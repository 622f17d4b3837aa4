import type { Locale } from '../../i18n/locales';
import { linkCitations } from '../../lib/chat/citations';
import type { ChatMessage } from '../../lib/chat/types';
import * as m from '../../paraglide/messages.js';

/**
 * An answer's markdown with its cited `[n]` made links to its sources (titled with the
 * document's name), on the server for a loaded chat and in the browser while it streams.
 */
export function citedSource(
  message: Pick<ChatMessage, 'content' | 'citations'>,
  anchorId: string,
  locale: Locale,
): string {
  const citations = message.citations ?? [];
  if (citations.length === 0) return message.content;
  const names = new Map(citations.map((citation) => [citation.n, citation.documentName]));
  return linkCitations(
    message.content,
    citations.map((citation) => citation.n),
    anchorId,
    (n) => m.citations_open({ n, name: names.get(n) ?? '' }, { locale }),
  );
}

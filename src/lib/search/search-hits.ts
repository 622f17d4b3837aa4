import type { ChatMode } from '../chat/chat-mode';

/** One match of `GET /v1/chat/search`: a chat title (no message) or a message's snippet. */
export interface SearchHit {
  chatId: string;
  chatName: string;
  mode: ChatMode;
  messageId: string | null;
  snippet: string;
  marks: { start: number; end: number }[];
}

export interface SearchPage {
  hits: SearchHit[];
  hasMore: boolean;
}

const modes: readonly string[] = ['text', 'image', 'midjourney'];

/** The api's answer, checked field by field (a malformed hit is dropped, never rendered). */
export function toSearchPage(body: unknown): SearchPage {
  const data = (body ?? {}) as { items?: unknown; hasMore?: unknown };
  const items = Array.isArray(data.items) ? data.items : [];
  const hits = items.flatMap((item): SearchHit[] => {
    const hit = item as Record<string, unknown>;
    if (typeof hit.chatId !== 'string' || typeof hit.snippet !== 'string') return [];
    const marks = Array.isArray(hit.marks)
      ? (hit.marks as { start: unknown; end: unknown }[]).filter(
          (mark): mark is { start: number; end: number } =>
            typeof mark.start === 'number' && typeof mark.end === 'number',
        )
      : [];
    return [
      {
        chatId: hit.chatId,
        chatName: typeof hit.chatName === 'string' ? hit.chatName : '',
        mode: (modes.includes(String(hit.mode)) ? hit.mode : 'text') as ChatMode,
        messageId: typeof hit.messageId === 'string' ? hit.messageId : null,
        snippet: hit.snippet,
        marks,
      },
    ];
  });
  return { hits, hasMore: data.hasMore === true };
}

/**
 * The snippet cut into plain and marked parts, for `<mark>` elements (never HTML from the api).
 *
 * @example markedParts('a cat', [{ start: 2, end: 5 }]) // [{text:'a ',marked:false},{text:'cat',marked:true}]
 */
export function markedParts(text: string, marks: SearchHit['marks']) {
  const parts: { text: string; marked: boolean }[] = [];
  let at = 0;
  for (const { start, end } of [...marks].sort((a, b) => a.start - b.start)) {
    if (start < at || end > text.length || end <= start) continue;
    if (start > at) parts.push({ text: text.slice(at, start), marked: false });
    parts.push({ text: text.slice(start, end), marked: true });
    at = end;
  }
  if (at < text.length) parts.push({ text: text.slice(at), marked: false });
  return parts;
}

/** Where a hit opens: the chat's page, at the message when there is one (text chats page it in). */
export function hitHref(locale: string, hit: SearchHit): string {
  const modePath = hit.mode === 'text' ? '' : `${hit.mode}/`;
  const at = hit.messageId ? `?m=${encodeURIComponent(hit.messageId)}` : '';
  return `/${locale}/chat/${modePath}${encodeURIComponent(hit.chatId)}${at}`;
}

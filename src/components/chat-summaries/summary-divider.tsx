'use client';

import { memo, useState } from 'react';
import { useRouter } from 'waku';
import { useLocale } from '../../i18n/locale-context';
import { callApi } from '../../lib/call-api';
import { modelName } from '../../lib/format/model-name';
import { formatRub } from '../../lib/format/money';
import { useHydrated } from '../../lib/use-hydrated';
import * as m from '../../paraglide/messages.js';
import { announceChat } from '../chat/ui-message';
import { MessageSquarePlus, ScrollText } from '../ui/icons';
import './chat-summaries.css';

type Loaded = { text: string; model?: string; costKopecks?: number };

/**
 * Where a long chat's summary of earlier messages stands in for them
 * (docs/decisions/169-long-chat-summaries.md): one line that opens, like a thinking panel, to the
 * summary (read from the api on first open), what it cost, and "Start a new chat with this
 * summary". A chat started from a summary shows its `text` at the top, already known.
 *
 * @example <SummaryDivider chatId={chatId} summaryId={message.summaryId} />
 */
export const SummaryDivider = memo(function SummaryDivider(props: {
  chatId: string;
  /** A summary of this chat's earlier messages; absent: the chat's starting summary. */
  summaryId?: string;
  /** The text when already known (a starting summary); else read on first open. */
  text?: string;
  /** Shared with the reader, or a showcase: no "new chat" button. */
  readOnly?: boolean;
}) {
  const locale = useLocale();
  const router = useRouter();
  const hydrated = useHydrated();
  const [read, setRead] = useState<Loaded | undefined>();
  // A starting summary's text comes with the chat; a summary of earlier messages is read on open.
  const loaded = read ?? (props.text === undefined ? undefined : { text: props.text });
  const [state, setState] = useState<'idle' | 'loading' | 'starting' | 'failed'>('idle');
  const base = props.summaryId
    ? `/v1/chat/${encodeURIComponent(props.chatId)}/summaries/${encodeURIComponent(props.summaryId)}`
    : undefined;

  const onToggle = async (open: boolean) => {
    if (!open || loaded || !base || state === 'loading') return;
    setState('loading');
    const res = await callApi<Partial<Loaded>>(base);
    const body = res.ok ? res.data : undefined;
    if (typeof body?.text !== 'string') {
      setState('failed');
      return;
    }
    setRead({ text: body.text, model: body.model, costKopecks: body.costKopecks });
    setState('idle');
  };

  const startChat = async () => {
    if (!base) return;
    setState('starting');
    const res = await callApi<{ id?: unknown }>(`${base}/chat`, 'POST');
    const chat = res.ok ? res.data : undefined;
    if (typeof chat?.id !== 'string') {
      setState('failed');
      return;
    }
    announceChat({ chatId: chat.id });
    router.push(`/${locale}/chat/${encodeURIComponent(chat.id)}`);
  };

  const title = props.summaryId
    ? m.chat_summary_earlier({}, { locale })
    : m.chat_summary_starting({}, { locale });
  return (
    <details
      className="chat-summary"
      data-testid="chat-summary"
      onToggle={(event) => void onToggle(event.currentTarget.open)}
    >
      <summary data-testid="chat-summary-toggle">
        <ScrollText size={14} aria-hidden />
        <span>{title}</span>
      </summary>
      <div className="chat-summary-body">
        {state === 'loading' && <p className="muted">{m.chat_summary_loading({}, { locale })}</p>}
        {loaded && (
          <p className="chat-summary-text" data-testid="chat-summary-text">
            {loaded.text}
          </p>
        )}
        {loaded?.model && (
          <p className="muted chat-summary-usage" data-testid="chat-summary-usage">
            {m.chat_summary_usage(
              {
                model: modelName(loaded.model, {}),
                cost: formatRub(loaded.costKopecks ?? 0, locale),
              },
              { locale },
            )}
          </p>
        )}
        {loaded && base && !props.readOnly && (
          <button
            type="button"
            className="button"
            onClick={startChat}
            disabled={!hydrated || state === 'starting'}
            data-testid="chat-summary-new-chat"
          >
            <MessageSquarePlus size={16} aria-hidden />
            {m.chat_summary_new_chat({}, { locale })}
          </button>
        )}
        {state === 'failed' && (
          <p className="muted" role="alert">
            {m.chat_summary_failed({}, { locale })}
          </p>
        )}
      </div>
    </details>
  );
});

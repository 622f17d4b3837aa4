'use client';

import { lazy, memo, useRef, useState } from 'react';
import { useLocale } from '../../i18n/locale-context';
import * as m from '../../paraglide/messages.js';
import { citedSource } from '../citations/cited-source';
import { IconButton } from '../ui/icon-button';
import { Pencil } from '../ui/icons';
import { LazyPart } from '../ui/lazy-part';
import { AnswerBody } from './answer-body';
import { BranchSwitcher } from './branch-switcher';
import { errorText } from './error-text';
import { MessageActions } from './message-actions';
import { MessageAttachments } from './message-attachments';
import { ReasoningPanel } from './reasoning-panel';
import { savedIdOf, type UiMessage } from './ui-message';
// With the page: it also styles the `[n]` links of an answer's text.
import '../citations/citations.css';

// Few answers cite: their list of sources loads with the first such answer.
const AnswerSources = lazy(() =>
  import('../citations/answer-sources').then(({ AnswerSources }) => ({ default: AnswerSources })),
);

// The editor of a sent question opens on request: its code loads then (decision 173).
const MessageEditor = lazy(() =>
  import('./message-editor').then(({ MessageEditor }) => ({ default: MessageEditor })),
);

// Tool calls (MCP, memory, Python) are in few answers: their cards load with the first one.
const ToolCards = lazy(() =>
  import('./tool-cards').then(({ ToolCards }) => ({ default: ToolCards })),
);

/** One message. Memoized: a streamed token re-renders only the answer it belongs to. */
export const MessageItem = memo(function MessageItem({
  message,
  isLast,
  busy,
  onRegenerate,
  onEdit,
  onSwitch,
  onCompare,
}: {
  message: UiMessage;
  isLast: boolean;
  busy: boolean;
  /** Absent on a read-only chat: no regenerate or retry. */
  onRegenerate?: () => void;
  /** Absent on a read-only chat: sends an edited question as a new version. */
  onEdit?: (message: UiMessage, text: string) => Promise<void>;
  /** Shows another version (`‹ n/m ›`). */
  onSwitch?: (messageId: string) => void;
  /** "Compare with…" on the last answer (decision 165). */
  onCompare?: (message: UiMessage) => void;
}) {
  const locale = useLocale();
  const [editing, setEditing] = useState(false);
  const body = useRef<HTMLDivElement>(null);
  const switcher =
    message.siblings && message.siblings.count > 1 && onSwitch ? (
      <BranchSwitcher siblings={message.siblings} disabled={busy} onSwitch={onSwitch} />
    ) : null;
  if (message.role === 'user') {
    const editable = onEdit !== undefined && savedIdOf(message) !== undefined;
    return (
      <article
        className="message message-user"
        data-testid="message-user"
        data-message-id={message.id}
      >
        {editing && onEdit ? (
          <LazyPart fallback={<div className="message-bubble">{message.content}</div>}>
            <MessageEditor
              initial={message.content}
              onSubmit={(text) => onEdit(message, text)}
              onCancel={() => setEditing(false)}
            />
          </LazyPart>
        ) : (
          <div className="message-bubble">{message.content}</div>
        )}
        {message.attachments && <MessageAttachments files={message.attachments} />}
        {!editing && (switcher || editable) && (
          <div className="message-user-actions">
            {switcher}
            {editable && (
              <IconButton
                label={m.chat_edit({}, { locale })}
                icon={<Pencil size={16} aria-hidden />}
                onClick={() => setEditing(true)}
                disabled={busy}
                data-testid="message-edit"
              />
            )}
          </div>
        )}
      </article>
    );
  }
  const streaming = message.status === 'streaming';
  return (
    <article
      className="message message-assistant"
      data-testid="message-assistant"
      data-message-id={message.id}
      data-status={message.status ?? 'complete'}
      aria-busy={streaming}
    >
      {message.reasoning ? (
        <ReasoningPanel
          text={message.reasoning}
          ms={message.reasoningMs ?? 0}
          thinking={streaming && !message.content}
        />
      ) : null}
      {message.toolCalls?.length ? (
        <LazyPart>
          <ToolCards calls={message.toolCalls} requestId={message.requestId} />
        </LazyPart>
      ) : null}
      <div ref={body} className="message-body markdown" data-testid="answer-text">
        {message.rendered ?? <AnswerBody source={citedSource(message, message.id, locale)} />}
        {streaming && !message.content && !message.reasoning && (
          <span className="typing" role="status" aria-label={m.chat_generating({}, { locale })} />
        )}
      </div>
      {message.citations?.length ? (
        <LazyPart>
          <AnswerSources messageId={message.id} citations={message.citations} body={body} />
        </LazyPart>
      ) : null}
      {message.leftOut && (
        <p className="message-left-out muted" role="status" data-testid="message-left-out">
          {m.composer_left_out({ names: message.leftOut.join(', ') }, { locale })}
        </p>
      )}
      {message.error && (
        <div
          className="message-error"
          role="alert"
          data-testid="message-error"
          data-kind={message.error.kind}
        >
          <span>{errorText(message.error, locale)}</span>
          {message.error.kind === 'provider' && message.error.message && (
            <span className="muted"> {message.error.message}</span>
          )}
          {isLast && onRegenerate && (
            <button
              type="button"
              className="button"
              onClick={onRegenerate}
              disabled={busy}
              data-testid="message-retry"
            >
              {m.chat_retry({}, { locale })}
            </button>
          )}
        </div>
      )}
      <MessageActions
        message={message}
        isLast={isLast}
        busy={busy}
        onRegenerate={onRegenerate}
        onCompare={onCompare}
        switcher={switcher}
      />
    </article>
  );
});

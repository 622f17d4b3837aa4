'use client';

import { useLocale } from '../../i18n/locale-context';
import type { MessageStatus } from '../../lib/chat/types';
import { formatNumber, formatRub } from '../../lib/format';
import * as m from '../../paraglide/messages.js';
import { AnswerBody } from '../chat/answer-body';

export type CellView = {
  key: string;
  label: string;
  text: string;
  status: MessageStatus;
  costKopecks?: number;
  /** Seconds from the ask to the end; absent while writing or when not seen here. */
  seconds?: number;
  messageId?: string;
  error?: string;
};

/** One model's answer in the comparison: its model, text, time and cost, and "keep". */
export function CompareCell({
  cell,
  busy,
  onKeep,
}: {
  cell: CellView;
  busy: boolean;
  onKeep: (messageId: string) => void;
}) {
  const locale = useLocale();
  const streaming = cell.status === 'streaming';
  const { messageId } = cell;
  return (
    <article
      className="compare-cell"
      data-testid="compare-answer"
      data-status={cell.status}
      aria-busy={streaming}
      aria-label={cell.label}
    >
      <h3 className="compare-model" data-testid="compare-model">
        {cell.label}
      </h3>
      <div className="compare-text markdown" data-testid="compare-text">
        <AnswerBody source={cell.text} />
      </div>
      {cell.error && (
        <p className="message-error" role="alert">
          {m.compare_failed({ message: cell.error }, { locale })}
        </p>
      )}
      <p className="compare-meta muted">
        {streaming ? (
          <span role="status">{m.compare_writing({}, { locale })}</span>
        ) : (
          <>
            {cell.seconds !== undefined && (
              <span data-testid="compare-time">
                {m.compare_time({ seconds: formatNumber(cell.seconds, locale, 1) }, { locale })}
              </span>
            )}
            {cell.costKopecks !== undefined && (
              <span data-testid="compare-cost">
                {m.chat_cost({ cost: formatRub(cell.costKopecks, locale) }, { locale })}
              </span>
            )}
          </>
        )}
      </p>
      <button
        type="button"
        className="button"
        disabled={busy || streaming || cell.status === 'error' || !messageId}
        onClick={() => messageId && onKeep(messageId)}
        data-testid="compare-keep"
      >
        {m.compare_keep({}, { locale })}
      </button>
    </article>
  );
}

'use client';

import type { ReactNode } from 'react';
import { useLocale } from '../../i18n/locale-context';
import { formatRub, modelName } from '../../lib/format';
import * as m from '../../paraglide/messages.js';
import { RateAnswer } from '../ratings/rate-answer';
import { IconButton } from '../ui/icon-button';
import { Columns2, RotateCcw } from '../ui/icons';
import { ReadAloudButton } from '../voice/voice-lazy';
import { CopyButton } from './copy-button';
import { savedIdOf, type UiMessage } from './ui-message';
import { useCatalog } from './use-catalog';

/**
 * Under an answer: its versions (`‹ n/m ›`), copy, regenerate (last answer only), read aloud,
 * model and usage.
 */
export function MessageActions({
  message,
  isLast,
  busy,
  onRegenerate,
  onCompare,
  switcher,
}: {
  message: UiMessage;
  isLast: boolean;
  busy: boolean;
  /** Absent on a read-only chat: no regenerate or retry. */
  onRegenerate?: () => void;
  /** "Compare with…" (last saved answer): its question put to other models (decision 165). */
  onCompare?: (message: UiMessage) => void;
  /** The `‹ n/m ›` switcher of an answer with other versions. */
  switcher?: ReactNode;
}) {
  const locale = useLocale();
  const catalog = useCatalog();
  const names = Object.fromEntries((catalog?.models ?? []).map((model) => [model.id, model.title]));
  if (message.status === 'streaming' || (message.error && !message.content)) {
    return switcher ? <div className="message-actions">{switcher}</div> : null;
  }
  const hasUsage = message.inputTokens !== undefined && message.outputTokens !== undefined;
  return (
    <div className="message-actions" data-testid="message-actions">
      {switcher}
      <CopyButton text={message.content} testId="message-copy" />
      {isLast && onRegenerate && (
        <IconButton
          label={m.chat_regenerate({}, { locale })}
          icon={<RotateCcw size={16} aria-hidden />}
          onClick={onRegenerate}
          disabled={busy}
          data-testid="message-regenerate"
        />
      )}
      {isLast && onCompare && savedIdOf(message) && (
        <IconButton
          label={m.compare_with({}, { locale })}
          icon={<Columns2 size={16} aria-hidden />}
          onClick={() => onCompare(message)}
          disabled={busy}
          data-testid="message-compare"
        />
      )}
      {message.content && <ReadAloudButton text={message.content} />}
      <RateAnswer messageId={savedIdOf(message)} />
      {message.model && (
        <span className="message-meta" data-testid="message-model">
          {modelName(message.model, names)}
        </span>
      )}
      {hasUsage && (
        <span className="message-meta" data-testid="message-tokens">
          {message.reasoningTokens
            ? m.chat_tokens_reasoning(
                {
                  input: String(message.inputTokens),
                  output: String(message.outputTokens),
                  reasoning: String(message.reasoningTokens),
                },
                { locale },
              )
            : m.chat_tokens(
                { input: String(message.inputTokens), output: String(message.outputTokens) },
                { locale },
              )}
        </span>
      )}
      {message.costKopecks !== undefined && (
        <span className="message-meta" data-testid="message-cost">
          {m.chat_cost({ cost: formatRub(message.costKopecks, locale) }, { locale })}
        </span>
      )}
      {message.status === 'stopped' && (
        <span className="message-meta">{m.chat_stopped({}, { locale })}</span>
      )}
    </div>
  );
}

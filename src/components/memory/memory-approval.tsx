'use client';

import { useState } from 'react';
import { useLocale } from '../../i18n/locale-context';
import { callApi } from '../../lib/call-api';
import type { ToolCallView } from '../../lib/chat/types';
import * as m from '../../paraglide/messages.js';
import { Brain } from '../ui/icons';

/**
 * A `remember` call that waits for the person (decision 196): the answer read a tool's result or
 * a knowledge base, which may have asked for it. Shows the fact with Save and Don't save; the
 * api saves it only on Save.
 */
export function MemoryApproval({
  call,
  text,
  requestId,
}: {
  call: ToolCallView;
  text: string;
  requestId?: string;
}) {
  const locale = useLocale();
  const o = { locale };
  const [answer, setAnswer] = useState<'none' | 'save' | 'skip'>('none');
  const decide = async (approved: boolean) => {
    if (!requestId) return;
    setAnswer(approved ? 'save' : 'skip');
    const res = await callApi(`/v1/openai/tool-approval/${requestId}`, 'POST', {
      toolCallId: call.id,
      approved,
    });
    // 409: answered elsewhere or ended; the result event tells what happened.
    if (!res.ok && res.status !== 409) setAnswer('none');
  };
  const titleId = `memory-ask-${call.id}`;
  return (
    <section
      className="memory-note memory-ask"
      data-testid="memory-approval"
      data-answer={answer}
      aria-labelledby={titleId}
    >
      <Brain size={16} aria-hidden />
      <span className="memory-note-title" id={titleId}>
        {answer === 'skip' ? m.memory_ask_skipped({}, o) : m.memory_ask_title({}, o)}
      </span>
      <span className="memory-note-text" data-testid="memory-approval-text">
        {text}
      </span>
      {answer !== 'skip' && (
        <>
          <p className="muted memory-ask-why">{m.memory_ask_why({}, o)}</p>
          <div className="tool-card-actions">
            <button
              type="button"
              className="button button-small button-primary"
              disabled={answer !== 'none'}
              onClick={() => decide(true)}
              data-testid="memory-approve"
            >
              {m.memory_ask_save({}, o)}
            </button>
            <button
              type="button"
              className="button button-small"
              disabled={answer !== 'none'}
              onClick={() => decide(false)}
              data-testid="memory-deny"
            >
              {m.memory_ask_skip({}, o)}
            </button>
          </div>
        </>
      )}
    </section>
  );
}

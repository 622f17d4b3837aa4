'use client';

import { useState } from 'react';
import { useLocale } from '../../i18n/locale-context';
import { callApi } from '../../lib/call-api';
import type { ToolCallView } from '../../lib/chat/types';
import * as m from '../../paraglide/messages.js';
import { Brain } from '../ui/icons';
import { MemoryApproval } from './memory-approval';

/** A call of the built-in `remember` tool (docs/decisions/158-memory.md). */
export const isRememberCall = (call: ToolCallView) =>
  call.server === 'builtin' && call.tool === 'remember';

const savedText = (input: unknown) =>
  typeof input === 'object' && input !== null && 'text' in input ? String(input.text) : '';

/**
 * "Memory updated" under an answer whose model saved a fact, with the fact, an Undo that deletes
 * that memory, and a link to the memory page; "Save to memory?" while the call waits for the
 * person (decision 196). A call that saved nothing shows nothing.
 */
export function MemoryNote({ call, requestId }: { call: ToolCallView; requestId?: string }) {
  const locale = useLocale();
  const o = { locale };
  const [undone, setUndone] = useState(false);
  const [busy, setBusy] = useState(false);
  if (call.awaitingApproval && call.output === undefined) {
    return <MemoryApproval call={call} text={savedText(call.input)} requestId={requestId} />;
  }
  if (!call.memoryId) return null;
  const undo = async () => {
    setBusy(true);
    const res = await callApi(`/v1/memories/${call.memoryId}`, 'DELETE');
    setBusy(false);
    // 404: it was already deleted (on the memory page, or by an undo in another tab).
    if (res.ok || res.status === 404) setUndone(true);
  };
  return (
    <div className="memory-note" data-testid="memory-note" data-undone={undone}>
      <Brain size={16} aria-hidden />
      <span className="memory-note-title" role="status">
        {undone ? m.memory_undone({}, o) : m.memory_updated({}, o)}
      </span>
      <span className="muted memory-note-text">{savedText(call.input)}</span>
      {!undone && (
        <button
          type="button"
          className="button button-small"
          disabled={busy}
          onClick={undo}
          data-testid="memory-undo"
        >
          {m.memory_undo({}, o)}
        </button>
      )}
      <a href={`/${locale}/cabinet/memory`} className="memory-note-link">
        {m.memory_manage({}, o)}
      </a>
    </div>
  );
}

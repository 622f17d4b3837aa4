'use client';

import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { useLocale } from '../../i18n/locale-context';
import * as m from '../../paraglide/messages.js';

/**
 * Edits a sent question in place: Enter sends it as a new version (the old one stays, see
 * docs/decisions/101-message-branches.md), Shift+Enter breaks the line, Escape cancels. While
 * sending the text stays; if the send fails, the editor stays open with the draft and the reason.
 */
export function MessageEditor({
  initial,
  onSubmit,
  onCancel,
}: {
  initial: string;
  /** Resolves once the api has the new version; rejects with a message to show. */
  onSubmit: (text: string) => Promise<void>;
  onCancel: () => void;
}) {
  const locale = useLocale();
  const [text, setText] = useState(initial);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string>();
  const input = useRef<HTMLTextAreaElement>(null);
  const hintId = useId();

  useEffect(() => {
    const element = input.current;
    if (!element) return;
    element.focus();
    element.setSelectionRange(element.value.length, element.value.length);
  }, []);

  const submit = async () => {
    const value = text.trim();
    if (!value || sending) return;
    setSending(true);
    setError(undefined);
    try {
      await onSubmit(value);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
      setSending(false);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      onCancel();
    } else if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void submit();
    }
  };

  return (
    <form
      className="message-editor"
      data-testid="message-editor"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <textarea
        ref={input}
        className="message-editor-input"
        aria-label={m.chat_edit_label({}, { locale })}
        aria-describedby={hintId}
        value={text}
        rows={Math.min(8, Math.max(2, text.split('\n').length))}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
        readOnly={sending}
        data-testid="message-editor-input"
      />
      <p id={hintId} className="message-editor-hint muted">
        {m.chat_edit_hint({}, { locale })}
      </p>
      {error && (
        <p className="message-editor-error" role="alert" data-testid="message-editor-error">
          {error}
        </p>
      )}
      <div className="message-editor-buttons">
        <button type="button" className="button" onClick={onCancel} disabled={sending}>
          {m.chat_edit_cancel({}, { locale })}
        </button>
        <button
          type="submit"
          className="button button-primary"
          disabled={sending || !text.trim()}
          data-testid="message-editor-send"
        >
          {m.chat_edit_send({}, { locale })}
        </button>
      </div>
    </form>
  );
}

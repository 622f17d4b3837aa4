'use client';

import { useEffect, useId, useRef } from 'react';
import type { ImportResult } from '../../lib/chat-porting/import-chats';
import * as m from '../../paraglide/messages.js';

/** Titles listed in the preview; the rest are counted. */
const LISTED = 10;

/**
 * What an import would create — chats, messages, their titles — before anything is: the
 * person confirms or cancels (Escape too). A modal `<dialog>`, so the page behind is inert.
 */
export function ImportPreviewDialog({
  locale,
  preview,
  busy,
  onConfirm,
  onClose,
}: {
  locale: 'ru' | 'en';
  preview: ImportResult;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    element.showModal();
    element.querySelector<HTMLButtonElement>('.button-primary')?.focus();
    return () => element.close();
  }, []);
  const more = preview.chats.length - LISTED;
  return (
    <dialog
      ref={dialog}
      className="modal import-preview"
      aria-labelledby={titleId}
      data-testid="import-preview"
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <h2 id={titleId} className="modal-title">
        {m.porting_preview_title({}, { locale })}
      </h2>
      <p className="muted">
        {preview.source === 'chatgpt'
          ? m.porting_preview_chatgpt({}, { locale })
          : m.porting_preview_beseda({}, { locale })}
      </p>
      <p data-testid="import-preview-counts">
        {m.porting_preview_counts(
          { chats: String(preview.totalChats), messages: String(preview.totalMessages) },
          { locale },
        )}
      </p>
      <ul className="import-preview-list">
        {preview.chats.slice(0, LISTED).map((chat, index) => (
          // Titles may repeat; their place in the file does not.
          // biome-ignore lint/suspicious/noArrayIndexKey: the list never reorders
          <li key={index} data-testid="import-preview-chat">
            <span>{chat.name}</span>{' '}
            <span className="muted">
              {m.porting_preview_messages({ count: String(chat.messages) }, { locale })}
            </span>
          </li>
        ))}
        {more > 0 && (
          <li className="muted">{m.porting_preview_more({ count: String(more) }, { locale })}</li>
        )}
      </ul>
      <div className="import-preview-actions">
        <button
          type="button"
          className="button button-primary"
          onClick={onConfirm}
          disabled={busy}
          data-testid="import-confirm"
        >
          {m.porting_confirm({}, { locale })}
        </button>
        <button type="button" className="button" onClick={onClose} disabled={busy}>
          {m.porting_cancel({}, { locale })}
        </button>
      </div>
    </dialog>
  );
}

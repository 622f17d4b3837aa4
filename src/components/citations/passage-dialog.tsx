'use client';

import { useEffect, useId, useRef, useState } from 'react';
import { useLocale } from '../../i18n/locale-context';
import { callApi } from '../../lib/call-api';
import { highlightParts, type PassageView, toPassage } from '../../lib/chat/citations';
import type { Citation } from '../../lib/chat/types';
import * as m from '../../paraglide/messages.js';
import { IconButton } from '../ui/icon-button';
import { X } from '../ui/icons';
import './citations-dialog.css';

const passagePath = (citation: Citation) =>
  `/v1/knowledge/${encodeURIComponent(citation.knowledgeId ?? '')}/documents/${encodeURIComponent(
    citation.documentId,
  )}/passages/${citation.passage}`;

/**
 * A cited passage in the kit's modal: its document, page or section, and the passage read from
 * the knowledge base with the cited words marked. Escape or the close button closes it, and
 * focus goes back to what opened it.
 */
export function PassageDialog({ citation, onClose }: { citation: Citation; onClose: () => void }) {
  const locale = useLocale();
  const o = { locale };
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const [passage, setPassage] = useState<PassageView | 'failed'>();
  const close = useRef(onClose);
  close.current = onClose;

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    const returnTo = document.activeElement as HTMLElement | null;
    element.showModal();
    return () => {
      if (element.open) element.close();
      returnTo?.focus();
    };
  }, []);

  useEffect(() => {
    // Without its base the passage cannot be read: the cited words alone are shown.
    if (!citation.knowledgeId) {
      setPassage({ text: citation.snippet });
      return;
    }
    const controller = new AbortController();
    setPassage(undefined);
    callApi<unknown>(passagePath(citation), 'GET', undefined, controller.signal).then((res) => {
      if (res.ok) setPassage(toPassage(res.data) ?? 'failed');
      else if (!res.aborted) setPassage('failed');
    });
    return () => controller.abort();
  }, [citation]);

  const view = passage === 'failed' ? undefined : passage;
  const page = view?.page ?? citation.page;
  const section = view?.section ?? citation.section;
  const parts = view ? highlightParts(view.text, view.snippet ?? citation.snippet) : undefined;
  return (
    <dialog
      ref={dialog}
      className="modal passage-dialog"
      aria-labelledby={titleId}
      onClose={() => close.current()}
      data-testid="passage-dialog"
    >
      <div className="modal-head">
        <h2 className="modal-title" id={titleId}>
          {m.citations_passage_title({ n: citation.n }, o)}
        </h2>
        <IconButton
          label={m.citations_close({}, o)}
          icon={<X size={18} aria-hidden />}
          onClick={() => dialog.current?.close()}
          data-testid="passage-close"
        />
      </div>
      <p className="passage-document" data-testid="passage-document">
        {citation.documentName}
      </p>
      {(page !== undefined || section) && (
        <p className="muted passage-where" data-testid="passage-where">
          {page !== undefined && m.citations_page({ page }, o)}
          {page !== undefined && section ? ' · ' : ''}
          {section && m.citations_section({ section }, o)}
        </p>
      )}
      {passage === undefined && (
        <p className="muted" role="status">
          {m.citations_loading({}, o)}
        </p>
      )}
      {passage === 'failed' && (
        <p className="field-error" role="alert" data-testid="passage-failed">
          {m.citations_failed({}, o)}
        </p>
      )}
      {view && (
        <blockquote className="passage-text" data-testid="passage-text">
          {parts ? (
            <>
              {parts[0]}
              <mark data-testid="passage-highlight">{parts[1]}</mark>
              {parts[2]}
            </>
          ) : (
            view.text
          )}
        </blockquote>
      )}
    </dialog>
  );
}

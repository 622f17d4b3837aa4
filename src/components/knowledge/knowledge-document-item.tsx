'use client';

import { fill, formatNumber, formatSize } from '../../lib/format';
import type { KnowledgeDocument } from '../../lib/knowledge/knowledge';
import { FileText } from '../ui/icons';
import { ConfirmDelete } from './confirm-delete';
import type { KnowledgeTexts } from './knowledge-texts';

/** One document of a base: name, size, and where its processing stands. */
export function KnowledgeDocumentItem({
  doc,
  texts,
  locale,
  onDelete,
}: {
  doc: KnowledgeDocument;
  texts: KnowledgeTexts;
  locale: string;
  /** Absent for someone who may only read the base. */
  onDelete?: () => void;
}) {
  const status =
    doc.status === 'ready'
      ? fill(texts.docReady, { count: formatNumber(doc.chunks, locale) })
      : doc.status === 'failed'
        ? fill(texts.docFailed, { reason: doc.error ?? texts.failed })
        : texts.docProcessing;
  return (
    <li
      className="knowledge-doc"
      data-testid="knowledge-doc"
      data-doc-id={doc.id}
      data-status={doc.status}
    >
      <FileText size={18} aria-hidden className="knowledge-doc-icon" />
      <div className="knowledge-doc-main">
        <span className="knowledge-doc-name">{doc.name}</span>
        <span className="muted knowledge-doc-meta">
          {formatSize(doc.bytes, locale)}
          {' · '}
          <span
            className="knowledge-doc-status"
            data-status={doc.status}
            data-testid="knowledge-doc-status"
          >
            {status}
          </span>
        </span>
      </div>
      {onDelete && (
        <ConfirmDelete
          label={fill(texts.docDelete, { name: doc.name })}
          buttonLabel={texts.remove}
          title={fill(texts.docDeleteTitle, { name: doc.name })}
          confirmLabel={texts.remove}
          cancelLabel={texts.cancel}
          closeLabel={texts.close}
          onConfirm={onDelete}
          testId="knowledge-doc-delete"
        />
      )}
    </li>
  );
}

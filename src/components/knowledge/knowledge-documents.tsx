'use client';

import { useState } from 'react';
import { callApi } from '../../lib/call-api';
import { fill, formatSize } from '../../lib/format';
import {
  type KnowledgeBase,
  knowledgeAccept,
  knowledgeMaxBytes,
  knowledgeTypeNames,
  toKnowledgeDocument,
} from '../../lib/knowledge/knowledge';
import { FileDrop } from '../ui/file-drop';
import { ArrowLeft } from '../ui/icons';
import { KnowledgeDocumentItem } from './knowledge-document-item';
import type { KnowledgeTexts } from './knowledge-texts';
import { useDocuments } from './use-documents';

interface Props {
  base: KnowledgeBase;
  texts: KnowledgeTexts;
  locale: string;
  onBack: () => void;
  /** The base's document count changed (an upload, a delete). */
  onCount: (documents: number) => void;
}

/** An opened base: upload documents (several at once, or dropped), see each one's state. */
export function KnowledgeDocuments({ base, texts, locale, onBack, onCount }: Props) {
  const { documents, setDocuments, path } = useDocuments(base.id);
  const [uploading, setUploading] = useState<string>();
  const [refusals, setRefusals] = useState<string[]>([]);
  const maxSize = formatSize(knowledgeMaxBytes, locale);

  const upload = async (files: File[]) => {
    const refused: string[] = [];
    let added = 0;
    // One at a time: each file's refusal is its own, and the base's limits count in order.
    for (const file of files) {
      if (file.size > knowledgeMaxBytes) {
        refused.push(
          fill(texts.uploadRefused, {
            name: file.name,
            reason: fill(texts.tooLarge, { size: maxSize }),
          }),
        );
        continue;
      }
      setUploading(file.name);
      const body = new FormData();
      body.set('file', file);
      const res = await callApi<unknown>(path, 'POST', body);
      const doc = res.ok ? toKnowledgeDocument(res.data) : undefined;
      if (doc) {
        added += 1;
        setDocuments((list) => [
          ...(list ?? []).filter((item) => item.id !== doc.id),
          { ...doc, bytes: doc.bytes || file.size },
        ]);
      } else {
        const reason = res.ok ? texts.failed : (res.message ?? texts.failed);
        refused.push(fill(texts.uploadRefused, { name: file.name, reason }));
      }
    }
    setUploading(undefined);
    setRefusals(refused);
    if (added) onCount((documents?.length ?? 0) + added);
  };

  const remove = async (id: string) => {
    const res = await callApi(`${path}/${encodeURIComponent(id)}`, 'DELETE');
    if (!res.ok && res.status !== 404) {
      setRefusals([res.message ?? texts.failed]);
      return;
    }
    const left = (documents ?? []).filter((doc) => doc.id !== id);
    setDocuments(left);
    onCount(left.length);
  };

  return (
    <section
      className="knowledge-documents"
      aria-labelledby="knowledge-base-title"
      data-testid="knowledge-documents"
      data-loaded={documents !== undefined}
    >
      <button
        type="button"
        className="button button-small"
        onClick={onBack}
        data-testid="knowledge-back"
      >
        <ArrowLeft size={16} aria-hidden />
        {texts.back}
      </button>
      <h2 id="knowledge-base-title" className="knowledge-base-title">
        {base.name}
      </h2>
      {base.canEdit && (
        <FileDrop
          title={texts.uploadTitle}
          hint={fill(texts.uploadHint, { types: knowledgeTypeNames, size: maxSize })}
          chosen={uploading ? fill(texts.uploading, { name: uploading }) : undefined}
          accept={knowledgeAccept}
          multiple
          disabled={uploading !== undefined}
          onFiles={(files) => void upload(files)}
          testId="knowledge-upload"
        />
      )}
      {refusals.length > 0 && (
        <div role="alert" data-testid="knowledge-refusals">
          <ul className="knowledge-refusals">
            {refusals.map((text) => (
              <li key={text} className="field-error">
                {text}
              </li>
            ))}
          </ul>
        </div>
      )}
      <h3 className="knowledge-documents-title">{texts.documents}</h3>
      {documents?.length === 0 && <p className="muted">{texts.docsEmpty}</p>}
      {documents && documents.length > 0 && (
        <ul className="knowledge-doc-list" aria-live="polite">
          {documents.map((doc) => (
            <KnowledgeDocumentItem
              key={doc.id}
              doc={doc}
              texts={texts}
              locale={locale}
              onDelete={base.canEdit ? () => void remove(doc.id) : undefined}
            />
          ))}
        </ul>
      )}
    </section>
  );
}

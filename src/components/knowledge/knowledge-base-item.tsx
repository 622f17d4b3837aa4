'use client';

import { useState } from 'react';
import { fill, formatDay, formatNumber } from '../../lib/format';
import { useAccountDates } from '../../lib/format/account-dates';
import { type KnowledgeBase, knowledgeNameMax } from '../../lib/knowledge/knowledge';
import { InlineEdit } from '../ui/inline-edit';
import { ConfirmDelete } from './confirm-delete';
import type { KnowledgeTexts } from './knowledge-texts';

interface Props {
  base: KnowledgeBase;
  texts: KnowledgeTexts;
  locale: string;
  timeZone: string;
  onOpen: () => void;
  /** Saves a new name; the api's reason when refused. */
  onRename: (name: string) => Promise<string | undefined>;
  onDelete: () => void;
}

/** One knowledge base of the list: name, documents, last change; opened, renamed or deleted. */
export function KnowledgeBaseItem({
  base,
  texts,
  locale,
  timeZone,
  onOpen,
  onRename,
  onDelete,
}: Props) {
  const dates = useAccountDates();
  const [editing, setEditing] = useState(false);
  const fieldId = `knowledge-rename-${base.id}`;
  return (
    <li className="card knowledge-base" data-testid="knowledge-base" data-base-id={base.id}>
      {editing ? (
        <InlineEdit
          id={fieldId}
          label={texts.name}
          className="knowledge-rename"
          actionsClassName="knowledge-actions"
          saveLabel={texts.save}
          cancelLabel={texts.cancel}
          saveTestId="knowledge-rename-save"
          onSave={onRename}
          onClose={() => setEditing(false)}
          control={(field) => (
            <input
              {...field}
              className="input"
              defaultValue={base.name}
              required
              maxLength={knowledgeNameMax}
              data-testid="knowledge-rename-input"
            />
          )}
        />
      ) : (
        <>
          <div className="knowledge-base-head">
            <h2 className="knowledge-base-name" data-testid="knowledge-base-name">
              {base.name}
            </h2>
            <p className="muted knowledge-base-meta">
              <span data-testid="knowledge-base-documents">
                {fill(texts.documentsCount, { count: formatNumber(base.documents, locale) })}
              </span>
              {base.updatedAt && (
                <time dateTime={base.updatedAt}>
                  {fill(texts.updated, {
                    date: formatDay(base.updatedAt, locale, { ...dates, timeZone }),
                  })}
                </time>
              )}
            </p>
          </div>
          <div className="knowledge-actions">
            <button
              type="button"
              className="button button-small button-primary"
              aria-label={`${texts.open}: ${base.name}`}
              onClick={onOpen}
              data-testid="knowledge-open"
            >
              {texts.open}
            </button>
            {base.canEdit && (
              <>
                <button
                  type="button"
                  className="button button-small"
                  onClick={() => setEditing(true)}
                  data-testid="knowledge-rename"
                >
                  {texts.rename}
                </button>
                <ConfirmDelete
                  label={texts.remove}
                  buttonLabel={texts.remove}
                  title={fill(texts.deleteTitle, { name: base.name })}
                  confirmLabel={texts.remove}
                  cancelLabel={texts.cancel}
                  closeLabel={texts.close}
                  onConfirm={onDelete}
                  testId="knowledge-delete"
                />
              </>
            )}
          </div>
        </>
      )}
    </li>
  );
}

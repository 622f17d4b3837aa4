'use client';

import { useState } from 'react';
import { fill, formatDay } from '../../lib/format';
import { useAccountDates } from '../../lib/format/account-dates';
import { MAX_MEMORY_CHARS, type Memory } from '../../lib/memory/memories';
import { InlineEdit } from '../ui/inline-edit';
import type { MemoryTexts } from './memory-texts';

interface Props {
  memory: Memory;
  texts: MemoryTexts;
  locale: string;
  timeZone: string;
  /** Saves a new text; answers the api's message when refused. */
  onSave: (text: string) => Promise<string | undefined>;
  onDelete: () => void;
}

/** One memory: its text and date, edited in place, or deleted. */
export function MemoryItem({ memory, texts, locale, timeZone, onSave, onDelete }: Props) {
  const dates = useAccountDates();
  const [editing, setEditing] = useState(false);
  const fieldId = `memory-edit-${memory.id}`;
  const date = formatDay(memory.createdAt, locale, { ...dates, timeZone });
  return (
    <li className="card memory-item" data-testid="memory-item" data-memory-id={memory.id}>
      {editing ? (
        <InlineEdit
          id={fieldId}
          label={texts.editLabel}
          className="memory-edit"
          actionsClassName="memory-actions"
          saveLabel={texts.save}
          cancelLabel={texts.cancel}
          saveTestId="memory-edit-save"
          onSave={onSave}
          onClose={() => setEditing(false)}
          control={(field) => (
            <textarea
              {...field}
              className="input"
              defaultValue={memory.text}
              required
              maxLength={MAX_MEMORY_CHARS}
              rows={2}
              data-testid="memory-edit-input"
            />
          )}
        />
      ) : (
        <>
          <p className="memory-text" data-testid="memory-text">
            {memory.text}
          </p>
          <div className="memory-foot">
            <time className="muted memory-date" dateTime={memory.createdAt}>
              {fill(texts.savedOn, { date })}
            </time>
            <div className="memory-actions">
              <button
                type="button"
                className="button button-small"
                onClick={() => setEditing(true)}
                data-testid="memory-edit"
              >
                {texts.edit}
              </button>
              <button
                type="button"
                className="button button-small button-danger"
                onClick={onDelete}
                data-testid="memory-delete"
              >
                {texts.remove}
              </button>
            </div>
          </div>
        </>
      )}
    </li>
  );
}

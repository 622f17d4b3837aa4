'use client';

import { type FormEvent, useState } from 'react';
import { fill, formatDay } from '../../lib/format';
import { MAX_MEMORY_CHARS, type Memory } from '../../lib/memory/memories';
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
  const [editing, setEditing] = useState(false);
  const [error, setError] = useState<string>();
  const fieldId = `memory-edit-${memory.id}`;
  const save = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const text = String(new FormData(event.currentTarget).get('text') ?? '').trim();
    const refused = await onSave(text);
    setError(refused);
    if (refused === undefined) setEditing(false);
  };
  const date = formatDay(memory.createdAt, locale, { timeZone });
  return (
    <li className="card memory-item" data-testid="memory-item" data-memory-id={memory.id}>
      {editing ? (
        <form className="memory-edit" onSubmit={save}>
          <label className="field" htmlFor={fieldId}>
            {texts.editLabel}
            <textarea
              id={fieldId}
              name="text"
              className="input"
              defaultValue={memory.text}
              required
              maxLength={MAX_MEMORY_CHARS}
              rows={2}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${fieldId}-error` : undefined}
              data-testid="memory-edit-input"
            />
          </label>
          {error && (
            <p className="field-error" id={`${fieldId}-error`} role="alert">
              {error}
            </p>
          )}
          <div className="memory-actions">
            <button
              type="submit"
              className="button button-small button-primary"
              data-testid="memory-edit-save"
            >
              {texts.save}
            </button>
            <button type="button" className="button button-small" onClick={() => setEditing(false)}>
              {texts.cancel}
            </button>
          </div>
        </form>
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

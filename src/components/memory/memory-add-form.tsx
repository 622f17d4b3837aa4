'use client';

import { type FormEvent, useState } from 'react';
import { MAX_MEMORY_CHARS } from '../../lib/memory/memories';
import type { MemoryTexts } from './memory-texts';

interface Props {
  texts: MemoryTexts;
  disabled: boolean;
  error?: string;
  /** Adds the fact; true when it was saved (the field is then cleared). */
  onAdd: (text: string) => Promise<boolean>;
}

/** The memory page's form for a fact typed by hand. */
export function MemoryAddForm({ texts, disabled, error, onAdd }: Props) {
  const [busy, setBusy] = useState(false);
  const add = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    setBusy(true);
    const saved = await onAdd(String(new FormData(form).get('text') ?? '').trim());
    setBusy(false);
    if (saved) form.reset();
  };
  return (
    <form className="card memory-add" onSubmit={add} data-testid="memory-add">
      <label className="field" htmlFor="memory-new">
        {texts.addLabel}
        <textarea
          id="memory-new"
          name="text"
          className="input"
          required
          maxLength={MAX_MEMORY_CHARS}
          rows={2}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'memory-error' : undefined}
          data-testid="memory-new"
        />
      </label>
      {error && (
        <p className="field-error" id="memory-error" role="alert" data-testid="memory-error">
          {error}
        </p>
      )}
      <button
        type="submit"
        className="button button-primary"
        disabled={busy || disabled}
        data-testid="memory-submit"
      >
        {texts.add}
      </button>
    </form>
  );
}

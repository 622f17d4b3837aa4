'use client';

import { useRef, useState } from 'react';
import { useKeepTyped } from '../../lib/typed-before-hydration';
import { Pencil } from '../ui/icons';
import { callApi } from './members-api';
import type { MembersTexts } from './members-texts';
import { useChange } from './use-members';

type Props = { name: string; texts: MembersTexts; reload: () => Promise<void> };

/** The owner renames the team (`PATCH /v1/entity`). */
export function TeamRename({ name: initial, texts, reload }: Props) {
  const [name, setName] = useState(initial);
  const nameField = useRef<HTMLInputElement>(null);
  useKeepTyped(nameField, setName);
  const { busy, error, run } = useChange(reload, texts.failed);
  return (
    <form
      className="members-rename"
      onSubmit={(event) => {
        event.preventDefault();
        void run(() => callApi('/v1/entity', 'PATCH', { name }));
      }}
    >
      <label htmlFor="team-name">{texts.renameLabel}</label>
      <input
        id="team-name"
        className="input"
        ref={nameField}
        value={name}
        required
        maxLength={100}
        onChange={(e) => setName(e.target.value)}
        data-testid="team-name-input"
      />
      <button type="submit" className="button" disabled={busy} data-testid="team-rename">
        <Pencil size={16} aria-hidden />
        {texts.rename}
      </button>
      {error && (
        <p role="alert" className="form-error">
          {error}
        </p>
      )}
    </form>
  );
}

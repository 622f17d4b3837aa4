'use client';

import { useState } from 'react';
import { fill } from '../../lib/format';
import { ProfileField } from '../profile/profile-fields';
import type { Passkey, PasskeysTexts } from './passkeys-texts';

type Props = {
  passkey: Passkey;
  texts: PasskeysTexts;
  formatTime: (iso: string) => string;
  onRename: (name: string) => Promise<boolean>;
  onRemove: () => void;
};

/** One passkey of the list: its name, when it was added and last used; rename, remove. */
export function PasskeyItem({ passkey, texts, formatTime, onRename, onRemove }: Props) {
  const [editing, setEditing] = useState(false);
  if (editing) {
    return (
      <li data-testid="passkey-item">
        <form
          className="profile-grid"
          onSubmit={async (event) => {
            event.preventDefault();
            const name = String(new FormData(event.currentTarget).get('name') ?? '').trim();
            if (name && (await onRename(name))) setEditing(false);
          }}
        >
          <ProfileField
            id={`passkey-rename-${passkey.id}`}
            label={fill(texts.renameLabel, { name: passkey.name })}
            name="name"
            required
            maxLength={64}
            defaultValue={passkey.name}
            data-testid="passkey-rename-name"
          />
          <div className="profile-row">
            <button type="submit" className="button button-small" data-testid="passkey-save">
              {texts.save}
            </button>
            <button type="button" className="button button-small" onClick={() => setEditing(false)}>
              {texts.cancel}
            </button>
          </div>
        </form>
      </li>
    );
  }
  return (
    <li data-testid="passkey-item">
      <strong data-testid="passkey-item-name">{passkey.name}</strong>
      <span className="muted">
        {' — '}
        {fill(texts.created, { date: formatTime(passkey.createdAt) })},{' '}
        <span data-testid="passkey-item-used">
          {passkey.lastUsedAt
            ? fill(texts.used, { date: formatTime(passkey.lastUsedAt) })
            : texts.neverUsed}
        </span>
      </span>
      <span className="profile-row">
        <button
          type="button"
          className="button button-small"
          aria-label={fill(texts.renameLabel, { name: passkey.name })}
          onClick={() => setEditing(true)}
          data-testid="passkey-rename"
        >
          {texts.rename}
        </button>
        <button
          type="button"
          className="button button-small"
          aria-label={fill(texts.removeLabel, { name: passkey.name })}
          onClick={onRemove}
          data-testid="passkey-remove"
        >
          {texts.remove}
        </button>
      </span>
    </li>
  );
}

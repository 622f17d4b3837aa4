'use client';

import { useRef, useState } from 'react';
import { useKeepTyped } from '../../lib/typed-before-hydration';
import { useHydrated } from '../../lib/use-hydrated';
import { announceUserName } from '../auth/user-name';
import { FileDrop } from '../ui/file-drop';
import { cropSquare } from './crop-square';
import { type Outcome, outcomeOf, profileCall } from './profile-call';
import { OutcomeLine } from './profile-fields';
import type { ProfileTexts } from './profile-texts';

type Props = { name: string; avatar: string | null; texts: ProfileTexts };

/** Name, and the avatar cropped square in a canvas before upload. */
export function NameAvatarForm({ name: initialName, avatar: initialAvatar, texts }: Props) {
  const [name, setName] = useState(initialName);
  const nameField = useRef<HTMLInputElement>(null);
  useKeepTyped(nameField, setName);
  // Before the page is live, Save does nothing (a native submit would reload and drop the name).
  const hydrated = useHydrated();
  const [avatar, setAvatar] = useState(initialAvatar);
  const [outcome, setOutcome] = useState<Outcome>();
  const saveName = async () => {
    const result = await profileCall('/v1/user', 'PATCH', { name });
    if (result.ok) announceUserName(name);
    setOutcome(outcomeOf(result, texts.saved, texts.failed));
  };
  const upload = async (file: File | undefined) => {
    if (!file) return;
    const form = new FormData();
    try {
      form.set('file', await cropSquare(file), 'avatar.png');
    } catch {
      form.set('file', file); // not decodable here: let the api judge the bytes
    }
    const result = await profileCall<{ avatar: string | null }>('/v1/user/avatar', 'POST', form);
    if (result.ok) setAvatar(result.data.avatar);
    setOutcome(outcomeOf(result, texts.saved, texts.failed));
  };
  return (
    <section className="profile-section" aria-labelledby="profile-name-title">
      <h2 id="profile-name-title">{texts.name}</h2>
      <form
        className="profile-row"
        data-hydrated={hydrated}
        onSubmit={(event) => {
          event.preventDefault();
          void saveName();
        }}
      >
        <label htmlFor="profile-name" className="visually-hidden">
          {texts.name}
        </label>
        <input
          id="profile-name"
          ref={nameField}
          className="input"
          value={name}
          maxLength={100}
          required
          onChange={(e) => setName(e.target.value)}
          data-testid="profile-name"
        />
        <button
          type="submit"
          className="button"
          disabled={!hydrated}
          data-testid="profile-name-save"
        >
          {texts.save}
        </button>
      </form>
      <div className="profile-avatar">
        {avatar ? (
          <img
            src={avatar}
            alt={texts.avatar}
            width={64}
            height={64}
            data-testid="profile-avatar"
          />
        ) : (
          <span className="profile-avatar-empty" aria-hidden="true">
            {name.slice(0, 1).toUpperCase()}
          </span>
        )}
        <FileDrop
          title={texts.avatarUpload}
          hint={texts.avatarHint}
          accept="image/png,image/jpeg,image/webp,image/gif"
          onFiles={([file]) => void upload(file)}
          testId="profile-avatar-input"
        />
      </div>
      <OutcomeLine outcome={outcome} />
    </section>
  );
}

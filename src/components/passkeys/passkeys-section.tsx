'use client';

import { useCallback, useEffect, useState } from 'react';
import { type Outcome, outcomeOf, profileCall } from '../profile/profile-call';
import { OutcomeLine, ProfileField } from '../profile/profile-fields';
import { deviceName } from '../profile/sessions-list';
import { PasskeyItem } from './passkey-item';
import type { Passkey, PasskeysTexts } from './passkeys-texts';

type Props = {
  texts: PasskeysTexts;
  formatTime: (iso: string) => string;
  /** The sessions list may now show a passkey sign-in. */
  onChanged: () => void;
  /** How many passkeys the account has, each time the list is read. */
  onCount?: (count: number) => void;
};

/** The profile's passkeys: add one (the browser's prompt) under a name, rename, remove. */
export function PasskeysSection({ texts, formatTime, onChanged, onCount }: Props) {
  const [passkeys, setPasskeys] = useState<Passkey[] | null>(null);
  const [outcome, setOutcome] = useState<Outcome>();
  const [pending, setPending] = useState(false);
  const [suggested, setSuggested] = useState('');
  const reload = useCallback(async () => {
    const result = await profileCall<{ passkeys: Passkey[] }>('/v1/user/passkeys', 'GET');
    if (!result.ok) return;
    setPasskeys(result.data.passkeys);
    onCount?.(result.data.passkeys.length);
  }, [onCount]);
  useEffect(() => {
    void reload();
    setSuggested(deviceName(navigator.userAgent, texts.title));
  }, [reload, texts.title]);

  const add = async (name: string) => {
    setPending(true);
    setOutcome(undefined);
    const { addPasskey } = await import('../../lib/passkeys/ceremony');
    const result = await addPasskey(name);
    setPending(false);
    if (result.ok) {
      setOutcome({ ok: true, text: texts.added });
      await reload();
      onChanged();
    } else {
      const text = result.needsSiteName
        ? texts.needsSiteName.replace('{address}', result.needsSiteName)
        : result.unsupported
          ? texts.unsupported
          : result.message === null
            ? texts.cancelled
            : result.message || texts.failed;
      setOutcome({ ok: false, text });
    }
  };
  const rename = async (passkey: Passkey, name: string) => {
    const result = await profileCall(`/v1/user/passkeys/${passkey.id}`, 'PATCH', { name });
    setOutcome(result.ok ? undefined : outcomeOf(result, '', texts.failed));
    await reload();
    return result.ok;
  };
  const remove = async (passkey: Passkey) => {
    const result = await profileCall(`/v1/user/passkeys/${passkey.id}`, 'DELETE');
    setOutcome(outcomeOf(result, texts.removed, texts.failed));
    await reload();
  };

  return (
    <section
      className="profile-section"
      aria-labelledby="profile-passkeys-title"
      data-testid="passkeys"
    >
      <h2 id="profile-passkeys-title">{texts.title}</h2>
      <p className="muted">{texts.intro}</p>
      {passkeys?.length === 0 && (
        <p className="muted" data-testid="passkeys-empty">
          {texts.none}
        </p>
      )}
      {passkeys && passkeys.length > 0 && (
        <ul className="profile-passkeys" data-testid="passkeys-list">
          {passkeys.map((passkey) => (
            <PasskeyItem
              key={passkey.id}
              passkey={passkey}
              texts={texts}
              formatTime={formatTime}
              onRename={(name) => rename(passkey, name)}
              onRemove={() => remove(passkey)}
            />
          ))}
        </ul>
      )}
      <form
        className="profile-grid"
        onSubmit={(event) => {
          event.preventDefault();
          const name = String(new FormData(event.currentTarget).get('name') ?? '').trim();
          if (name) void add(name);
        }}
      >
        <ProfileField
          id="passkey-name"
          label={texts.name}
          name="name"
          required
          maxLength={64}
          defaultValue={suggested}
          key={suggested}
          data-testid="passkey-name"
        />
        <button
          type="submit"
          className="button"
          disabled={pending || passkeys === null}
          data-testid="passkey-add"
        >
          {texts.add}
        </button>
      </form>
      <OutcomeLine outcome={outcome} testId="passkeys-status" />
    </section>
  );
}

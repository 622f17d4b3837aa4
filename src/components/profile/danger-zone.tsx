'use client';

import { useRef, useState } from 'react';
import { useKeepTyped } from '../../lib/typed-before-hydration';
import { SecondFactorField, secondFactorOf } from '../two-factor/second-factor-field';
import { type Outcome, outcomeOf, profileCall } from './profile-call';
import { OutcomeLine, ProfileField } from './profile-fields';
import type { ProfileTexts } from './profile-texts';

/** Export of all my data, and deletion of the account after typing the email and password. */
export function DangerZone({
  email,
  locale,
  texts,
  secondFactorLabel,
  passkeyLabel,
}: {
  email: string;
  locale: string;
  texts: ProfileTexts;
  /** Set while two-factor is on: deleting asks for a code too. */
  secondFactorLabel?: string;
  /** With a passkey on the account: \"Use a passkey instead\" (decision 167). */
  passkeyLabel?: string;
}) {
  const [typed, setTyped] = useState('');
  const confirmField = useRef<HTMLInputElement>(null);
  useKeepTyped(confirmField, setTyped);
  const [password, setPassword] = useState('');
  const [outcome, setOutcome] = useState<Outcome>();
  const remove = async (form: FormData) => {
    const result = await profileCall('/v1/user/delete', 'POST', {
      confirmation: typed,
      currentPassword: password,
      ...secondFactorOf(form),
    });
    if (result.ok) {
      location.assign(`/${locale}/auth/login`);
      return;
    }
    setOutcome(outcomeOf(result, '', texts.failed));
  };
  return (
    <>
      <section className="profile-section" aria-labelledby="profile-export-title">
        <h2 id="profile-export-title">{texts.export}</h2>
        <p className="muted">{texts.exportHint}</p>
        <a className="button" href="/api/v1/user/export" download data-testid="export-data">
          {texts.export}
        </a>
      </section>
      <section className="profile-section profile-danger" aria-labelledby="profile-delete-title">
        <h2 id="profile-delete-title">{texts.delete}</h2>
        <p id="delete-hint" className="muted">
          {texts.deleteHint.replace('{email}', email)}
        </p>
        <form
          className="profile-grid"
          onSubmit={(event) => {
            event.preventDefault();
            void remove(new FormData(event.currentTarget));
          }}
        >
          <label htmlFor="delete-confirm">{texts.deleteConfirmLabel}</label>
          <input
            id="delete-confirm"
            ref={confirmField}
            className="input"
            type="email"
            value={typed}
            onChange={(e) => setTyped(e.target.value)}
            autoComplete="off"
            aria-describedby="delete-hint"
            data-testid="delete-confirm"
          />
          <ProfileField
            id="delete-password"
            label={texts.deletePassword}
            type="password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            required
            autoComplete="current-password"
            data-testid="delete-password"
          />
          <SecondFactorField
            id="delete-second-factor"
            label={secondFactorLabel}
            passkeyLabel={passkeyLabel}
          />
          <button
            type="submit"
            className="button button-danger"
            disabled={typed.trim().toLowerCase() !== email.toLowerCase() || password === ''}
            data-testid="delete-account"
          >
            {texts.deleteSubmit}
          </button>
        </form>
        <OutcomeLine outcome={outcome} testId="delete-status" />
      </section>
    </>
  );
}

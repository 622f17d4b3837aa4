'use client';

import { useState } from 'react';
import { SecondFactorField, secondFactorOf } from '../two-factor/second-factor-field';
import { type Outcome, outcomeOf, profileCall } from './profile-call';
import { OutcomeLine, ProfileField } from './profile-fields';
import type { ProfileTexts } from './profile-texts';

/** Password change: the current one is required; every other session is signed out. */
export function PasswordForm({
  texts,
  onChanged,
  secondFactorLabel,
  passkeyLabel,
}: {
  texts: ProfileTexts;
  onChanged: () => void;
  /** Set while two-factor is on: the change asks for a code too. */
  secondFactorLabel?: string;
  /** With a passkey on the account: \"Use a passkey instead\" (decision 167). */
  passkeyLabel?: string;
}) {
  const [outcome, setOutcome] = useState<Outcome>();
  return (
    <section className="profile-section" aria-labelledby="profile-password-title">
      <h2 id="profile-password-title">{texts.password}</h2>
      <form
        className="profile-grid"
        onSubmit={async (event) => {
          event.preventDefault();
          const form = event.currentTarget;
          const data = new FormData(form);
          const result = await profileCall('/v1/user', 'PATCH', {
            currentPassword: String(data.get('currentPassword') ?? ''),
            password: String(data.get('password') ?? ''),
            ...secondFactorOf(data),
          });
          if (result.ok) {
            form.reset();
            onChanged();
          }
          setOutcome(outcomeOf(result, texts.passwordChanged, texts.failed));
        }}
      >
        <ProfileField
          id="password-current"
          label={texts.currentPassword}
          name="currentPassword"
          type="password"
          required
          autoComplete="current-password"
          data-testid="password-current"
        />
        <ProfileField
          id="password-new"
          label={texts.newPassword}
          name="password"
          type="password"
          required
          minLength={8}
          autoComplete="new-password"
          data-testid="password-new"
        />
        <SecondFactorField
          id="password-second-factor"
          label={secondFactorLabel}
          passkeyLabel={passkeyLabel}
        />
        <button type="submit" className="button" data-testid="password-change">
          {texts.passwordChange}
        </button>
      </form>
      <OutcomeLine outcome={outcome} testId="password-status" />
    </section>
  );
}

'use client';

import { type FormEvent, useState } from 'react';
import { SecondFactorField, secondFactorOf } from '../two-factor/second-factor-field';
import { type Outcome, outcomeOf, profileCall } from './profile-call';
import { OutcomeLine, ProfileField } from './profile-fields';
import type { ProfileTexts } from './profile-texts';

/** Email change: the new address and the current password, then the code mailed there. */
export function EmailChangeForm({
  email: initial,
  texts,
  secondFactorLabel,
  passkeyLabel,
}: {
  email: string;
  texts: ProfileTexts;
  /** Set while two-factor is on: the change asks for a code too. */
  secondFactorLabel?: string;
  /** With a passkey on the account: \"Use a passkey instead\" (decision 167). */
  passkeyLabel?: string;
}) {
  const [email, setEmail] = useState(initial);
  const [pending, setPending] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<Outcome>();
  const ask = async (form: FormData) => {
    const next = String(form.get('email') ?? '');
    const result = await profileCall<{ email: string }>('/v1/user/email', 'POST', {
      email: next,
      currentPassword: String(form.get('currentPassword') ?? ''),
      ...secondFactorOf(form),
    });
    if (result.ok) setPending(result.data.email);
    setOutcome(result.ok ? undefined : outcomeOf(result, '', texts.failed));
  };
  const confirm = async (form: FormData) => {
    const result = await profileCall<{ email: string }>('/v1/user/email/confirm', 'POST', {
      code: String(form.get('code') ?? '').trim(),
    });
    if (result.ok) {
      setEmail(result.data.email);
      setPending(null);
    }
    const changed = texts.emailChanged.replace('{email}', result.ok ? result.data.email : '');
    setOutcome(outcomeOf(result, changed, texts.failed));
  };
  const submit =
    (handler: (form: FormData) => Promise<void>) => (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      void handler(new FormData(event.currentTarget));
    };
  return (
    <section className="profile-section" aria-labelledby="profile-email-title">
      <h2 id="profile-email-title">{texts.email}</h2>
      <p data-testid="profile-email">{email}</p>
      {pending === null ? (
        <form className="profile-grid" onSubmit={submit(ask)}>
          <ProfileField
            id="email-new"
            label={texts.emailNew}
            name="email"
            type="email"
            required
            autoComplete="email"
            data-testid="email-new"
          />
          <ProfileField
            id="email-password"
            label={texts.currentPassword}
            name="currentPassword"
            type="password"
            required
            autoComplete="current-password"
            data-testid="email-password"
          />
          <SecondFactorField
            id="email-second-factor"
            label={secondFactorLabel}
            passkeyLabel={passkeyLabel}
          />
          <button type="submit" className="button" data-testid="email-send-code">
            {texts.emailSendCode}
          </button>
        </form>
      ) : (
        <form className="profile-grid" onSubmit={submit(confirm)}>
          <ProfileField
            id="email-code"
            label={texts.emailCode.replace('{email}', pending)}
            name="code"
            inputMode="numeric"
            pattern="\d{6}"
            maxLength={6}
            required
            autoComplete="one-time-code"
            data-testid="email-code"
          />
          <button type="submit" className="button" data-testid="email-confirm">
            {texts.emailConfirm}
          </button>
        </form>
      )}
      <OutcomeLine outcome={outcome} testId="email-status" />
    </section>
  );
}

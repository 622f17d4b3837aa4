'use client';

import { lazy, useState } from 'react';
import { fill } from '../../lib/format';
import { type Outcome, outcomeOf, profileCall } from '../profile/profile-call';
import { OutcomeLine, ProfileField } from '../profile/profile-fields';
import { LazyPart } from '../ui/lazy-part';
import { RecoveryCodesView } from './recovery-codes-view';
import type { TwoFactorTexts } from './two-factor-texts';

// The QR encoder loads only when someone sets two-factor up.
const TotpQr = lazy(() => import('./totp-qr'));

export type TwoFactorState = { totp: boolean; recoveryCodesLeft: number };
type Setup = { secret: string; otpauthUrl: string };
/** Who is at the keyboard (decision 190): the password, or a passkey's answer instead. */
type Proof = { currentPassword: string } | { passkey: unknown };

type Props = {
  state: TwoFactorState | null;
  texts: TwoFactorTexts;
  onChanged: () => void;
};

/** The profile's two-factor section: set up with a QR code, confirm, recovery codes, turn off. */
export function TwoFactorSection({ state, texts, onChanged }: Props) {
  const [setup, setSetup] = useState<Setup | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [outcome, setOutcome] = useState<Outcome>();
  const start = async (proof: Proof) => {
    const result = await profileCall<Setup>('/v1/user/2fa/totp', 'POST', proof);
    if (result.ok) setSetup(result.data);
    setOutcome(result.ok ? undefined : outcomeOf(result, '', texts.failed));
  };
  const confirm = async (code: string) => {
    const result = await profileCall<{ recoveryCodes: string[] }>(
      '/v1/user/2fa/totp/confirm',
      'POST',
      { code },
    );
    if (result.ok) {
      setSetup(null);
      setCodes(result.data.recoveryCodes);
      onChanged();
    }
    setOutcome(result.ok ? undefined : outcomeOf(result, '', texts.failed));
  };
  const turnOff = async (proof: Proof & { code?: string }) => {
    const result = await profileCall('/v1/user/2fa/totp', 'DELETE', proof);
    if (result.ok) onChanged();
    setOutcome(outcomeOf(result, texts.turnedOff, texts.failed));
  };
  const withPasskey = async (act: (proof: Proof) => void) => {
    setOutcome(undefined);
    const { passkeyConfirmation } = await import('../../lib/passkeys/ceremony');
    const outcome = await passkeyConfirmation();
    if (outcome.ok) return act({ passkey: outcome.answer });
    if (outcome.message !== null) setOutcome({ ok: false, text: outcome.message || texts.failed });
  };
  const codeForm = (id: string, label: string, submit: string, act: (code: string) => void) => (
    <form
      className="profile-grid"
      onSubmit={(event) => {
        event.preventDefault();
        const form = event.currentTarget;
        act(String(new FormData(form).get('code') ?? '').trim());
        form.reset();
      }}
    >
      <ProfileField
        id={id}
        label={label}
        name="code"
        required
        autoComplete="one-time-code"
        data-testid={id}
      />
      <button type="submit" className="button" data-testid={`${id}-submit`}>
        {submit}
      </button>
    </form>
  );
  /** The password (and a code to turn off) in kit fields, or a passkey's answer instead. */
  const proofForm = (
    id: string,
    submit: string,
    act: (proof: Proof & { code?: string }) => void,
    codeLabel?: string,
  ) => (
    <form
      className="profile-grid"
      onSubmit={(event) => {
        event.preventDefault();
        const form = event.currentTarget;
        const data = new FormData(form);
        const currentPassword = String(data.get('currentPassword') ?? '');
        const code = String(data.get('code') ?? '').trim();
        act(codeLabel ? { currentPassword, code } : { currentPassword });
        form.reset();
      }}
    >
      <ProfileField
        id={`${id}-password`}
        label={texts.currentPassword}
        name="currentPassword"
        type="password"
        required
        autoComplete="current-password"
        data-testid={`${id}-password`}
      />
      {codeLabel && (
        <ProfileField
          id={`${id}-code`}
          label={codeLabel}
          name="code"
          required
          autoComplete="one-time-code"
          data-testid={`${id}-code`}
        />
      )}
      <button type="submit" className="button" disabled={!state} data-testid={id}>
        {submit}
      </button>
      <button
        type="button"
        className="button"
        onClick={() => withPasskey(act)}
        data-testid={`${id}-passkey`}
      >
        {texts.passkeyInstead}
      </button>
    </form>
  );
  return (
    <section className="profile-section" aria-labelledby="profile-tfa-title" data-testid="tfa">
      <h2 id="profile-tfa-title">{texts.title}</h2>
      {codes ? (
        <RecoveryCodesView codes={codes} texts={texts} onDone={() => setCodes(null)} />
      ) : state?.totp ? (
        <>
          <p className="muted" data-testid="tfa-on">
            {fill(texts.onText, { count: state.recoveryCodesLeft })}
          </p>
          {proofForm('tfa-off', texts.turnOff, turnOff, texts.codeOrRecovery)}
        </>
      ) : setup ? (
        <>
          <p className="muted">{texts.scan}</p>
          <LazyPart>
            <TotpQr url={setup.otpauthUrl} label={texts.qrLabel} />
          </LazyPart>
          <p>
            {texts.secret}: <code data-testid="tfa-secret">{setup.secret}</code>
          </p>
          {codeForm('tfa-confirm-code', texts.code, texts.turnOn, confirm)}
          <button type="button" className="button" onClick={() => setSetup(null)}>
            {texts.cancel}
          </button>
        </>
      ) : (
        <>
          <p className="muted" data-testid="tfa-off">
            {texts.offText}
          </p>
          {proofForm('tfa-set-up', texts.setUp, start)}
        </>
      )}
      <OutcomeLine outcome={outcome} testId="tfa-status" />
    </section>
  );
}

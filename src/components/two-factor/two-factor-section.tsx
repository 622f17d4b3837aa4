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
  const start = async () => {
    const result = await profileCall<Setup>('/v1/user/2fa/totp', 'POST');
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
  const turnOff = async (code: string) => {
    const result = await profileCall('/v1/user/2fa/totp', 'DELETE', { code });
    if (result.ok) onChanged();
    setOutcome(outcomeOf(result, texts.turnedOff, texts.failed));
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
          {codeForm('tfa-off-code', texts.codeOrRecovery, texts.turnOff, turnOff)}
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
          <button
            type="button"
            className="button"
            onClick={start}
            disabled={!state}
            data-testid="tfa-set-up"
          >
            {texts.setUp}
          </button>
        </>
      )}
      <OutcomeLine outcome={outcome} testId="tfa-status" />
    </section>
  );
}

'use client';

import { useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { ProfileField } from '../profile/profile-fields';

type Props = {
  id: string;
  label?: string;
  /** "Use a passkey instead": the form is sent with a passkey's answer (decision 167). */
  passkeyLabel?: string;
};

/**
 * The second factor a sensitive action asks for again while two-factor is on (`label` set);
 * nothing while it is off. Its value goes to the api as `code`; with `passkeyLabel`, a button
 * sends the form with a passkey's answer instead (`passkey`).
 */
export function SecondFactorField({ id, label, passkeyLabel }: Props) {
  const [answer, setAnswer] = useState('');
  const [problem, setProblem] = useState('');
  const hidden = useRef<HTMLInputElement>(null);
  if (!label) return null;
  const answerWithPasskey = async () => {
    setProblem('');
    const { passkeyConfirmation } = await import('../../lib/passkeys/ceremony');
    const outcome = await passkeyConfirmation();
    if (!outcome.ok) {
      if (outcome.message !== null) setProblem(outcome.message);
      return;
    }
    // The answer is in the form (and the code no longer required) before it is sent.
    flushSync(() => setAnswer(JSON.stringify(outcome.answer)));
    hidden.current?.form?.requestSubmit();
    setAnswer('');
  };
  return (
    <>
      <ProfileField
        id={id}
        label={label}
        name="secondFactor"
        required={!answer}
        autoComplete="one-time-code"
        data-testid={id}
      />
      <input ref={hidden} type="hidden" name="secondFactorPasskey" value={answer} />
      {passkeyLabel && (
        <button
          type="button"
          className="button"
          onClick={answerWithPasskey}
          data-testid={`${id}-passkey`}
        >
          {passkeyLabel}
        </button>
      )}
      {problem && (
        <p role="alert" className="form-error">
          {problem}
        </p>
      )}
    </>
  );
}

/** The `code` or `passkey` to send from a form holding a `SecondFactorField`, or nothing. */
export function secondFactorOf(form: FormData): { code?: string; passkey?: unknown } {
  const passkey = String(form.get('secondFactorPasskey') ?? '');
  if (passkey) return { passkey: JSON.parse(passkey) };
  const code = String(form.get('secondFactor') ?? '').trim();
  return code ? { code } : {};
}

/**
 * True when the api refused a sensitive action for its second factor (none given, or a wrong
 * one): the form then shows a `SecondFactorField` and the person sends it again (decision 167).
 */
export function asksSecondFactor(result: { code?: string }): boolean {
  return result.code === 'two_factor_code_required' || result.code === 'invalid_two_factor_code';
}

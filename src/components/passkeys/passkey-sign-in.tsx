'use client';

import { useEffect, useRef } from 'react';
import type { PasskeySignInProps } from '../../lib/passkeys/sign-in-run';

type Props = PasskeySignInProps & { label: string };

// Everything of a passkey sign-in (the WebAuthn library included) loads on the first press or
// focus, not with the page: the sign-in page's JavaScript budget (bench/RESULTS.md) has no room.
const run = (props: Props, status: HTMLElement | null, autofill: boolean) =>
  import('../../lib/passkeys/sign-in-run').then((m) => m.runPasskeySignIn(props, status, autofill));

/**
 * "Sign in with a passkey" (login page and code step). On the login page the email field
 * (`autocomplete="username webauthn"`) also offers passkeys in its autofill once focused, where
 * the browser supports that.
 */
export function PasskeySignIn(props: Props) {
  const status = useRef<HTMLParagraphElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per page; the props never change.
  useEffect(() => {
    const field = props.autofill ? document.querySelector('[autocomplete~="webauthn"]') : null;
    field?.addEventListener('focus', () => run(props, status.current, true), { once: true });
  }, []);
  return (
    <div className="passkey-sign-in">
      <button
        type="button"
        className="button"
        data-testid="passkey-sign-in"
        onClick={() => run(props, status.current, false)}
      >
        {props.label}
      </button>
      <p
        ref={status}
        className="form-error"
        role="alert"
        hidden
        data-testid="passkey-sign-in-error"
      />
    </div>
  );
}

import { signInWithPasskey } from './ceremony';

export type PasskeySignInProps = {
  locale: string;
  redirect?: string | null;
  /** Offer the account's passkeys in the email field's autofill (the login page). */
  autofill?: boolean;
  texts: { failed: string; unsupported: string; needsSiteName: string };
};

/**
 * A passkey sign-in from the login page or the code step, loaded on the first press or focus.
 * Success goes where the front says; a refusal is written into `status` (the island's alert,
 * which React renders once and never again); a closed prompt says nothing.
 */
export async function runPasskeySignIn(
  props: PasskeySignInProps,
  status: HTMLElement | null,
  autofill: boolean,
) {
  if (autofill && !(await window.PublicKeyCredential?.isConditionalMediationAvailable?.())) return;
  const outcome = await signInWithPasskey({
    locale: props.locale,
    redirect: props.redirect,
    autofill,
  });
  if (outcome.ok) return window.location.assign(outcome.redirect ?? '/');
  if (outcome.message === null || !status) return;
  const { failed, unsupported, needsSiteName } = props.texts;
  status.textContent = outcome.needsSiteName
    ? needsSiteName.replace('{address}', outcome.needsSiteName)
    : outcome.unsupported
      ? unsupported
      : outcome.message || failed;
  status.hidden = false;
}

import type { FieldError, FormName } from './field-rules';

/** A short-lived HttpOnly cookie carrying a form's outcome across a no-JavaScript 303. */
export const flashCookie = '__Host-beseda_flash';
/** The password-reset flow's email (and, once accepted, code) between its four steps. */
export const resetCookie = '__Host-beseda_reset';
/** The sign-in's two-factor ticket between the password and the code (five minutes). */
export const twoFactorCookie = '__Host-beseda_2fa';
/** A provider sign-in's state and PKCE verifier between its start and callback (ten minutes). */
export const oauthCookie = '__Host-beseda_oauth';

/**
 * A form's outcome: its field errors, a form-level error (localized by the api or by code), and
 * the values to show again. Never a password or a token.
 */
export type Flash = {
  form: FormName | 'resend' | 'oauth';
  fields?: Record<string, FieldError>;
  error?: { code: string; message?: string; retryAfter?: number };
  values?: Record<string, string>;
  notice?: 'code_sent' | 'linked';
};

/** What a reset page may know of the flow: the email and when the last code was sent. */
export type ResetStep = { email: string; sentAt: number; verified: boolean };

export function isFlash(value: unknown): value is Flash {
  return typeof value === 'object' && value !== null && typeof (value as Flash).form === 'string';
}

import { unstable_getHeaders as getHeaders } from 'waku/router/server';
import { internalHeaders } from '../../../worker/lib/internal-headers';
import type { FormName } from './field-rules';
import { type Flash, isFlash, type ResetStep } from './flash';
import { parseHeaderJson } from './header-json';

/** The outcome of the last plain POST of `form`, handed over by the front once. */
export function getFlash(form: FormName | 'resend' | 'oauth'): Flash | null {
  const value = parseHeaderJson(getHeaders()[internalHeaders.flash]);
  return isFlash(value) && value.form === form ? value : null;
}

/** Whether the sign-in's code step may offer a passkey instead (the account has one). */
export function twoFactorOffersPasskey(): boolean {
  const value = parseHeaderJson(getHeaders()[internalHeaders.twoFactor]);
  return (value as { passkey?: unknown } | null)?.passkey === true;
}

/** The password-reset flow in progress (email, when the code was sent), or null. */
export function getResetStep(): ResetStep | null {
  const value = parseHeaderJson(getHeaders()[internalHeaders.reset]);
  if (typeof value !== 'object' || value === null) return null;
  const { email, sentAt, verified } = value as Partial<ResetStep>;
  if (typeof email !== 'string' || typeof sentAt !== 'number') return null;
  return { email, sentAt, verified: verified === true };
}

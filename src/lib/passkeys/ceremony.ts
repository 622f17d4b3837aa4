import {
  browserSupportsWebAuthn,
  startAuthentication,
  startRegistration,
} from '@simplewebauthn/browser';
import { callApi } from '../call-api';

/**
 * What a passkey prompt came to: done (with where to go after a sign-in), closed by the person
 * or replaced by another prompt (`message: null`, nothing to say), unsupported, or refused with
 * the api's localized message ('' when there is none).
 */
export type CeremonyOutcome =
  | { ok: true; redirect?: string }
  | { ok: false; message: string | null; unsupported?: boolean };

const quiet: CeremonyOutcome = { ok: false, message: null };
const unsupported: CeremonyOutcome = { ok: false, message: '', unsupported: true };

async function postJson(path: string, body: unknown) {
  const res = await fetch(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify(body),
  });
  const json = (await res.json().catch(() => ({}))) as Record<string, unknown>;
  return { ok: res.ok, json };
}

const messageOf = (json: Record<string, unknown>) =>
  typeof json.message === 'string' ? json.message : '';

/**
 * Signs in with a passkey through the front (`/api/auth/passkey/*`), which keeps the tokens in
 * its cookies. `autofill` waits for the person to pick a passkey from the email field's
 * suggestions (conditional UI) instead of opening the browser's dialog.
 */
export async function signInWithPasskey(opts: {
  locale: string;
  redirect?: string | null;
  autofill?: boolean;
}): Promise<CeremonyOutcome> {
  if (!browserSupportsWebAuthn()) return unsupported;
  const options = await postJson('/api/auth/passkey/options', { locale: opts.locale });
  if (!options.ok) return { ok: false, message: messageOf(options.json) };
  let response: unknown;
  try {
    response = await startAuthentication({
      optionsJSON: options.json as unknown as Parameters<
        typeof startAuthentication
      >[0]['optionsJSON'],
      useBrowserAutofill: opts.autofill === true,
    });
  } catch {
    return quiet;
  }
  const answer = await postJson('/api/auth/passkey', {
    locale: opts.locale,
    ...(opts.redirect ? { redirect: opts.redirect } : {}),
    response,
  });
  if (!answer.ok) return { ok: false, message: messageOf(answer.json) };
  return { ok: true, redirect: String(answer.json.redirect ?? '/') };
}

/** Adds a passkey to the signed-in account under `name`: options, the browser's prompt, the answer. */
export async function addPasskey(name: string): Promise<CeremonyOutcome> {
  if (!browserSupportsWebAuthn()) return unsupported;
  const options = await callApi<Parameters<typeof startRegistration>[0]['optionsJSON']>(
    '/v1/user/passkeys/options',
    'POST',
  );
  if (!options.ok) return { ok: false, message: options.message ?? '' };
  let response: unknown;
  try {
    response = await startRegistration({ optionsJSON: options.data });
  } catch {
    return quiet;
  }
  const added = await callApi('/v1/user/passkeys', 'POST', { name, response });
  return added.ok ? { ok: true } : { ok: false, message: added.message ?? '' };
}

/**
 * A passkey's answer confirming a sensitive action (decision 167): the account's confirmation
 * prompt, then the browser's. The answer goes in the action's body as `passkey`.
 */
export async function passkeyConfirmation(): Promise<
  { ok: true; answer: unknown } | { ok: false; message: string | null }
> {
  if (!browserSupportsWebAuthn()) return { ok: false, message: '' };
  const options = await callApi<Parameters<typeof startAuthentication>[0]['optionsJSON']>(
    '/v1/user/passkeys/confirmation',
    'POST',
  );
  if (!options.ok) return { ok: false, message: options.message ?? '' };
  try {
    return { ok: true, answer: await startAuthentication({ optionsJSON: options.data }) };
  } catch {
    return { ok: false, message: null };
  }
}

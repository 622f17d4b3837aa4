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
  | { ok: false; message: string | null; unsupported?: boolean; needsSiteName?: string };

const quiet: CeremonyOutcome = { ok: false, message: null };
const unsupported: CeremonyOutcome = { ok: false, message: '', unsupported: true };

/**
 * A passkey belongs to a site's name: at an IP address (`http://127.0.0.1:3000`) the browser
 * refuses every prompt, which would read as a closed window. Returns the same page at
 * `localhost` to open instead, or undefined where passkeys can work.
 */
export function siteNameAddress(url: URL): string | undefined {
  const ip = /^(\d{1,3}\.){3}\d{1,3}$|^\[[0-9a-f:.]+\]$/i.test(url.hostname);
  if (!ip) return undefined;
  const local = url.hostname === '127.0.0.1' || url.hostname === '[::1]';
  return local ? `${url.protocol}//localhost${url.port ? `:${url.port}` : ''}` : undefined;
}

/** Unsupported, or at an address passkeys cannot work at; undefined when a prompt may open. */
function unusable(): CeremonyOutcome | undefined {
  if (!browserSupportsWebAuthn()) return unsupported;
  const address = siteNameAddress(new URL(window.location.href));
  return address ? { ok: false, message: '', needsSiteName: address } : undefined;
}

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
  const refused = unusable();
  if (refused) return refused;
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
  const refused = unusable();
  if (refused) return refused;
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

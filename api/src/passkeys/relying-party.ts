import type { Env } from '../env';
import { ApiError, registerErrorMessages } from '../lib/errors';

registerErrorMessages({
  passkeys_unavailable: {
    en: 'Passkeys are not set up on this server',
    ru: 'Ключи доступа на этом сервере не настроены',
  },
});

/** Who the passkeys belong to: the RP ID browsers scope them to, and the pages that may use them. */
export interface RelyingParty {
  id: string;
  name: string;
  origins: string[];
}

/**
 * The origin of a configured address. Browsers refuse an IP address as a relying party, so a
 * loopback front (`npm start`, the browser tests: `http://127.0.0.1:8787`) is offered passkeys
 * under its `localhost` name.
 */
function originOf(address: string): string | null {
  try {
    const url = new URL(address);
    if (url.hostname === '127.0.0.1' || url.hostname === '[::1]') url.hostname = 'localhost';
    return url.origin;
  } catch {
    return null;
  }
}

/**
 * The relying party from configuration: `PASSKEY_ORIGINS` (space- or comma-separated) or else the
 * origin of `PUBLIC_WEB_URL`; `PASSKEY_RP_ID` or else the first origin's host. 503
 * `passkeys_unavailable` when neither address is set.
 *
 * @example const rp = relyingParty(env) // { id: 'beseda.example', origins: ['https://beseda.example'] }
 */
export function relyingParty(
  env: Pick<Env, 'PASSKEY_ORIGINS' | 'PASSKEY_RP_ID' | 'PUBLIC_WEB_URL'>,
) {
  const listed = (env.PASSKEY_ORIGINS ?? '').split(/[\s,]+/).filter(Boolean);
  const addresses = listed.length ? listed : [env.PUBLIC_WEB_URL ?? ''];
  const origins = addresses.map(originOf).filter((origin) => origin !== null);
  const [first] = origins;
  if (!first) throw new ApiError(503, 'passkeys_unavailable');
  const id = env.PASSKEY_RP_ID?.trim() || new URL(first).hostname;
  return { id, name: 'Beseda', origins } satisfies RelyingParty;
}

import { Secret, TOTP } from 'otpauth';
import type { Env } from '../env';
import { seal, unseal } from '../lib/seal';

/** The name authenticator apps show above the account. */
export const TOTP_ISSUER = 'Beseda';
const SEAL_PURPOSE = 'totp-secret';

function totpOf(secretBase32: string, label = '') {
  return new TOTP({
    issuer: TOTP_ISSUER,
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: 30,
    secret: Secret.fromBase32(secretBase32),
  });
}

/**
 * The key TOTP secrets are sealed under: `TOTP_SECRET_KEY` when set (so rotating the token secret
 * does not void everyone's authenticator), else the api's token secret.
 */
function sealingKey(env: Env): string {
  return env.TOTP_SECRET_KEY || env.JWT_SECRET;
}

/** A new 160-bit secret (RFC 4226's recommendation), as base32, and its `otpauth://` URL. */
export function newTotpSecret(accountName: string) {
  const secret = new Secret({ size: 20 }).base32;
  return { secret, otpauthUrl: totpOf(secret, accountName).toString() };
}

export function sealTotpSecret(env: Env, secret: string): Promise<string> {
  return seal(sealingKey(env), SEAL_PURPOSE, secret);
}

export function unsealTotpSecret(env: Env, sealed: string): Promise<string | null> {
  return unseal(sealingKey(env), SEAL_PURPOSE, sealed);
}

/**
 * The 30-second time step `code` belongs to (this one or its neighbour either side, for clocks a
 * little off), or null when it is not a current code of `secret`.
 *
 * @example matchingStep('JBSWY3DPEHPK3PXP', '123456', Date.now()) // 58800000 or null
 */
export function matchingStep(secret: string, code: string, nowMs: number): number | null {
  const totp = totpOf(secret);
  const delta = totp.validate({ token: code, timestamp: nowMs, window: 1 });
  if (delta === null) return null;
  return totp.counter({ timestamp: nowMs }) + delta;
}

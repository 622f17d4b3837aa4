import { fromBase64Url, safeEqual, toBase64Url } from '../lib/crypto';

/**
 * Cloudflare's edge refuses PBKDF2 above 100 000 iterations (cloudflare/workerd#1346), so that
 * is the strongest count that works wherever this Worker runs. The local workerd of this repo
 * accepts more, which is why the count is stored per user: it can be raised when the platform
 * allows, and old hashes still verify. See docs/decisions/011-accounts-passwords-and-teams.md.
 */
export const PBKDF2_ITERATIONS = 100_000;
const HASH_BITS = 256;

export interface PasswordHash {
  hash: string;
  salt: string;
  iterations: number;
}

async function derive(password: string, salt: Uint8Array<ArrayBuffer>, iterations: number) {
  const key = await crypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(password.normalize('NFKC')),
    'PBKDF2',
    false,
    ['deriveBits'],
  );
  const bits = await crypto.subtle.deriveBits(
    { name: 'PBKDF2', hash: 'SHA-256', salt, iterations },
    key,
    HASH_BITS,
  );
  return toBase64Url(new Uint8Array(bits));
}

/** PBKDF2-SHA-256 with a fresh 128-bit salt. */
export async function hashPassword(password: string): Promise<PasswordHash> {
  const salt = crypto.getRandomValues(new Uint8Array(16));
  const hash = await derive(password, salt, PBKDF2_ITERATIONS);
  return { hash, salt: toBase64Url(salt), iterations: PBKDF2_ITERATIONS };
}

/** Whether `password` matches the stored hash, compared in constant time. */
export async function verifyPassword(password: string, stored: PasswordHash): Promise<boolean> {
  const candidate = await derive(password, fromBase64Url(stored.salt), stored.iterations);
  return safeEqual(candidate, stored.hash);
}

/** Spends the same time as a real check, so an unknown email is not revealed by timing. */
export async function burnPasswordCheck(password: string): Promise<void> {
  await derive(password, new Uint8Array(16), PBKDF2_ITERATIONS);
}

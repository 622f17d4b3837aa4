import { sha256Hex } from '../lib/crypto';

/** How many recovery codes a confirmation hands out. */
export const RECOVERY_CODE_COUNT = 10;
// 31 letters and digits without the look-alikes 0/o, 1/l/i: each character carries ~4.95 bits.
const alphabet = 'abcdefghjkmnpqrstuvwxyz23456789';

/** A code of two groups of five (~49 random bits), e.g. `k7m2p-x9qrt`. */
function newRecoveryCode(): string {
  const chars: string[] = [];
  while (chars.length < 10) {
    // Rejection sampling: bytes of 248 and up would favour the first characters.
    for (const byte of crypto.getRandomValues(new Uint8Array(16))) {
      if (byte < 248 && chars.length < 10) chars.push(alphabet[byte % 31] ?? '');
    }
  }
  return `${chars.slice(0, 5).join('')}-${chars.slice(5).join('')}`;
}

/** The form a typed recovery code is compared in: lower case, no spaces or dashes. */
export function normalizeRecoveryCode(typed: string): string {
  return typed.toLowerCase().replace(/[\s-]/g, '');
}

/** Whether `typed` has the shape of a recovery code (not whether it is one). */
export function looksLikeRecoveryCode(typed: string): boolean {
  return /^[a-z0-9]{10}$/.test(normalizeRecoveryCode(typed));
}

/** Recovery codes carry ~49 random bits, so a plain SHA-256 is enough to store them. */
export function recoveryCodeHash(typed: string): Promise<string> {
  return sha256Hex(`recovery:${normalizeRecoveryCode(typed)}`);
}

/**
 * Ten fresh codes and the statements that replace the user's old set with them (run them in the
 * caller's batch). The codes are shown once; only their hashes are kept.
 */
export async function issueRecoveryCodes(db: D1Database, userId: string, now: string) {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  const statements = [db.prepare('DELETE FROM recovery_codes WHERE user_id = ?1').bind(userId)];
  for (const code of codes) {
    statements.push(
      db
        .prepare(
          'INSERT INTO recovery_codes (id, user_id, code_hash, created_at) VALUES (?1, ?2, ?3, ?4)',
        )
        .bind(crypto.randomUUID(), userId, await recoveryCodeHash(code), now),
    );
  }
  return { codes, statements };
}

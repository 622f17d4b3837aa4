import { fromBase64Url } from '../lib/crypto';
import { ApiError, registerErrorMessages } from '../lib/errors';
import { addMs, MINUTE } from '../lib/time';

registerErrorMessages({
  passkey_challenge_invalid: {
    en: 'The passkey request has expired or was already used: try again',
    ru: 'Запрос ключа доступа устарел или уже использован: попробуйте ещё раз',
  },
});

/** A challenge lives five minutes (the browser's prompt waits as long). */
export const CHALLENGE_TTL_MS = 5 * MINUTE;

/** `confirm`: a sensitive action's second factor, bound to the signed-in account (decision 167). */
export type ChallengePurpose = 'register' | 'sign-in' | 'confirm';

/**
 * Statements storing a challenge handed to a browser, sweeping dead ones on the way (the
 * expiry index keeps that cheap). A registration or a confirmation replaces the user's previous
 * unused one of its kind.
 */
export function storeChallengeStatements(
  db: D1Database,
  challenge: string,
  purpose: ChallengePurpose,
  userId: string | null,
  now: string,
) {
  const statements = [
    db.prepare('DELETE FROM passkey_challenges WHERE expires_at <= ?1').bind(now),
    db
      .prepare(
        `INSERT INTO passkey_challenges (challenge, purpose, user_id, created_at, expires_at)
         VALUES (?1, ?2, ?3, ?4, ?5)`,
      )
      .bind(challenge, purpose, userId, now, addMs(now, CHALLENGE_TTL_MS)),
  ];
  if (purpose !== 'sign-in') {
    statements.splice(
      1,
      0,
      db
        .prepare('DELETE FROM passkey_challenges WHERE user_id = ?1 AND purpose = ?2')
        .bind(userId, purpose),
    );
  }
  return statements;
}

/** The challenge a browser signed, read from the response's `clientDataJSON`. */
export function challengeOf(clientDataJSON: string): string {
  try {
    const data = JSON.parse(new TextDecoder().decode(fromBase64Url(clientDataJSON))) as {
      challenge?: unknown;
    };
    if (typeof data.challenge === 'string' && data.challenge) return data.challenge;
  } catch {}
  throw new ApiError(400, 'passkey_challenge_invalid');
}

/**
 * Takes a live challenge of `purpose`: the statement that finds it deletes it, so of two requests
 * with one challenge only one gets it. Returns the user it is bound to (null: anyone's passkey).
 * 400 `passkey_challenge_invalid` for an unknown, expired or used one.
 */
export async function takeChallenge(
  db: D1Database,
  challenge: string,
  purpose: ChallengePurpose,
  now: string,
): Promise<{ userId: string | null }> {
  const row = await db
    .prepare(
      `DELETE FROM passkey_challenges WHERE challenge = ?1 AND purpose = ?2 AND expires_at > ?3
       RETURNING user_id`,
    )
    .bind(challenge, purpose, now)
    .first<{ user_id: string | null }>();
  if (!row) throw new ApiError(400, 'passkey_challenge_invalid');
  return { userId: row.user_id };
}

/** Deletes challenges dead before `at` (the hourly cron), so abandoned prompts leave nothing. */
export async function removeDeadPasskeyChallenges(db: D1Database, at: Date) {
  await db
    .prepare('DELETE FROM passkey_challenges WHERE expires_at <= ?1')
    .bind(at.toISOString())
    .run();
}

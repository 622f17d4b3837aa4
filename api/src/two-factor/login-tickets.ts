import { randomToken, sha256Hex } from '../lib/crypto';
import { ApiError, registerErrorMessages } from '../lib/errors';
import { addMs, MINUTE } from '../lib/time';

registerErrorMessages({
  login_ticket_invalid: {
    en: 'The sign-in has expired: enter your email and password again',
    ru: 'Вход устарел: введите email и пароль ещё раз',
  },
  login_ticket_exhausted: {
    en: 'Too many wrong codes: enter your email and password again',
    ru: 'Слишком много неверных кодов: введите email и пароль ещё раз',
  },
});

export const LOGIN_TICKET_TTL_MS = 5 * MINUTE;
export const LOGIN_TICKET_MAX_TRIES = 5;

/**
 * A ticket for the code step of a sign-in whose password was right: random, stored as its hash,
 * five minutes, five tries, one use. The user's dead tickets are swept on the way.
 */
export async function issueLoginTicket(
  db: D1Database,
  userId: string,
  device: string | null,
  now: string,
  firstFactor: string | null = null,
): Promise<string> {
  const ticket = randomToken(32);
  await db.batch([
    db
      .prepare('DELETE FROM login_tickets WHERE user_id = ?1 AND expires_at <= ?2')
      .bind(userId, now),
    db
      .prepare(
        `INSERT INTO login_tickets (token_hash, user_id, device, created_at, expires_at,
           first_factor)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6)`,
      )
      .bind(
        await sha256Hex(ticket),
        userId,
        device,
        now,
        addMs(now, LOGIN_TICKET_TTL_MS),
        firstFactor,
      ),
  ]);
  return ticket;
}

export interface LiveTicket {
  tokenHash: string;
  userId: string;
  device: string | null;
  /** How the first step was passed: null for a password, else a provider (decision 162). */
  firstFactor: string | null;
}

/**
 * Counts one try against a live ticket in the statement that reads it (`UPDATE … RETURNING`), so
 * parallel guesses never get more than five. 401 `login_ticket_invalid` for an unknown, expired or
 * used ticket; 429 `login_ticket_exhausted` once its tries are spent.
 */
export async function tryLoginTicket(
  db: D1Database,
  ticket: string,
  now: string,
): Promise<LiveTicket> {
  const tokenHash = await sha256Hex(ticket);
  const row = await db
    .prepare(
      `UPDATE login_tickets SET attempts = attempts + 1
       WHERE token_hash = ?1 AND used_at IS NULL AND expires_at > ?2 AND attempts < ?3
       RETURNING user_id, device, first_factor`,
    )
    .bind(tokenHash, now, LOGIN_TICKET_MAX_TRIES)
    .first<{ user_id: string; device: string | null; first_factor: string | null }>();
  if (row) {
    const { user_id: userId, device, first_factor: firstFactor } = row;
    return { tokenHash, userId, device, firstFactor };
  }
  const spent = await db
    .prepare(
      'SELECT expires_at FROM login_tickets WHERE token_hash = ?1 AND used_at IS NULL AND expires_at > ?2',
    )
    .bind(tokenHash, now)
    .first<string>('expires_at');
  if (!spent) throw new ApiError(401, 'login_ticket_invalid', { field: 'ticket' });
  const seconds = Math.max(1, Math.ceil((Date.parse(spent) - Date.parse(now)) / 1000));
  throw new ApiError(429, 'login_ticket_exhausted', {}, { 'Retry-After': String(seconds) });
}

/**
 * The account of a live ticket without counting a try (the code step offering that account's
 * passkeys), or null.
 */
export async function liveTicketUser(db: D1Database, ticket: string, now: string) {
  return db
    .prepare(
      `SELECT user_id FROM login_tickets
       WHERE token_hash = ?1 AND used_at IS NULL AND expires_at > ?2 AND attempts < ?3`,
    )
    .bind(await sha256Hex(ticket), now, LOGIN_TICKET_MAX_TRIES)
    .first<string>('user_id');
}

/** Deletes tickets dead before `at` (the hourly cron), so abandoned sign-ins leave nothing. */
export async function removeDeadLoginTickets(db: D1Database, at: Date) {
  await db.prepare('DELETE FROM login_tickets WHERE expires_at <= ?1').bind(at.toISOString()).run();
}

/** Uses the ticket up; false when a parallel request already did. */
export async function spendLoginTicket(db: D1Database, tokenHash: string, now: string) {
  const row = await db
    .prepare(
      'UPDATE login_tickets SET used_at = ?2 WHERE token_hash = ?1 AND used_at IS NULL RETURNING 1 AS ok',
    )
    .bind(tokenHash, now)
    .first();
  return row !== null;
}

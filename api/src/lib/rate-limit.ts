import type { Env } from '../env';
import { ApiError, registerErrorMessages } from './errors';

registerErrorMessages({
  too_many_attempts: {
    en: 'Too many attempts. Try again in {seconds} s',
    ru: 'Слишком много попыток. Повторите через {seconds} с',
  },
});

export interface Limit {
  /** Attempts allowed per window. */
  max: number;
  windowMs: number;
}

/** Five attempts a minute: the default for logins and code checks (issue 3). */
export const ATTEMPTS_PER_MINUTE: Limit = { max: 5, windowMs: 60_000 };

/**
 * A limit read from two variables (`count`, `window in seconds`), falling back to `fallback` when
 * either is unset or not a positive integer.
 *
 * @example limitFrom(env.REGISTRATIONS_PER_ADDRESS, env.REGISTRATION_WINDOW_SECONDS, { max: 5, windowMs: HOUR })
 */
export function limitFrom(
  max: string | undefined,
  windowSeconds: string | undefined,
  fallback: Limit,
): Limit {
  const count = Number(max);
  const seconds = Number(windowSeconds);
  return {
    max: Number.isSafeInteger(count) && count > 0 ? count : fallback.max,
    windowMs: Number.isSafeInteger(seconds) && seconds > 0 ? seconds * 1000 : fallback.windowMs,
  };
}

/**
 * The caller's address. Cloudflare's edge sets `CF-Connecting-IP` on every request (a client's
 * own value is replaced); local workerd (miniflare) sets it from the socket; the front forwards
 * the browser's. A deployment behind another proxy names its header in `CLIENT_ADDRESS_HEADER`.
 */
export function clientAddress(c: {
  env: Pick<Env, 'CLIENT_ADDRESS_HEADER'>;
  req: { header(name: string): string | undefined };
}): string {
  const header = c.env?.CLIENT_ADDRESS_HEADER || 'cf-connecting-ip';
  return c.req.header(header)?.split(',')[0]?.trim() || 'unknown';
}

function tooMany(retryAfterMs: number): ApiError {
  const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  return new ApiError(429, 'too_many_attempts', { seconds }, { 'Retry-After': String(seconds) });
}

/**
 * Counts one attempt against every key and, in the same statement, reads the count back: one
 * `INSERT … ON CONFLICT … RETURNING` per key, run as one D1 batch (a transaction), so parallel
 * callers can never all pass a check made before their attempts were counted. Throws 429 with
 * `Retry-After` when any key is over `limit.max` in its current window. Attempts over the limit
 * count too, which keeps a hammering client locked out until the window ends.
 *
 * @example await consumeAttempt(db, [`login:ip:${ip}`, `login:email:${email}`], ATTEMPTS_PER_MINUTE)
 */
export async function consumeAttempt(db: D1Database, keys: string[], limit: Limit) {
  const nowMs = Date.now();
  const now = new Date(nowMs).toISOString();
  const windowOpenedAfter = new Date(nowMs - limit.windowMs).toISOString();
  const results = await db.batch<{ window_start: string; count: number }>(
    keys.map((key) =>
      db
        .prepare(
          `INSERT INTO rate_limits (key, window_start, count) VALUES (?1, ?2, 1)
           ON CONFLICT (key) DO UPDATE SET
             count = CASE WHEN window_start <= ?3 THEN 1 ELSE count + 1 END,
             window_start = CASE WHEN window_start <= ?3 THEN ?2 ELSE window_start END
           RETURNING window_start, count`,
        )
        .bind(key, now, windowOpenedAfter),
    ),
  );
  let retryAfterMs = 0;
  for (const { results: rows } of results) {
    for (const row of rows) {
      if (row.count > limit.max) {
        retryAfterMs = Math.max(
          retryAfterMs,
          Date.parse(row.window_start) + limit.windowMs - nowMs,
        );
      }
    }
  }
  if (retryAfterMs > 0) throw tooMany(retryAfterMs);
}

/**
 * Gives back one attempt on every key, for an attempt that turned out legitimate (a correct
 * password): only failures then use up the limit, while at most `max` checks run at once.
 */
export async function refundAttempt(db: D1Database, keys: string[]) {
  await db.batch(
    keys.map((key) =>
      db.prepare('UPDATE rate_limits SET count = max(count - 1, 0) WHERE key = ?1').bind(key),
    ),
  );
}

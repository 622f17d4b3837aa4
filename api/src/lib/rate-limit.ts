import type { Context } from 'hono';
import { ApiError, registerErrorMessages } from './errors';
import { nowIso } from './time';

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

/** The caller's address as Cloudflare reports it; 'local' outside Cloudflare. */
export function clientAddress(c: Context): string {
  return c.req.header('cf-connecting-ip') ?? 'local';
}

/**
 * Throws 429 with `Retry-After` when any of `keys` has used up its window.
 *
 * @example await assertWithinLimit(db, [`login:ip:${ip}`, `login:email:${email}`], ATTEMPTS_PER_MINUTE)
 */
export async function assertWithinLimit(db: D1Database, keys: string[], limit: Limit) {
  const now = Date.now();
  const placeholders = keys.map((_, i) => `?${i + 1}`).join(', ');
  const { results } = await db
    .prepare(`SELECT window_start, count FROM rate_limits WHERE key IN (${placeholders})`)
    .bind(...keys)
    .all<{ window_start: string; count: number }>();
  let retryAfterMs = 0;
  for (const row of results) {
    const endsAt = Date.parse(row.window_start) + limit.windowMs;
    if (endsAt > now && row.count >= limit.max) retryAfterMs = Math.max(retryAfterMs, endsAt - now);
  }
  if (retryAfterMs > 0) {
    const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
    throw new ApiError(429, 'too_many_attempts', { seconds }, { 'Retry-After': String(seconds) });
  }
}

/** Counts one attempt against each key, opening a new window where the old one has ended. */
export async function recordAttempt(db: D1Database, keys: string[], limit: Limit) {
  const now = nowIso();
  const windowOpenedAfter = new Date(Date.now() - limit.windowMs).toISOString();
  await db.batch(
    keys.map((key) =>
      db
        .prepare(
          `INSERT INTO rate_limits (key, window_start, count) VALUES (?1, ?2, 1)
           ON CONFLICT (key) DO UPDATE SET
             count = CASE WHEN window_start <= ?3 THEN 1 ELSE count + 1 END,
             window_start = CASE WHEN window_start <= ?3 THEN ?2 ELSE window_start END`,
        )
        .bind(key, now, windowOpenedAfter),
    ),
  );
}

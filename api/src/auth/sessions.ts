import type { Env } from '../env';
import { randomToken, sha256Hex } from '../lib/crypto';
import { ApiError, registerErrorMessages } from '../lib/errors';
import { addMs, DAY } from '../lib/time';
import { ACCESS_TOKEN_TTL_SECONDS, signAccessToken } from './access-token';

/** Refresh tokens live 30 days; each rotation starts a fresh 30 days. */
export const REFRESH_TOKEN_TTL_MS = 30 * DAY;

export interface TokenPair {
  accessToken: string;
  refreshToken: string;
  tokenType: 'Bearer';
  expiresIn: number;
}

/** A signed pair for a session plus the hash under which its refresh token is stored. */
export async function mintPair(env: Env, userId: string, sessionId: string) {
  const refreshToken = randomToken(32);
  const pair: TokenPair = {
    accessToken: await signAccessToken(env.JWT_SECRET, userId, sessionId),
    refreshToken,
    tokenType: 'Bearer',
    expiresIn: ACCESS_TOKEN_TTL_SECONDS,
  };
  return { pair, refreshHash: await sha256Hex(refreshToken) };
}

/** How the first step of a sign-in was passed: a password or a provider (decision 162). */
export type FirstFactor = 'password' | 'yandex' | 'vk' | 'google';

/**
 * How a session signed in, shown in the sessions list: the first factor and the second one, or a
 * passkey, which counts as both (docs/decisions/152-passkeys.md).
 */
export type SignInMethod =
  | FirstFactor
  | `${FirstFactor}+totp`
  | `${FirstFactor}+recovery`
  | 'passkey';

registerErrorMessages({
  account_blocked: {
    en: 'This account is blocked. Write to support if you think it is a mistake',
    ru: 'Учётная запись заблокирована. Напишите в поддержку, если это ошибка',
  },
});

/**
 * Statements that open a new session (refresh family) for `userId`, and its first pair.
 * Run them in the caller's batch so the session exists only if the rest succeeded. An account an
 * operator blocked gets 403 `account_blocked` instead, whatever way it signs in.
 */
export async function openSession(
  env: Env,
  userId: string,
  now: string,
  device?: string,
  method: SignInMethod = 'password',
) {
  const blocked = await env.DB.prepare(
    'SELECT 1 FROM users WHERE id = ?1 AND blocked_at IS NOT NULL',
  )
    .bind(userId)
    .first();
  if (blocked) throw new ApiError(403, 'account_blocked');
  const sessionId = crypto.randomUUID();
  const { pair, refreshHash } = await mintPair(env, userId, sessionId);
  const expiresAt = addMs(now, REFRESH_TOKEN_TTL_MS);
  const statements = [
    env.DB.prepare(
      `INSERT INTO sessions (id, user_id, created_at, expires_at, device, last_seen_at,
         sign_in_method)
       VALUES (?1, ?2, ?3, ?4, ?5, ?3, ?6)`,
    ).bind(sessionId, userId, now, expiresAt, deviceOf(device), method),
    env.DB.prepare(
      `INSERT INTO refresh_tokens (id, session_id, token_hash, created_at, expires_at)
       VALUES (?1, ?2, ?3, ?4, ?5)`,
    ).bind(crypto.randomUUID(), sessionId, refreshHash, now, expiresAt),
  ];
  return { sessionId, pair, statements };
}

/** Revokes one session: its access tokens stop working and its refresh tokens die. */
export function revokeSession(db: D1Database, sessionId: string, now: string) {
  return db
    .prepare('UPDATE sessions SET revoked_at = ?2 WHERE id = ?1 AND revoked_at IS NULL')
    .bind(sessionId, now);
}

/** Revokes every session of a user, optionally sparing the one making the request. */
export function revokeUserSessions(db: D1Database, userId: string, now: string, except = '') {
  return db
    .prepare(
      'UPDATE sessions SET revoked_at = ?2 WHERE user_id = ?1 AND id != ?3 AND revoked_at IS NULL',
    )
    .bind(userId, now, except);
}

/** The browser's User-Agent as stored for the sessions list: trimmed, at most 300 characters. */
export function deviceOf(userAgent: string | undefined): string | null {
  const text = userAgent?.trim();
  return text ? text.slice(0, 300) : null;
}

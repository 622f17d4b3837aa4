import { isOAuthProvider, type OAuthProvider } from '../oauth/providers';

/** What the person who proves the mailbox keeps: the session they prove it from and its provider. */
export interface ClaimKeeps {
  sessionId?: string | undefined;
  provider?: OAuthProvider | null | undefined;
}

/**
 * The provider a session signed in with (`vk` of `vk+totp`), or null for a password or a passkey.
 *
 * @example providerOfSignIn('google+recovery') // 'google'
 */
export function providerOfSignIn(method: string | null): OAuthProvider | null {
  const first = method?.split('+')[0] ?? '';
  return isOAuthProvider(first) ? first : null;
}

/**
 * Statements that hand an account whose email is still unconfirmed to the person proving its
 * mailbox (a reset code or the confirmation code, decision 189): every way in that someone added
 * before the mailbox was proven goes — other sessions, provider identities, passkeys, the
 * authenticator with its recovery codes and tickets, API keys, pending changes of email — except
 * the session the proof comes from and the provider identity it signed in with.
 *
 * Each statement acts only while the email is unconfirmed, so run them in one batch BEFORE the
 * statement that confirms it: a second, parallel proof finds it confirmed and removes nothing.
 */
export function claimStatements(db: D1Database, userId: string, now: string, keep: ClaimKeeps) {
  const unconfirmed = 'AND (SELECT email_confirmed_at FROM users WHERE id = ?1) IS NULL';
  const sessionId = keep.sessionId ?? '';
  const provider = keep.provider ?? '';
  return [
    db
      .prepare(
        `UPDATE sessions SET revoked_at = ?2
         WHERE user_id = ?1 AND id != ?3 AND revoked_at IS NULL ${unconfirmed}`,
      )
      .bind(userId, now, sessionId),
    db
      .prepare(`DELETE FROM oauth_identities WHERE user_id = ?1 AND provider != ?2 ${unconfirmed}`)
      .bind(userId, provider),
    db.prepare(`DELETE FROM passkeys WHERE user_id = ?1 ${unconfirmed}`).bind(userId),
    db.prepare(`DELETE FROM passkey_challenges WHERE user_id = ?1 ${unconfirmed}`).bind(userId),
    db.prepare(`DELETE FROM totp_credentials WHERE user_id = ?1 ${unconfirmed}`).bind(userId),
    db.prepare(`DELETE FROM recovery_codes WHERE user_id = ?1 ${unconfirmed}`).bind(userId),
    db.prepare(`DELETE FROM login_tickets WHERE user_id = ?1 ${unconfirmed}`).bind(userId),
    db
      .prepare(
        `UPDATE api_keys SET revoked_at = ?2 WHERE user_id = ?1 AND revoked_at IS NULL ${unconfirmed}`,
      )
      .bind(userId, now),
    db
      .prepare(
        `UPDATE email_change_codes SET used_at = ?2
         WHERE user_id = ?1 AND used_at IS NULL ${unconfirmed}`,
      )
      .bind(userId, now),
  ];
}

import type { OAuthProvider } from './providers';

/** A provider identity linked to an account, as the profile shows it. */
export interface LinkedIdentity {
  provider: OAuthProvider;
  email: string | null;
  createdAt: string;
}

/** The live account a provider identity signs in, or null. */
export function findIdentityOwner(db: D1Database, provider: OAuthProvider, subject: string) {
  return db
    .prepare(
      `SELECT i.user_id FROM oauth_identities i JOIN users u ON u.id = i.user_id
       WHERE i.provider = ?1 AND i.subject = ?2 AND u.deleted_at IS NULL`,
    )
    .bind(provider, subject)
    .first<string>('user_id');
}

/** Adds an identity to an account (the caller has checked it is free). */
export function insertIdentity(
  db: D1Database,
  identity: { provider: OAuthProvider; subject: string; userId: string; email: string | null },
  now: string,
) {
  return db
    .prepare(
      `INSERT INTO oauth_identities (provider, subject, user_id, email, created_at)
       VALUES (?1, ?2, ?3, ?4, ?5)`,
    )
    .bind(identity.provider, identity.subject, identity.userId, identity.email, now);
}

/** Keeps the email the provider gave last, for the profile. */
export function updateIdentityEmail(
  db: D1Database,
  provider: OAuthProvider,
  subject: string,
  email: string | null,
) {
  return db
    .prepare('UPDATE oauth_identities SET email = ?3 WHERE provider = ?1 AND subject = ?2')
    .bind(provider, subject, email);
}

export async function listIdentities(db: D1Database, userId: string): Promise<LinkedIdentity[]> {
  const { results } = await db
    .prepare(
      `SELECT provider, email, created_at FROM oauth_identities WHERE user_id = ?1
       ORDER BY created_at`,
    )
    .bind(userId)
    .all<{ provider: OAuthProvider; email: string | null; created_at: string }>();
  return results.map((row) => ({
    provider: row.provider,
    email: row.email,
    createdAt: row.created_at,
  }));
}

/**
 * Removes the account's identity of `provider` unless it is the last way in: an account without
 * a password or a passkey of its own keeps at least one identity. One statement, so two parallel
 * unlinks of an account's last two identities cannot both succeed. True when a row was removed.
 */
export async function unlinkIdentity(db: D1Database, userId: string, provider: OAuthProvider) {
  const row = await db
    .prepare(
      `DELETE FROM oauth_identities WHERE user_id = ?1 AND provider = ?2
         AND ((SELECT password_set FROM users WHERE id = ?1) = 1
           OR EXISTS (SELECT 1 FROM passkeys WHERE user_id = ?1)
           OR (SELECT count(*) FROM oauth_identities WHERE user_id = ?1) > 1)
       RETURNING 1 AS ok`,
    )
    .bind(userId, provider)
    .first();
  return row !== null;
}

export async function hasIdentity(db: D1Database, userId: string, provider: OAuthProvider) {
  const row = await db
    .prepare('SELECT 1 FROM oauth_identities WHERE user_id = ?1 AND provider = ?2')
    .bind(userId, provider)
    .first();
  return row !== null;
}

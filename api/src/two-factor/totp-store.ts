export interface TotpRow {
  user_id: string;
  secret_sealed: string;
  created_at: string;
  confirmed_at: string | null;
  last_step: number;
}

/** The user's authenticator, confirmed or still being set up, or null. */
export function findTotp(db: D1Database, userId: string) {
  return db
    .prepare('SELECT * FROM totp_credentials WHERE user_id = ?1')
    .bind(userId)
    .first<TotpRow>();
}

/** Whether sign-in and sensitive actions ask this user for a second factor. */
export async function isTwoFactorOn(db: D1Database, userId: string): Promise<boolean> {
  const row = await db
    .prepare(
      'SELECT 1 AS on_ FROM totp_credentials WHERE user_id = ?1 AND confirmed_at IS NOT NULL',
    )
    .bind(userId)
    .first<number>('on_');
  return row === 1;
}

/** Statements that turn two-factor off for a user: the authenticator and recovery codes go. */
export function removeTwoFactorStatements(db: D1Database, userId: string) {
  return [
    db.prepare('DELETE FROM totp_credentials WHERE user_id = ?1').bind(userId),
    db.prepare('DELETE FROM recovery_codes WHERE user_id = ?1').bind(userId),
    db.prepare('DELETE FROM login_tickets WHERE user_id = ?1').bind(userId),
  ];
}

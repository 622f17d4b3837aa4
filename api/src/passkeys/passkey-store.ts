export interface PasskeyRow {
  id: string;
  user_id: string;
  credential_id: string;
  public_key: string;
  counter: number;
  transports: string | null;
  backed_up: number;
  name: string;
  created_at: string;
  last_used_at: string | null;
}

/** At most this many passkeys per account. */
export const MAX_PASSKEYS = 20;

/** A passkey as the profile lists it (no key material). */
export function toPasskeyView(row: PasskeyRow) {
  return {
    id: row.id,
    name: row.name,
    createdAt: row.created_at,
    lastUsedAt: row.last_used_at,
    backedUp: row.backed_up === 1,
  };
}

export async function listPasskeys(db: D1Database, userId: string) {
  const { results } = await db
    .prepare('SELECT * FROM passkeys WHERE user_id = ?1 ORDER BY created_at, id')
    .bind(userId)
    .all<PasskeyRow>();
  return results;
}

export function findPasskeyByCredential(db: D1Database, credentialId: string) {
  return db
    .prepare('SELECT * FROM passkeys WHERE credential_id = ?1')
    .bind(credentialId)
    .first<PasskeyRow>();
}

/** Whether the user has any passkey (then the code step offers one). */
export async function hasPasskeys(db: D1Database, userId: string): Promise<boolean> {
  const row = await db
    .prepare('SELECT 1 AS yes FROM passkeys WHERE user_id = ?1 LIMIT 1')
    .bind(userId)
    .first<number>('yes');
  return row === 1;
}

/** The transports an authenticator reported, as stored (a JSON array) → a list. */
export function transportsOf(row: Pick<PasskeyRow, 'transports'>): string[] {
  try {
    const list: unknown = JSON.parse(row.transports ?? '[]');
    return Array.isArray(list) ? list.filter((t) => typeof t === 'string') : [];
  } catch {
    return [];
  }
}

/** Statements removing every passkey of a user (account deletion). */
export function removePasskeysStatements(db: D1Database, userId: string) {
  return [
    db.prepare('DELETE FROM passkeys WHERE user_id = ?1').bind(userId),
    db.prepare('DELETE FROM passkey_challenges WHERE user_id = ?1').bind(userId),
  ];
}

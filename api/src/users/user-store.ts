import { ApiError } from '../lib/errors';
import { readSettings } from './settings-schema';

export interface UserRow {
  id: string;
  email: string;
  name: string;
  password_hash: string;
  password_salt: string;
  password_iterations: number;
  locale: 'ru' | 'en';
  time_zone: string;
  avatar: string | null;
  entity_id: string;
  created_at: string;
  /** NULL until the mailed confirmation code is entered. */
  email_confirmed_at: string | null;
  /** 0 for an account a provider sign-in made, until a password is set by the reset email. */
  password_set: number;
  /** JSON of the preferences (migration 0010); read through `readSettings`. */
  settings: string;
  deleted_at: string | null;
}

/** The public shape of a user: never the password fields. */
export function toUser(row: UserRow) {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    locale: row.locale,
    timeZone: row.time_zone,
    avatar: row.avatar,
    entityId: row.entity_id,
    emailConfirmed: row.email_confirmed_at !== null,
    createdAt: row.created_at,
    settings: readSettings(row.settings),
  };
}

export type User = ReturnType<typeof toUser>;

export function findUserRow(db: D1Database, id: string) {
  return db
    .prepare('SELECT * FROM users WHERE id = ?1 AND deleted_at IS NULL')
    .bind(id)
    .first<UserRow>();
}

export function findUserRowByEmail(db: D1Database, email: string) {
  return db.prepare('SELECT * FROM users WHERE email = ?1').bind(email).first<UserRow>();
}

/** The user row of an authenticated caller; 401 if the account is gone. */
export async function requireUserRow(db: D1Database, id: string): Promise<UserRow> {
  const row = await findUserRow(db, id);
  if (!row) throw new ApiError(401, 'unauthorized');
  return row;
}

/** The stored password hash of a row, as `verifyPassword` takes it. */
export function passwordOf(row: UserRow) {
  return { hash: row.password_hash, salt: row.password_salt, iterations: row.password_iterations };
}

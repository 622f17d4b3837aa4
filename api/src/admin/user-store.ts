import type { Env } from '../env';
import { KEY_AND_REASON_JOINS, USAGE_JOINS, USAGE_MODEL } from '../ledger/ledger-store';
import { moneyInObject, objectBalance, objectConsoleLedger } from '../ledger/team-ledger';
/**
 * A user as the console lists them: their current team, its balance, and activity. The list spans
 * many teams, so it reads D1's `entities.balance_kopecks`: for a team whose money moved to its
 * object, a mirror the object keeps (decision 225).
 */
export interface AdminUser {
  id: string;
  email: string;
  name: string;
  createdAt: string;
  lastSeenAt: string | null;
  blockedAt: string | null;
  team: { id: string; name: string; balanceKopecks: number };
}

interface UserRow {
  id: string;
  email: string;
  name: string;
  created_at: string;
  blocked_at: string | null;
  last_seen_at: string | null;
  entity_id: string;
  entity_name: string;
  balance_kopecks: number;
}

const SELECT_USERS = `SELECT u.id, u.email, u.name, u.created_at, u.blocked_at, u.entity_id,
    e.name AS entity_name, e.balance_kopecks,
    (SELECT max(last_seen_at) FROM sessions WHERE user_id = u.id) AS last_seen_at
  FROM users u JOIN entities e ON e.id = u.entity_id
  WHERE u.deleted_at IS NULL`;

const toAdminUser = (row: UserRow): AdminUser => ({
  id: row.id,
  email: row.email,
  name: row.name,
  createdAt: row.created_at,
  lastSeenAt: row.last_seen_at,
  blockedAt: row.blocked_at,
  team: { id: row.entity_id, name: row.entity_name, balanceKopecks: row.balance_kopecks },
});

/** `%`, `_` and the escape itself taken literally in a LIKE pattern. */
const likeEscaped = (text: string) => text.replace(/[\\%_]/g, (ch) => `\\${ch}`);

/**
 * Users whose email, name or id contains `query` (any case), newest first; every user when the
 * query is empty.
 */
export async function searchUsers(db: D1Database, query: string, limit: number, offset: number) {
  const pattern = `%${likeEscaped(query.trim().toLowerCase())}%`;
  const { results } = await db
    .prepare(
      `${SELECT_USERS} AND (lower(u.email) LIKE ?1 ESCAPE '\\' OR lower(u.name) LIKE ?1 ESCAPE '\\'
         OR u.id = ?4)
       ORDER BY u.created_at DESC, u.id DESC LIMIT ?2 OFFSET ?3`,
    )
    .bind(pattern, limit, offset, query.trim())
    .all<UserRow>();
  return results.map(toAdminUser);
}

/** One live user, or null. */
export async function findAdminUser(db: D1Database, userId: string) {
  const row = await db.prepare(`${SELECT_USERS} AND u.id = ?1`).bind(userId).first<UserRow>();
  return row ? toAdminUser(row) : null;
}

/**
 * A team with its members, or null; its balance and bonus days from its object once its money
 * moved there (decision 225).
 */
export async function findTeam(env: Pick<Env, 'DB' | 'TEAM'>, entityId: string) {
  const db = env.DB;
  const team = await db
    .prepare(
      `SELECT e.id, e.name, e.balance_kopecks, e.bonus_until, e.created_at, e.owner_id
       FROM entities e WHERE e.id = ?1`,
    )
    .bind(entityId)
    .first<{
      id: string;
      name: string;
      balance_kopecks: number;
      bonus_until: string | null;
      created_at: string;
      owner_id: string;
    }>();
  if (!team) return null;
  const { results } = await db
    .prepare(
      `SELECT u.id, u.email, u.name, m.role FROM entity_members m JOIN users u ON u.id = m.user_id
       WHERE m.entity_id = ?1 AND u.deleted_at IS NULL ORDER BY m.created_at, u.id`,
    )
    .bind(entityId)
    .all<{ id: string; email: string; name: string; role: 'owner' | 'member' }>();
  const money = (await moneyInObject(db, entityId))
    ? await objectBalance(env, entityId, new Date().toISOString())
    : { balance: team.balance_kopecks, bonusUntil: team.bonus_until };
  return {
    id: team.id,
    name: team.name,
    balanceKopecks: money.balance,
    bonusUntil: money.bonusUntil,
    createdAt: team.created_at,
    ownerId: team.owner_id,
    members: results,
  };
}

/**
 * A team's ledger, newest first, as the console shows it (with an adjustment's reason): from its
 * object once its money moved there (decision 225).
 */
export async function teamLedger(
  env: Pick<Env, 'DB' | 'PERSON' | 'TEAM'>,
  entityId: string,
  limit: number,
  offset: number,
) {
  const db = env.DB;
  if (await moneyInObject(db, entityId)) return objectConsoleLedger(env, entityId, limit, offset);
  const { results } = await db
    .prepare(
      `SELECT l.id, l.kind, l.amount_kopecks, l.ref, l.created_at, u.email AS user_email,
         adj.reason, op.email AS operator_email, ${USAGE_MODEL} AS model, ak.name AS api_key_name
       FROM ledger l
       LEFT JOIN users u ON u.id = l.user_id
       ${USAGE_JOINS}
       ${KEY_AND_REASON_JOINS}
       LEFT JOIN users op ON op.id = adj.operator_id
       WHERE l.entity_id = ?1
       ORDER BY l.created_at DESC, l.id DESC LIMIT ?2 OFFSET ?3`,
    )
    .bind(entityId, limit, offset)
    .all<{
      id: string;
      kind: string;
      amount_kopecks: number;
      ref: string | null;
      created_at: string;
      user_email: string | null;
      reason: string | null;
      operator_email: string | null;
      model: string | null;
      api_key_name: string | null;
    }>();
  return results.map((row) => ({
    id: row.id,
    kind: row.kind,
    amountKopecks: row.amount_kopecks,
    // A usage row's ref is an internal id (a message, a call): the model and key name it instead.
    ref: row.kind === 'usage' ? null : row.ref,
    createdAt: row.created_at,
    userEmail: row.user_email,
    reason: row.reason,
    operator: row.operator_email,
    model: row.model,
    apiKeyName: row.api_key_name,
  }));
}

import { z } from '@hono/zod-openapi';
import { ApiError, registerErrorMessages } from '../lib/errors';

registerErrorMessages({
  owner_only: { en: 'Only the team owner can do this', ru: 'Это может только владелец команды' },
});

export const EntitySchema = z
  .object({
    id: z.string(),
    name: z.string(),
    ownerId: z.string(),
    role: z.enum(['owner', 'member']).openapi({ description: "The caller's role in the team" }),
    balanceKopecks: z.number().int(),
    balanceRub: z.string().openapi({ example: '500.00', description: 'For display only' }),
    bonusUntil: z.string().nullable(),
    createdAt: z.string(),
  })
  .openapi('Entity');

export const MemberSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    email: z.string(),
    role: z.enum(['owner', 'member']),
    joinedAt: z.string(),
    spentThisMonthKopecks: z.number().int().openapi({
      description: 'What their usage cost the team since the 1st of this month, Moscow time',
    }),
  })
  .openapi('Member');

const MOSCOW_OFFSET_MS = 3 * 60 * 60 * 1000; // Europe/Moscow is UTC+3 all year (SPEC §9)

/** The start of the current calendar month in Moscow, as a UTC ISO string. */
export function moscowMonthStart(now = Date.now()): string {
  const moscow = new Date(now + MOSCOW_OFFSET_MS);
  const start = Date.UTC(moscow.getUTCFullYear(), moscow.getUTCMonth(), 1) - MOSCOW_OFFSET_MS;
  return new Date(start).toISOString();
}

/** Kopecks as a RUB amount with two decimals, computed in integers (no float rounding). */
export function rubOf(kopecks: number): string {
  const sign = kopecks < 0 ? '-' : '';
  const abs = Math.abs(kopecks);
  return `${sign}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

interface EntityRow {
  id: string;
  name: string;
  owner_id: string;
  balance_kopecks: number;
  bonus_until: string | null;
  created_at: string;
  role: 'owner' | 'member';
}

/** The team as its member `userId` sees it; 404 when they are not a member. */
export async function loadEntity(db: D1Database, entityId: string, userId: string) {
  const row = await db
    .prepare(
      `SELECT e.*, m.role FROM entities e
       JOIN entity_members m ON m.entity_id = e.id AND m.user_id = ?2 WHERE e.id = ?1`,
    )
    .bind(entityId, userId)
    .first<EntityRow>();
  if (!row) throw new ApiError(404, 'not_found');
  return {
    id: row.id,
    name: row.name,
    ownerId: row.owner_id,
    role: row.role,
    balanceKopecks: row.balance_kopecks,
    balanceRub: rubOf(row.balance_kopecks),
    bonusUntil: row.bonus_until,
    createdAt: row.created_at,
  };
}

/** Like `loadEntity`, but 403 `owner_only` unless `userId` owns the team. */
export async function loadOwnedEntity(db: D1Database, entityId: string, userId: string) {
  const entity = await loadEntity(db, entityId, userId);
  if (entity.role !== 'owner') throw new ApiError(403, 'owner_only');
  return entity;
}

/** The members of a team, owner first. */
export async function listMembers(db: D1Database, entityId: string) {
  const { results } = await db
    .prepare(
      `SELECT u.id, u.name, u.email, m.role, m.created_at AS joinedAt,
         coalesce((SELECT -sum(l.amount_kopecks) FROM ledger l
           WHERE l.entity_id = m.entity_id AND l.user_id = u.id AND l.kind IN ('usage', 'refund')
             AND l.created_at >= ?2), 0) AS spentThisMonthKopecks
       FROM entity_members m JOIN users u ON u.id = m.user_id
       WHERE m.entity_id = ?1 ORDER BY m.role = 'owner' DESC, m.created_at, u.email`,
    )
    .bind(entityId, moscowMonthStart())
    .all<z.infer<typeof MemberSchema>>();
  return results;
}

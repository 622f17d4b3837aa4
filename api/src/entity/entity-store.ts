import { z } from '@hono/zod-openapi';
import { jsonList } from '../billing/spending-rules';
import type { Env } from '../env';
import { ApiError, registerErrorMessages } from '../lib/errors';
import { askTeam } from '../team/team-of';

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
    allowedModels: z.array(z.string()).nullable().openapi({
      description:
        'Catalogue ids members may send to; null: every model. The owner is never kept to it',
    }),
    spendingAlerts: z.array(z.number().int()).nullable().openapi({
      description: "Percents of the team's month at which the owner is told; null: none",
    }),
    lowBalanceKopecks: z.number().int().nullable().openapi({
      description: 'The owner is told once when the balance falls under it; null: never',
    }),
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
    monthlyLimitKopecks: z.number().int().nullable().openapi({
      description: 'What they may spend per Moscow calendar month; null: no limit (the owner)',
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
  money_moved: number;
  allowed_models: string | null;
  spending_alerts: string | null;
  low_balance_kopecks: number | null;
}

/** Whether the team `e` keeps its money in its object (SQL over D1's `storage_moves`). */
const MONEY_MOVED = `EXISTS (SELECT 1 FROM storage_moves s WHERE s.owner_kind = 'team'
  AND s.owner_id = e.id AND s.part = 'money' AND s.state = 'moved')`;

/**
 * The team as its member `userId` sees it; 404 when they are not a member. With `teams`, a team
 * whose money moved to its object shows the object's balance and bonus days (decision 225);
 * without, D1's mirror of them (callers that only check the member's role).
 */
export async function loadEntity(
  db: D1Database,
  entityId: string,
  userId: string,
  teams?: Pick<Env, 'TEAM'>,
) {
  const row = await db
    .prepare(
      `SELECT e.*, m.role, ${MONEY_MOVED} AS money_moved FROM entities e
       JOIN entity_members m ON m.entity_id = e.id AND m.user_id = ?2 WHERE e.id = ?1`,
    )
    .bind(entityId, userId)
    .first<EntityRow>();
  if (!row) throw new ApiError(404, 'not_found');
  let { balance_kopecks: balance, bonus_until: bonusUntil } = row;
  if (teams && row.money_moved) {
    const money = await askTeam(teams, entityId, (team) => team.balance(new Date().toISOString()));
    balance = money.balance;
    bonusUntil = money.bonusUntil;
  }
  return {
    id: row.id,
    name: row.name,
    ownerId: row.owner_id,
    role: row.role,
    balanceKopecks: balance,
    balanceRub: rubOf(balance),
    bonusUntil,
    createdAt: row.created_at,
    allowedModels: jsonList(row.allowed_models, (v): v is string => typeof v === 'string'),
    spendingAlerts: jsonList(row.spending_alerts, (v): v is number => Number.isInteger(v)),
    lowBalanceKopecks: row.low_balance_kopecks,
  };
}

/** Like `loadEntity`, but 403 `owner_only` unless `userId` owns the team. */
export async function loadOwnedEntity(db: D1Database, entityId: string, userId: string) {
  const entity = await loadEntity(db, entityId, userId);
  if (entity.role !== 'owner') throw new ApiError(403, 'owner_only');
  return entity;
}

/**
 * The members of a team, owner first, with what each spent this Moscow month: from the team's
 * object once its money moved there (decision 225), else from D1's ledger.
 */
export async function listMembers(db: D1Database, entityId: string, teams: Pick<Env, 'TEAM'>) {
  const since = moscowMonthStart();
  const { results } = await db
    .prepare(
      `SELECT u.id, u.name, u.email, m.role, m.created_at AS joinedAt,
         m.monthly_limit_kopecks AS monthlyLimitKopecks,
         coalesce((SELECT -sum(l.amount_kopecks) FROM ledger l
           WHERE l.entity_id = m.entity_id AND l.user_id = u.id AND l.kind IN ('usage', 'refund')
             AND l.created_at >= ?2), 0) AS spentThisMonthKopecks,
         EXISTS (SELECT 1 FROM storage_moves s WHERE s.owner_kind = 'team'
           AND s.owner_id = m.entity_id AND s.part = 'money' AND s.state = 'moved') AS moneyMoved
       FROM entity_members m JOIN users u ON u.id = m.user_id
       WHERE m.entity_id = ?1 ORDER BY m.role = 'owner' DESC, m.created_at, u.email`,
    )
    .bind(entityId, since)
    .all<z.infer<typeof MemberSchema> & { moneyMoved: number }>();
  const spent = results.some((member) => member.moneyMoved)
    ? new Map(
        (await askTeam(teams, entityId, (team) => team.membersSpent(since))).map((row) => [
          row.user_id,
          row.spent,
        ]),
      )
    : null;
  return results.map(({ moneyMoved: _, ...member }) => ({
    ...member,
    spentThisMonthKopecks: spent ? (spent.get(member.id) ?? 0) : member.spentThisMonthKopecks,
  }));
}

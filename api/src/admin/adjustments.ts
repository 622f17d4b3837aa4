import { z } from '@hono/zod-openapi';
import { Hono } from 'hono';
import { adjustInObject, balance, moneyBatch, moneyInObject } from '../billing/money';
import { ApiError, registerErrorMessages } from '../lib/errors';
import { nowIso } from '../lib/time';
import { validate } from '../lib/validate';
import type { OperatorEnv } from './operators';

registerErrorMessages({
  idempotency_key_required: {
    en: 'The Idempotency-Key header is required (1–100 characters)',
    ru: 'Нужен заголовок Idempotency-Key (от 1 до 100 символов)',
  },
  idempotency_key_reused: {
    en: 'This Idempotency-Key was already used for a different adjustment',
    ru: 'Этот Idempotency-Key уже использован для другой корректировки',
  },
  adjustment_own_team: {
    en: 'You cannot adjust the balance of a team you belong to: ask another operator',
    ru: 'Нельзя менять баланс команды, в которой вы состоите: попросите другого оператора',
  },
  adjustment_exceeds_balance: {
    en: 'The debit is larger than the balance',
    ru: 'Списание больше баланса',
  },
});

/** At most one million roubles either way per adjustment. */
const MAX_ADJUSTMENT_KOPECKS = 100_000_000;

export const AdjustmentSchema = z.object({
  amountKopecks: z
    .number()
    .int()
    .min(-MAX_ADJUSTMENT_KOPECKS)
    .max(MAX_ADJUSTMENT_KOPECKS)
    .refine((amount) => amount !== 0, { message: 'Must not be 0' }),
  reason: z.string().trim().min(3).max(500),
});

interface AdjustmentRow {
  id: string;
  entity_id: string;
  amount_kopecks: number;
  reason: string;
  created_at: string;
}

const toJson = (row: AdjustmentRow, balanceKopecks: number) => ({
  id: row.id,
  entityId: row.entity_id,
  amountKopecks: row.amount_kopecks,
  reason: row.reason,
  createdAt: row.created_at,
  balanceKopecks,
});

/**
 * Statements of one adjustment, as one batch: the adjustment row (ignored when the operator's
 * idempotency key is taken, or when a debit would take the balance below zero), and — only when
 * that row is this request's — its ledger row, the balance and the audit entry.
 */
function adjustmentStatements(
  db: D1Database,
  input: {
    id: string;
    entityId: string;
    operator: OperatorEnv['Variables']['operator'];
    amountKopecks: number;
    reason: string;
    key: string;
    now: string;
  },
) {
  const { id, entityId, operator, amountKopecks, reason, key, now } = input;
  const mine = 'EXISTS (SELECT 1 FROM admin_adjustments WHERE id = ?1)';
  return [
    db
      .prepare(
        `INSERT OR IGNORE INTO admin_adjustments
           (id, entity_id, operator_id, amount_kopecks, reason, idempotency_key, created_at)
         SELECT ?1, ?2, ?3, ?4, ?5, ?6, ?7
         WHERE EXISTS (SELECT 1 FROM entities WHERE id = ?2 AND balance_kopecks + ?4 >= 0)`,
      )
      .bind(id, entityId, operator.userId, amountKopecks, reason, key, now),
    db
      .prepare(
        `INSERT INTO ledger (id, entity_id, user_id, amount_kopecks, kind, ref, created_at)
         SELECT ?2, ?3, NULL, ?4, 'adjustment', ?1, ?5 WHERE ${mine}`,
      )
      .bind(id, crypto.randomUUID(), entityId, amountKopecks, now),
    db
      .prepare(
        `UPDATE entities SET balance_kopecks = balance_kopecks + ?3 WHERE id = ?2 AND ${mine}`,
      )
      .bind(id, entityId, amountKopecks),
    db
      .prepare(
        `INSERT INTO admin_audit (id, operator_id, operator_email, action, target, details, created_at)
         SELECT ?2, ?3, ?4, 'entity.adjust', ?5, ?6, ?7 WHERE ${mine}`,
      )
      .bind(
        id,
        crypto.randomUUID(),
        operator.userId,
        operator.email,
        entityId,
        JSON.stringify({ adjustmentId: id, amountKopecks, reason }),
        now,
      ),
  ];
}

type AdjustmentInput = Parameters<typeof adjustmentStatements>[1];

/**
 * A moved team's adjustment, first step (decision 224): the claim of the operator's idempotency
 * key in D1, with its audit entry; the money moves in the team's object after it
 * (`adjustTeamInObject`), which alone can tell whether the balance allows a debit.
 */
function claimStatements(db: D1Database, input: AdjustmentInput) {
  const [claim, , , audit] = adjustmentStatements(db, input);
  const { id, entityId, operator, amountKopecks, reason, key, now } = input;
  return [
    db
      .prepare(
        `INSERT OR IGNORE INTO admin_adjustments
           (id, entity_id, operator_id, amount_kopecks, reason, idempotency_key, created_at)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)`,
      )
      .bind(id, entityId, operator.userId, amountKopecks, reason, key, now),
    ...(claim && audit ? [audit] : []),
  ];
}

/**
 * The claimed adjustment's money, in the team's object, once by the adjustment's id: a repeat
 * with the same key (or the retry of a request that stopped after its claim) completes it and
 * moves nothing twice. A debit the balance does not allow takes its claim and audit back (409).
 */
async function adjustTeamInObject(db: D1Database, row: AdjustmentRow, input: AdjustmentInput) {
  const done = await adjustInObject(row.entity_id, {
    id: row.id,
    amount: row.amount_kopecks,
    now: input.now,
  });
  if (done !== 'below_zero') return;
  await db.batch([
    db
      .prepare(
        `DELETE FROM admin_audit WHERE action = 'entity.adjust' AND target = ?2
           AND json_extract(details, '$.adjustmentId') = ?1`,
      )
      .bind(row.id, row.entity_id),
    db.prepare('DELETE FROM admin_adjustments WHERE id = ?1').bind(row.id),
  ]);
  throw new ApiError(409, 'adjustment_exceeds_balance', { field: 'amountKopecks' });
}

/**
 * `POST /v1/admin/entities/{entityId}/adjustments`: credit (positive) or debit (negative) a team's
 * balance with a reason. The `Idempotency-Key` header makes a repeat answer the first result
 * instead of applying again.
 */
export const adjustments = new Hono<OperatorEnv>().post(
  '/entities/:entityId/adjustments',
  validate('json', AdjustmentSchema),
  async (c) => {
    const key = c.req.header('idempotency-key')?.trim() ?? '';
    if (key.length < 1 || key.length > 100) {
      throw new ApiError(400, 'idempotency_key_required', { field: 'Idempotency-Key' });
    }
    const entityId = c.req.param('entityId');
    const db = c.env.DB;
    const entity = await db.prepare('SELECT 1 FROM entities WHERE id = ?1').bind(entityId).first();
    if (!entity) throw new ApiError(404, 'not_found');
    const operator = c.var.operator;
    // Four eyes on money: a team an operator owns or is a member of is another operator's to adjust.
    const member = await db
      .prepare('SELECT 1 FROM entity_members WHERE entity_id = ?1 AND user_id = ?2')
      .bind(entityId, operator.userId)
      .first();
    if (member) throw new ApiError(403, 'adjustment_own_team');
    const { amountKopecks, reason } = c.req.valid('json');
    const id = crypto.randomUUID();
    const input = { id, entityId, operator, amountKopecks, reason, key, now: nowIso() };
    const claimed = () =>
      db
        .prepare(
          `SELECT a.id, a.entity_id, a.amount_kopecks, a.reason, a.created_at
           FROM admin_adjustments a WHERE a.operator_id = ?1 AND a.idempotency_key = ?2`,
        )
        .bind(operator.userId, key)
        .first<AdjustmentRow>();
    const inObject = await moneyInObject(db, entityId);
    if (inObject) await db.batch(claimStatements(db, input));
    else await moneyBatch(db, entityId, adjustmentStatements(db, input));
    const row = await claimed();
    if (!row) throw new ApiError(409, 'adjustment_exceeds_balance', { field: 'amountKopecks' });
    const same =
      row.entity_id === entityId && row.amount_kopecks === amountKopecks && row.reason === reason;
    if (!same) throw new ApiError(409, 'idempotency_key_reused');
    if (inObject) await adjustTeamInObject(db, row, input);
    const { balance: balanceKopecks } = await balance(db, entityId, nowIso());
    const replayed = row.id !== id ? { 'Idempotent-Replayed': 'true' } : undefined;
    return c.json(toJson(row, balanceKopecks), 201, replayed);
  },
);

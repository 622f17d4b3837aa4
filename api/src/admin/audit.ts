import { z } from '@hono/zod-openapi';
import { Hono } from 'hono';
import { validate } from '../lib/validate';
import type { Operator, OperatorEnv } from './operators';

/** What an operator did, as the audit log names it. */
export type AuditAction =
  | 'user.block'
  | 'user.unblock'
  | 'user.sign_out'
  | 'entity.adjust'
  | 'promo.create'
  | 'promo.disable'
  | 'promo.enable'
  | 'model.update'
  | 'ticket.status';

/**
 * The audit row of an action, to run in the same batch as the action itself: the action and its
 * record succeed or fail together.
 *
 * @example db.batch([blockStatement, auditStatement(db, operator, 'user.block', userId, {}, now)])
 */
export function auditStatement(
  db: D1Database,
  operator: Operator,
  action: AuditAction,
  target: string,
  details: Record<string, unknown>,
  now: string,
) {
  return db
    .prepare(
      `INSERT INTO admin_audit (id, operator_id, operator_email, action, target, details, created_at)
       VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)`,
    )
    .bind(
      crypto.randomUUID(),
      operator.userId,
      operator.email,
      action,
      target,
      JSON.stringify(details),
      now,
    );
}

interface AuditRow {
  id: string;
  operator_email: string;
  action: AuditAction;
  target: string;
  details: string;
  created_at: string;
}

const AuditQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(200).default(50),
  offset: z.coerce.number().int().min(0).default(0),
  target: z.string().max(200).optional(),
});

/** `GET /v1/admin/audit`: the operators' actions, newest first, optionally about one target. */
export const audit = new Hono<OperatorEnv>().get(
  '/',
  validate('query', AuditQuerySchema),
  async (c) => {
    const { limit, offset, target } = c.req.valid('query');
    const { results } = await c.env.DB.prepare(
      `SELECT id, operator_email, action, target, details, created_at FROM admin_audit
     WHERE ?3 IS NULL OR target = ?3
     ORDER BY created_at DESC, rowid DESC LIMIT ?1 OFFSET ?2`,
    )
      .bind(limit, offset, target ?? null)
      .all<AuditRow>();
    return c.json({
      entries: results.map((row) => ({
        id: row.id,
        operator: row.operator_email,
        action: row.action,
        target: row.target,
        details: JSON.parse(row.details) as Record<string, unknown>,
        createdAt: row.created_at,
      })),
    });
  },
);

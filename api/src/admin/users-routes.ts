import { z } from '@hono/zod-openapi';
import { Hono } from 'hono';
import { revokeUserSessions } from '../auth/sessions';
import { ApiError, registerErrorMessages } from '../lib/errors';
import { nowIso } from '../lib/time';
import { validate } from '../lib/validate';
import { auditStatement } from './audit';
import type { OperatorEnv } from './operators';
import { findAdminUser, findTeam, searchUsers, teamLedger } from './user-store';

registerErrorMessages({
  operator_self: {
    en: 'An operator cannot block their own account',
    ru: 'Оператор не может заблокировать свою учётную запись',
  },
});

const PageSchema = z.object({
  limit: z.coerce.number().int().min(1).max(200).default(50),
  offset: z.coerce.number().int().min(0).default(0),
});
const SearchSchema = PageSchema.extend({ query: z.string().max(200).default('') });
const IdSchema = z.object({ id: z.string().min(1).max(100) });

/** `/v1/admin/users` and `/v1/admin/entities/{id}`: find people, read a team's ledger, block. */
export const adminUsers = new Hono<OperatorEnv>()
  .get('/users', validate('query', SearchSchema), async (c) => {
    const { query, limit, offset } = c.req.valid('query');
    return c.json({ users: await searchUsers(c.env.DB, query, limit, offset) });
  })
  .get('/users/:id', validate('param', IdSchema), async (c) => {
    const user = await findAdminUser(c.env.DB, c.req.valid('param').id);
    if (!user) throw new ApiError(404, 'not_found');
    return c.json({ user });
  })
  .get('/entities/:id', validate('param', IdSchema), validate('query', PageSchema), async (c) => {
    const { id } = c.req.valid('param');
    const { limit, offset } = c.req.valid('query');
    const team = await findTeam(c.env, id);
    if (!team) throw new ApiError(404, 'not_found');
    return c.json({ team, ledger: await teamLedger(c.env, id, limit, offset) });
  })
  .post('/users/:id/block', validate('param', IdSchema), async (c) => {
    const { id } = c.req.valid('param');
    const operator = c.var.operator;
    if (id === operator.userId) throw new ApiError(409, 'operator_self');
    const now = nowIso();
    const db = c.env.DB;
    // Blocking also ends every session, so no refresh can mint a new access token.
    const [blocked] = await db.batch([
      db
        .prepare(
          'UPDATE users SET blocked_at = ?2 WHERE id = ?1 AND deleted_at IS NULL AND blocked_at IS NULL',
        )
        .bind(id, now),
      auditStatementIfChanged(db, operator, 'user.block', id, now),
      revokeUserSessions(db, id, now),
    ]);
    if (blocked?.meta.changes !== 1) await requireUser(db, id);
    return c.json({ user: await findAdminUser(db, id) });
  })
  .post('/users/:id/unblock', validate('param', IdSchema), async (c) => {
    const { id } = c.req.valid('param');
    const now = nowIso();
    const db = c.env.DB;
    const [unblocked] = await db.batch([
      db
        .prepare(
          'UPDATE users SET blocked_at = NULL WHERE id = ?1 AND deleted_at IS NULL AND blocked_at IS NOT NULL',
        )
        .bind(id),
      auditStatementIfChanged(db, c.var.operator, 'user.unblock', id, now),
    ]);
    if (unblocked?.meta.changes !== 1) await requireUser(db, id);
    return c.json({ user: await findAdminUser(db, id) });
  })
  .post('/users/:id/sign-out', validate('param', IdSchema), async (c) => {
    const { id } = c.req.valid('param');
    const db = c.env.DB;
    await requireUser(db, id);
    const now = nowIso();
    const [revoked] = await db.batch([
      revokeUserSessions(db, id, now),
      auditStatement(db, c.var.operator, 'user.sign_out', id, {}, now),
    ]);
    return c.json({ sessionsEnded: revoked?.meta.changes ?? 0 });
  });

/**
 * The audit row of a block or unblock, written only when the statement just before it in the batch
 * changed the account (SQLite's `changes()`): repeating an action changes and logs nothing.
 */
function auditStatementIfChanged(
  db: D1Database,
  operator: OperatorEnv['Variables']['operator'],
  action: 'user.block' | 'user.unblock',
  userId: string,
  now: string,
) {
  return db
    .prepare(
      `INSERT INTO admin_audit (id, operator_id, operator_email, action, target, details, created_at)
       SELECT ?1, ?2, ?3, ?4, ?5, '{}', ?6 WHERE changes() = 1`,
    )
    .bind(crypto.randomUUID(), operator.userId, operator.email, action, userId, now);
}

async function requireUser(db: D1Database, id: string) {
  if (!(await findAdminUser(db, id))) throw new ApiError(404, 'not_found');
}

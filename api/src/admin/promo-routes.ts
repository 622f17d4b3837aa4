import { z } from '@hono/zod-openapi';
import { Hono } from 'hono';
import { ApiError, registerErrorMessages } from '../lib/errors';
import { nowIso } from '../lib/time';
import { validate } from '../lib/validate';
import { normalizePromo } from '../promo/promo-store';
import { auditStatement } from './audit';
import type { OperatorEnv } from './operators';

registerErrorMessages({
  promo_exists: { en: 'A promo code "{code}" already exists', ru: 'Промокод «{code}» уже есть' },
});

export const PromoCreateSchema = z.object({
  code: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{3,40}$/),
  amountKopecks: z.number().int().min(0).max(100_000_000),
  days: z.number().int().min(0).max(3650),
  maxRedemptions: z.number().int().min(1).max(10_000_000).nullable().optional(),
  expiresAt: z.string().datetime({ offset: true }).nullable().optional(),
});

const PromoPatchSchema = z.object({ disabled: z.boolean() });

interface PromoRow {
  code: string;
  bonus_kopecks: number;
  days: number;
  max_redemptions: number | null;
  redemptions: number;
  expires_at: string | null;
  disabled_at: string | null;
  created_at: string;
}

const toJson = (row: PromoRow) => ({
  code: row.code,
  amountKopecks: row.bonus_kopecks,
  days: row.days,
  maxRedemptions: row.max_redemptions,
  redemptions: row.redemptions,
  expiresAt: row.expires_at,
  disabledAt: row.disabled_at,
  createdAt: row.created_at,
});

const findCode = (db: D1Database, code: string) =>
  db.prepare('SELECT * FROM promo_codes WHERE code = ?1').bind(code).first<PromoRow>();

/** `/v1/admin/promocodes`: list with redemption counts, create, disable or enable again. */
export const adminPromo = new Hono<OperatorEnv>()
  .get('/', async (c) => {
    const { results } = await c.env.DB.prepare(
      'SELECT * FROM promo_codes ORDER BY created_at DESC, code LIMIT 500',
    ).all<PromoRow>();
    return c.json({ promocodes: results.map(toJson) });
  })
  .post('/', validate('json', PromoCreateSchema), async (c) => {
    const input = c.req.valid('json');
    const code = normalizePromo(input.code);
    const now = nowIso();
    const expiresAt = input.expiresAt ? new Date(input.expiresAt).toISOString() : null;
    const db = c.env.DB;
    const [inserted] = await db.batch([
      db
        .prepare(
          `INSERT OR IGNORE INTO promo_codes
             (code, days, bonus_kopecks, max_redemptions, expires_at, created_at)
           VALUES (?1, ?2, ?3, ?4, ?5, ?6)`,
        )
        .bind(code, input.days, input.amountKopecks, input.maxRedemptions ?? null, expiresAt, now),
      db
        .prepare(
          `INSERT INTO admin_audit (id, operator_id, operator_email, action, target, details, created_at)
           SELECT ?1, ?2, ?3, 'promo.create', ?4, ?5, ?6 WHERE changes() = 1`,
        )
        .bind(
          crypto.randomUUID(),
          c.var.operator.userId,
          c.var.operator.email,
          code,
          JSON.stringify({ ...input, code, expiresAt }),
          now,
        ),
    ]);
    if (inserted?.meta.changes !== 1)
      throw new ApiError(409, 'promo_exists', { field: 'code', code });
    const row = await findCode(db, code);
    return c.json(row ? toJson(row) : null, 201);
  })
  .patch('/:code', validate('json', PromoPatchSchema), async (c) => {
    const code = normalizePromo(c.req.param('code'));
    const { disabled } = c.req.valid('json');
    const db = c.env.DB;
    if (!(await findCode(db, code))) throw new ApiError(404, 'not_found');
    const now = nowIso();
    await db.batch([
      db
        .prepare(
          `UPDATE promo_codes SET disabled_at = CASE WHEN ?2 THEN coalesce(disabled_at, ?3) END
           WHERE code = ?1`,
        )
        .bind(code, disabled ? 1 : 0, now),
      auditStatement(
        db,
        c.var.operator,
        disabled ? 'promo.disable' : 'promo.enable',
        code,
        {},
        now,
      ),
    ]);
    const row = await findCode(db, code);
    return c.json(row ? toJson(row) : null);
  });

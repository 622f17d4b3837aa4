import { z } from '@hono/zod-openapi';
import { HOLD_TTL_MS } from '../billing/money';
import { addMs } from '../lib/time';

export const BalanceSchema = z
  .object({
    balanceKopecks: z.number().int(),
    heldKopecks: z.number().int().openapi({ description: 'Reserved by running generations' }),
    availableKopecks: z.number().int(),
    bonusUntil: z.string().nullable(),
    ledgerSumKopecks: z
      .number()
      .int()
      .openapi({ description: 'Sum of every ledger row; always equals balanceKopecks' }),
  })
  .openapi('Balance');

/** The team's balance, what live holds reserve of it, bonus days, and its ledger's sum. */
export async function balanceSummary(db: D1Database, entityId: string, now: string) {
  const row = await db
    .prepare(
      `SELECT e.balance_kopecks AS balance, e.bonus_until,
         COALESCE((SELECT SUM(amount_kopecks) FROM billing_holds
                   WHERE entity_id = e.id AND created_at > ?2), 0) AS held,
         COALESCE((SELECT SUM(amount_kopecks) FROM ledger WHERE entity_id = e.id), 0) AS ledger_sum
       FROM entities e WHERE e.id = ?1`,
    )
    .bind(entityId, addMs(now, -HOLD_TTL_MS))
    .first<{ balance: number; bonus_until: string | null; held: number; ledger_sum: number }>();
  const balance = row?.balance ?? 0;
  const held = row?.held ?? 0;
  return {
    balanceKopecks: balance,
    heldKopecks: held,
    availableKopecks: balance - held,
    bonusUntil: row?.bonus_until ?? null,
    ledgerSumKopecks: row?.ledger_sum ?? 0,
  } satisfies z.infer<typeof BalanceSchema>;
}

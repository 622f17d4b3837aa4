import { z } from '@hono/zod-openapi';
import { balance } from '../billing/money';

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
  const money = await balance(db, entityId, now);
  return {
    balanceKopecks: money.balance,
    heldKopecks: money.held,
    availableKopecks: money.balance - money.held,
    bonusUntil: money.bonusUntil,
    ledgerSumKopecks: money.ledgerSum,
  } satisfies z.infer<typeof BalanceSchema>;
}

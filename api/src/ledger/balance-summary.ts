import { z } from '@hono/zod-openapi';
import { balance } from '../billing/money';
import type { Env } from '../env';
import { objectBalance } from './team-ledger';

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

/**
 * The team's balance, what live holds reserve of it, bonus days, and its ledger's sum: from the
 * team's object once its money moved there (`inObject`, decision 225), else from D1.
 */
export async function balanceSummary(
  env: Pick<Env, 'DB' | 'TEAM'>,
  entityId: string,
  now: string,
  inObject = false,
) {
  const money = inObject
    ? await objectBalance(env, entityId, now)
    : await balance(env.DB, entityId, now);
  return {
    balanceKopecks: money.balance,
    heldKopecks: money.held,
    availableKopecks: money.balance - money.held,
    bonusUntil: money.bonusUntil,
    ledgerSumKopecks: money.ledgerSum,
  } satisfies z.infer<typeof BalanceSchema>;
}

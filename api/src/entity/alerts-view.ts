import { z } from '@hono/zod-openapi';
import type { Env } from '../env';
import { askTeam } from '../team/team-of';
import { moscowMonthStart } from './entity-store';

export const AlertsSchema = z
  .object({
    alerts: z.array(
      z.object({
        kind: z.enum(['team', 'low_balance', 'member']).openapi({
          description:
            "`team`: the team's month passed `percent`; `low_balance`: the balance fell under " +
            "the owner's mark; `member`: the member `userId` passed `percent` of their limit",
        }),
        userId: z.string().nullable(),
        percent: z.number().int().nullable(),
        createdAt: z.string(),
      }),
    ),
  })
  .openapi('SpendingAlerts');

/**
 * The spending alerts sent this Moscow month (docs/decisions/228-team-spending-controls.md), as
 * the team's object keeps them: all for the owner (`userId` null), a member's own otherwise.
 */
export async function alertsOf(
  env: Pick<Env, 'TEAM'>,
  entityId: string,
  userId: string | null,
): Promise<z.infer<typeof AlertsSchema>['alerts']> {
  const rows = await askTeam(env, entityId, (team) => team.alertsSince(moscowMonthStart(), userId));
  return rows.map((row) => ({
    kind: row.kind as 'team' | 'low_balance' | 'member',
    userId: row.user_id,
    percent: row.percent,
    createdAt: row.created_at,
  }));
}

import { upstreamJsonIfAny } from '../../lib/upstream.server';
import type { Spending } from '../balance/balance-api';
import {
  reportPath,
  type SpendingAlert,
  type SpendingReport,
  type UsageMember,
  type UsageStart,
  usagePeriod,
} from './usage-api';

type Entity = {
  role: 'owner' | 'member';
  allowedModels?: string[] | null;
  lowBalanceKopecks?: number | null;
};

/** The usage page's figures, read with the page so they are in the first byte. */
export async function loadUsageStart(): Promise<UsageStart> {
  const period = usagePeriod();
  const { from, to, lastFrom, lastTo } = period;
  const [user, entity, members, byMember, byModel, byKey, lastMonth, series, alerts] =
    await Promise.all([
      upstreamJsonIfAny<{ id: string }>('/v1/user'),
      upstreamJsonIfAny<Entity>('/v1/entity'),
      upstreamJsonIfAny<{ members: UsageMember[] }>('/v1/entity/members'),
      upstreamJsonIfAny<SpendingReport>(reportPath(from, to, 'member')),
      upstreamJsonIfAny<SpendingReport>(reportPath(from, to, 'model')),
      upstreamJsonIfAny<SpendingReport>(reportPath(from, to, 'key')),
      upstreamJsonIfAny<SpendingReport>(reportPath(lastFrom, lastTo, 'day')),
      upstreamJsonIfAny<Spending>('/v1/entity/spending'),
      upstreamJsonIfAny<{ alerts: SpendingAlert[] }>('/v1/entity/alerts'),
    ]);
  return {
    period,
    ...(user ? { userId: user.id } : {}),
    ...(entity ? { role: entity.role, lowBalanceKopecks: entity.lowBalanceKopecks ?? null } : {}),
    ...(members ? { members: members.members } : {}),
    ...(byMember ? { byMember } : {}),
    ...(byModel ? { byModel } : {}),
    ...(byKey ? { byKey } : {}),
    ...(lastMonth ? { lastMonth } : {}),
    ...(series ? { series } : {}),
    ...(alerts ? { alerts: alerts.alerts } : {}),
  };
}

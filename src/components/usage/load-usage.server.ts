import { upstreamJsonIfAny } from '../../lib/upstream.server';
import type { Spending } from '../balance/balance-api';
import {
  reportPath,
  type SpendingReport,
  type UsageMember,
  type UsageStart,
  usagePeriod,
} from './usage-api';

type Entity = { role: 'owner' | 'member'; allowedModels?: string[] | null };

/** The usage page's figures, read with the page so they are in the first byte. */
export async function loadUsageStart(): Promise<UsageStart> {
  const period = usagePeriod();
  const { from, to, lastFrom, lastTo } = period;
  const [user, entity, members, byMember, byModel, byKey, lastMonth, series] = await Promise.all([
    upstreamJsonIfAny<{ id: string }>('/v1/user'),
    upstreamJsonIfAny<Entity>('/v1/entity'),
    upstreamJsonIfAny<{ members: UsageMember[] }>('/v1/entity/members'),
    upstreamJsonIfAny<SpendingReport>(reportPath(from, to, 'member')),
    upstreamJsonIfAny<SpendingReport>(reportPath(from, to, 'model')),
    upstreamJsonIfAny<SpendingReport>(reportPath(from, to, 'key')),
    upstreamJsonIfAny<SpendingReport>(reportPath(lastFrom, lastTo, 'day')),
    upstreamJsonIfAny<Spending>('/v1/entity/spending'),
  ]);
  return {
    period,
    ...(user ? { userId: user.id } : {}),
    ...(entity ? { role: entity.role } : {}),
    ...(members ? { members: members.members } : {}),
    ...(byMember ? { byMember } : {}),
    ...(byModel ? { byModel } : {}),
    ...(byKey ? { byKey } : {}),
    ...(lastMonth ? { lastMonth } : {}),
    ...(series ? { series } : {}),
  };
}

export { type ApiResult, callApi } from '../../lib/call-api';

export type Role = 'owner' | 'member';
export type Member = {
  id: string;
  name: string;
  email: string;
  role: Role;
  spentThisMonthKopecks?: number;
};
export type Pending = { id: string; email: string; expiresAt: string };
export type Incoming = {
  id: string;
  team: { id: string; name: string };
  inviter: { name: string; email: string };
  expiresAt: string;
};
export type Team = { id: string; name: string; role: Role };
export type MembersData = {
  userId: string;
  team: Team;
  members: Member[];
  pending?: Pending[];
  incoming: Incoming[];
  emailConfirmed: boolean;
  teams: Team[];
};

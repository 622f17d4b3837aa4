import { z } from '@hono/zod-openapi';
import type { Env } from '../env';
import { listMembers, MemberSchema } from './entity-store';
import { PendingInvitationSchema } from './invitation-schemas';
import { listPending } from './invitation-store';

export const MembersSchema = z
  .object({
    members: z.array(MemberSchema),
    pending: z
      .array(PendingInvitationSchema)
      .optional()
      .openapi({ description: "The team's pending invitations; present for the owner only" }),
  })
  .openapi('Members');

/** The members of team `entityId`, plus its pending invitations when `userId` owns it. */
export async function membersView(env: Pick<Env, 'DB' | 'TEAM'>, entityId: string, userId: string) {
  const db = env.DB;
  const members = await listMembers(db, entityId, env);
  const isOwner = members.some((m) => m.id === userId && m.role === 'owner');
  return isOwner ? { members, pending: await listPending(db, entityId) } : { members };
}

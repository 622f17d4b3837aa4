import { z } from '@hono/zod-openapi';

/** An invitation as its addressee sees it in `GET /v1/entity/invitations`. */
export const IncomingInvitationSchema = z
  .object({
    id: z.string(),
    team: z.object({ id: z.string(), name: z.string() }),
    inviter: z.object({ name: z.string(), email: z.string() }),
    createdAt: z.string(),
    expiresAt: z.string(),
  })
  .openapi('IncomingInvitation');

export const IncomingInvitationsSchema = z
  .object({
    invitations: z.array(IncomingInvitationSchema),
    emailConfirmed: z.boolean().openapi({
      description: 'Invitations are listed and can be accepted only once the email is confirmed',
    }),
  })
  .openapi('IncomingInvitations');

/** A pending invitation of the team, as its owner sees it beside the members. */
export const PendingInvitationSchema = z
  .object({
    id: z.string(),
    email: z.string(),
    inviterName: z.string(),
    createdAt: z.string(),
    expiresAt: z.string(),
  })
  .openapi('PendingInvitation');

/** The answer to an invite: the same whether or not the email has an account. */
export const InviteAcceptedSchema = z
  .object({ status: z.literal('invited'), email: z.string() })
  .openapi('InviteAccepted');

export const InvitationIdParams = z.object({
  id: z.uuid().openapi({ param: { name: 'id', in: 'path' } }),
});

import { createRoute } from '@hono/zod-openapi';
import type { AuthEnv } from '../auth/require-auth';
import { ApiError } from '../lib/errors';
import {
  bearerSecurity,
  createRouter,
  errorResponse,
  jsonResponse,
  notSignedInResponse,
} from '../lib/router';
import { acceptInvitation, assertConfirmed, loadInvitee } from './accept-invitation';
import { EntitySchema, loadEntity, loadOwnedEntity } from './entity-store';
import { IncomingInvitationsSchema, InvitationIdParams } from './invitation-schemas';
import {
  closedInvitation,
  closeInvitation,
  findInvitationFor,
  listIncoming,
  statusOf,
} from './invitation-store';
import { MembersSchema, membersView } from './members-view';
import { resendInvitation } from './resend-invitation-route';

const common = { tags: ['entity'], security: bearerSecurity };
const incoming = jsonResponse(IncomingInvitationsSchema, 'Pending invitations addressed to me');
const notConfirmed = errorResponse('The email is not confirmed (`email_not_confirmed`)');
const closed = errorResponse('Expired, revoked or declined (`invitation_*`)');
const notFound = errorResponse('No such invitation addressed to me');

const listRoute = createRoute({
  ...common,
  method: 'get',
  path: '/',
  summary: 'Pending invitations addressed to my email (empty until the email is confirmed)',
  responses: { 200: incoming, 401: notSignedInResponse },
});

const acceptRoute = createRoute({
  ...common,
  method: 'post',
  path: '/{id}/accept',
  summary: 'Join the team and make it my current team; accepting again changes nothing',
  request: { params: InvitationIdParams },
  responses: {
    200: jsonResponse(EntitySchema, 'My current team'),
    401: notSignedInResponse,
    403: notConfirmed,
    404: notFound,
    410: closed,
  },
});

const declineRoute = createRoute({
  ...common,
  method: 'post',
  path: '/{id}/decline',
  summary: 'Decline an invitation addressed to me',
  request: { params: InvitationIdParams },
  responses: {
    200: incoming,
    401: notSignedInResponse,
    403: notConfirmed,
    404: notFound,
    410: closed,
  },
});

const revokeRoute = createRoute({
  ...common,
  method: 'delete',
  path: '/{id}',
  summary: "Withdraw a pending invitation of the caller's team (owner only)",
  request: { params: InvitationIdParams },
  responses: {
    200: jsonResponse(MembersSchema, 'The members and the pending invitations'),
    401: notSignedInResponse,
    403: errorResponse('Not the owner'),
    404: errorResponse('No pending invitation of this team'),
  },
});

/** `/v1/entity/invitations`: the invitee's side, and the owner's revoke. */
export const invitations = createRouter<AuthEnv>();
invitations.route('/', resendInvitation);

async function incomingOf(db: D1Database, userId: string) {
  const invitee = await loadInvitee(db, userId);
  const emailConfirmed = Boolean(invitee.email_confirmed_at);
  // Someone who signed up with another person's address must not read that person's invitations.
  return {
    invitations: emailConfirmed ? await listIncoming(db, invitee.email) : [],
    emailConfirmed,
  };
}

invitations.openapi(listRoute, async (c) =>
  c.json(await incomingOf(c.env.DB, c.var.auth.userId), 200),
);

invitations.openapi(acceptRoute, async (c) => {
  const db = c.env.DB;
  const { userId } = c.var.auth;
  await acceptInvitation(db, c.req.valid('param').id, await loadInvitee(db, userId));
  const current = await db
    .prepare('SELECT entity_id FROM users WHERE id = ?1')
    .bind(userId)
    .first<string>('entity_id');
  return c.json(await loadEntity(db, current ?? '', userId, c.env), 200);
});

invitations.openapi(declineRoute, async (c) => {
  const db = c.env.DB;
  const { userId } = c.var.auth;
  const invitee = await loadInvitee(db, userId);
  assertConfirmed(invitee);
  const { id } = c.req.valid('param');
  await findInvitationFor(db, id, invitee.email);
  if (!(await closeInvitation(db, id, 'declined', userId))) {
    const status = statusOf(await findInvitationFor(db, id, invitee.email));
    // Declining twice is as harmless as accepting twice.
    if (status !== 'declined') throw closedInvitation(status === 'pending' ? 'expired' : status);
  }
  return c.json(await incomingOf(db, userId), 200);
});

invitations.openapi(revokeRoute, async (c) => {
  const db = c.env.DB;
  const { entityId, userId } = c.var.auth;
  await loadOwnedEntity(db, entityId, userId);
  const { id } = c.req.valid('param');
  const ofTeam = await db
    .prepare('SELECT 1 FROM entity_invitations WHERE id = ?1 AND entity_id = ?2')
    .bind(id, entityId)
    .first();
  if (!ofTeam || !(await closeInvitation(db, id, 'revoked', userId))) {
    throw new ApiError(404, 'not_found');
  }
  return c.json(await membersView(c.env, entityId, userId), 200);
});

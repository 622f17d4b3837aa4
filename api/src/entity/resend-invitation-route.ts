import { createRoute } from '@hono/zod-openapi';
import type { AuthEnv } from '../auth/require-auth';
import { ApiError } from '../lib/errors';
import { localeOf } from '../lib/messages';
import {
  bearerSecurity,
  createRouter,
  errorResponse,
  jsonResponse,
  notSignedInResponse,
} from '../lib/router';
import { addMs, nowIso } from '../lib/time';
import { loadOwnedEntity } from './entity-store';
import { mailInvitation } from './invitation-mail';
import { InvitationIdParams } from './invitation-schemas';
import { INVITATION_TTL_MS } from './invitation-store';
import { limitInvites } from './invite-limits';
import { MembersSchema, membersView } from './members-view';

const resendRoute = createRoute({
  tags: ['entity'],
  security: bearerSecurity,
  method: 'post',
  path: '/{id}/resend',
  summary: 'Mail a pending invitation again and give it a fresh week (owner only)',
  request: { params: InvitationIdParams },
  responses: {
    200: jsonResponse(MembersSchema, 'The members and the pending invitations'),
    401: notSignedInResponse,
    403: errorResponse('Not the owner'),
    404: errorResponse('No pending invitation of this team'),
    429: errorResponse('Too many invitations; see Retry-After'),
  },
});

/** `POST /v1/entity/invitations/{id}/resend`, counted like a new invitation. */
export const resendInvitation = createRouter<AuthEnv>().openapi(resendRoute, async (c) => {
  const db = c.env.DB;
  const { entityId, userId } = c.var.auth;
  const team = await loadOwnedEntity(db, entityId, userId);
  const { id } = c.req.valid('param');
  const now = nowIso();
  const email = await db
    .prepare(
      `SELECT email FROM entity_invitations
       WHERE id = ?1 AND entity_id = ?2 AND status = 'pending' AND expires_at > ?3`,
    )
    .bind(id, entityId, now)
    .first<string>('email');
  if (!email) throw new ApiError(404, 'not_found');
  await limitInvites(db, userId, email);
  await db
    .prepare("UPDATE entity_invitations SET expires_at = ?2 WHERE id = ?1 AND status = 'pending'")
    .bind(id, addMs(now, INVITATION_TTL_MS))
    .run();
  await mailInvitation(c.env, {
    id,
    email,
    teamName: team.name,
    inviterId: userId,
    fallbackLocale: localeOf(c.req.header('x-ad-locale')),
  });
  return c.json(await membersView(c.env, entityId, userId), 200);
});

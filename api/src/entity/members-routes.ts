import { createRoute, z } from '@hono/zod-openapi';
import type { AuthEnv } from '../auth/require-auth';
import { EmailSchema } from '../auth/schemas';
import { dropSharesOfMember, sharesOfMember } from '../chat/chat-store';
import { endChatStreams } from '../generation/end-streams';
import { ApiError, registerErrorMessages } from '../lib/errors';
import { localeOf } from '../lib/messages';
import {
  bearerSecurity,
  createRouter,
  errorResponse,
  jsonBody,
  jsonResponse,
  notSignedInResponse,
} from '../lib/router';
import { listMembers, loadEntity, loadOwnedEntity } from './entity-store';
import { mailInvitation } from './invitation-mail';
import { InviteAcceptedSchema } from './invitation-schemas';
import { createInvitation } from './invitation-store';
import { limitInvites } from './invite-limits';
import { MembersSchema, membersView } from './members-view';

registerErrorMessages({
  already_member: { en: 'Already a member of the team', ru: 'Уже состоит в команде' },
  cannot_remove_owner: {
    en: 'The owner cannot be removed from their team',
    ru: 'Владельца нельзя удалить из его команды',
  },
  cannot_limit_owner: {
    en: 'The owner’s spending has no limit',
    ru: 'Расходы владельца не ограничиваются',
  },
});

const common = { tags: ['entity'], security: bearerSecurity };
const membersResponse = jsonResponse(MembersSchema, 'The member list');

const listRoute = createRoute({
  ...common,
  method: 'get',
  path: '/',
  summary: "Members of the caller's team",
  responses: { 200: membersResponse, 401: notSignedInResponse },
});

const inviteRoute = createRoute({
  ...common,
  method: 'post',
  path: '/',
  summary:
    'Invite by email (owner only): the same 202 whether or not the email has an account; ' +
    'nothing about the invitee changes until they accept',
  request: { body: jsonBody(z.object({ email: EmailSchema }).openapi('MemberInvite')) },
  responses: {
    202: jsonResponse(InviteAcceptedSchema, 'Invited (or already invited)'),
    400: errorResponse('Invalid input'),
    401: notSignedInResponse,
    403: errorResponse('Not the owner'),
    409: errorResponse('Already a member (the owner sees the member list anyway)'),
    429: errorResponse('Too many invitations from this owner or to this email'),
  },
});

const removeRoute = createRoute({
  ...common,
  method: 'delete',
  path: '/{userId}',
  summary: 'Remove a member (owner), or leave the team (the member themself)',
  request: {
    params: z.object({ userId: z.uuid().openapi({ param: { name: 'userId', in: 'path' } }) }),
  },
  responses: {
    200: membersResponse,
    400: errorResponse('The owner cannot be removed'),
    403: errorResponse('Not the owner'),
    404: errorResponse('Not a member of this team'),
  },
});

const limitRoute = createRoute({
  ...common,
  method: 'patch',
  path: '/{userId}',
  summary: "Set a member's monthly spending limit (owner only); null: no limit",
  request: {
    params: z.object({ userId: z.uuid().openapi({ param: { name: 'userId', in: 'path' } }) }),
    body: jsonBody(
      z
        .object({
          monthlyLimitKopecks: z.number().int().min(0).max(1_000_000_000).nullable().openapi({
            description:
              'What the member may spend per Moscow calendar month, in kopecks; null: no limit',
          }),
        })
        .openapi('MemberUpdate'),
    ),
  },
  responses: {
    200: membersResponse,
    400: errorResponse('Invalid input, or the owner (never limited)'),
    401: notSignedInResponse,
    403: errorResponse('Not the owner'),
    404: errorResponse('Not a member of this team'),
  },
});

/** `/v1/entity/members`, mounted under the authenticated entity router. */
export const members = createRouter<AuthEnv>();

members.openapi(listRoute, async (c) => {
  const { entityId, userId } = c.var.auth;
  await loadEntity(c.env.DB, entityId, userId);
  return c.json(await membersView(c.env, entityId, userId), 200);
});

members.openapi(inviteRoute, async (c) => {
  const { entityId, userId } = c.var.auth;
  const db = c.env.DB;
  const team = await loadOwnedEntity(db, entityId, userId);
  const { email } = c.req.valid('json');
  await limitInvites(db, userId, email);
  const members = await listMembers(db, entityId, c.env);
  if (members.some((m) => m.email === email)) {
    throw new ApiError(409, 'already_member', { field: 'email' });
  }
  const id = await createInvitation(db, { entityId, inviterId: userId, email });
  await mailInvitation(c.env, {
    id,
    email,
    teamName: team.name,
    inviterId: userId,
    fallbackLocale: localeOf(c.req.header('x-ad-locale')),
  });
  return c.json({ status: 'invited' as const, email }, 202);
});

members.openapi(limitRoute, async (c) => {
  const { entityId, userId } = c.var.auth;
  const target = c.req.valid('param').userId;
  const db = c.env.DB;
  const team = await loadOwnedEntity(db, entityId, userId);
  if (target === team.ownerId) throw new ApiError(400, 'cannot_limit_owner');
  const { meta } = await db
    .prepare(
      `UPDATE entity_members SET monthly_limit_kopecks = ?3
       WHERE entity_id = ?1 AND user_id = ?2 AND role = 'member'`,
    )
    .bind(entityId, target, c.req.valid('json').monthlyLimitKopecks)
    .run();
  if (meta.changes !== 1) throw new ApiError(404, 'not_found');
  return c.json(await membersView(c.env, entityId, userId), 200);
});

members.openapi(removeRoute, async (c) => {
  const { entityId, userId } = c.var.auth;
  const target = c.req.valid('param').userId;
  const db = c.env.DB;
  const team =
    target === userId
      ? await loadEntity(db, entityId, userId)
      : await loadOwnedEntity(db, entityId, userId);
  if (target === team.ownerId) throw new ApiError(400, 'cannot_remove_owner');
  const [shared, removed] = await db.batch([
    sharesOfMember(db, entityId, target),
    db
      .prepare(
        "DELETE FROM entity_members WHERE entity_id = ?1 AND user_id = ?2 AND role = 'member'",
      )
      .bind(entityId, target),
    // Back to their own team if this was their current one.
    db
      .prepare(
        `UPDATE users SET entity_id = (SELECT id FROM entities WHERE owner_id = ?1 ORDER BY created_at LIMIT 1)
         WHERE id = ?1 AND entity_id = ?2`,
      )
      .bind(target, entityId),
    // A share is readable only while both people are in the team (decision 123).
    dropSharesOfMember(db, entityId, target),
  ]);
  if (removed?.meta.changes !== 1) throw new ApiError(404, 'not_found');
  // Answers streaming to someone who just lost the chat stop reaching them (decision 193).
  const chats = (shared?.results ?? []) as { id: string; owner_id: string; own: number }[];
  const ids = (own: boolean) =>
    chats
      .filter((chat) => Boolean(chat.own) === own)
      .map((chat) => ({ id: chat.id, ownerId: chat.owner_id }));
  await endChatStreams(c.env, ids(true), { allBut: [target] });
  await endChatStreams(c.env, ids(false), { only: target });
  const current = target === userId ? undefined : entityId;
  const shown =
    current ??
    (await db
      .prepare('SELECT entity_id FROM users WHERE id = ?1')
      .bind(userId)
      .first<string>('entity_id'));
  return c.json(await membersView(c.env, shown ?? entityId, userId), 200);
});

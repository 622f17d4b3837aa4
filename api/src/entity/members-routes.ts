import { createRoute, z } from '@hono/zod-openapi';
import type { AuthEnv } from '../auth/require-auth';
import { EmailSchema } from '../auth/schemas';
import { sendEmail } from '../email/send-email';
import { invitedEmail } from '../email/templates';
import { ApiError, registerErrorMessages } from '../lib/errors';
import {
  bearerSecurity,
  createRouter,
  errorResponse,
  jsonBody,
  jsonResponse,
  notSignedInResponse,
} from '../lib/router';
import { nowIso } from '../lib/time';
import { findUserRowByEmail } from '../users/user-store';
import { listMembers, loadEntity, loadOwnedEntity, MembersSchema } from './entity-store';

registerErrorMessages({
  user_not_found: {
    en: 'No account with this email; ask them to register first',
    ru: 'Аккаунта с таким email нет; попросите сначала зарегистрироваться',
  },
  already_member: { en: 'Already a member of the team', ru: 'Уже состоит в команде' },
  cannot_remove_owner: {
    en: 'The owner cannot be removed from their team',
    ru: 'Владельца нельзя удалить из его команды',
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
  summary: 'Add a registered user by email (owner only); the team becomes their current team',
  request: { body: jsonBody(z.object({ email: EmailSchema }).openapi('MemberInvite')) },
  responses: {
    201: membersResponse,
    400: errorResponse('Invalid input'),
    403: errorResponse('Not the owner'),
    404: errorResponse('No such user'),
    409: errorResponse('Already a member'),
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

/** `/v1/entity/members`, mounted under the authenticated entity router. */
export const members = createRouter<AuthEnv>();

members.openapi(listRoute, async (c) => {
  const { entityId, userId } = c.var.auth;
  await loadEntity(c.env.DB, entityId, userId);
  return c.json({ members: await listMembers(c.env.DB, entityId) }, 200);
});

members.openapi(inviteRoute, async (c) => {
  const { entityId, userId } = c.var.auth;
  const db = c.env.DB;
  const team = await loadOwnedEntity(db, entityId, userId);
  const invitee = await findUserRowByEmail(db, c.req.valid('json').email);
  if (!invitee) throw new ApiError(404, 'user_not_found', { field: 'email' });
  const now = nowIso();
  try {
    await db.batch([
      db
        .prepare(
          "INSERT INTO entity_members (entity_id, user_id, role, created_at) VALUES (?1, ?2, 'member', ?3)",
        )
        .bind(entityId, invitee.id, now),
      db.prepare('UPDATE users SET entity_id = ?2 WHERE id = ?1').bind(invitee.id, entityId),
    ]);
  } catch (err) {
    if (String(err).includes('UNIQUE'))
      throw new ApiError(409, 'already_member', { field: 'email' });
    throw err;
  }
  await sendEmail(c.env, { to: invitee.email, ...invitedEmail(invitee.locale, team.name) });
  return c.json({ members: await listMembers(db, entityId) }, 201);
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
  const [removed] = await db.batch([
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
  ]);
  if (removed?.meta.changes !== 1) throw new ApiError(404, 'not_found');
  const current = target === userId ? undefined : entityId;
  const shown =
    current ??
    (await db
      .prepare('SELECT entity_id FROM users WHERE id = ?1')
      .bind(userId)
      .first<string>('entity_id'));
  return c.json({ members: await listMembers(db, shown ?? entityId) }, 200);
});

import { createRoute, z } from '@hono/zod-openapi';
import type { AuthEnv } from '../auth/require-auth';
import { revokeUserSessions, type SignInMethod } from '../auth/sessions';
import { bearerSecurity, createRouter, jsonResponse, notSignedInResponse } from '../lib/router';
import { nowIso } from '../lib/time';

const SessionViewSchema = z
  .object({
    id: z.string(),
    device: z.string().nullable().openapi({ description: 'The User-Agent it signed in with' }),
    createdAt: z.string(),
    lastSeenAt: z.string().nullable(),
    current: z.boolean().openapi({ description: 'The session making this request' }),
    signInMethod: z
      .enum([
        'password',
        'password+totp',
        'password+recovery',
        // Provider sign-ins (docs/decisions/162-oauth-sign-in.md)
        ...(['yandex', 'vk', 'google'] as const),
        ...(['yandex+totp', 'vk+totp', 'google+totp'] as const),
        ...(['yandex+recovery', 'vk+recovery', 'google+recovery'] as const),
        // A passkey counts as both factors (docs/decisions/152-passkeys.md)
        'passkey',
      ])
      .nullable()
      .openapi({ description: 'How it signed in; null for sessions older than this record' }),
  })
  .openapi('ActiveSession');

const common = { tags: ['user'], security: bearerSecurity };

const listSessions = createRoute({
  ...common,
  method: 'get',
  path: '/sessions',
  summary: 'The active sessions (signed-in devices) of the caller, newest activity first',
  responses: {
    200: jsonResponse(z.object({ sessions: z.array(SessionViewSchema) }), 'The sessions'),
    401: notSignedInResponse,
  },
});

const signOutOthers = createRoute({
  ...common,
  method: 'post',
  path: '/sessions/sign-out-others',
  summary: 'Sign out every session but the one making the request',
  responses: {
    200: jsonResponse(z.object({ revoked: z.number().int() }), 'How many were signed out'),
    401: notSignedInResponse,
  },
});

interface SessionRow {
  id: string;
  device: string | null;
  created_at: string;
  last_seen_at: string | null;
  sign_in_method: SignInMethod | null;
}

/** `/v1/user/sessions`: where the caller is signed in, and signing the others out. */
export const sessionsRoutes = createRouter<AuthEnv>()
  .openapi(listSessions, async (c) => {
    const { userId, sessionId } = c.var.auth;
    const { results } = await c.env.DB.prepare(
      `SELECT id, device, created_at, last_seen_at, sign_in_method FROM sessions
       WHERE user_id = ?1 AND revoked_at IS NULL AND expires_at > ?2
       ORDER BY coalesce(last_seen_at, created_at) DESC LIMIT 100`,
    )
      .bind(userId, nowIso())
      .all<SessionRow>();
    const sessions = results.map((row) => ({
      id: row.id,
      device: row.device,
      createdAt: row.created_at,
      lastSeenAt: row.last_seen_at ?? row.created_at,
      current: row.id === sessionId,
      signInMethod: row.sign_in_method,
    }));
    return c.json({ sessions }, 200);
  })
  .openapi(signOutOthers, async (c) => {
    const { userId, sessionId } = c.var.auth;
    const result = await revokeUserSessions(c.env.DB, userId, nowIso(), sessionId).run();
    return c.json({ revoked: result.meta.changes }, 200);
  });

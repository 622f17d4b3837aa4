import { createRoute, z } from '@hono/zod-openapi';
import type { AuthEnv } from '../auth/require-auth';
import { chatsOf } from '../chat/chat-db';
import { moneyStillInD1, ownedTeamsLedger } from '../ledger/team-ledger';
import { bearerSecurity, createRouter, notSignedInResponse } from '../lib/router';
import { nowIso } from '../lib/time';
import { requireUserRow, toUser } from '../users/user-store';

const exportData = createRoute({
  tags: ['user'],
  security: bearerSecurity,
  method: 'get',
  path: '/export',
  summary: 'Everything of mine as one JSON download: profile, chats, messages, files, ledger',
  responses: {
    200: {
      description: 'A JSON attachment (`Content-Disposition: attachment`)',
      content: {
        'application/json': {
          schema: z.object({
            exportedAt: z.string(),
            user: z.object({}).passthrough(),
            teams: z.array(z.object({}).passthrough()),
            chats: z.array(z.object({}).passthrough()),
            messages: z.array(z.object({}).passthrough()),
            files: z.array(z.object({}).passthrough()),
            ledger: z.array(z.object({}).passthrough()),
          }),
        },
      },
    },
    401: notSignedInResponse,
  },
});

const OWN_CHATS = 'SELECT id FROM chats WHERE owner_id = ?1 AND deleted_at IS NULL';

/** `/v1/user/export`: only the caller's own rows; the ledger of teams they own. */
export const exportRoutes = createRouter<AuthEnv>().openapi(exportData, async (c) => {
  const { userId } = c.var.auth;
  const db = c.env.DB;
  const user = toUser(await requireUserRow(db, userId));
  const [teams, media, ledger] = await db.batch<Record<string, unknown>>([
    db
      .prepare(
        `SELECT e.id, e.name, m.role, m.created_at AS joinedAt FROM entity_members m
       JOIN entities e ON e.id = m.entity_id WHERE m.user_id = ?1 ORDER BY m.created_at`,
      )
      .bind(userId),
    db
      .prepare(
        `SELECT id, chat_id AS chatId, content_type AS contentType, size, created_at AS createdAt
       FROM media WHERE owner_id = ?1 ORDER BY created_at`,
      )
      .bind(userId),
    db
      .prepare(
        `SELECT l.id, l.entity_id AS entityId, l.amount_kopecks AS amountKopecks, l.kind, l.ref,
         l.created_at AS createdAt FROM ledger l JOIN entities e ON e.id = l.entity_id
       WHERE e.owner_id = ?1 AND ${moneyStillInD1('e.id')} ORDER BY l.created_at`,
      )
      .bind(userId),
  ]);
  // Their conversations from where they live, D1 or their object (decision 218).
  const own = await chatsOf(c.env, userId);
  const [chats, messages, attachments] = await own.batch([
    own
      .prepare(
        `SELECT id, name, mode, model, assistant_id AS assistantId, created_at AS createdAt,
         updated_at AS updatedAt FROM chats WHERE id IN (${OWN_CHATS}) ORDER BY created_at`,
      )
      .bind(userId),
    own
      .prepare(
        `SELECT id, chat_id AS chatId, role, content, model, status, cost_kopecks AS costKopecks,
         created_at AS createdAt FROM messages WHERE chat_id IN (${OWN_CHATS}) ORDER BY seq`,
      )
      .bind(userId),
    own
      .prepare(
        `SELECT id, chat_id AS chatId, message_id AS messageId, name, content_type AS contentType,
         size, created_at AS createdAt FROM attachments WHERE chat_id IN (${OWN_CHATS})
       ORDER BY created_at`,
      )
      .bind(userId),
  ]);
  const rows = (result: { results: Record<string, unknown>[] } | undefined) =>
    result?.results ?? [];
  const body = {
    exportedAt: nowIso(),
    user,
    teams: rows(teams),
    chats: rows(chats),
    messages: rows(messages),
    files: [
      ...rows(attachments).map((file) => ({ kind: 'attachment', ...file })),
      ...rows(media).map((file) => ({ kind: 'media', url: `/api/v1/media/${file.id}`, ...file })),
    ],
    ledger: await ownedTeamsLedger(c.env, userId, rows(ledger)),
  };
  const day = body.exportedAt.slice(0, 10);
  c.header('Content-Disposition', `attachment; filename="beseda-export-${day}.json"`);
  c.header('Cache-Control', 'private, no-store');
  return c.json(body, 200);
});

import { createRoute } from '@hono/zod-openapi';
import type { Env } from '../env';
import { bearerSecurity, errorResponse, jsonResponse, notSignedInResponse } from '../lib/router';
import { nowIso } from '../lib/time';
import { BRANCH_CTE } from '../messages/tree';
import { type ChatRow, readableChat } from './chat-store';
import { ChatIdParamSchema, ChatSchema } from './contract';

export const copyChatRoute = createRoute({
  tags: ['chat'],
  security: bearerSecurity,
  method: 'post',
  path: '/{id}/copy',
  summary: 'Continue a readable chat (e.g. one shared with the caller) as a new chat of their own',
  description:
    'The copy belongs to the caller and their current team. Finished messages are copied as ' +
    'complete, without usage or cost; an answer still being written is left out. Attachments ' +
    'are copied as references to the same stored files.',
  request: { params: ChatIdParamSchema },
  responses: {
    201: jsonResponse(ChatSchema, 'The new chat'),
    400: errorResponse('Invalid id'),
    401: notSignedInResponse,
    404: errorResponse('No such chat, or not readable by the caller'),
  },
});

/**
 * Copies a chat the user may read into a new chat they own, in one batch: the chat, its
 * finished messages (complete, no usage or cost, no requestId) and its attachments' rows,
 * which point at the same immutable R2 objects (docs/decisions/023-…); a copy of another
 * person's chat also records both people as holders of those objects (`file_refs`).
 */
export async function copyChat(env: Env, chatId: string, userId: string, entityId: string) {
  const db = env.DB;
  const source = await readableChat(env, chatId, userId);
  // The branch shown (docs/decisions/101-message-branches.md); the copy is that branch alone.
  const ids = await db
    .prepare(
      `${BRANCH_CTE} SELECT m.id FROM path JOIN messages m ON m.id = path.id
       WHERE m.status != 'streaming' AND (m.role = 'user' OR m.content != '') ORDER BY m.seq`,
    )
    .bind(chatId, null)
    .all<{ id: string }>();
  const pairs = ids.results.map((m) => [m.id, crypto.randomUUID()]);
  const copy: ChatRow = {
    ...source,
    id: crypto.randomUUID(),
    owner_id: userId,
    entity_id: entityId,
    created_at: nowIso(),
    updated_at: nowIso(),
  };
  const map = JSON.stringify(pairs);
  // A copy of another person's chat makes its files held by two people: both are written down
  // (migration 0053), so neither one's deletion takes the file from the other.
  const holders = source.owner_id === userId ? [] : [source.owner_id, userId];
  await db.batch([
    db
      .prepare(
        `INSERT INTO chats (id, owner_id, entity_id, name, mode, model, assistant_id, created_at,
           updated_at) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?8)`,
      )
      .bind(
        copy.id,
        userId,
        entityId,
        copy.name,
        copy.mode,
        copy.model,
        copy.assistant_id,
        copy.created_at,
      ),
    db
      .prepare(
        `INSERT INTO messages (id, chat_id, user_id, role, content, model, status, created_at,
           updated_at)
         SELECT j.value ->> '$[1]', ?1, ?2, m.role, m.content, m.model, 'complete', m.created_at,
           m.created_at
         FROM json_each(?3) j JOIN messages m ON m.id = j.value ->> '$[0]' ORDER BY m.seq`,
      )
      .bind(copy.id, userId, map),
    db
      .prepare(
        `INSERT INTO attachments (id, message_id, chat_id, r2_key, name, content_type, size,
           created_at)
         SELECT lower(hex(randomblob(16))), j.value ->> '$[1]', ?1, a.r2_key, a.name,
           a.content_type, a.size, a.created_at
         FROM json_each(?2) j JOIN attachments a ON a.message_id = j.value ->> '$[0]'`,
      )
      .bind(copy.id, map),
    ...(holders.length > 0
      ? [
          db
            .prepare(
              `INSERT OR IGNORE INTO file_refs (r2_key, holder_id, created_at)
               SELECT DISTINCT a.r2_key, h.value, ?3
               FROM json_each(?1) j JOIN attachments a ON a.message_id = j.value ->> '$[0]',
                 json_each(?2) h`,
            )
            .bind(map, JSON.stringify(holders), copy.created_at),
        ]
      : []),
  ]);
  return copy;
}

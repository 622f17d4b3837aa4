import { createRoute } from '@hono/zod-openapi';
import type { Env } from '../env';
import { bearerSecurity, errorResponse, jsonResponse, notSignedInResponse } from '../lib/router';
import { nowIso } from '../lib/time';
import { BRANCH_CTE } from '../messages/tree';
import { chatsOf } from './chat-db';
import { type ChatRow, chatAccess } from './chat-store';
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
 * Copies a chat the user may read into a new chat they own: the chat, its finished messages
 * (complete, no usage or cost, no requestId) and its attachments' rows, which point at the same
 * immutable R2 objects (docs/decisions/023-…); a copy of another person's chat also records both
 * people as holders of those objects (`file_refs`).
 *
 * The branch is read from the source chat's home and the copy written, in one batch, into the
 * caller's (decision 218); the holders go to D1 first, so a copy that stops half-way leaves at
 * most a file kept a while longer, never a copy whose files another's deletion could take.
 */
export async function copyChat(env: Env, chatId: string, userId: string, entityId: string) {
  const { chat: source, db: from } = await chatAccess(env, chatId, userId);
  // The branch shown (docs/decisions/101-message-branches.md); the copy is that branch alone.
  const messages = await from
    .prepare(
      `${BRANCH_CTE} SELECT m.id, m.role, m.content, m.model, m.created_at
       FROM path JOIN messages m ON m.id = path.id
       WHERE m.status != 'streaming' AND (m.role = 'user' OR m.content != '') ORDER BY m.seq`,
    )
    .bind(chatId, null)
    .all<CopiedMessage>();
  const newIds = new Map(messages.results.map((m) => [m.id, crypto.randomUUID()]));
  const files = newIds.size
    ? await from
        .prepare(
          `SELECT message_id, r2_key, name, content_type, size, created_at FROM attachments
           WHERE chat_id = ?1 AND message_id IN (SELECT value FROM json_each(?2))
           ORDER BY created_at, rowid`,
        )
        .bind(chatId, JSON.stringify([...newIds.keys()]))
        .all<CopiedFile>()
    : { results: [] };
  const copy: ChatRow = {
    ...source,
    id: crypto.randomUUID(),
    owner_id: userId,
    entity_id: entityId,
    created_at: nowIso(),
    updated_at: nowIso(),
  };
  // A copy of another person's chat makes its files held by two people: both are written down
  // (migration 0053), so neither one's deletion takes the file from the other.
  const keys = [...new Set(files.results.map((file) => file.r2_key))];
  if (source.owner_id !== userId && keys.length > 0) {
    await env.DB.prepare(
      `INSERT OR IGNORE INTO file_refs (r2_key, holder_id, created_at)
       SELECT k.value, h.value, ?3 FROM json_each(?1) k, json_each(?2) h`,
    )
      .bind(JSON.stringify(keys), JSON.stringify([source.owner_id, userId]), copy.created_at)
      .run();
  }
  const to = await chatsOf(env, userId);
  await to.batch([
    to
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
    to
      .prepare(
        `INSERT INTO messages (id, chat_id, user_id, role, content, model, status, created_at,
           updated_at)
         SELECT j.value ->> '$.id', ?1, ?2, j.value ->> '$.role', j.value ->> '$.content',
           j.value ->> '$.model', 'complete', j.value ->> '$.created_at', j.value ->> '$.created_at'
         FROM json_each(?3) j ORDER BY j.key`,
      )
      .bind(
        copy.id,
        userId,
        JSON.stringify(messages.results.map((m) => ({ ...m, id: newIds.get(m.id) }))),
      ),
    to
      .prepare(
        `INSERT INTO attachments (id, message_id, chat_id, r2_key, name, content_type, size,
           created_at)
         SELECT lower(hex(randomblob(16))), j.value ->> '$.message_id', ?1, j.value ->> '$.r2_key',
           j.value ->> '$.name', j.value ->> '$.content_type', j.value ->> '$.size',
           j.value ->> '$.created_at'
         FROM json_each(?2) j ORDER BY j.key`,
      )
      .bind(
        copy.id,
        JSON.stringify(files.results.map((f) => ({ ...f, message_id: newIds.get(f.message_id) }))),
      ),
  ]);
  return copy;
}

interface CopiedMessage {
  id: string;
  role: string;
  content: string;
  model: string | null;
  created_at: string;
}

interface CopiedFile {
  message_id: string;
  r2_key: string;
  name: string;
  content_type: string;
  size: number;
  created_at: string;
}

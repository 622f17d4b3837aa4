import { chatNameFrom } from '../chat/chat-name';
import { nowIso } from '../lib/time';
import { MAX_RUNNING_ANSWERS } from './answer-to';
import type { GenerationMeta, StartInput } from './types';

/** How long a temporary chat outlives its last message (decision 151). */
const TEMPORARY_HOURS = 24;

/** A temporary chat's end when a message is written at `now`. */
function expiryAfter(now: string): string {
  return new Date(Date.parse(now) + TEMPORARY_HOURS * 3_600_000).toISOString();
}

/**
 * The D1 statements that open a generation before the first provider byte: the chat (when new),
 * the user's message (unless regenerating), the assistant's `streaming` answer and the file.
 * Both join the chat's tree (docs/decisions/101-message-branches.md): a regenerated answer is a
 * sibling of the earlier ones, an edited question a sibling of the one it replaces.
 */
export function startStatements(db: D1Database, input: StartInput) {
  const now = nowIso();
  const chatId = input.chatId ?? crypto.randomUUID();
  const meta: GenerationMeta = {
    chatId,
    messageId: crypto.randomUUID(),
    requestId: input.requestId,
    ...(input.regeneration ? {} : { userMessageId: crypto.randomUUID() }),
    ...(input.leftOut?.length ? { leftOut: input.leftOut } : {}),
    ...(input.summary ? { summary: input.summary } : {}),
  };
  const statements: D1PreparedStatement[] = [];
  if (!input.chatId) {
    statements.push(
      db
        .prepare(
          `INSERT INTO chats (id, owner_id, entity_id, name, mode, model, assistant_id,
             created_at, updated_at, studio, studio_action, folder_id, expires_at, tool_choice)
             VALUES (?1, ?2, ?3, ?4, 'text', ?5, ?6, ?7, ?7, ?8, ?9, ?10, ?11, ?12)`,
        )
        .bind(
          chatId,
          input.userId,
          input.entityId,
          chatNameFrom(input.question, input.locale),
          input.prompt.modelId,
          input.assistantId ?? null,
          now,
          input.studio ?? null,
          input.studioAction ?? null,
          input.folderId ?? null,
          input.temporary ? expiryAfter(now) : null,
          input.toolChoice ? JSON.stringify(input.toolChoice) : null,
        ),
    );
  } else {
    statements.push(
      db
        // A temporary chat lives 24 hours past its newest message (decision 151).
        .prepare(
          `UPDATE chats SET updated_at = ?2, model = ?3,
             expires_at = CASE WHEN expires_at IS NULL THEN NULL ELSE ?4 END WHERE id = ?1`,
        )
        .bind(chatId, now, input.prompt.modelId, expiryAfter(now)),
    );
  }
  const insertMessage = db.prepare(
    `INSERT INTO messages (id, chat_id, user_id, role, content, model, status, request_id,
       created_at, updated_at, parent_id) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?9, ?10)`,
  );
  if (meta.userMessageId) {
    statements.push(
      insertMessage.bind(
        meta.userMessageId,
        chatId,
        input.userId,
        'user',
        input.question,
        null,
        'complete',
        null,
        now,
        input.parentId ?? null,
      ),
    );
    // A message written without a parent follows the shown branch (migration 0019's trigger);
    // an edited first question is a first message again.
    if (input.parentId === null && input.chatId) {
      statements.push(
        db.prepare('UPDATE messages SET parent_id = NULL WHERE id = ?1').bind(meta.userMessageId),
      );
    }
    const insertAttachment = db.prepare(
      `INSERT INTO attachments (id, message_id, chat_id, r2_key, name, content_type, size,
         created_at) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8)`,
    );
    for (const file of input.attachments) {
      statements.push(
        insertAttachment.bind(
          crypto.randomUUID(),
          meta.userMessageId,
          chatId,
          file.key,
          file.name,
          file.contentType,
          file.size,
          now,
        ),
      );
    }
  }
  // Compare (decision 165): the answer is written only while its question has fewer than the
  // limit streaming; otherwise the NULL status fails the whole batch (`isTooManyAnswers`).
  const insertAnswer = input.answerTo
    ? db.prepare(
        `INSERT INTO messages (id, chat_id, user_id, role, content, model, status, request_id,
           created_at, updated_at, parent_id) VALUES (?1, ?2, ?3, ?4, ?5, ?6,
           CASE WHEN (SELECT COUNT(*) FROM messages WHERE chat_id = ?2 AND parent_id = ?10
             AND role = 'assistant' AND status = 'streaming') < ${MAX_RUNNING_ANSWERS} THEN ?7 END,
           ?8, ?9, ?9, ?10)`,
      )
    : insertMessage;
  statements.push(
    insertAnswer.bind(
      meta.messageId,
      chatId,
      input.userId,
      'assistant',
      '',
      input.prompt.modelId,
      'streaming',
      input.requestId,
      now,
      meta.userMessageId ?? input.parentId ?? null,
    ),
  );
  // The answer's sources are known before its first word (decision 163).
  if (input.citations?.length) {
    statements.push(
      db
        .prepare('UPDATE messages SET citations = ?2 WHERE id = ?1')
        .bind(meta.messageId, JSON.stringify(input.citations)),
    );
  }
  // The "no longer fits" notice stays with its answer (decision 174).
  if (input.leftOut?.length) {
    statements.push(
      db
        .prepare('UPDATE messages SET left_out = ?2 WHERE id = ?1')
        .bind(meta.messageId, JSON.stringify(input.leftOut)),
    );
  }
  return { meta, statements };
}

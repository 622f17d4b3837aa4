import { chatNameFrom } from '../chat/chat-name';
import { nowIso } from '../lib/time';
import type { GenerationMeta, StartInput } from './types';

/**
 * The D1 statements that open a generation before the first provider byte: the chat (when new),
 * the user's message (unless regenerating), the assistant's `streaming` answer and the file.
 * A regeneration first drops the chat's last finished assistant answer.
 */
export function startStatements(db: D1Database, input: StartInput) {
  const now = nowIso();
  const chatId = input.chatId ?? crypto.randomUUID();
  const meta: GenerationMeta = {
    chatId,
    messageId: crypto.randomUUID(),
    requestId: input.requestId,
    ...(input.regeneration ? {} : { userMessageId: crypto.randomUUID() }),
  };
  const statements: D1PreparedStatement[] = [];
  if (!input.chatId) {
    statements.push(
      db
        .prepare(
          `INSERT INTO chats (id, owner_id, entity_id, name, mode, model, assistant_id,
             created_at, updated_at, studio) VALUES (?1, ?2, ?3, ?4, 'text', ?5, ?6, ?7, ?7, ?8)`,
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
        ),
    );
  } else {
    statements.push(
      db
        .prepare('UPDATE chats SET updated_at = ?2, model = ?3 WHERE id = ?1')
        .bind(chatId, now, input.prompt.modelId),
    );
  }
  if (input.regeneration) {
    statements.push(
      db
        .prepare(
          `DELETE FROM messages WHERE seq = (SELECT MAX(seq) FROM messages WHERE chat_id = ?1)
             AND role = 'assistant' AND status != 'streaming'
             AND NOT EXISTS (SELECT 1 FROM attachments a WHERE a.message_id = messages.id)`,
        )
        .bind(chatId),
    );
  }
  const insertMessage = db.prepare(
    `INSERT INTO messages (id, chat_id, user_id, role, content, model, status, request_id,
       created_at, updated_at) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?9)`,
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
      ),
    );
    if (input.attachment) {
      const file = input.attachment;
      statements.push(
        db
          .prepare(
            `INSERT INTO attachments (id, message_id, chat_id, r2_key, name, content_type, size,
               created_at) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8)`,
          )
          .bind(
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
  statements.push(
    insertMessage.bind(
      meta.messageId,
      chatId,
      input.userId,
      'assistant',
      '',
      input.prompt.modelId,
      'streaming',
      input.requestId,
      now,
    ),
  );
  return { meta, statements };
}

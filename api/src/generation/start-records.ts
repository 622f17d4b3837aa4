import type { ChatDb, ChatStatement } from '../chat/chat-db';
import { chatNameFrom } from '../chat/chat-name';
import { nowIso } from '../lib/time';
import { answerAuthor } from './access';
import { MAX_RUNNING_ANSWERS } from './answer-to';
import type { GenerationMeta, StartInput } from './types';

/** How long a temporary chat outlives its last message (decision 151). */
const TEMPORARY_HOURS = 24;

/** A temporary chat's end when a message is written at `now`. */
function expiryAfter(now: string): string {
  return new Date(Date.parse(now) + TEMPORARY_HOURS * 3_600_000).toISOString();
}

/** What writing an answer's start records came to (decision 216). */
export type StartRecords =
  | { kind: 'started'; meta: GenerationMeta }
  /** An answer already has this requestId (a repeated send, or another author's start of it). */
  | { kind: 'existing'; userId: string }
  /** Compare (decision 165): the question already has its limit of answers streaming. */
  | { kind: 'too_many_answers' };

/**
 * Writes the records that open a generation before the first provider byte, in one batch of
 * conversation tables only (decision 216), in the author's home (`db`: D1 or their object,
 * decision 218): the chat (when new), the user's message (unless
 * regenerating), the assistant's `streaming` answer and the files. Each write is guarded by the
 * same condition — no answer has this requestId yet and, for compare, its question has fewer than
 * the limit streaming — so a refused start writes nothing and the answer's own row says whether
 * it started; no error text is read.
 */
export async function startRecords(db: ChatDb, input: StartInput): Promise<StartRecords> {
  const { meta, statements, answer } = startStatements(db, input);
  const results = await db.batch(statements);
  // D1 counts the rows its triggers change with the statement's own (the leaf trigger's).
  if ((results[answer]?.meta.changes ?? 0) > 0) return { kind: 'started', meta };
  const author = await answerAuthor(db, input.requestId);
  if (author) return { kind: 'existing', userId: author };
  if (input.answerTo) return { kind: 'too_many_answers' };
  throw new Error(`the answer of ${input.requestId} was not written`);
}

/**
 * The condition every start record is written under, its parameters from `?first` on (bound by
 * `guardBinds`): no message has the requestId, and a compare answer's question has fewer than
 * `MAX_RUNNING_ANSWERS` answers streaming.
 */
function guard(first: number, input: StartInput): string {
  const fresh = `NOT EXISTS (SELECT 1 FROM messages WHERE request_id = ?${first})`;
  if (!input.answerTo) return fresh;
  return `${fresh} AND (SELECT COUNT(*) FROM messages WHERE chat_id = ?${first + 1}
    AND parent_id = ?${first + 2} AND role = 'assistant' AND status = 'streaming')
    < ${MAX_RUNNING_ANSWERS}`;
}

const guardBinds = (input: StartInput, chatId: string) =>
  input.answerTo ? [input.requestId, chatId, input.answerTo] : [input.requestId];

/**
 * The statements that open a generation (see `startRecords`); `answer` is the index of the
 * answer's insert. Both messages join the chat's tree (docs/decisions/101-message-branches.md): a
 * regenerated answer is a sibling of the earlier ones, an edited question a sibling of the one it
 * replaces.
 */
export function startStatements(db: ChatDb, input: StartInput) {
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
  const guarded = guardBinds(input, chatId);
  const statements: ChatStatement[] = [];
  if (!input.chatId) {
    statements.push(
      db
        .prepare(
          `INSERT INTO chats (id, owner_id, entity_id, name, mode, model, assistant_id,
             created_at, updated_at, studio, studio_action, folder_id, expires_at, tool_choice)
             SELECT ?1, ?2, ?3, ?4, 'text', ?5, ?6, ?7, ?7, ?8, ?9, ?10, ?11, ?12
             WHERE ${guard(13, input)}`,
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
          ...guarded,
        ),
    );
  } else {
    statements.push(
      db
        // A temporary chat lives 24 hours past its newest message (decision 151).
        .prepare(
          `UPDATE chats SET updated_at = ?2, model = ?3,
             expires_at = CASE WHEN expires_at IS NULL THEN NULL ELSE ?4 END
           WHERE id = ?1 AND ${guard(5, input)}`,
        )
        .bind(chatId, now, input.prompt.modelId, expiryAfter(now), ...guarded),
    );
  }
  const insertMessage = db.prepare(
    `INSERT INTO messages (id, chat_id, user_id, role, content, model, status, request_id,
       created_at, updated_at, parent_id) SELECT ?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?9, ?10
     WHERE ${guard(11, input)}`,
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
        ...guarded,
      ),
    );
    // A message written without a parent follows the shown branch (migration 0019's trigger);
    // an edited first question is a first message again.
    if (input.parentId === null && input.chatId) {
      statements.push(
        db.prepare('UPDATE messages SET parent_id = NULL WHERE id = ?1').bind(meta.userMessageId),
      );
    }
    // The files go with the question only when it was written.
    const insertAttachment = db.prepare(
      `INSERT INTO attachments (id, message_id, chat_id, r2_key, name, content_type, size,
         created_at) SELECT ?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8
       WHERE EXISTS (SELECT 1 FROM messages WHERE id = ?2)`,
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
  // Compare (decision 165): the guard also counts the question's answers still streaming.
  const answer = statements.length;
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
      meta.userMessageId ?? input.parentId ?? null,
      ...guarded,
    ),
  );
  // The answer's sources are known before its first word (decision 163); both updates find no
  // row when the answer was not written.
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
  return { meta, statements, answer };
}

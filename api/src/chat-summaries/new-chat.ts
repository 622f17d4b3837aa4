import type { ChatDb } from '../chat/chat-db';
import type { ChatRow } from '../chat/chat-store';
import { nowIso } from '../lib/time';
import type { SummaryRow } from './summary-store';

/**
 * A new chat of the caller that starts from `summary`: same name (marked as continued), model,
 * assistant and folder as the chat it summarizes, no messages, and the summary's text as its
 * starting context (docs/decisions/169-long-chat-summaries.md). `db` is the caller's conversations:
 * the source chat is their own, so its home is theirs too.
 */
export async function startChatFromSummary(
  db: ChatDb,
  from: { source: ChatRow; summary: SummaryRow; userId: string; entityId: string },
): Promise<ChatRow> {
  const now = nowIso();
  const chat: ChatRow = {
    ...from.source,
    id: crypto.randomUUID(),
    owner_id: from.userId,
    entity_id: from.entityId,
    created_at: now,
    updated_at: now,
    pinned_at: null,
    expires_at: null,
    starting_summary: from.summary.text,
  };
  await db
    .prepare(
      `INSERT INTO chats (id, owner_id, entity_id, name, mode, model, assistant_id, created_at,
         updated_at, folder_id, starting_summary) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?8, ?9, ?10)`,
    )
    .bind(
      chat.id,
      chat.owner_id,
      chat.entity_id,
      chat.name,
      chat.mode,
      chat.model,
      chat.assistant_id,
      now,
      chat.folder_id ?? null,
      chat.starting_summary ?? null,
    )
    .run();
  return chat;
}

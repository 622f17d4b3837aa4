import type { ChatDb } from '../chat/chat-db';
import { nowIso } from '../lib/time';
import type { ChatExport, ExportedChat, ExportedMessage } from './export-format';

/** Chats one "export all" holds at most; beyond it the newest are exported. */
export const MAX_EXPORT_CHATS = 2000;

interface ChatRow {
  id: string;
  name: string;
  model: string | null;
  created_at: string;
  updated_at: string;
  current_leaf_id: string | null;
}

interface MessageRow {
  id: string;
  chat_id: string;
  parent_id: string | null;
  role: ExportedMessage['role'];
  content: string;
  model: string | null;
  status: 'complete' | 'stopped' | 'error';
  created_at: string;
  reasoning: string | null;
  reasoning_ms: number | null;
}

interface AttachmentRow {
  message_id: string;
  name: string;
  content_type: string;
  size: number;
}

/** Chats per query while exporting many (keeps each `IN (json_each)` list small). */
const CHUNK = 100;

/**
 * The given chats (already ownership-checked) as Beseda's export: every finished message of
 * each tree, parents first, with attachment names and an answer's thinking — never usage,
 * cost or request ids. `db` is the chats' owner's conversations.
 */
export async function exportChats(db: ChatDb, chatIds: string[]): Promise<ChatExport> {
  const chats: ExportedChat[] = [];
  for (let start = 0; start < chatIds.length; start += CHUNK) {
    const ids = JSON.stringify(chatIds.slice(start, start + CHUNK));
    const [chatRows, messageRows, fileRows] = await db.batch([
      db
        .prepare(
          `SELECT id, name, model, created_at, updated_at, current_leaf_id FROM chats
           WHERE id IN (SELECT value FROM json_each(?1)) ORDER BY updated_at DESC, id`,
        )
        .bind(ids),
      db
        .prepare(
          `SELECT id, chat_id, parent_id, role, content, model, status, created_at, reasoning,
             reasoning_ms FROM messages
           WHERE chat_id IN (SELECT value FROM json_each(?1)) AND status != 'streaming'
           ORDER BY seq`,
        )
        .bind(ids),
      db
        .prepare(
          `SELECT a.message_id, a.name, a.content_type, a.size FROM attachments a
           WHERE a.chat_id IN (SELECT value FROM json_each(?1)) ORDER BY a.created_at`,
        )
        .bind(ids),
    ]);
    const messages = (messageRows?.results ?? []) as unknown as MessageRow[];
    const files = (fileRows?.results ?? []) as unknown as AttachmentRow[];
    for (const chat of (chatRows?.results ?? []) as unknown as ChatRow[]) {
      chats.push(toExportedChat(chat, messages, files));
    }
  }
  return { format: 'beseda.chats', version: 1, exportedAt: nowIso(), chats };
}

function toExportedChat(chat: ChatRow, all: MessageRow[], files: AttachmentRow[]): ExportedChat {
  const rows = all.filter((m) => m.chat_id === chat.id);
  const present = new Set(rows.map((m) => m.id));
  const messages = rows.map((m) => ({
    id: m.id,
    // A parent left out (an answer still streaming) would dangle: follow the nearest one kept.
    parentId: m.parent_id && present.has(m.parent_id) ? m.parent_id : null,
    role: m.role,
    content: m.content,
    model: m.model,
    status: m.status,
    createdAt: m.created_at,
    // A reasoning model's thinking travels with its answer (decision 170).
    ...(m.reasoning ? { reasoning: { text: m.reasoning, ms: m.reasoning_ms ?? 0 } } : {}),
    attachments: files
      .filter((f) => f.message_id === m.id)
      .map((f) => ({ name: f.name, type: f.content_type, size: f.size })),
  }));
  return {
    id: chat.id,
    name: chat.name,
    model: chat.model,
    createdAt: chat.created_at,
    updatedAt: chat.updated_at,
    currentLeafId:
      chat.current_leaf_id && present.has(chat.current_leaf_id) ? chat.current_leaf_id : null,
    messages,
  };
}

/** The ids of the caller's own chats (not shared ones, not studio runs), newest first. */
export async function ownChatIds(db: ChatDb, userId: string): Promise<string[]> {
  const { results } = await db
    .prepare(
      `SELECT id FROM chats WHERE owner_id = ?1 AND deleted_at IS NULL AND studio IS NULL AND expires_at IS NULL
       ORDER BY updated_at DESC, id LIMIT ?2`,
    )
    .bind(userId, MAX_EXPORT_CHATS)
    .all<{ id: string }>();
  return results.map((row) => row.id);
}

/** The messages of the branch being shown: from the current leaf up to the root. */
export function shownBranch(chat: ExportedChat): ExportedMessage[] {
  const byId = new Map(chat.messages.map((m) => [m.id, m]));
  const leaf = chat.currentLeafId ? byId.get(chat.currentLeafId) : chat.messages.at(-1);
  if (!leaf) return [];
  const branch: ExportedMessage[] = [];
  const seen = new Set<string>();
  for (let m: ExportedMessage | undefined = leaf; m && !seen.has(m.id); ) {
    seen.add(m.id);
    branch.push(m);
    m = m.parentId ? byId.get(m.parentId) : undefined;
  }
  return branch.reverse();
}

import type { ChatDb } from '../chat/chat-db';
import type { ImportPlan } from './import-plan';

/** Bytes of JSON one bound parameter carries at most (D1 caps a value at 2 MB). */
const MAX_PARAM_BYTES = 900_000;

const toIso = (value: string) => new Date(value).toISOString();

/** Splits rows into JSON arrays of at most `MAX_PARAM_BYTES` each (a bigger row goes alone). */
function jsonChunks(rows: unknown[]): string[] {
  const chunks: string[] = [];
  let current: string[] = [];
  let bytes = 2;
  const encoder = new TextEncoder();
  for (const row of rows) {
    const text = JSON.stringify(row);
    const size = encoder.encode(text).byteLength + 1;
    if (current.length && bytes + size > MAX_PARAM_BYTES) {
      chunks.push(`[${current.join(',')}]`);
      current = [];
      bytes = 2;
    }
    current.push(text);
    bytes += size;
  }
  if (current.length) chunks.push(`[${current.join(',')}]`);
  return chunks;
}

export interface ImportedChat {
  id: string;
  name: string;
  messages: number;
}

/**
 * Creates the plan's chats in the caller's conversations (`db`: D1 or their object) in one batch
 * (all or nothing): new ids
 * everywhere, the tree kept through `parent_id`, the shown branch as `current_leaf_id`. Every
 * message is finished and claims nothing: no request id, tokens or cost; no ledger row.
 */
export async function writeImport(
  db: ChatDb,
  plan: ImportPlan,
  owner: { userId: string; entityId: string },
): Promise<ImportedChat[]> {
  const chats: Record<string, unknown>[] = [];
  const messages: Record<string, unknown>[] = [];
  const imported: ImportedChat[] = [];
  for (const chat of plan.chats) {
    const chatId = crypto.randomUUID();
    const ids = new Map(chat.messages.map((m) => [m.key, crypto.randomUUID()]));
    for (const m of chat.messages) {
      messages.push({
        id: ids.get(m.key),
        chat: chatId,
        parent: m.parentKey ? (ids.get(m.parentKey) ?? null) : null,
        role: m.role,
        content: m.content,
        model: m.model,
        status: m.status,
        at: toIso(m.createdAt),
        reasoning: m.reasoning?.text ?? null,
        reasoningMs: m.reasoning ? (m.reasoning.ms ?? 0) : null,
      });
    }
    chats.push({
      id: chatId,
      name: chat.name,
      model: chat.model,
      created: toIso(chat.createdAt),
      updated: toIso(chat.updatedAt),
      leaf: chat.currentLeafKey ? (ids.get(chat.currentLeafKey) ?? null) : null,
    });
    imported.push({ id: chatId, name: chat.name, messages: chat.messages.length });
  }
  const insertChats = jsonChunks(chats).map((chunk) =>
    db
      .prepare(
        `INSERT INTO chats (id, owner_id, entity_id, name, mode, model, created_at, updated_at,
           current_leaf_id)
         SELECT j.value ->> '$.id', ?2, ?3, j.value ->> '$.name', 'text', j.value ->> '$.model',
           j.value ->> '$.created', j.value ->> '$.updated', j.value ->> '$.leaf'
         FROM json_each(?1) j ORDER BY j.key`,
      )
      .bind(chunk, owner.userId, owner.entityId),
  );
  // Parents come before children in the plan, so `seq` (insertion order) keeps the tree's order.
  const insertMessages = jsonChunks(messages).map((chunk) =>
    db
      .prepare(
        `INSERT INTO messages (id, chat_id, user_id, role, content, model, status, created_at,
           updated_at, parent_id, reasoning, reasoning_ms)
         SELECT j.value ->> '$.id', j.value ->> '$.chat', ?2, j.value ->> '$.role',
           j.value ->> '$.content', j.value ->> '$.model', j.value ->> '$.status',
           j.value ->> '$.at', j.value ->> '$.at', j.value ->> '$.parent',
           j.value ->> '$.reasoning', j.value ->> '$.reasoningMs'
         FROM json_each(?1) j ORDER BY j.key`,
      )
      .bind(chunk, owner.userId),
  );
  // The tree's insert trigger hangs a parentless message under the chat's leaf and moves the
  // leaf to it (right for a new message, wrong for a whole tree): put both back as the file says.
  const roots = messages.filter((m) => m.parent === null).map((m) => m.id);
  const fixRoots = jsonChunks(roots).map((chunk) =>
    db
      .prepare('UPDATE messages SET parent_id = NULL WHERE id IN (SELECT value FROM json_each(?1))')
      .bind(chunk),
  );
  const fixLeaves = jsonChunks(chats.map((chat) => ({ id: chat.id, leaf: chat.leaf }))).map(
    (chunk) =>
      db
        .prepare(
          `UPDATE chats SET current_leaf_id = j.value ->> '$.leaf'
           FROM json_each(?1) j WHERE chats.id = j.value ->> '$.id'`,
        )
        .bind(chunk),
  );
  await db.batch([...insertChats, ...insertMessages, ...fixRoots, ...fixLeaves]);
  return imported;
}

import type { ChatDb } from '../chat/chat-db';
import type { ToolCallRecord } from '../generation/finish-records';
import { type ImageRow, imagesOfMessages, toImageJson } from '../images/image-store';
import type { CitationSource } from '../knowledge/retrieve';
import { BRANCH_CTE, type Siblings, siblingsOf } from './tree';

export interface MessageRow {
  id: string;
  chat_id: string;
  role: 'user' | 'assistant' | 'system';
  content: string;
  model: string | null;
  status: 'streaming' | 'complete' | 'stopped' | 'error';
  request_id: string | null;
  input_tokens: number | null;
  output_tokens: number | null;
  cost_kopecks: number | null;
  error_code: string | null;
  /** The message this one follows; null for a first message (docs/decisions/101-…). */
  parent_id?: string | null;
  /** JSON of the answer's tool calls (decision 144); null without any. */
  tool_calls?: string | null;
  /** A reasoning model's thinking, and how long after the answer began it ended (decision 154). */
  reasoning?: string | null;
  reasoning_ms?: number | null;
  /** The thinking's share of `output_tokens`, when the provider reported it. */
  reasoning_tokens?: number | null;
  /** JSON of the knowledge-base sources the answer was given (decision 163); null without. */
  citations?: string | null;
  /** The newest summary of earlier messages that ends at this one (decision 169). */
  summary_id?: string | null;
  /** JSON of the earlier files this answer's prompt had no room for (decision 174); null without. */
  left_out?: string | null;
  created_at: string;
  updated_at: string;
}

export interface AttachmentRow {
  id: string;
  message_id: string;
  name: string;
  content_type: string;
  size: number;
}

/** A message as the api answers it; `requestId` lets a client attach to a `streaming` answer. */
export function toMessageJson(
  row: MessageRow,
  attachments: AttachmentRow[] = [],
  images: ImageRow[] = [],
  siblings?: Siblings,
) {
  return {
    id: row.id,
    chatId: row.chat_id,
    role: row.role,
    content: row.content,
    model: row.model,
    status: row.status,
    requestId: row.request_id,
    usage:
      row.input_tokens === null && row.output_tokens === null
        ? null
        : {
            input: row.input_tokens ?? 0,
            output: row.output_tokens ?? 0,
            ...(row.reasoning_tokens ? { reasoning: row.reasoning_tokens } : {}),
          },
    cost: row.cost_kopecks ?? 0,
    errorCode: row.error_code,
    attachments: attachments.map((file) => ({
      id: file.id,
      name: file.name,
      type: file.content_type,
      size: file.size,
      url: `/v1/message/attachment/${file.id}`,
    })),
    /** Generated images of an image chat's answer (docs/decisions/041-image-chats.md). */
    images: images.map(toImageJson),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    parentId: row.parent_id ?? null,
    ...(row.tool_calls ? { toolCalls: JSON.parse(row.tool_calls) as ToolCallRecord[] } : {}),
    ...(row.reasoning ? { reasoning: { text: row.reasoning, ms: row.reasoning_ms ?? 0 } } : {}),
    ...(row.citations ? { citations: JSON.parse(row.citations) as CitationSource[] } : {}),
    ...(row.summary_id ? { summaryId: row.summary_id } : {}),
    ...(row.left_out ? { leftOut: JSON.parse(row.left_out) as string[] } : {}),
    ...(siblings ? { siblings } : {}),
  };
}

/**
 * One page of the branch a chat shows (its remembered one, or the one through `branch`):
 * page 1 is the newest, each page oldest first; `total` counts the branch's messages.
 * `db` holds the chat (its owner's conversations, decision 218); `directory` is D1, where the
 * generated images' `media` rows stay, read in a second step.
 */
export async function messagePage(
  db: ChatDb,
  directory: D1Database,
  chatId: string,
  pageNumber: number,
  pageSize: number,
  branch?: string,
) {
  const [rows, count] = await db.batch([
    db
      .prepare(
        `${BRANCH_CTE}
         SELECT m.*, (SELECT s.id FROM chat_summaries s WHERE s.through_message_id = m.id
           AND s.text != '' ORDER BY s.created_at DESC, s.rowid DESC LIMIT 1) AS summary_id
         FROM path JOIN messages m ON m.id = path.id
         ORDER BY path.depth ASC LIMIT ?3 OFFSET ?4`,
      )
      .bind(chatId, branch ?? null, pageSize, (pageNumber - 1) * pageSize),
    db
      .prepare(
        `${BRANCH_CTE} SELECT (SELECT COUNT(*) FROM path) AS total, (SELECT id FROM leaf) AS leaf`,
      )
      .bind(chatId, branch ?? null),
  ]);
  const messages = ((rows?.results ?? []) as unknown as MessageRow[]).reverse();
  const files = messages.length
    ? await db
        .prepare(
          `SELECT id, message_id, name, content_type, size FROM attachments
           WHERE message_id IN (SELECT value FROM json_each(?1)) ORDER BY created_at, rowid`,
        )
        .bind(JSON.stringify(messages.map((m) => m.id)))
        .all<AttachmentRow>()
    : { results: [] };
  const images = await imagesOfMessages(
    directory,
    messages.filter((m) => m.role === 'assistant').map((m) => m.id),
  );
  const siblings = await siblingsOf(db, chatId, messages);
  const items = messages.map((row) =>
    toMessageJson(
      row,
      files.results.filter((file) => file.message_id === row.id),
      images.filter((image) => image.message_id === row.id),
      siblings.get(row.id),
    ),
  );
  const summary = count?.results[0] as { total: number; leaf: string | null } | undefined;
  return { items, total: summary?.total ?? 0, pageNumber, pageSize, leafId: summary?.leaf ?? null };
}

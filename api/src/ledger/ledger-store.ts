import { z } from '@hono/zod-openapi';
import { moscowMonthBounds } from './moscow-time';

export const LEDGER_KINDS = ['usage', 'top_up', 'promo', 'refund', 'grant', 'adjustment'] as const;

export const LedgerFilterSchema = z.object({
  kind: z.enum(LEDGER_KINDS).optional(),
  month: z
    .string()
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/)
    .optional()
    .openapi({ example: '2026-11', description: 'A calendar month in Moscow time' }),
});
export type LedgerFilter = z.infer<typeof LedgerFilterSchema>;

export const LedgerRowSchema = z
  .object({
    id: z.string(),
    kind: z.enum(LEDGER_KINDS),
    amountKopecks: z.number().int(),
    createdAt: z.string(),
    userName: z.string().nullable(),
    /** For usage: the model that answered, and the chat it answered in when the caller may open it. */
    model: z.string().nullable(),
    chatId: z.string().nullable(),
    chatMode: z.enum(['text', 'image', 'midjourney']).nullable(),
    ref: z.string().nullable(),
    /** For usage through the OpenAI-compatible endpoint: the name of the API key that spent it. */
    apiKeyName: z.string().nullable(),
    /** For an operator's adjustment: the reason they gave. */
    reason: z.string().nullable(),
  })
  .openapi('LedgerRow');
export type LedgerRow = z.infer<typeof LedgerRowSchema>;

interface Row {
  id: string;
  kind: LedgerRow['kind'];
  amount_kopecks: number;
  created_at: string;
  ref: string | null;
  user_name: string | null;
  model: string | null;
  chat_id: string | null;
  chat_mode: LedgerRow['chatMode'];
  api_key_name: string | null;
  reason: string | null;
}

/**
 * What a usage row paid for. The row names it itself (`model`, `chat_id`, `chat_mode`,
 * `api_key_id`, written by its settler or by migration 0054; decision 213); only a row without a
 * model — its ref led nowhere when 0054 ran, or an older build wrote it after — is still looked up
 * by its `ref`: an answer or image (a message, with its model and chat), a transcription (its
 * model), an avatar-studio run (its image model), a call made with an API key (`api-key/…`, its
 * model), read-aloud audio (`tts/…` cache keys), a knowledge base's document embedded
 * (`knowledge/…`, decision 163), or a long chat's summary of earlier messages (its model and chat,
 * decision 169).
 */
const UNNAMED = "l.kind = 'usage' AND l.model IS NULL";
export const USAGE_JOINS = `LEFT JOIN messages m ON ${UNNAMED} AND m.id = l.ref
       LEFT JOIN transcriptions t ON ${UNNAMED} AND m.id IS NULL AND t.id = l.ref
       LEFT JOIN avatar_runs ar ON ${UNNAMED} AND m.id IS NULL AND ar.id = l.ref
       LEFT JOIN api_key_usage aku ON ${UNNAMED} AND m.id IS NULL AND aku.id = l.ref
       LEFT JOIN chat_summaries cs ON ${UNNAMED} AND m.id IS NULL AND cs.id = l.ref`;
export const USAGE_MODEL = `COALESCE(l.model, m.model, 'speech-to-text:' || t.model, ar.model,
         aku.model, cs.model,
         CASE WHEN l.kind = 'usage' AND l.ref LIKE 'tts/%' THEN 'text-to-speech'
           WHEN l.kind = 'usage' AND l.ref LIKE 'knowledge/%' THEN 'embeddings' END)`;
/** The chat a usage row paid in (after USAGE_JOINS), whoever may open it. */
export const USAGE_CHAT = 'COALESCE(l.chat_id, m.chat_id, cs.chat_id)';

/**
 * The mode of the chat a usage row written before migration 0054 paid in (it names none itself),
 * like USAGE_JOINS only for such rows; never read to decide who sees the chat.
 */
const LEGACY_MODE_JOIN = `LEFT JOIN chats c ON l.kind = 'usage' AND l.chat_mode IS NULL
         AND c.id = ${USAGE_CHAT}`;

/** A usage row's API key and an adjustment's reason; after USAGE_JOINS (it reads `aku`). */
export const KEY_AND_REASON_JOINS = `LEFT JOIN api_keys ak ON ak.id = COALESCE(l.api_key_id, aku.key_id)
       LEFT JOIN admin_adjustments adj ON l.kind = 'adjustment' AND adj.id = l.ref`;

/**
 * Whether a usage row's chat is named to `reader` (SQL over D1, each argument an SQL expression):
 * to the one who paid in it — only a chat's owner answers in it, so the payer owns the chat — or
 * to someone the chat is shared with in D1's `chat_shares`, while both they and its owner are
 * still members of the share's team. Anyone else would follow a link to a 404 (a teammate's
 * private chat stays unnamed). The one rule for both homes of a team's ledger (D1 and the team's
 * object, decision 225): no chat row is read, so it holds wherever the chat lives.
 */
export const chatShown = (chat: string, payer: string, reader: string) => `(${payer} = ${reader}
  OR EXISTS (SELECT 1 FROM chat_shares s WHERE s.chat_id = ${chat} AND s.user_id = ${reader}
    AND EXISTS (SELECT 1 FROM entity_members r
      WHERE r.entity_id = s.entity_id AND r.user_id = ${reader})
    AND EXISTS (SELECT 1 FROM entity_members o
      WHERE o.entity_id = s.entity_id AND o.user_id = s.owner_id)))`;

/** The WHERE clause of a team's filtered ledger; binds start at ?1 = entity id. */
function whereOf(entityId: string, filter: LedgerFilter) {
  const clauses = ['l.entity_id = ?1'];
  const binds: (string | number)[] = [entityId];
  if (filter.kind) {
    binds.push(filter.kind);
    clauses.push(`l.kind = ?${binds.length}`);
  }
  if (filter.month) {
    const { from, to } = moscowMonthBounds(filter.month);
    binds.push(from, to);
    clauses.push(`l.created_at >= ?${binds.length - 1} AND l.created_at < ?${binds.length}`);
  }
  return { sql: clauses.join(' AND '), binds };
}

/** Ledger rows newest first, with usage joined to the message it paid for (by `ref`). */
export async function ledgerRows(
  db: D1Database,
  entityId: string,
  readerId: string,
  filter: LedgerFilter,
  page: { limit: number; offset: number },
): Promise<LedgerRow[]> {
  const where = whereOf(entityId, filter);
  const n = where.binds.length;
  const reader = `?${n + 3}`;
  // A usage row names its chat only to someone who may open it (`chatShown`): the one who paid,
  // or a reader it is shared with while both are still members of its team (decision 123), read
  // from D1's share directory, wherever its owner keeps the chat (decisions 213, 225). A chat
  // deleted since keeps its link, which then answers 404 (storage-plan R11).
  const shown = chatShown(USAGE_CHAT, 'l.user_id', reader);
  const { results } = await db
    .prepare(
      `SELECT l.id, l.kind, l.amount_kopecks, l.created_at, l.ref, u.name AS user_name,
              ${USAGE_MODEL} AS model,
              CASE WHEN ${shown} THEN ${USAGE_CHAT} END AS chat_id,
              CASE WHEN ${shown} THEN COALESCE(l.chat_mode, c.mode) END AS chat_mode,
              ak.name AS api_key_name, adj.reason
       FROM ledger l
       LEFT JOIN users u ON u.id = l.user_id
       ${USAGE_JOINS}
       ${KEY_AND_REASON_JOINS}
       ${LEGACY_MODE_JOIN}
       WHERE ${where.sql}
       ORDER BY l.created_at DESC, l.id DESC LIMIT ?${n + 1} OFFSET ?${n + 2}`,
    )
    .bind(...where.binds, page.limit, page.offset, readerId)
    .all<Row>();
  return results.map((row) => ({
    id: row.id,
    kind: row.kind,
    amountKopecks: row.amount_kopecks,
    createdAt: row.created_at,
    userName: row.user_name,
    model: row.model,
    chatId: row.chat_id,
    chatMode: row.chat_mode,
    ref: row.kind === 'usage' ? null : row.ref,
    apiKeyName: row.api_key_name,
    reason: row.reason,
  }));
}

/** How many rows match, and what came in and went out over them. */
export async function ledgerTotals(db: D1Database, entityId: string, filter: LedgerFilter) {
  const where = whereOf(entityId, filter);
  const row = await db
    .prepare(
      `SELECT COUNT(*) AS count,
              COALESCE(SUM(CASE WHEN amount_kopecks > 0 THEN amount_kopecks END), 0) AS credit,
              COALESCE(SUM(CASE WHEN amount_kopecks < 0 THEN amount_kopecks END), 0) AS debit
       FROM ledger l WHERE ${where.sql}`,
    )
    .bind(...where.binds)
    .first<{ count: number; credit: number; debit: number }>();
  return {
    count: row?.count ?? 0,
    creditKopecks: row?.credit ?? 0,
    debitKopecks: row?.debit ?? 0,
  };
}

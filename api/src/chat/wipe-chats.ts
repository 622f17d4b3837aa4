/**
 * The statements that wipe chats and keep their rows as tombstones (ledger lines may name them):
 * their attachment keys are read first (for `deleteUnreferencedFiles` once the batch has run),
 * then the attachment rows, shares, message texts, summaries, thinking and tool calls go, and the chats are closed
 * nameless. `chatIds` is SQL selecting the chats' ids with `?1`; `?2` is now. Account deletion
 * and the temporary chats' sweep share it (decisions 124 and 151).
 *
 * @example const [files, ...rest] = wipeChatsStatements(db, OWN_CHATS, userId, now)
 */
export function wipeChatsStatements(db: D1Database, chatIds: string, key: string, now: string) {
  const of = (sql: string) => db.prepare(sql).bind(key, now);
  return [
    db.prepare(`SELECT r2_key FROM attachments WHERE chat_id IN (${chatIds})`).bind(key),
    db.prepare(`DELETE FROM attachments WHERE chat_id IN (${chatIds})`).bind(key),
    db.prepare(`DELETE FROM chat_shares WHERE chat_id IN (${chatIds})`).bind(key),
    db
      .prepare(
        `UPDATE messages SET content = '', tool_calls = NULL, reasoning = NULL, citations = NULL, left_out = NULL
         WHERE chat_id IN (${chatIds})`,
      )
      .bind(key),
    // Summaries keep their rows (their ledger lines name the model) without the text.
    db.prepare(`UPDATE chat_summaries SET text = '' WHERE chat_id IN (${chatIds})`).bind(key),
    of(
      `UPDATE chats SET name = '', starting_summary = NULL, deleted_at = coalesce(deleted_at, ?2) WHERE id IN (${chatIds})`,
    ),
  ] as const;
}

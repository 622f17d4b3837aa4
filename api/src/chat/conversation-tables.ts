/**
 * The tables of a person's conversations as the `chats` move copies them from D1 into their
 * `Person` object (docs/storage-plan.md §4.1, docs/decisions/215-conversations-move.md), shared by
 * both sides so that D1's pages and the object's hash read the same columns in the same order.
 * A row crosses as its values in `columns` order, tagged with its table.
 */
export interface ConversationTable {
  name:
    | 'chat_folders'
    | 'folder_knowledge'
    | 'chats'
    | 'messages'
    | 'attachments'
    | 'chat_summaries';
  /**
   * Columns in the object (and in a row's values), in order. The owner's id is kept where D1
   * has it (`chats.owner_id`, `chat_folders.user_id`, decision 218), so one SQL serves both homes.
   */
  columns: readonly string[];
  /** The key the move pages by, in order: a prefix of `columns`' names. */
  key: readonly string[];
  /** The unique columns an upsert of the copy is keyed on (`id` where D1's rowid is kept as `seq`). */
  unique: readonly string[];
  /** D1's expression for a column that has another name there (`chats.seq` is D1's implicit rowid). */
  d1?: Readonly<Record<string, string>>;
  /** D1's condition for the owner's rows, on alias `t`, with the owner's id as `?1`. */
  ownedInD1: string;
}

const OWN_CHATS = 'SELECT id FROM chats WHERE owner_id = ?1';

/** In the order the move copies and hashes them. */
export const CONVERSATION_TABLES: readonly ConversationTable[] = [
  {
    name: 'chat_folders',
    columns: ['id', 'name', 'sort_order', 'created_at', 'updated_at', 'instructions', 'user_id'],
    key: ['id'],
    unique: ['id'],
    ownedInD1: 't.user_id = ?1',
  },
  {
    name: 'folder_knowledge',
    columns: ['folder_id', 'knowledge_base_id'],
    key: ['folder_id', 'knowledge_base_id'],
    unique: ['folder_id', 'knowledge_base_id'],
    ownedInD1: 't.folder_id IN (SELECT id FROM chat_folders WHERE user_id = ?1)',
  },
  {
    name: 'chats',
    columns: [
      'id',
      'seq',
      'entity_id',
      'name',
      'mode',
      'model',
      'assistant_id',
      'created_at',
      'updated_at',
      'deleted_at',
      'studio',
      'studio_action',
      'current_leaf_id',
      'folder_id',
      'pinned_at',
      'expires_at',
      'starting_summary',
      'tool_choice',
      'owner_id',
    ],
    key: ['id'],
    unique: ['id'],
    d1: { seq: 't.rowid' },
    ownedInD1: 't.owner_id = ?1',
  },
  {
    name: 'messages',
    columns: [
      'seq',
      'id',
      'chat_id',
      'user_id',
      'role',
      'content',
      'model',
      'status',
      'request_id',
      'input_tokens',
      'output_tokens',
      'cost_kopecks',
      'error_code',
      'created_at',
      'updated_at',
      'parent_id',
      'tool_calls',
      'reasoning',
      'reasoning_ms',
      'reasoning_tokens',
      'citations',
      'left_out',
    ],
    key: ['seq'],
    unique: ['id'],
    ownedInD1: `t.chat_id IN (${OWN_CHATS})`,
  },
  {
    name: 'attachments',
    columns: [
      'id',
      'message_id',
      'chat_id',
      'r2_key',
      'name',
      'content_type',
      'size',
      'created_at',
    ],
    key: ['id'],
    unique: ['id'],
    ownedInD1: `t.chat_id IN (${OWN_CHATS})`,
  },
  {
    name: 'chat_summaries',
    columns: [
      'id',
      'chat_id',
      'through_message_id',
      'text',
      'model',
      'input_tokens',
      'output_tokens',
      'cost_kopecks',
      'created_at',
    ],
    key: ['id'],
    unique: ['id'],
    ownedInD1: `t.chat_id IN (${OWN_CHATS})`,
  },
];

export type ConversationTableName = ConversationTable['name'];

/** One row of the move: its table and its values in that table's `columns` order. */
export interface ConversationRow {
  table: ConversationTableName;
  values: SqlStorageValue[];
}

export const tableNamed = (name: string): ConversationTable => {
  const table = CONVERSATION_TABLES.find((t) => t.name === name);
  if (!table) throw new Error(`not a conversation table: ${name}`);
  return table;
};

/** The values of a row's key, in key order. */
export const keyValuesOf = (row: ConversationRow): SqlStorageValue[] => {
  const table = tableNamed(row.table);
  return table.key.map((column) => row.values[table.columns.indexOf(column)] ?? null);
};

/**
 * The move's cursor after a row: `<table>\u0000<key values as JSON>`, one string across every
 * table (the engine keeps one cursor per part).
 */
export const cursorOf = (row: ConversationRow) =>
  `${row.table}\u0000${JSON.stringify(keyValuesOf(row))}`;

export function parseCursor(cursor: string): {
  table: ConversationTable;
  after: SqlStorageValue[];
} {
  const at = cursor.indexOf('\u0000');
  return {
    table: tableNamed(cursor.slice(0, at)),
    after: JSON.parse(cursor.slice(at + 1)) as SqlStorageValue[],
  };
}

/** What a content hash covers of one row: the table, then the values. */
export const conversationHashRow = (row: ConversationRow): unknown[] => [row.table, ...row.values];

/**
 * D1's leaf trigger (migration 0019), verbatim, in the object too (decision 218): a message
 * inserted without a parent follows the chat's shown leaf, and every inserted message becomes it.
 * The writers' SQL relies on it in both homes. The move's copy, which brings parents and leaves
 * as they are, runs with it dropped (`copyConversations`).
 */
export const LEAF_TRIGGER = `CREATE TRIGGER messages_follow_leaf AFTER INSERT ON messages
BEGIN
  UPDATE messages SET parent_id = COALESCE(
      (SELECT m.id FROM chats c JOIN messages m ON m.id = c.current_leaf_id AND m.chat_id = c.id
         WHERE c.id = NEW.chat_id AND m.seq < NEW.seq),
      (SELECT m.id FROM messages m WHERE m.chat_id = NEW.chat_id AND m.seq < NEW.seq
         ORDER BY m.seq DESC LIMIT 1))
    WHERE seq = NEW.seq AND NEW.parent_id IS NULL;
  UPDATE chats SET current_leaf_id = NEW.id WHERE id = NEW.chat_id;
END`;

/** A person's memory as the move copies it between D1 and their object (no owner: the object is theirs). */
export interface StoredMemory {
  id: string;
  text: string;
  /** The answer whose `remember` call saved it; null when added by hand. */
  request_id: string | null;
  created_at: string;
  updated_at: string;
}

/** The columns a content hash covers, in one fixed order. */
export const memoryHashRow = (row: StoredMemory) => [
  row.id,
  row.text,
  row.request_id,
  row.created_at,
  row.updated_at,
];

/**
 * A tagged template over a Durable Object's SQLite: each `${value}` becomes a bound parameter,
 * never text of the statement (the agents SDK's `this.sql`).
 *
 * @example const rows = sql<{ id: string }>`SELECT id FROM ratings WHERE chat_id = ${chatId}`
 */
export type Sql = <Row extends Record<string, SqlStorageValue>>(
  strings: TemplateStringsArray,
  ...values: SqlStorageValue[]
) => Row[];

/** The `sql` helper of one object's storage. */
export function sqlOf(storage: SqlStorage): Sql {
  return <Row extends Record<string, SqlStorageValue>>(
    strings: TemplateStringsArray,
    ...values: SqlStorageValue[]
  ) => storage.exec<Row>(strings.join('?'), ...values).toArray();
}

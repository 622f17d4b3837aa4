/** One step of an object's schema: applied once, in version order, in one transaction. */
export interface Migration {
  version: number;
  /** What it adds, for whoever reads the list. */
  name: string;
  statements: string[];
}

/**
 * Brings an object's SQLite to the newest version of `migrations` (called from the constructor
 * inside `blockConcurrencyWhile`, so no call sees a half-made schema). Each object keeps the
 * versions it applied in `schema_migrations`; a step that throws rolls back whole and the object
 * stays at the step before, so the next call retries it.
 */
export function migrate(storage: DurableObjectStorage, migrations: readonly Migration[]): number {
  const { sql } = storage;
  sql.exec(
    'CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL)',
  );
  const applied =
    sql
      .exec<{ version: number | null }>('SELECT max(version) AS version FROM schema_migrations')
      .one().version ?? 0;
  let version = applied;
  for (const migration of [...migrations].sort((a, b) => a.version - b.version)) {
    if (migration.version <= applied) continue;
    storage.transactionSync(() => {
      for (const statement of migration.statements) sql.exec(statement);
      sql.exec(
        'INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)',
        migration.version,
        migration.name,
        new Date().toISOString(),
      );
    });
    version = migration.version;
  }
  return version;
}

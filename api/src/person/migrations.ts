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
 * stays without it, so the next call retries it. Every step not recorded yet is applied, in
 * version order, even one numbered below a step already applied: two changes made at once may
 * each append a step, and whichever ships second still runs its own (the steps of one list must
 * then not depend on each other's tables). Returns the newest version applied.
 */
export function migrate(storage: DurableObjectStorage, migrations: readonly Migration[]): number {
  const { sql } = storage;
  sql.exec(
    'CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL)',
  );
  const applied = new Set(
    sql
      .exec<{ version: number }>('SELECT version FROM schema_migrations')
      .toArray()
      .map((row) => row.version),
  );
  for (const migration of [...migrations].sort((a, b) => a.version - b.version)) {
    if (applied.has(migration.version)) continue;
    storage.transactionSync(() => {
      for (const statement of migration.statements) sql.exec(statement);
      sql.exec(
        'INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)',
        migration.version,
        migration.name,
        new Date().toISOString(),
      );
    });
    applied.add(migration.version);
  }
  return Math.max(0, ...applied);
}

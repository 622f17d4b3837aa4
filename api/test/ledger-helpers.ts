import { env } from 'cloudflare:workers';
import { expect } from 'vitest';

/** What a usage row names in its own columns (decision 213). */
export interface UsageNames {
  model: string | null;
  chat_id: string | null;
  chat_mode: string | null;
  api_key_id: string | null;
}

/** What a team's usage rows name, in a stable order. */
export const usageNamesOf = (entityId: string) =>
  env.DB.prepare(
    `SELECT model, chat_id, chat_mode, api_key_id FROM ledger
     WHERE entity_id = ?1 AND kind = 'usage' ORDER BY model, api_key_id, chat_id`,
  )
    .bind(entityId)
    .all<UsageNames>()
    .then((rows) => rows.results);

/** Migration 0054's backfill, run again over one team's usage rows. */
export async function backfillUsageNames(entityId: string) {
  const migration = env.TEST_MIGRATIONS.find((one) => one.name.startsWith('0054_'));
  const update = migration?.queries.find((query) => query.includes('UPDATE ledger'));
  if (!update) throw new Error('migration 0054 has no backfill');
  const sql = `${update.trim().replace(/;$/, '')} AND ledger.entity_id = ?1`;
  await env.DB.prepare(sql).bind(entityId).run();
}

/**
 * Expects a team's usage rows to name a model, and exactly what migration 0054 finds by their refs
 * (what the ledger joined before): the settlers write the names the readers showed. Leaves the
 * rows as they were.
 */
export async function expectUsageNamedAsTheirRefs(entityId: string) {
  const written = await usageNamesOf(entityId);
  expect(written.length).toBeGreaterThan(0);
  for (const row of written) expect(row.model).not.toBeNull();
  await env.DB.prepare(
    `UPDATE ledger SET model = NULL, chat_id = NULL, chat_mode = NULL, api_key_id = NULL
     WHERE entity_id = ?1 AND kind = 'usage'`,
  )
    .bind(entityId)
    .run();
  await backfillUsageNames(entityId);
  expect(await usageNamesOf(entityId)).toEqual(written);
}

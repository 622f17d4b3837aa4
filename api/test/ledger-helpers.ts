import { runInDurableObject } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { expect } from 'vitest';
import { findUnnamed } from '../src/ledger/team-ledger';
import { homeOfOwner } from '../src/storage-moves/move-state';
import type { LedgerLine } from '../src/team/team-money';
import { teamOf } from '../src/team/team-of';

/** What a usage row names in its own columns (decision 213). */
export interface UsageNames {
  model: string | null;
  chat_id: string | null;
  chat_mode: string | null;
  api_key_id: string | null;
}

/** Whether the team's money lives in its `Team` object (every new team's, decision 227). */
const inObject = async (entityId: string) =>
  (await homeOfOwner(env.DB, 'team', entityId, 'money')) === 'object';

/** A moved team's usage lines, as its object keeps them. */
const objectUsage = (entityId: string) =>
  runInDurableObject(
    teamOf(env, entityId),
    (_, state) =>
      state.storage.sql
        .exec("SELECT * FROM ledger WHERE kind = 'usage'")
        .toArray() as unknown as LedgerLine[],
  );

/** Names in the order `usageNamesOf` sorts them (SQLite's: nulls first). */
const byNames = (a: UsageNames, b: UsageNames) => {
  for (const key of ['model', 'api_key_id', 'chat_id'] as const) {
    const [x, y] = [a[key], b[key]];
    if (x === y) continue;
    if (x === null) return -1;
    if (y === null) return 1;
    return x < y ? -1 : 1;
  }
  return 0;
};

const namesOfLine = (line: UsageNames): UsageNames => ({
  model: line.model,
  chat_id: line.chat_id,
  chat_mode: line.chat_mode,
  api_key_id: line.api_key_id,
});

/** What a team's usage rows name, in a stable order, wherever the team's money lives. */
export const usageNamesOf = async (entityId: string): Promise<UsageNames[]> => {
  if (await inObject(entityId)) {
    return (await objectUsage(entityId))
      .map((line) => namesOfLine(line as UsageNames))
      .sort(byNames);
  }
  return env.DB.prepare(
    `SELECT model, chat_id, chat_mode, api_key_id FROM ledger
     WHERE entity_id = ?1 AND kind = 'usage' ORDER BY model, api_key_id, chat_id`,
  )
    .bind(entityId)
    .all<UsageNames>()
    .then((rows) => rows.results);
};

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
  if (await inObject(entityId)) {
    // A moved team's lines: the readers' lookup by ref (`findUnnamed`, decision 225) stands for
    // the migration's joins, over the same lines with their names taken off.
    const bare = (await objectUsage(entityId)).map((line) => ({
      ...line,
      model: null,
      chat_id: null,
      chat_mode: null,
      api_key_id: null,
    }));
    const found = await findUnnamed(env, bare);
    const byRef = bare.map((line): UsageNames => {
      const f = line.ref ? found.get(line.ref) : undefined;
      const prefixed = line.ref?.startsWith('tts/')
        ? 'text-to-speech'
        : line.ref?.startsWith('knowledge/')
          ? 'embeddings'
          : null;
      return {
        model: f?.model ?? prefixed,
        chat_id: f?.chatId ?? null,
        chat_mode: f?.chatMode ?? null,
        api_key_id: f?.keyId ?? null,
      };
    });
    expect(byRef.sort(byNames)).toEqual(written);
    return;
  }
  await env.DB.prepare(
    `UPDATE ledger SET model = NULL, chat_id = NULL, chat_mode = NULL, api_key_id = NULL
     WHERE entity_id = ?1 AND kind = 'usage'`,
  )
    .bind(entityId)
    .run();
  await backfillUsageNames(entityId);
  expect(await usageNamesOf(entityId)).toEqual(written);
}

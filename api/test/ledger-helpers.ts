import { env } from 'cloudflare:workers';
import { expect } from 'vitest';
import { type LedgerLine, usageLines } from './money-helpers';
import { chatRow, messageRow, summaryRow } from './storage-helpers';

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
 * What a usage line should name, found from the record its ref names, wherever that lives: an
 * answer or a summary in the payer's conversations (D1 or their `Person` object), a transcription,
 * an avatar run or an API key's call in D1's directory, read-aloud and knowledge by their refs —
 * the records migration 0054's backfill joins, which for a payer whose chats live in their object
 * finds none in D1.
 */
async function namesFromRecords(line: LedgerLine): Promise<UsageNames> {
  const ref = line.ref ?? '';
  const payer = line.user_id ?? undefined;
  const modeOf = async (chatId: string) =>
    payer ? ((await chatRow(env, chatId, payer))?.mode ?? null) : null;
  const message = payer ? await messageRow(env, ref, payer) : null;
  if (message) {
    return {
      model: (message.model as string | null) ?? null,
      chat_id: message.chat_id,
      chat_mode: await modeOf(message.chat_id),
      api_key_id: null,
    };
  }
  const directory = await env.DB.prepare(
    `SELECT COALESCE('speech-to-text:' || (SELECT model FROM transcriptions WHERE id = ?1),
         (SELECT model FROM avatar_runs WHERE id = ?1),
         (SELECT model FROM api_key_usage WHERE id = ?1)) AS model,
       (SELECT key_id FROM api_key_usage WHERE id = ?1) AS api_key_id`,
  )
    .bind(ref)
    .first<{ model: string | null; api_key_id: string | null }>();
  if (directory?.model) {
    return {
      model: directory.model,
      chat_id: null,
      chat_mode: null,
      api_key_id: directory.api_key_id,
    };
  }
  const summary = payer ? await summaryRow(env, ref, payer) : null;
  if (summary) {
    return {
      model: summary.model,
      chat_id: summary.chat_id,
      chat_mode: await modeOf(summary.chat_id),
      api_key_id: null,
    };
  }
  const model = ref.startsWith('tts/')
    ? 'text-to-speech'
    : ref.startsWith('knowledge/')
      ? 'embeddings'
      : null;
  return { model, chat_id: null, chat_mode: null, api_key_id: null };
}

/**
 * Expects each of a team's usage lines to name a model, and exactly what the record its ref names
 * says (the answer's model and chat, the chat's mode, the API key…), read where that record lives:
 * the settlers write the names the ledger's joins showed before (decision 213).
 */
export async function expectUsageNamedAsTheirRefs(entityId: string) {
  const lines = await usageLines(env, entityId);
  expect(lines.length).toBeGreaterThan(0);
  for (const line of lines) {
    const written: UsageNames = {
      model: (line.model as string | null) ?? null,
      chat_id: (line.chat_id as string | null) ?? null,
      chat_mode: (line.chat_mode as string | null) ?? null,
      api_key_id: (line.api_key_id as string | null) ?? null,
    };
    expect(written.model, `the model of usage line ${line.ref}`).not.toBeNull();
    expect(written, `the names of usage line ${line.ref}`).toEqual(await namesFromRecords(line));
  }
}

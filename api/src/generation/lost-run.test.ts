import { env, runDurableObjectAlarm, runInDurableObject } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import {
  answerRow,
  balanceOf,
  dataOf,
  readEvents,
  readSome,
  send,
  settled,
} from '../../test/chat-helpers';
import { registerUser } from '../../test/helpers';
import { holdsOfRequest, ledgerLinesOfRef } from '../../test/money-helpers';
import { chatsOf } from '../chat/chat-db';
import { answerCharge, saveAnswer, settleAnswer } from './finish-records';
import { generationsOf } from './generation';
import type { GenerationState } from './types';

type Meta = { messageId: string; requestId: string };

/** The id of the last event the object has saved for `requestId` (what survives the instance). */
const savedUpTo = (authorId: string, requestId: string) =>
  runInDurableObject(
    generationsOf(env, authorId),
    (_, state) =>
      state.storage.sql
        .exec<{ n: number }>(
          'SELECT COALESCE(MAX(last_id), 0) AS n FROM generation_events WHERE request_id = ?',
          requestId,
        )
        .one().n,
  );

describe('an answer whose runtime died mid-stream', () => {
  it('ends as `lost` billed for the text that streamed, never free, and its hold is released', async () => {
    const { headers, user } = await registerUser();
    const gate = `lost${crypto.randomUUID().replaceAll('-', '')}`;
    const res = await send(headers, { question: `Long, please fake:chunks=30 fake:hold=${gate}` });
    expect(res.status).toBe(200);
    const [metaEvent] = await readSome(res, 1);
    const meta = dataOf<Meta>(metaEvent);
    // The last chunk is held by the fake: wait until the object has saved `meta` and 29 deltas.
    const until = Date.now() + 10_000;
    while ((await savedUpTo(user.id, meta.requestId)) < 30) {
      if (Date.now() > until) throw new Error('deltas were not saved');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const before = await balanceOf(user.entityId);
    // The instance dies as a crashed runtime's would: its in-memory run is gone, storage stays.
    const stub = generationsOf(env, user.id);
    await runInDurableObject(stub, (_, state) => state.abort('runtime died')).catch(
      () => undefined,
    );
    // The next watch alarm (a fresh instance) finds the generation `streaming` and not running.
    // (A stub that saw the reset stays broken; a new one reaches the new instance.)
    expect(await runDurableObjectAlarm(generationsOf(env, user.id))).toBe(true);
    const row = await answerRow(meta.messageId);
    expect(row).toMatchObject({ status: 'error' });
    expect(row?.content).toContain('w29');
    expect(row?.cost_kopecks).toBeGreaterThan(0);
    expect(before - (await balanceOf(user.entityId))).toBe(row?.cost_kopecks);
    const ledger = await ledgerLinesOfRef(env, meta.messageId, 'usage');
    expect(ledger.map(({ amount_kopecks }) => ({ amount_kopecks }))).toEqual([
      { amount_kopecks: -(row?.cost_kopecks ?? 0) },
    ]);
    expect(await holdsOfRequest(env, meta.requestId)).toHaveLength(0);
    await fetch(`${env.FAKE_OPENAI_URL}/__fake/release/${gate}`, { method: 'POST' });
  }, 30_000);
});

describe('an answer finished twice', () => {
  it('is charged once: the second finish finds no hold and writes no ledger line (decision 214)', async () => {
    const { headers, user } = await registerUser();
    const res = await send(headers, { question: 'Hi fake:chunks=3' });
    const [metaEvent] = await readEvents(res);
    const meta = dataOf<Meta>(metaEvent);
    const row = await settled(meta.messageId);
    expect(row.cost_kopecks).toBeGreaterThan(0);
    const before = await balanceOf(user.entityId);
    // The same run's record, finished again as a retried or repeated finish would.
    const state = await runInDurableObject(generationsOf(env, user.id), (_, object) =>
      object.storage.sql
        .exec<{ state: string }>(
          'SELECT state FROM generations WHERE request_id = ?',
          meta.requestId,
        )
        .one(),
    );
    const again = JSON.parse(state.state) as GenerationState;
    const outcome = {
      status: 'complete' as const,
      text: row.content,
      usage: { input: row.input_tokens, output: row.output_tokens },
      cost: row.cost_kopecks,
    };
    await saveAnswer(await chatsOf(env, user.id), again, outcome);
    const charge = answerCharge(again, outcome);
    expect(charge).toBeDefined();
    if (charge) await settleAnswer(env.DB, charge);
    expect(await balanceOf(user.entityId)).toBe(before);
    const ledger = await ledgerLinesOfRef(env, meta.messageId, 'usage');
    expect(ledger.map(({ amount_kopecks }) => ({ amount_kopecks }))).toEqual([
      { amount_kopecks: -row.cost_kopecks },
    ]);
  });
});

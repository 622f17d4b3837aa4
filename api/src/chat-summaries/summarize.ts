import { costKopecks, holdKopecks, isPaid } from '../billing/cost';
import { inputTokenBound } from '../billing/input-bound';
import { placeHold, releaseHold, settle } from '../billing/money';
import type { ChatDb } from '../chat/chat-db';
import type { Env } from '../env';
import { ApiError, registerErrorMessages } from '../lib/errors';
import { idleSignal, providerIdleTimeoutMs } from '../lib/idle-signal';
import type { Locale } from '../lib/messages';
import { nowIso } from '../lib/time';
import type { ServedModel } from '../providers/config';
import { textSourceFor } from '../providers/text-source';
import { insertSummary, type SummaryRow } from './summary-store';

registerErrorMessages({
  summary_failed: {
    en: 'The earlier messages could not be summarized to make room in the model’s window. Try again.',
    ru: 'Не удалось кратко пересказать ранние сообщения, чтобы они поместились в окно модели. Попробуйте ещё раз.',
  },
});

const INSTRUCTIONS =
  'You condense a conversation so that it can continue without its earlier messages. Write a ' +
  'concise summary in the language of the conversation: the facts, names, numbers, decisions, ' +
  'code and open questions a later answer may need, and what the person wants. When a summary ' +
  'so far is given, fold it and the new messages into one summary. Answer with the summary only.';

export interface SummaryJob {
  /** The chat owner's conversations, where the summary is stored. */
  db: ChatDb;
  id: string;
  chatId: string;
  /** The chat's mode, named by the summary's ledger line (decision 213). */
  chatMode: string;
  throughMessageId: string;
  /** What to condense: the summary so far and the messages folded in, as one text. */
  transcript: string;
  /** Most characters the summary may keep. */
  maxChars: number;
  payer: { userId: string; entityId: string };
  locale: Locale;
}

/**
 * Writes and stores a summary with `model`, billed like every charge: a hold for its most cost
 * first (402 when the team cannot pay), then the summary stored and, as its own step, the cost
 * settled by the hold with a `usage` ledger line (ref: the summary's id) — exactly once. A failed
 * model call (or a refused summary row) releases the hold; the model's failure answers 502
 * `summary_failed`.
 */
export async function writeSummary(env: Env, model: ServedModel, job: SummaryJob) {
  const holdId = `summary/${job.id}`;
  const paid = isPaid(model);
  const charge = (cost: number) =>
    settle(
      env.DB,
      {
        holdId,
        entityId: job.payer.entityId,
        userId: job.payer.userId,
        ref: job.id,
        cost,
        now: nowIso(),
      },
      // The summary row names this model (`row.model` below).
      { model: model.id, chatId: job.chatId, chatMode: job.chatMode },
    );
  if (paid) {
    const inputTokens = await inputTokenBound(env, model, {
      texts: [INSTRUCTIONS, job.transcript],
      images: 0,
    });
    const amount = Math.max(1, holdKopecks(model, inputTokens));
    const held = await placeHold(env.DB, {
      requestId: holdId,
      entityId: job.payer.entityId,
      userId: job.payer.userId,
      model: model.id,
      amount,
      now: nowIso(),
    });
    if (!held) throw new ApiError(402, 'insufficient_funds');
  }
  let text = '';
  let usage = { input: 0, output: 0 };
  let failed = false;
  const prompt = {
    modelId: model.id,
    system: INSTRUCTIONS,
    browsing: false,
    messages: [{ role: 'user' as const, content: job.transcript }],
  };
  // A model that goes silent fails the summary as it fails an answer (GENERATION_IDLE_TIMEOUT_MS).
  const idle = idleSignal(providerIdleTimeoutMs(env));
  try {
    const source = textSourceFor(env, model, prompt, job.locale);
    for await (const part of source(idle.signal)) {
      idle.touch();
      if (part.type === 'delta') text += part.text;
      else if (part.type === 'usage') usage = { input: part.input, output: part.output };
      else if (part.type === 'error') failed = true;
    }
  } catch {
    failed = true;
  } finally {
    idle.stop();
  }
  // Cut off by silence: what arrived is only the start of a summary.
  if (idle.signal.aborted) failed = true;
  text = text.trim().slice(0, job.maxChars);
  if (failed || !text) {
    if (paid) await releaseHold(env.DB, holdId, job.payer.entityId);
    throw new ApiError(502, 'summary_failed');
  }
  const cost = paid ? costKopecks(model, usage) : 0;
  const row: SummaryRow = {
    id: job.id,
    chat_id: job.chatId,
    through_message_id: job.throughMessageId,
    text,
    model: model.id,
    input_tokens: usage.input,
    output_tokens: usage.output,
    cost_kopecks: cost,
    created_at: nowIso(),
  };
  // The summary (the conversation's records), then its charge: separate steps (decision 219).
  try {
    await insertSummary(job.db, row).run();
  } catch (error) {
    if (paid) await releaseHold(env.DB, holdId, job.payer.entityId);
    throw error;
  }
  if (paid) await charge(cost);
  return row;
}

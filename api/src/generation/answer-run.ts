import { costKopecks, estimateTokens } from '../billing/cost';
import type { ChatDb } from '../chat/chat-db';
import { idleSignal } from '../lib/idle-signal';
import type { CatalogModel } from '../providers/catalog';
import type { TextSource } from '../providers/text-source';
import { type Outcome, saveProgress } from './finish-records';

/** The answer's text is written to its home at most this often while it streams (readers attach to
 * the object's log instead; decision 112)… */
const SAVE_EVERY_MS = 5000;
/** …and, when D1 is slow to answer, no sooner than this many times the last save's duration
 * after it ended: under load the saves back off instead of adding to it (decision 112). */
const SAVE_BACKOFF = 20;

export interface RunOptions {
  /** The author's conversations, where the answer's message is (decision 218). */
  db: ChatDb;
  messageId: string;
  model: CatalogModel | undefined;
  source: TextSource;
  signal: AbortSignal;
  /** Characters of the prompt, to estimate input tokens of a stopped answer. */
  promptChars: number;
  /** A provider silent this long (no delta, no ending) has failed. */
  idleTimeoutMs: number;
  /** True while the answer waits on something other than the provider (a tool, an approval). */
  isWaiting?: () => boolean;
  onDelta: (text: string) => void;
  /** A piece of the model's thinking; `ms` since the answer began (decision 154). */
  onReasoning?: (text: string, ms: number) => void;
}

/**
 * Drives one answer to its end: each delta goes to `onDelta` and, batched, to D1. The outcome is
 * `complete` with usage, `stopped` when `signal` aborts (billed for what was asked and said,
 * estimated when the provider reported nothing; free when nothing was said), or `error` (not billed) with the text so far.
 */
export async function runAnswer(options: RunOptions): Promise<Outcome> {
  const { db, messageId, model, signal } = options;
  let text = '';
  let reasoning: Outcome['reasoning'];
  const began = Date.now();
  let usage: Outcome['usage'];
  let failure: string | undefined;
  let failureCode: string | undefined;
  let nextSave = Date.now() + SAVE_EVERY_MS;
  let saving: Promise<unknown> | undefined;
  // The provider counts as silent once no part arrived for idleTimeoutMs.
  const idle = idleSignal(options.idleTimeoutMs, options.isWaiting);
  try {
    for await (const part of options.source(AbortSignal.any([signal, idle.signal]))) {
      idle.touch();
      if (part.type === 'delta') {
        text += part.text;
        options.onDelta(part.text);
        if (!saving && Date.now() >= nextSave) {
          const began = Date.now();
          saving = saveProgress(db, messageId, text)
            .catch((error: unknown) => console.error('saving progress failed', error))
            .finally(() => {
              const took = Date.now() - began;
              nextSave = began + Math.max(SAVE_EVERY_MS, took + SAVE_BACKOFF * took);
              saving = undefined;
            });
        }
      } else if (part.type === 'reasoning') {
        const ms = Date.now() - began;
        reasoning = { text: (reasoning?.text ?? '') + part.text, ms };
        options.onReasoning?.(part.text, ms);
      } else if (part.type === 'usage') {
        // An answer with tools has a usage per model step: it pays for all of them.
        const thought = (usage?.reasoning ?? 0) + (part.reasoning ?? 0);
        usage = {
          input: (usage?.input ?? 0) + part.input,
          output: (usage?.output ?? 0) + part.output,
          ...(thought > 0 ? { reasoning: thought } : {}),
        };
      } else {
        failure = part.message;
        failureCode = part.code;
      }
      if (failure || signal.aborted) break;
    }
  } catch (error) {
    failure = error instanceof Error ? error.message : String(error);
  } finally {
    idle.stop();
  }
  await saving;
  const priced = (value: { input: number; output: number; reasoning?: number }) =>
    model ? costKopecks(model, value) : 0;
  const thought = reasoning ? { reasoning } : {};
  if (signal.aborted) {
    // Stopped before a word: nothing to pay for (a double click's stop, issue 26). Thinking
    // is words the model said: a stop during it is paid for as one.
    if (text === '' && !reasoning) {
      return { status: 'stopped', text, usage: { input: 0, output: 0 }, cost: 0 };
    }
    if (!usage) {
      const thinking = estimateTokens(reasoning?.text ?? '');
      usage = {
        input: Math.ceil(options.promptChars / 4),
        output: estimateTokens(text) + thinking,
        ...(thinking ? { reasoning: thinking } : {}),
      };
    }
    return { status: 'stopped', text, ...thought, usage, cost: priced(usage) };
  }
  if (idle.signal.aborted) {
    return { status: 'error', text, ...thought, cost: 0, errorCode: 'provider_timeout' };
  }
  if (failureCode === 'insufficient_funds' && usage) {
    // An answer with tools whose hold could not grow for one more step: the steps it made were
    // held for and are paid for; the next one is not made.
    return {
      status: 'error',
      text,
      ...thought,
      usage,
      cost: priced(usage),
      errorCode: failureCode,
    };
  }
  if (failure || !usage) {
    console.error('generation failed', messageId, failure);
    return {
      status: 'error',
      text,
      ...thought,
      cost: 0,
      errorCode: failureCode ?? 'provider_error',
    };
  }
  return { status: 'complete', text, ...thought, usage, cost: priced(usage) };
}

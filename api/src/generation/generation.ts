import { DurableObject } from 'cloudflare:workers';
import { holdKopecks, isPaid } from '../billing/cost';
import { placeHold } from '../billing/holds';
import type { Env } from '../env';
import { messageFor } from '../lib/errors';
import { nowIso, SECOND } from '../lib/time';
import { findServedModel } from '../providers/config';
import { textSourceFor } from '../providers/text-source';
import { answerAuthor } from './access';
import { runAnswer } from './answer-run';
import { startEarly } from './early-source';
import { EventLog } from './event-log';
import { type Outcome, saveOutcome } from './finish-records';
import { promptChars } from './prompt-size';
import { startStatements } from './start-records';
import type { GenerationState, StartInput, StartResult } from './types';

/** While running, an alarm this often keeps the object alive and finds a lost run. */
const WATCH_EVERY_MS = 30 * SECOND;
/** A provider silent this long has failed (override: GENERATION_IDLE_TIMEOUT_MS). */
const DEFAULT_IDLE_TIMEOUT_MS = 120 * SECOND;
/** Finished generations keep their events this long for late resumes. */
const KEEP_EVENTS_MS = 24 * 60 * 60 * SECOND;

/**
 * One generation, keyed by its requestId (`idFromName`). It saves the question and a `streaming`
 * answer before asking the provider, keeps every event for replay, streams them to any attached
 * reader, saves the text as it grows and settles the bill. It runs independently of the request
 * that started it, so a client leaving does not stop it; only `stop()` does.
 */
export class Generation extends DurableObject<Env> {
  private readonly log = new EventLog(this.ctx.storage.sql);
  private starting: Promise<StartResult> | undefined;
  private running: { abort: AbortController; done: Promise<void> } | undefined;

  /**
   * Starts the generation once; a second call (same requestId) learns who owns it. With `read`,
   * a started answer comes with its event stream, so the reader needs no second call.
   */
  async start(input: StartInput, read = false): Promise<StartResult> {
    if (this.starting) await this.starting.catch(() => undefined);
    const state = await this.state();
    if (state) return { kind: 'existing', userId: state.userId };
    if (this.starting) return this.start(input, read);
    const attempt = this.open(input);
    this.starting = attempt;
    try {
      const result = await attempt;
      // A refused start leaves nothing behind: the same requestId may try again. An answer found
      // in D1 (this object's storage expired) is not this object's to start either.
      if (result.kind !== 'started') this.starting = undefined;
      if (result.kind === 'started' && read) {
        return { ...result, events: this.log.stream(0, false) };
      }
      return result;
    } catch (error) {
      this.starting = undefined;
      throw error;
    }
  }

  /** Who may attach, and whether it has ended; undefined when never started. */
  async info(): Promise<{ userId: string; chatId: string; ended: boolean } | undefined> {
    if (this.starting) await this.starting.catch(() => undefined);
    const state = await this.state();
    if (!state) return undefined;
    return { userId: state.userId, chatId: state.meta.chatId, ended: state.status !== 'streaming' };
  }

  /** Ends a running generation as `stopped`, keeping its text; resolves once saved. */
  async stop(): Promise<void> {
    const run = this.running;
    if (!run) return;
    run.abort.abort();
    await run.done;
  }

  /** `GET /events?after=N`: the SSE stream from the event after N. */
  override async fetch(request: Request): Promise<Response> {
    const after = Number(new URL(request.url).searchParams.get('after') ?? 0) || 0;
    const state = await this.state();
    if (!state) return new Response('not started', { status: 404 });
    return new Response(this.log.stream(after, state.status !== 'streaming'));
  }

  override async alarm(): Promise<void> {
    const state = await this.state();
    if (!state) return;
    if (this.running) {
      await this.ctx.storage.setAlarm(Date.now() + WATCH_EVERY_MS);
    } else if (state.status === 'streaming') {
      // The object was evicted mid-answer: keep what was said and report the failure.
      const text = this.log.text();
      this.log.skipUnsaved();
      await this.finish(state, { status: 'error', text, cost: 0, errorCode: 'lost' });
    } else {
      await this.ctx.storage.deleteAll();
      // Expired: a repeated send now finds the answer in D1, not this run.
      this.starting = undefined;
    }
  }

  private state() {
    return this.ctx.storage.get<GenerationState>('state');
  }

  private async open(input: StartInput): Promise<StartResult> {
    const model = findServedModel(this.env, input.prompt.modelId);
    if (!model) return { kind: 'refused', status: 404, code: 'unknown_model' };
    if (isPaid(model)) {
      // The send route left the repeated-send check of a paid answer to this statement: the hold
      // is refused when an answer already has this requestId (decision 111).
      const held = await placeHold(
        this.env.DB,
        {
          requestId: input.requestId,
          entityId: input.entityId,
          amount: holdKopecks(model, promptChars(input.prompt)),
          now: nowIso(),
        },
        { unlessAnswered: true },
      );
      if (!held) {
        const author = await answerAuthor(this.env.DB, input.requestId);
        if (author) return { kind: 'existing', userId: author };
        return { kind: 'refused', status: 402, code: 'insufficient_funds' };
      }
    }
    // The hold is placed: the provider call starts now, while D1 records the question and the
    // `streaming` answer (decision 111); nothing it says is read before those records exist.
    const early = startEarly(textSourceFor(this.env, model, input.prompt, input.locale));
    const { meta, statements } = startStatements(this.env.DB, input);
    try {
      await this.env.DB.batch(statements);
    } catch (error) {
      early.cancel();
      await this.env.DB.prepare('DELETE FROM billing_holds WHERE request_id = ?1')
        .bind(input.requestId)
        .run();
      throw error;
    }
    const state: GenerationState = {
      meta,
      userId: input.userId,
      entityId: input.entityId,
      modelId: model.id,
      locale: input.locale,
      status: 'streaming',
    };
    await this.ctx.storage.put('state', state).catch((error: unknown) => {
      early.cancel();
      throw error;
    });
    this.log.append('meta', meta);
    const abort = new AbortController();
    const done = runAnswer({
      db: this.env.DB,
      messageId: meta.messageId,
      model,
      source: early.source,
      signal: abort.signal,
      promptChars: promptChars(input.prompt),
      idleTimeoutMs: Number(this.env.GENERATION_IDLE_TIMEOUT_MS) || DEFAULT_IDLE_TIMEOUT_MS,
      onDelta: (text) => this.log.append('delta', { text }),
    })
      .then((outcome) => this.finish(state, outcome))
      .catch((error: unknown) => console.error('generation did not finish', error));
    this.running = { abort, done };
    this.ctx.waitUntil(done);
    await this.ctx.storage.setAlarm(Date.now() + WATCH_EVERY_MS);
    return { kind: 'started', meta };
  }

  /** Saves the outcome, then tells the readers: `error` or `usage`, then `[DONE]`. */
  private async finish(state: GenerationState, outcome: Outcome) {
    const { errorCode } = outcome;
    try {
      await saveOutcome(this.env.DB, state, outcome);
    } catch (error) {
      console.error('saving the answer failed', state.meta.requestId, error);
    }
    await this.ctx.storage.put('state', { ...state, status: outcome.status });
    if (errorCode) {
      this.log.append('error', { code: errorCode, message: messageFor(errorCode, state.locale) });
    } else if (outcome.usage) {
      const { input, output } = outcome.usage;
      this.log.append('usage', {
        input,
        output,
        cost: outcome.cost,
        messageId: state.meta.messageId,
      });
    }
    this.log.append(undefined, '[DONE]');
    this.log.close();
    this.running = undefined;
    await this.ctx.storage.setAlarm(Date.now() + KEEP_EVENTS_MS);
  }
}

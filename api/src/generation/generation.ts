import { DurableObject } from 'cloudflare:workers';
import { holdKopecks, isPaid } from '../billing/cost';
import { inputTokenBound } from '../billing/input-bound';
import { type HoldPlacement, placeHoldOnce, releaseHold } from '../billing/money';
import { findAvailableModel } from '../catalog/model-overrides';
import { type ChatDb, chatsInD1, chatsInObject, chatsOf } from '../chat/chat-db';
import { BrowserRuns } from '../code-interpreter/browser-runs';
import type { Env } from '../env';
import type { ImageAnswer } from '../images/image-records';
import { endLostImage, IMAGE_DEADLINE_MS, PENDING_IMAGES_TABLE } from '../images/image-watch';
import { ApiError, messageFor } from '../lib/errors';
import { providerIdleTimeoutMs } from '../lib/idle-signal';
import { nowIso, SECOND } from '../lib/time';
import { findServedModel } from '../providers/config';
import { outputCap } from '../providers/reasoning';
import { textSourceFor } from '../providers/text-source';
import type { ToolCallResult } from '../providers/tool-loop';
import { answerAuthor } from './access';
import { runAnswer } from './answer-run';
import { Approvals } from './approvals';
import { EVENTS_TABLE, EventLog, type ReaderMatch } from './event-log';
import {
  type AnswerCharge,
  answerCharge,
  lostOutcome,
  type Outcome,
  saveAnswer,
  settleAnswer,
} from './finish-records';
import { heldPromptOf, promptChars } from './prompt-size';
import { type StartRecords, startRecords } from './start-records';
import { GenerationToolRunner } from './tool-runner';
import type { GenerationState, StartInput, StartResult } from './types';

/** While running, an alarm this often keeps the object alive and finds a lost run. */
const WATCH_EVERY_MS = 30 * SECOND;
/** Finished generations keep their events this long for late resumes. */
const KEEP_EVENTS_MS = 24 * 60 * 60 * SECOND;

/** Each generation's persisted record, by requestId; `expires_at` (ms) once it has ended. */
const GENERATIONS_TABLE = `CREATE TABLE IF NOT EXISTS generations (
  request_id TEXT PRIMARY KEY, state TEXT NOT NULL, expires_at INTEGER)`;
const EXPIRY_INDEX = 'CREATE INDEX IF NOT EXISTS generations_expiry ON generations (expires_at)';
/**
 * Charges of finished answers not yet settled against the team's money (decision 216), by
 * requestId: `charge` is an `AnswerCharge` as JSON; the alarm retries each at `retry_at` (ms) on.
 */
const PENDING_CHARGES_TABLE = `CREATE TABLE IF NOT EXISTS pending_charges (
  request_id TEXT PRIMARY KEY, charge TEXT NOT NULL, attempts INTEGER NOT NULL DEFAULT 0,
  retry_at INTEGER NOT NULL)`;
/**
 * Final saves the author's home refused (D1 unreachable, or 503 `storage_moving` while their
 * conversations are copied), by requestId: `save` is the generation's state and outcome as JSON;
 * the alarm saves each again at `retry_at` (ms) on, where the author's conversations live then
 * (docs/decisions/223-answers-saved-where-the-chat-lives.md).
 */
const PENDING_SAVES_TABLE = `CREATE TABLE IF NOT EXISTS pending_saves (
  request_id TEXT PRIMARY KEY, save TEXT NOT NULL, attempts INTEGER NOT NULL DEFAULT 0,
  retry_at INTEGER NOT NULL)`;
/** A failed settle is retried after this, doubling with each failure up to `RETRY_AT_MOST_MS`. */
const RETRY_FIRST_MS = 30 * SECOND;
const RETRY_AT_MOST_MS = 60 * 60 * SECOND;

/** A final save kept for the alarm to retry (decision 223). */
interface PendingSave {
  state: GenerationState;
  outcome: Outcome;
}

/** The object that runs every generation of one author (decision 118). */
export const generationsOf = (env: Pick<Env, 'GENERATION'>, authorId: string) =>
  env.GENERATION.get(env.GENERATION.idFromName(`author:${authorId}`));

/**
 * The generations of one author (`generationsOf`), each keyed by its requestId. For each it saves
 * the question and a `streaming` answer before asking the provider, keeps every event for replay,
 * streams them to any attached reader, saves the text as it grows and settles the bill. A run is
 * independent of the request that started it, so a client leaving does not stop it; only
 * `stop()` does. One object per author rather than per generation: it is already awake for the
 * author's next answer (docs/decisions/118-generation-object-per-author.md).
 */
export class Generation extends DurableObject<Env> {
  private readonly sql = this.ctx.storage.sql;
  /** Starts under way, by requestId: a repeated start waits for the first. */
  private readonly starting = new Map<string, Promise<StartResult>>();
  private readonly running = new Map<string, { abort: AbortController; done: Promise<void> }>();
  /** The logs of running generations (an ended one is read back from storage). */
  private readonly logs = new Map<string, EventLog>();
  /** Tool calls waiting for the person's approval (decision 144). */
  private readonly approvals = new Approvals();
  /** `run_python` calls waiting for the person's browser (decision 156). */
  private readonly browserRuns = new BrowserRuns();

  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    this.sql.exec(GENERATIONS_TABLE);
    this.sql.exec(EXPIRY_INDEX);
    this.sql.exec(EVENTS_TABLE);
    this.sql.exec(PENDING_CHARGES_TABLE);
    this.sql.exec(PENDING_SAVES_TABLE);
    this.sql.exec(PENDING_IMAGES_TABLE);
  }

  /**
   * An image send of this author is under way (decision 233): if it has not ended by the
   * deadline (its Worker stopped between hold and settle), the alarm ends it.
   */
  async watchImage(answer: ImageAnswer): Promise<void> {
    const deadline = Date.now() + IMAGE_DEADLINE_MS;
    this.sql.exec(
      `INSERT INTO pending_images (request_id, answer, deadline) VALUES (?, ?, ?)
       ON CONFLICT (request_id) DO NOTHING`,
      answer.requestId,
      JSON.stringify(answer),
      deadline,
    );
    const alarm = await this.ctx.storage.getAlarm();
    if (alarm === null || alarm > deadline) await this.ctx.storage.setAlarm(deadline);
  }

  /** The image send ended on its own (settled or released): nothing left to watch. */
  imageEnded(requestId: string): void {
    this.sql.exec('DELETE FROM pending_images WHERE request_id = ?', requestId);
  }

  /** Ends the image sends past their deadline; one that fails is tried again by a later alarm. */
  private async endLostImages(): Promise<void> {
    const rows = this.sql
      .exec<{ request_id: string; answer: string }>(
        'SELECT request_id, answer FROM pending_images WHERE deadline <= ?',
        Date.now(),
      )
      .toArray();
    for (const row of rows) {
      try {
        await endLostImage(this.env, JSON.parse(row.answer) as ImageAnswer);
        this.imageEnded(row.request_id);
      } catch (error) {
        console.error(
          'ending a lost image send failed; a later alarm retries it',
          row.request_id,
          error,
        );
        this.sql.exec(
          'UPDATE pending_images SET deadline = ? WHERE request_id = ?',
          Date.now() + RETRY_FIRST_MS,
          row.request_id,
        );
      }
    }
  }

  /**
   * Starts the generation once; a second call (same requestId) learns who owns it. With `read`,
   * a started answer comes with its event stream, so the reader needs no second call.
   */
  async start(input: StartInput, read = false): Promise<StartResult> {
    const { requestId } = input;
    await this.starting.get(requestId)?.catch(() => undefined);
    const state = this.state(requestId);
    if (state) return { kind: 'existing', userId: state.userId };
    if (this.starting.has(requestId)) return this.start(input, read);
    const attempt = this.open(input, read);
    this.starting.set(requestId, attempt);
    try {
      return await attempt;
    } finally {
      // A started generation has its record by now; a refused start leaves nothing behind, so
      // the same requestId may try again.
      this.starting.delete(requestId);
    }
  }

  /** Ends a running generation as `stopped`, keeping its text; resolves once saved. */
  async stop(requestId: string): Promise<void> {
    const run = this.running.get(requestId);
    if (!run) return;
    run.abort.abort();
    await run.done;
  }

  /**
   * The person's answer to a tool call waiting for approval: true when one waited (it now runs,
   * or the model is told it was refused); false for an unknown or already answered call.
   */
  async decide(requestId: string, toolCallId: string, approved: boolean): Promise<boolean> {
    return this.approvals.decide(requestId, toolCallId, approved);
  }

  /** A browser's result of a waiting `run_python` call: false when none waits (decision 156). */
  async deliverToolResult(
    requestId: string,
    toolCallId: string,
    result: ToolCallResult,
  ): Promise<boolean> {
    return this.browserRuns.deliver(requestId, toolCallId, result);
  }

  /**
   * Ends the open streams of these generations that `match` names (decision 193): the readers
   * lost the right to read the chat, and nothing written from now on reaches them.
   */
  async endStreams(requestIds: string[], match: ReaderMatch): Promise<void> {
    for (const requestId of requestIds) this.logs.get(requestId)?.end(match);
  }

  /**
   * Forgets generations of a wiped chat (decision 193): a running one is stopped (its bill
   * settled as any stop's), every open stream ends, and its record and stored events are
   * deleted, so a repeated send or a resume finds nothing here.
   */
  async forget(requestIds: string[]): Promise<void> {
    for (const requestId of requestIds) {
      await this.starting.get(requestId)?.catch(() => undefined);
      await this.stop(requestId);
      this.logs.get(requestId)?.close();
      this.logs.delete(requestId);
    }
    const ids = JSON.stringify(requestIds);
    this.sql.exec(
      'DELETE FROM generation_events WHERE request_id IN (SELECT value FROM json_each(?))',
      ids,
    );
    this.sql.exec(
      'DELETE FROM generations WHERE request_id IN (SELECT value FROM json_each(?))',
      ids,
    );
  }

  /**
   * `GET /events?request=ID&after=N&reader=USER`: the generation's SSE stream from the event after
   * N, read by USER (whose stream `endStreams` may end).
   */
  override async fetch(request: Request): Promise<Response> {
    const params = new URL(request.url).searchParams;
    const requestId = params.get('request') ?? '';
    const after = Number(params.get('after') ?? 0) || 0;
    await this.starting.get(requestId)?.catch(() => undefined);
    const events = this.events(requestId, after, params.get('reader') ?? undefined);
    return events ? new Response(events) : new Response('not started', { status: 404 });
  }

  /**
   * Every 30 s while any generation runs: a generation still `streaming` that this instance does
   * not run was lost with an evicted instance, and ends as an error keeping its text and billed
   * for it (`lostOutcome`). Ended generations' events are dropped once expired. Charges whose
   * settle failed are settled again (decision 216).
   */
  override async alarm(): Promise<void> {
    await this.savePending();
    await this.settlePending();
    await this.endLostImages();
    const streaming = this.sql
      .exec<{ request_id: string; state: string }>(
        'SELECT request_id, state FROM generations WHERE expires_at IS NULL',
      )
      .toArray();
    for (const row of streaming) {
      if (this.running.has(row.request_id)) continue;
      const log = this.logOf(row.request_id, false);
      const text = log.text();
      const reasoning = log.reasoning();
      log.skipUnsaved();
      const state = JSON.parse(row.state) as GenerationState;
      const model =
        (await findAvailableModel(this.env, state.modelId)) ??
        findServedModel(this.env, state.modelId);
      await this.finish(state, lostOutcome(model, state, text, reasoning), log);
    }
    // Expired: a repeated send now finds the answer in D1, not here.
    const now = Date.now();
    this.sql.exec(
      `DELETE FROM generation_events WHERE request_id IN
         (SELECT request_id FROM generations WHERE expires_at <= ?)`,
      now,
    );
    this.sql.exec('DELETE FROM generations WHERE expires_at <= ?', now);
    const next = this.sql
      .exec<{ at: number | null }>(
        `SELECT MIN(at) AS at FROM (SELECT MIN(expires_at) AS at FROM generations
           UNION ALL SELECT MIN(retry_at) FROM pending_charges
           UNION ALL SELECT MIN(retry_at) FROM pending_saves
           UNION ALL SELECT MIN(deadline) FROM pending_images)`,
      )
      .one().at;
    const watch = this.running.size ? Date.now() + WATCH_EVERY_MS : null;
    const at = next === null ? watch : watch === null ? next : Math.min(next, watch);
    if (at !== null) await this.ctx.storage.setAlarm(at);
  }

  /**
   * Saves every kept answer once more, in the author's home as it is now (their object once their
   * conversations moved); those refused again wait longer (decision 223).
   */
  private async savePending(): Promise<void> {
    const rows = this.sql
      .exec<{ request_id: string; save: string; attempts: number }>(
        'SELECT request_id, save, attempts FROM pending_saves',
      )
      .toArray();
    for (const row of rows) {
      const { state, outcome } = JSON.parse(row.save) as PendingSave;
      try {
        await saveAnswer(await chatsOf(this.env, state.userId), state, outcome);
        this.sql.exec('DELETE FROM pending_saves WHERE request_id = ?', row.request_id);
      } catch (error) {
        console.error('saving the answer failed again', row.request_id, error);
        const wait = Math.min(RETRY_FIRST_MS * 2 ** (row.attempts + 1), RETRY_AT_MOST_MS);
        this.sql.exec(
          'UPDATE pending_saves SET attempts = attempts + 1, retry_at = ? WHERE request_id = ?',
          Date.now() + wait,
          row.request_id,
        );
      }
    }
  }

  /**
   * Saves a finished answer in its author's home; a save refused (the home unreachable, or its
   * move's guard) is kept and retried by the alarm, so the answer is never lost (decision 223).
   */
  private async save(state: GenerationState, outcome: Outcome, db?: ChatDb): Promise<void> {
    const { requestId } = state.meta;
    try {
      // The run's own handle: no move begins while its answer streams (the move's `canStart`).
      await saveAnswer(db ?? (await chatsOf(this.env, state.userId)), state, outcome);
      return;
    } catch (error) {
      console.error('saving the answer failed; the alarm retries it', requestId, error);
    }
    const retry = Date.now() + RETRY_FIRST_MS;
    this.sql.exec(
      `INSERT INTO pending_saves (request_id, save, retry_at) VALUES (?, ?, ?)
       ON CONFLICT (request_id) DO UPDATE SET save = excluded.save`,
      requestId,
      JSON.stringify({ state, outcome } satisfies PendingSave),
      retry,
    );
    const alarm = await this.ctx.storage.getAlarm();
    if (alarm === null || alarm > retry) await this.ctx.storage.setAlarm(retry);
  }

  /** The author's conversations: where the route saw them, else looked up (decision 223). */
  private async homeOf(input: StartInput): Promise<ChatDb> {
    if (input.home === 'object') return chatsInObject(this.env, input.userId);
    if (input.home === 'd1') return chatsInD1(this.env.DB, input.userId);
    return chatsOf(this.env, input.userId);
  }

  /** Settles every kept charge once more; those that fail again wait longer (decision 216). */
  private async settlePending(): Promise<void> {
    const rows = this.sql
      .exec<{ request_id: string; charge: string; attempts: number }>(
        'SELECT request_id, charge, attempts FROM pending_charges',
      )
      .toArray();
    for (const row of rows) {
      try {
        await settleAnswer(this.env.DB, JSON.parse(row.charge) as AnswerCharge);
        this.sql.exec('DELETE FROM pending_charges WHERE request_id = ?', row.request_id);
      } catch (error) {
        console.error('settling the answer failed again', row.request_id, error);
        const wait = Math.min(RETRY_FIRST_MS * 2 ** (row.attempts + 1), RETRY_AT_MOST_MS);
        this.sql.exec(
          'UPDATE pending_charges SET attempts = attempts + 1, retry_at = ? WHERE request_id = ?',
          Date.now() + wait,
          row.request_id,
        );
      }
    }
  }

  /**
   * Settles a finished answer's charge. It is kept in this object's storage first, and only
   * dropped once settled: a settle that fails (D1 unreachable, the team's money busy) or an
   * instance that dies before it is retried by the alarm, so the charge is never lost, and the
   * held settle charges it once however often it runs (decision 216).
   */
  private async charge(requestId: string, pending: AnswerCharge): Promise<void> {
    this.sql.exec(
      `INSERT INTO pending_charges (request_id, charge, retry_at) VALUES (?, ?, ?)
       ON CONFLICT (request_id) DO NOTHING`,
      requestId,
      JSON.stringify(pending),
      Date.now() + RETRY_FIRST_MS,
    );
    try {
      await settleAnswer(this.env.DB, pending);
      this.sql.exec('DELETE FROM pending_charges WHERE request_id = ?', requestId);
    } catch (error) {
      console.error('settling the answer failed; the alarm retries it', requestId, error);
      const retry = Date.now() + RETRY_FIRST_MS;
      const alarm = await this.ctx.storage.getAlarm();
      if (alarm === null || alarm > retry) await this.ctx.storage.setAlarm(retry);
    }
  }

  private state(requestId: string): GenerationState | undefined {
    const row = this.sql
      .exec<{ state: string }>('SELECT state FROM generations WHERE request_id = ?', requestId)
      .toArray()[0];
    return row ? (JSON.parse(row.state) as GenerationState) : undefined;
  }

  /**
   * A generation's log: the one its run appends to, else one read from storage. A `streaming`
   * generation's log is kept, so readers and the run that ends it (a lost run's alarm) share it.
   */
  private logOf(requestId: string, ended: boolean): EventLog {
    const known = this.logs.get(requestId);
    if (known) return known;
    const log = new EventLog(this.sql, requestId);
    if (!ended) this.logs.set(requestId, log);
    return log;
  }

  /** The SSE stream of a generation's events after `after` (live until its end); undefined if unknown. */
  private events(
    requestId: string,
    after: number,
    readerId: string | undefined,
  ): ReadableStream<Uint8Array> | undefined {
    const state = this.state(requestId);
    if (!state) return undefined;
    const ended = state.status !== 'streaming';
    return this.logOf(requestId, ended).stream(after, ended, readerId);
  }

  /** Starts the generation; with `read`, the result carries its event stream from the start. */
  private async open(input: StartInput, read: boolean): Promise<StartResult> {
    const { requestId } = input;
    const model = await findAvailableModel(this.env, input.prompt.modelId);
    if (!model) return { kind: 'refused', status: 404, code: 'unknown_model' };
    // Two steps, each on one home (decision 216): the hold on the team's money, then the records
    // (the chat, the question, the `streaming` answer) in one batch of conversation tables. A
    // hold that cannot be placed writes nothing, and no provider call is made for an answer
    // nobody can pay for (decision 119); records that are not written release the hold.
    const paid = isPaid(model);
    const inputTokens = paid
      ? await inputTokenBound(this.env, model, heldPromptOf(input.prompt))
      : 0;
    if (paid) {
      let placed: HoldPlacement;
      try {
        placed = await placeHoldOnce(this.env.DB, {
          requestId,
          entityId: input.entityId,
          userId: input.userId,
          model: model.id,
          amount: holdKopecks(model, inputTokens, outputCap(model, input.prompt.reasoningEffort)),
          now: nowIso(),
        });
      } catch (error) {
        // The team's spending controls (decision 228): the member's limit, the allowed models.
        // A repeated send of an answer already started attaches to it, as without the controls.
        if (error instanceof ApiError && (error.status === 402 || error.status === 403)) {
          const again = await this.refusedHold(input, 'uncovered');
          if (again.kind === 'existing') return again;
          return {
            kind: 'refused',
            status: error.status,
            code: error.code,
            details: error.details,
          };
        }
        throw error;
      }
      if (placed !== 'placed') return this.refusedHold(input, placed);
    }
    // The author's own home (decision 218): only a chat's owner writes to it.
    const db = await this.homeOf(input);
    let records: StartRecords;
    try {
      records = await startRecords(db, input);
    } catch (error) {
      if (paid) await this.release(requestId, input.entityId);
      // The author's conversations began to move (their guard): nothing was written, try later.
      if (error instanceof ApiError && error.code === 'storage_moving') {
        return { kind: 'refused', status: 503, code: 'storage_moving' };
      }
      throw error;
    }
    if (records.kind !== 'started') {
      if (paid) await this.release(requestId, input.entityId);
      return records.kind === 'existing'
        ? records
        : { kind: 'refused', status: 409, code: 'too_many_answers' };
    }
    const { meta } = records;
    const state: GenerationState = {
      meta,
      userId: input.userId,
      entityId: input.entityId,
      modelId: model.id,
      chatMode: input.chatMode,
      locale: input.locale,
      status: 'streaming',
      held: paid,
      promptChars: promptChars(input.prompt),
    };
    this.sql.exec(
      'INSERT INTO generations (request_id, state) VALUES (?, ?)',
      requestId,
      JSON.stringify(state),
    );
    // A new generation has no stored events: its ids start at 1.
    const log = new EventLog(this.sql, requestId, 0);
    this.logs.set(requestId, log);
    log.append('meta', meta);
    // The sources before any text, kept in the log for resumes (decision 163).
    if (input.citations?.length) log.append('citations', { sources: input.citations });
    const events = read ? log.stream(0, false, input.userId) : undefined;
    const abort = new AbortController();
    const runner = input.prompt.tools?.length
      ? new GenerationToolRunner({
          env: this.env,
          requestId,
          userId: input.userId,
          entityId: input.entityId,
          chatId: meta.chatId,
          messageId: meta.messageId,
          model,
          inputTokens,
          outputTokens: outputCap(model, input.prompt.reasoningEffort),
          tools: input.prompt.tools,
          log,
          approvals: this.approvals,
          browserRuns: this.browserRuns,
          readKnowledge: Boolean(input.citations?.length),
        })
      : undefined;
    const done = runAnswer({
      db,
      messageId: meta.messageId,
      model,
      source: textSourceFor(this.env, model, input.prompt, input.locale, runner),
      signal: abort.signal,
      promptChars: promptChars(input.prompt),
      idleTimeoutMs: providerIdleTimeoutMs(this.env),
      isWaiting: runner?.isWaiting,
      onDelta: (text) => log.append('delta', { text }),
      onReasoning: (text, ms) => log.append('reasoning', { text, ms }),
    })
      .then((outcome) =>
        this.finish(state, runner ? { ...outcome, toolCalls: runner.calls } : outcome, log, db),
      )
      .catch((error: unknown) => console.error('generation did not finish', error));
    this.running.set(requestId, { abort, done });
    this.ctx.waitUntil(done);
    // The watch alarm comes within WATCH_EVERY_MS while anything runs.
    const watch = Date.now() + WATCH_EVERY_MS;
    const alarm = await this.ctx.storage.getAlarm();
    if (alarm === null || alarm > watch) await this.ctx.storage.setAlarm(watch);
    return { kind: 'started', meta, ...(events ? { events } : {}) };
  }

  /**
   * Why the hold was not placed: an answer already has this requestId (a repeated send, or
   * another author's start of it saved first), another start of it holds the requestId (a
   * stranger: 404), or the team lacks funds (402).
   */
  private async refusedHold(
    input: StartInput,
    placement: Exclude<HoldPlacement, 'placed'>,
  ): Promise<StartResult> {
    // requestIds are the author's own (decision 223): looked up in the author's home only.
    const author = await answerAuthor(await chatsOf(this.env, input.userId), input.requestId);
    if (author) return { kind: 'existing', userId: author };
    if (placement === 'uncovered')
      return { kind: 'refused', status: 402, code: 'insufficient_funds' };
    return { kind: 'refused', status: 404, code: 'not_found' };
  }

  /** Releases the hold of a start whose records were not written; a lost one expires (HOLD_TTL). */
  private async release(requestId: string, entityId: string): Promise<void> {
    await releaseHold(this.env.DB, requestId, entityId).catch((error: unknown) =>
      console.error('releasing the hold of a refused start failed', requestId, error),
    );
  }

  /** Saves the outcome, then tells the readers: `error` or `usage`, then `[DONE]`. */
  private async finish(state: GenerationState, outcome: Outcome, log: EventLog, db?: ChatDb) {
    const { errorCode } = outcome;
    const { requestId } = state.meta;
    // The records first, then the money (decision 216): the charge is settled even when the
    // records could not be saved, since the provider's work is done; the save is retried.
    await this.save(state, outcome, db);
    const pending = answerCharge(state, outcome);
    if (pending) await this.charge(requestId, pending);
    this.sql.exec(
      'UPDATE generations SET state = ?, expires_at = ? WHERE request_id = ?',
      JSON.stringify({ ...state, status: outcome.status }),
      Date.now() + KEEP_EVENTS_MS,
      requestId,
    );
    if (errorCode) {
      log.append('error', { code: errorCode, message: messageFor(errorCode, state.locale) });
    } else if (outcome.usage) {
      const { input, output, reasoning } = outcome.usage;
      log.append('usage', {
        input,
        output,
        ...(reasoning ? { reasoning } : {}),
        cost: outcome.cost,
        messageId: state.meta.messageId,
      });
    }
    log.append(undefined, '[DONE]');
    log.close();
    this.logs.delete(requestId);
    this.running.delete(requestId);
  }
}

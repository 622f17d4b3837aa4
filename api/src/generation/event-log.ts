import { encodeFrame, type StreamEvent } from './sse';

type Reader = (frame: string | null) => void;
/** Which readers `end` closes: one person's, or everyone's but these people's. */
export type ReaderMatch = { only: string } | { allBut: string[] };
type Row = { id: number; frame: string };

const encoder = new TextEncoder();
/** For writes and closes whose failure only means the reader has gone. */
const ignore = () => undefined;
const KEEP_ALIVE_MS = 15_000;
/** New events reach storage together, this long after the first unsaved one (decision 110). */
export const FLUSH_EVERY_MS = 1000;
/** …or as soon as this many wait, so a crash loses at most this many from the log. */
export const MAX_UNSAVED = 48;

/**
 * The table every generation of one object keeps its events in (decision 118): one row per
 * batch written together, its events as a JSON array of `[id, frame]`, so storage costs a row per
 * batch rather than per delta.
 */
export const EVENTS_TABLE = `CREATE TABLE IF NOT EXISTS generation_events (
  request_id TEXT NOT NULL, first_id INTEGER NOT NULL, last_id INTEGER NOT NULL,
  events TEXT NOT NULL, PRIMARY KEY (request_id, first_id))`;

/**
 * A generation's events, kept in the Durable Object's SQLite storage under its requestId so any
 * reader can replay them exactly by id, plus the live readers that receive each new event as it
 * is appended. Readers get an event at once; storage gets new events in batches
 * (docs/decisions/110-batched-event-log.md), and a replay reads the stored ones, then the batch
 * not yet written. The table is created by the object (EVENTS_TABLE).
 */
export class EventLog {
  /** The live readers, each with the person reading (undefined: the run's own caller). */
  private readonly readers = new Map<Reader, string | undefined>();
  /** The newest event's id: read once, then counted here (this object is the only writer). */
  private last: number;
  /** Events appended but not yet in storage, in id order. */
  private unsaved: Row[] = [];
  private flushTimer: ReturnType<typeof setTimeout> | undefined;
  /** Set once `[DONE]` went out: a reader subscribing later gets the replay and the end. */
  private closed = false;

  /** `lastId`: the newest stored event's id when known (0 for a new generation), else read. */
  constructor(
    private readonly sql: SqlStorage,
    private readonly requestId: string,
    lastId?: number,
  ) {
    this.last =
      lastId ??
      sql
        .exec<{ id: number | null }>(
          'SELECT MAX(last_id) AS id FROM generation_events WHERE request_id = ?',
          requestId,
        )
        .one().id ??
      0;
  }

  /** Appends one event and hands it to every attached reader. */
  append(event: StreamEvent['event'], data: unknown): void {
    const id = this.last + 1;
    const frame = encodeFrame({
      id,
      event,
      data: typeof data === 'string' ? data : JSON.stringify(data),
    });
    this.last = id;
    this.unsaved.push({ id, frame });
    if (this.unsaved.length >= MAX_UNSAVED) this.flush();
    else this.flushTimer ??= setTimeout(() => this.flush(), FLUSH_EVERY_MS);
    for (const reader of this.readers.keys()) reader(frame);
  }

  /** Writes the unsaved events to storage, as one row. */
  flush(): void {
    clearTimeout(this.flushTimer);
    this.flushTimer = undefined;
    const rows = this.unsaved;
    const [first, last] = [rows[0], rows.at(-1)];
    if (!first || !last) return;
    this.unsaved = [];
    this.sql.exec(
      'INSERT INTO generation_events (request_id, first_id, last_id, events) VALUES (?, ?, ?, ?)',
      this.requestId,
      first.id,
      last.id,
      JSON.stringify(rows.map((row) => [row.id, row.frame])),
    );
  }

  /**
   * After the object lost a run (evicted mid-answer), readers may have seen up to MAX_UNSAVED
   * events that never reached storage: the next id skips past them, so a reader resuming after
   * the last one it saw still receives the ending.
   */
  skipUnsaved(): void {
    this.last += MAX_UNSAVED;
  }

  /** Saves what is left and ends every live reader's stream (after `[DONE]`). */
  close(): void {
    this.flush();
    this.closed = true;
    for (const reader of this.readers.keys()) reader(null);
    this.readers.clear();
  }

  /**
   * Ends the live streams of the readers `match` names, without `[DONE]`: they lost the right to
   * read this chat (removed from the team, unshared, the chat deleted), so nothing written from
   * now on reaches them.
   */
  end(match: ReaderMatch): void {
    for (const [reader, readerId] of this.readers) {
      const ends =
        'only' in match ? readerId === match.only : !match.allBut.includes(readerId ?? '');
      if (!ends) continue;
      this.readers.delete(reader);
      reader(null);
    }
  }

  lastId(): number {
    return this.last;
  }

  /** Every event after `afterId`: the stored ones, then the batch not yet written. */
  private rowsAfter(afterId: number): Row[] {
    const stored = this.sql
      .exec<{ events: string }>(
        `SELECT events FROM generation_events WHERE request_id = ? AND last_id > ?
         ORDER BY first_id`,
        this.requestId,
        afterId,
      )
      .toArray()
      .flatMap((batch) => JSON.parse(batch.events) as [number, string][])
      .map(([id, frame]) => ({ id, frame }));
    return [...stored, ...this.unsaved].filter((row) => row.id > afterId);
  }

  /** The text of every delta so far (what the answer says). */
  text(): string {
    let text = '';
    for (const row of this.rowsAfter(0)) {
      const match = /^event: delta\ndata: (.*)$/m.exec(row.frame);
      if (match?.[1]) text += (JSON.parse(match[1]) as { text: string }).text;
    }
    return text;
  }

  /** The thinking of every reasoning event so far, and the last one's `ms`; undefined without any. */
  reasoning(): { text: string; ms: number } | undefined {
    let found: { text: string; ms: number } | undefined;
    for (const row of this.rowsAfter(0)) {
      const match = /^event: reasoning\ndata: (.*)$/m.exec(row.frame);
      if (!match?.[1]) continue;
      const part = JSON.parse(match[1]) as { text: string; ms: number };
      found = { text: (found?.text ?? '') + part.text, ms: part.ms };
    }
    return found;
  }

  /**
   * An SSE byte stream: the events after `afterId`, then live ones until the end. Replay and
   * subscription happen in one synchronous step, so no event falls between them. The stream is a
   * native pipe (`IdentityTransformStream`): each event is one write into it, and the runtime
   * carries the bytes on to the reader without calling back into JavaScript
   * (docs/decisions/120-event-streams-through-a-native-pipe.md). `readerId` is who reads, for `end`.
   */
  stream(afterId: number, ended: boolean, readerId?: string): ReadableStream<Uint8Array> {
    const { readable, writable } = new IdentityTransformStream();
    const writer = writable.getWriter();
    const replay = this.rowsAfter(afterId);
    if (replay.length)
      writer.write(encoder.encode(replay.map((r) => r.frame).join(''))).catch(ignore);
    if (ended || this.closed) {
      writer.close().catch(ignore);
      return readable;
    }
    let keepAlive: ReturnType<typeof setInterval> | undefined;
    const drop = () => {
      clearInterval(keepAlive);
      this.readers.delete(reader);
    };
    const reader: Reader = (frame) => {
      if (frame === null) {
        clearInterval(keepAlive);
        writer.close().catch(ignore);
      } else writer.write(encoder.encode(frame)).catch(drop);
    };
    // An SSE comment now and then keeps proxies from closing a quiet stream (a model thinking).
    keepAlive = setInterval(() => reader(': keep-alive\n\n'), KEEP_ALIVE_MS);
    this.readers.set(reader, readerId);
    return readable;
  }
}

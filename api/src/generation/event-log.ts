import { encodeFrame, type StreamEvent } from './sse';

type Reader = (frame: string | null) => void;

const encoder = new TextEncoder();
const KEEP_ALIVE_MS = 15_000;

/**
 * A generation's events, kept in the Durable Object's SQLite storage so any reader can replay
 * them exactly by id, plus the live readers that receive each new event as it is appended.
 */
export class EventLog {
  private readonly readers = new Set<Reader>();
  /** The newest event's id: read once, then counted here (this object is the only writer). */
  private last: number;

  constructor(private readonly sql: SqlStorage) {
    sql.exec('CREATE TABLE IF NOT EXISTS events (id INTEGER PRIMARY KEY, frame TEXT NOT NULL)');
    const row = sql.exec<{ id: number | null }>('SELECT MAX(id) AS id FROM events').one();
    this.last = row.id ?? 0;
  }

  /** Appends one event and hands it to every attached reader. */
  append(event: StreamEvent['event'], data: unknown): void {
    const id = this.last + 1;
    const frame = encodeFrame({
      id,
      event,
      data: typeof data === 'string' ? data : JSON.stringify(data),
    });
    this.sql.exec('INSERT INTO events (id, frame) VALUES (?, ?)', id, frame);
    this.last = id;
    for (const reader of this.readers) reader(frame);
  }

  /** Ends every live reader's stream (after `[DONE]`). */
  close(): void {
    for (const reader of this.readers) reader(null);
    this.readers.clear();
  }

  lastId(): number {
    return this.last;
  }

  /** The text of every delta so far (what the answer says). */
  text(): string {
    let text = '';
    for (const row of this.sql.exec<{ frame: string }>('SELECT frame FROM events ORDER BY id')) {
      const match = /^event: delta\ndata: (.*)$/m.exec(row.frame);
      if (match?.[1]) text += (JSON.parse(match[1]) as { text: string }).text;
    }
    return text;
  }

  /**
   * An SSE byte stream: the events after `afterId`, then live ones until the end. Replay and
   * subscription happen in one synchronous step, so no event falls between them.
   */
  stream(afterId: number, ended: boolean): ReadableStream<Uint8Array> {
    let reader: Reader | undefined;
    let keepAlive: ReturnType<typeof setInterval> | undefined;
    return new ReadableStream<Uint8Array>({
      start: (controller) => {
        const rows = this.sql.exec<{ frame: string }>(
          'SELECT frame FROM events WHERE id > ? ORDER BY id',
          afterId,
        );
        for (const row of rows) controller.enqueue(encoder.encode(row.frame));
        if (ended) {
          controller.close();
          return;
        }
        reader = (frame) => {
          try {
            if (frame === null) {
              clearInterval(keepAlive);
              controller.close();
            } else controller.enqueue(encoder.encode(frame));
          } catch {
            // The reader went away; it is dropped on cancel.
          }
        };
        // An SSE comment now and then keeps proxies from closing a quiet stream (a model thinking).
        keepAlive = setInterval(() => reader?.(': keep-alive\n\n'), KEEP_ALIVE_MS);
        this.readers.add(reader);
      },
      cancel: () => {
        clearInterval(keepAlive);
        if (reader) this.readers.delete(reader);
      },
    });
  }
}

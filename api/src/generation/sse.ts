/** An event of the stream protocol of ARCHITECTURE.md; `event` is absent for `data: [DONE]`. */
export interface StreamEvent {
  id: number;
  event?:
    | 'meta'
    | 'citations'
    | 'reasoning'
    | 'delta'
    | 'usage'
    | 'error'
    | 'tool-call'
    | 'tool-approval'
    | 'tool-progress'
    | 'tool-result';
  data: string;
}

/** One SSE frame with its `id:` (so a client can resume with Last-Event-ID). */
export function encodeFrame(event: StreamEvent): string {
  const name = event.event ? `event: ${event.event}\n` : '';
  return `id: ${event.id}\n${name}data: ${event.data}\n\n`;
}

/** Splits SSE text into events; a partial last frame is returned as `rest`. */
export function parseFrames(text: string): { events: StreamEvent[]; rest: string } {
  const blocks = text.split('\n\n');
  const rest = blocks.pop() ?? '';
  const events = blocks.flatMap((block) => {
    let id = 0;
    let event: StreamEvent['event'];
    const data: string[] = [];
    for (const line of block.split('\n')) {
      const colon = line.indexOf(':');
      const field = colon === -1 ? line : line.slice(0, colon);
      const value = colon === -1 ? '' : line.slice(colon + 1).replace(/^ /, '');
      if (field === 'id') id = Number(value);
      else if (field === 'event') event = value as StreamEvent['event'];
      else if (field === 'data') data.push(value);
    }
    return data.length ? [{ id, event, data: data.join('\n') }] : [];
  });
  return { events, rest };
}

export const SSE_HEADERS = {
  'Content-Type': 'text/event-stream; charset=utf-8',
  'Cache-Control': 'no-cache, no-transform',
  'X-Accel-Buffering': 'no',
} as const;

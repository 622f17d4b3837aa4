/** One server-sent event as the stream protocol of ARCHITECTURE.md defines it. */
export type SseEvent = { id?: string; event: string; data: string };

/**
 * Incremental parser for `text/event-stream`: feed it decoded text in any chunking, get whole
 * events back. Handles CRLF/CR/LF, comments, multi-line data and `id:` fields
 * (https://html.spec.whatwg.org/multipage/server-sent-events.html#event-stream-interpretation).
 *
 * @example const parse = createSseParser(); parse('data: a\n\n') // [{ event: 'message', data: 'a' }]
 */
export function createSseParser() {
  let buffer = '';
  let data: string[] = [];
  let event = '';
  let id: string | undefined;

  function line(text: string, out: SseEvent[]) {
    if (text === '') {
      if (data.length > 0) out.push({ id, event: event || 'message', data: data.join('\n') });
      data = [];
      event = '';
      id = undefined;
      return;
    }
    if (text.startsWith(':')) return;
    const colon = text.indexOf(':');
    const field = colon === -1 ? text : text.slice(0, colon);
    let value = colon === -1 ? '' : text.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'data') data.push(value);
    else if (field === 'event') event = value;
    else if (field === 'id' && !value.includes('\0')) id = value;
  }

  return function parse(chunk: string, flush = false): SseEvent[] {
    buffer += chunk;
    const out: SseEvent[] = [];
    for (;;) {
      const match = /\r\n|\r|\n/.exec(buffer);
      // A lone CR at the end may be the first half of CRLF: wait for the next chunk.
      if (!match || (match[0] === '\r' && match.index === buffer.length - 1 && !flush)) break;
      line(buffer.slice(0, match.index), out);
      buffer = buffer.slice(match.index + match[0].length);
    }
    if (flush) {
      if (buffer) line(buffer, out);
      buffer = '';
      line('', out);
    }
    return out;
  };
}

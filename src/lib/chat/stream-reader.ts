import { citationsOf } from './citations';
import { mcpAppOf, outputFilesOf } from './output-files';
import { createSseParser, type SseEvent } from './sse-parser';
import type { Citation, McpAppView, OutputFileView, ToolProgress } from './types';

export type StreamMeta = {
  chatId: string;
  messageId?: string;
  requestId?: string;
  /** The question this send saved (absent on regeneration). */
  userMessageId?: string;
  /** Documents of earlier turns the model's window had no room for (docs/decisions/134-…). */
  leftOut?: string[];
  /** The summary that stood in for the earlier messages, up to `throughMessageId` (decision 169). */
  summary?: { id: string; throughMessageId: string };
};
export type StreamUsage = {
  input: number;
  output: number;
  cost: number;
  messageId?: string;
  /** The thinking's share of `output` (decision 154). */
  reasoning?: number;
};

/** An error the reader reports: the server's message, its code when it gave one, the status. */
export class StreamError extends Error {
  constructor(
    message: string,
    readonly code?: string,
    readonly status?: number,
    /** The refusal's other fields, e.g. `limitKopecks`, `spentKopecks`, `resetsAt` of a limit. */
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'StreamError';
  }
}

/** A tool event of an answer (docs/decisions/144-mcp-tools.md). */
export type StreamToolEvent =
  | { kind: 'call' | 'approval'; id: string; server: string; tool: string; input: unknown }
  | ({ kind: 'progress'; id: string } & ToolProgress)
  | {
      kind: 'result';
      id: string;
      output: string;
      isError: boolean;
      durationMs?: number;
      memoryId?: string;
      files?: OutputFileView[];
      app?: McpAppView;
    };

export type StreamHandlers = {
  onMeta?: (meta: StreamMeta) => void;
  /** `tool-call`, `tool-approval`, `tool-progress` and `tool-result` events, in order. */
  onTool?: (event: StreamToolEvent) => void;
  onDelta: (text: string) => void;
  /** A piece of a reasoning model's thinking; `ms` after the answer began (decision 154). */
  onReasoning?: (text: string, ms: number) => void;
  onUsage?: (usage: StreamUsage) => void;
  /** The knowledge-base sources the answer cites, before its text (decision 164). */
  onCitations?: (sources: Citation[]) => void;
  /** Every event id seen, so a caller can resume with `Last-Event-ID`. */
  onEventId?: (id: string) => void;
  onError: (error: StreamError) => void;
  onFinish?: () => void;
};

/** How a stream ended: finished (done marker, end of stream or usage), aborted, or failed. */
export type StreamOutcome = 'finished' | 'aborted' | 'error';

function isAbort(error: unknown): boolean {
  return error instanceof Error && error.name === 'AbortError';
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function record(value: unknown): Record<string, unknown> | undefined {
  return typeof value === 'object' && value !== null
    ? (value as Record<string, unknown>)
    : undefined;
}

async function httpError(response: Response): Promise<StreamError> {
  const body = record(parseJson(await response.text().catch(() => '')));
  const message = typeof body?.message === 'string' && body.message ? body.message : undefined;
  const code = typeof body?.code === 'string' ? body.code : undefined;
  const { code: _code, message: _message, ...details } = body ?? {};
  return new StreamError(
    message ?? `HTTP error! status: ${response.status}`,
    code,
    response.status,
    Object.keys(details).length ? details : undefined,
  );
}

function toUsage(data: string): StreamUsage | undefined {
  const body = record(parseJson(data));
  if (!body) return undefined;
  const { input, output, cost, messageId, reasoning } = body;
  if (typeof input !== 'number' || typeof output !== 'number' || typeof cost !== 'number') {
    return undefined;
  }
  return {
    input,
    output,
    cost,
    ...(typeof messageId === 'string' ? { messageId } : {}),
    ...(typeof reasoning === 'number' ? { reasoning } : {}),
  };
}

function toToolEvent(
  name: string,
  body: Record<string, unknown> | undefined,
): StreamToolEvent | undefined {
  if (!body || typeof body.id !== 'string') return undefined;
  if (name === 'tool-result') {
    const output = typeof body.output === 'string' ? body.output : '';
    const files = outputFilesOf(body.files);
    const app = mcpAppOf(body.app);
    return {
      kind: 'result',
      id: body.id,
      output,
      isError: body.isError === true,
      ...(typeof body.durationMs === 'number' ? { durationMs: body.durationMs } : {}),
      ...(typeof body.memoryId === 'string' ? { memoryId: body.memoryId } : {}),
      ...(files.length ? { files } : {}),
      ...(app ? { app } : {}),
    };
  }
  if (name === 'tool-progress') {
    if (typeof body.progress !== 'number') return undefined;
    return {
      kind: 'progress',
      id: body.id,
      progress: body.progress,
      ...(typeof body.total === 'number' ? { total: body.total } : {}),
      ...(typeof body.message === 'string' ? { message: body.message } : {}),
    };
  }
  if (name !== 'tool-call' && name !== 'tool-approval') return undefined;
  return {
    kind: name === 'tool-call' ? 'call' : 'approval',
    id: body.id,
    server: typeof body.server === 'string' ? body.server : '',
    tool: typeof body.tool === 'string' ? body.tool : '',
    input: body.input,
  };
}

/** Applies one event; returns 'finished' or 'error' when the answer ends with it. */
function apply(event: SseEvent, handlers: StreamHandlers): StreamOutcome | undefined {
  if (event.id !== undefined) handlers.onEventId?.(event.id);
  if (event.data === '[DONE]') return 'finished';
  if (event.event === 'delta') {
    const text = record(parseJson(event.data))?.text;
    if (typeof text === 'string' && text) handlers.onDelta(text);
    return undefined;
  }
  if (event.event === 'reasoning') {
    const body = record(parseJson(event.data));
    if (typeof body?.text === 'string' && body.text) {
      handlers.onReasoning?.(body.text, typeof body.ms === 'number' ? body.ms : 0);
    }
    return undefined;
  }
  if (event.event === 'citations') {
    const sources = citationsOf(record(parseJson(event.data)));
    if (sources.length) handlers.onCitations?.(sources);
    return undefined;
  }
  if (event.event === 'meta') {
    const meta = record(parseJson(event.data));
    if (meta && (typeof meta.chatId === 'string' || typeof meta.chatId === 'number')) {
      handlers.onMeta?.({
        chatId: String(meta.chatId),
        messageId: meta.messageId === undefined ? undefined : String(meta.messageId),
        requestId: typeof meta.requestId === 'string' ? meta.requestId : undefined,
        userMessageId: typeof meta.userMessageId === 'string' ? meta.userMessageId : undefined,
        leftOut: Array.isArray(meta.leftOut) ? meta.leftOut.map(String) : undefined,
        summary: summaryMarkOf(record(meta.summary)),
      });
    }
    return undefined;
  }
  if (event.event?.startsWith('tool-')) {
    const tool = toToolEvent(event.event, record(parseJson(event.data)));
    if (tool) handlers.onTool?.(tool);
    return undefined;
  }
  if (event.event === 'usage') {
    // SPEC §8: a usage object that fails to parse completes the reply without it.
    const usage = toUsage(event.data);
    if (usage) handlers.onUsage?.(usage);
    return 'finished';
  }
  if (event.event === 'error') {
    const body = record(parseJson(event.data));
    const message = typeof body?.message === 'string' ? body.message : 'Stream error';
    handlers.onError(
      new StreamError(message, typeof body?.code === 'string' ? body.code : undefined),
    );
    return 'error';
  }
  return undefined;
}

/**
 * Reads an answer stream (SPEC §4/§8, ARCHITECTURE "The stream protocol"): deltas are appended;
 * it finishes on `[DONE]`, at the end of the stream or when usage arrives; an abort is silent;
 * a response without a body is 'No response body'; a failed status is the server's message or
 * 'HTTP error! status: {code}'.
 *
 * @example await readAnswerStream(fetch('/api/v1/openai/gpt/gpt', init), { onDelta, onError })
 */
export async function readAnswerStream(
  request: Promise<Response> | Response,
  handlers: StreamHandlers,
): Promise<StreamOutcome> {
  let reader: ReadableStreamDefaultReader<Uint8Array> | undefined;
  try {
    const response = await request;
    if (!response.ok) {
      handlers.onError(await httpError(response));
      return 'error';
    }
    if (!response.body) {
      handlers.onError(new StreamError('No response body'));
      return 'error';
    }
    reader = response.body.getReader();
    const decoder = new TextDecoder();
    const parse = createSseParser();
    for (;;) {
      const { done, value } = await reader.read();
      const events = done
        ? parse(decoder.decode(), true)
        : parse(decoder.decode(value, { stream: true }));
      for (const event of events) {
        const outcome = apply(event, handlers);
        if (outcome === 'error') return 'error';
        if (outcome === 'finished') {
          handlers.onFinish?.();
          return 'finished';
        }
      }
      if (done) {
        handlers.onFinish?.();
        return 'finished';
      }
    }
  } catch (error) {
    if (isAbort(error)) return 'aborted';
    handlers.onError(
      error instanceof StreamError
        ? error
        : new StreamError(error instanceof Error ? error.message : String(error), 'network'),
    );
    return 'error';
  } finally {
    reader?.cancel().catch(() => {});
  }
}

/** The meta event's summary mark, when it has a whole one. */
function summaryMarkOf(raw: Record<string, unknown> | undefined) {
  return typeof raw?.id === 'string' && typeof raw.throughMessageId === 'string'
    ? { id: raw.id, throughMessageId: raw.throughMessageId }
    : undefined;
}

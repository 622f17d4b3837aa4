import { buildResumeRequest } from './send-request';
import {
  readAnswerStream,
  type StreamError,
  type StreamMeta,
  type StreamToolEvent,
  type StreamUsage,
} from './stream-reader';
import type { Citation, MessageStatus, ToolCallView } from './types';

export type AnswerUpdate = {
  text: string;
  status: MessageStatus;
  usage?: StreamUsage;
  /** A `StreamError`, or a network error of the engine's own loading (`answer-runner.ts`). */
  error?: Pick<StreamError, 'message' | 'code' | 'status' | 'details'>;
  /** The answer's tool calls so far; absent while it made none. */
  toolCalls?: ToolCallView[];
  /** A reasoning model's thinking so far, and when its last piece came; absent without any. */
  reasoning?: { text: string; ms: number };
  /** The knowledge-base sources the answer cites; absent without any (decision 164). */
  citations?: Citation[];
};

/** The tool calls after one more tool event; a replayed event replaces what it already said. */
export function withToolEvent(calls: ToolCallView[], event: StreamToolEvent): ToolCallView[] {
  if (event.kind === 'progress') {
    const { kind: _, id, ...progress } = event;
    return calls.map((call) => (call.id === id ? { ...call, progress } : call));
  }
  if (event.kind === 'result') {
    return calls.map((call) =>
      call.id === event.id
        ? {
            ...call,
            output: event.output,
            isError: event.isError,
            awaitingApproval: false,
            ...(event.durationMs !== undefined ? { durationMs: event.durationMs } : {}),
            ...(event.memoryId ? { memoryId: event.memoryId } : {}),
            ...(event.files ? { files: event.files } : {}),
            ...(event.app ? { app: event.app } : {}),
          }
        : call,
    );
  }
  const known = calls.find((call) => call.id === event.id);
  const next: ToolCallView = {
    ...known,
    id: event.id,
    server: event.server,
    tool: event.tool,
    input: event.input,
    awaitingApproval: event.kind === 'approval' && known?.output === undefined,
  };
  return known ? calls.map((call) => (call.id === event.id ? next : call)) : [...calls, next];
}

export type AnswerOptions = {
  /** The request that starts the answer; omitted to attach to a running one (after a reload). */
  start?: { url: string; init: RequestInit };
  requestId: string;
  /** Text already shown (saved by the api) while attaching again from the first event. */
  shownText?: string;
  onUpdate: (update: AnswerUpdate) => void;
  onMeta?: (meta: StreamMeta) => void;
  fetchImpl?: typeof fetch;
  maxResumes?: number;
};

/**
 * Least milliseconds between two visible updates of a streaming answer: every update re-renders,
 * lays out and paints the growing answer, so the page pays per update, not per delta
 * (docs/decisions/115-streaming-render.md).
 */
export const updateInterval = 50;

/**
 * Drives one answer: streams it, shows its text at most once per `updateInterval`, and on a
 * dropped connection attaches again with `Last-Event-ID`, so no text is lost or doubled.
 * Attaching after a reload replays from the first event: the saved text stays on screen until
 * the replay has caught up with it.
 */
export function runAnswer(options: AnswerOptions) {
  const fetchImpl = options.fetchImpl ?? ((input, init) => fetch(input, init));
  const controller = new AbortController();
  let text = '';
  let lastEventId: string | undefined;
  let status: MessageStatus = 'streaming';
  let usage: StreamUsage | undefined;
  let error: StreamError | undefined;
  let toolCalls: ToolCallView[] = [];
  let reasoning: AnswerUpdate['reasoning'];
  let citations: Citation[] | undefined;
  let scheduled = false;
  let shownAt = Number.NEGATIVE_INFINITY;

  const visibleText = () =>
    status === 'streaming' && options.shownText && text.length < options.shownText.length
      ? options.shownText
      : text;
  const emit = () =>
    options.onUpdate({
      text: visibleText(),
      status,
      usage,
      error,
      ...(toolCalls.length ? { toolCalls } : {}),
      ...(reasoning ? { reasoning } : {}),
      ...(citations ? { citations } : {}),
    });
  const show = () => {
    scheduled = false;
    if (status !== 'streaming') return;
    shownAt = performance.now();
    emit();
  };
  // The first delta shows at once; later ones gather until `updateInterval` has passed. A timer,
  // not an animation frame: React renders the update in a task of its own, and the frame after
  // that task paints it (a frame callback would cost one more frame that paints nothing).
  const schedule = () => {
    if (scheduled) return;
    scheduled = true;
    setTimeout(show, Math.max(0, shownAt + updateInterval - performance.now()));
  };

  const handlers = {
    onMeta: (meta: StreamMeta) => options.onMeta?.(meta),
    onDelta: (delta: string) => {
      text += delta;
      schedule();
    },
    onReasoning: (piece: string, ms: number) => {
      reasoning = { text: (reasoning?.text ?? '') + piece, ms };
      schedule();
    },
    onCitations: (sources: Citation[]) => {
      citations = sources;
      if (status === 'streaming') emit();
    },
    onTool: (event: StreamToolEvent) => {
      toolCalls = withToolEvent(toolCalls, event);
      // A card (an approval above all) shows at once, not with the next text.
      if (status === 'streaming') emit();
    },
    onEventId: (id: string) => {
      lastEventId = id;
    },
    onUsage: (value: StreamUsage) => {
      usage = value;
    },
    onError: (value: StreamError) => {
      error = value;
    },
  };

  const attach = (request: { url: string; init: RequestInit }) =>
    readAnswerStream(
      fetchImpl(request.url, { ...request.init, signal: controller.signal }),
      handlers,
    );

  const done = (async () => {
    let outcome = await attach(options.start ?? buildResumeRequest(options.requestId));
    for (let tries = 0; tries < (options.maxResumes ?? 3); tries += 1) {
      if (outcome !== 'error' || error?.code !== 'network') break;
      await new Promise((resolve) => setTimeout(resolve, 500 * (tries + 1)));
      if (controller.signal.aborted) return;
      error = undefined;
      outcome = await attach(buildResumeRequest(options.requestId, lastEventId));
    }
    if (outcome === 'aborted') return;
    status = outcome === 'finished' ? 'complete' : 'error';
    emit();
  })();

  return {
    done,
    /** Stops listening (the page moves on); the generation itself goes on in the api. */
    detach() {
      controller.abort();
    },
    /** Ends the answer here, keeping its text; the caller tells the api to stop. */
    stop() {
      if (status !== 'streaming') return;
      controller.abort();
      status = 'stopped';
      emit();
    },
  };
}

import type { AnswerOptions } from './answer-stream';

export type { AnswerUpdate } from './answer-stream';

/** What `followAnswer` returns: the same handle as the engine's `runAnswer`. */
export type AnswerHandle = {
  done: Promise<void>;
  detach(): void;
  stop(): void;
};

let engine: Promise<typeof import('./answer-stream')> | undefined;

/**
 * The streaming engine (reader, resume, pacing) comes with the first answer a page asks for or
 * follows, not with the page: a chat opened to read needs none of it
 * (docs/decisions/180-answer-engine-on-first-use.md). A failed load is tried again next time.
 */
function loadEngine() {
  engine ??= import('./answer-stream').catch((error: unknown) => {
    engine = undefined;
    throw error;
  });
  return engine;
}

/** Starts loading the engine before it is needed: as the person starts a question. */
export function preloadAnswerEngine(): void {
  loadEngine().catch(() => {});
}

/**
 * `runAnswer` of the engine, loaded first. Stopped or left before the engine is there, nothing is
 * sent; an engine that cannot load ends the answer as a network error, so the question can be
 * sent again (and a refused first question goes back into the composer).
 */
export function followAnswer(options: AnswerOptions): AnswerHandle {
  let handle: AnswerHandle | undefined;
  let ended = false;
  const done = loadEngine().then(
    ({ runAnswer }) => {
      if (ended) return;
      handle = runAnswer(options);
      return handle.done;
    },
    (error: unknown) => {
      if (ended) return;
      options.onUpdate({
        text: options.shownText ?? '',
        status: 'error',
        error: { code: 'network', message: error instanceof Error ? error.message : String(error) },
      });
    },
  );
  return {
    done,
    detach() {
      if (handle) handle.detach();
      else ended = true;
    },
    stop() {
      if (handle) return handle.stop();
      if (ended) return;
      ended = true;
      options.onUpdate({ text: options.shownText ?? '', status: 'stopped' });
    },
  };
}

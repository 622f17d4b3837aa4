import type { SourcePart, TextSource } from '../providers/text-source';

/** A source whose provider call is already under way; `cancel()` ends it unread. */
export interface EarlySource {
  source: TextSource;
  cancel: () => void;
}

/**
 * Starts `source` now (the provider call begins with the first `next()`), so its first byte can
 * be on the way while the answer's records are written (decision 111). The returned source hands
 * out that same run once; the signal it is given later aborts the run too.
 */
export function startEarly(source: TextSource): EarlySource {
  const inner = new AbortController();
  const iterator = source(inner.signal)[Symbol.asyncIterator]();
  const first = iterator.next();
  // Read or not, a failed first step must not surface as an unhandled rejection.
  first.catch(() => undefined);
  return {
    cancel: () => {
      inner.abort();
      void iterator.return?.(undefined).catch(() => undefined);
    },
    source: (signal) => {
      if (signal.aborted) inner.abort(signal.reason);
      else signal.addEventListener('abort', () => inner.abort(signal.reason), { once: true });
      let started = false;
      const run: AsyncIterator<SourcePart> = {
        next: () => {
          if (started) return iterator.next();
          started = true;
          return first;
        },
        return: async (value?: unknown) =>
          (await iterator.return?.(value)) ?? { done: true, value: undefined },
      };
      return { [Symbol.asyncIterator]: () => run };
    },
  };
}

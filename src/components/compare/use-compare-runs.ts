'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import { runAnswer } from '../../lib/chat/answer-stream';
import { buildSendRequest, stopOnServer } from '../../lib/chat/send-request';
import type { MessageStatus, RunningVersion } from '../../lib/chat/types';

/** One model's answer to the compared question, as the grid shows it. */
export type CompareRun = {
  requestId: string;
  model: string;
  /** A merge of the other answers (docs/decisions/165-compare-models.md). */
  merged?: boolean;
  text: string;
  status: MessageStatus;
  costKopecks?: number;
  /** The api's id of the answer, from its `meta` event: what "keep" shows. */
  messageId?: string;
  error?: string;
  startedAt: number;
  endedAt?: number;
};

/**
 * The answers a comparison adds to one saved question: each a send with `answerTo`, streamed
 * and resumed like any answer (`runAnswer`), billed through its own hold by the api.
 */
export function useCompareRuns(chatId: string, questionId: string, question: string) {
  const [runs, setRuns] = useState<CompareRun[]>([]);
  const runsRef = useRef(runs);
  runsRef.current = runs;
  const handles = useRef(new Map<string, { detach: () => void; stop: () => void }>());
  useEffect(() => {
    const all = handles.current;
    return () => {
      for (const answer of all.values()) answer.detach();
    };
  }, []);

  /** Streams one answer into its cell: from `start`, or attached again by its request id. */
  const follow = useCallback((run: CompareRun, start?: { url: string; init: RequestInit }) => {
    const { requestId } = run;
    const patch = (change: Partial<CompareRun>) =>
      setRuns((list) => list.map((r) => (r.requestId === requestId ? { ...r, ...change } : r)));
    setRuns((list) => [...list, run]);
    const answer = runAnswer({
      ...(start ? { start } : {}),
      requestId,
      onMeta: (meta) => patch({ messageId: meta.messageId }),
      onUpdate: ({ text, status, usage, error }) =>
        patch({
          text,
          status,
          ...(usage ? { costKopecks: usage.cost } : {}),
          ...(error ? { error: error.message } : {}),
          ...(status === 'streaming' ? {} : { endedAt: performance.now() }),
        }),
    });
    handles.current.set(requestId, answer);
  }, []);

  /** Asks `model` to answer the question; `system` (a merge) goes before it. */
  const start = useCallback(
    (model: string, how: { merged?: boolean; system?: string } = {}) => {
      const requestId = crypto.randomUUID();
      const request = buildSendRequest({
        model,
        // The api answers the stored question from the stored branch; system messages stay.
        messages: [
          ...(how.system ? [{ role: 'system' as const, content: how.system }] : []),
          { role: 'user', content: question },
        ],
        requestId,
        chatId,
        answerTo: questionId,
      });
      const run: CompareRun = {
        requestId,
        model,
        ...(how.merged ? { merged: true } : {}),
        text: '',
        status: 'streaming',
        startedAt: performance.now(),
      };
      follow(run, request);
    },
    [chatId, questionId, question, follow],
  );

  /**
   * Attaches again to an answer still being written when the page was loaded: its events replay
   * from the first, so the text, then the cost, arrive as they would have. Its time counts from
   * when it was asked (the api's clock, placed on this page's timeline).
   */
  const resume = useCallback(
    (version: RunningVersion, startedAt: number) =>
      follow({
        requestId: version.requestId,
        model: version.model ?? '',
        messageId: version.id,
        text: '',
        status: 'streaming',
        startedAt,
      }),
    [follow],
  );

  /**
   * Stops every answer still writing: each keeps its text and the api settles each on its own
   * hold (nothing said costs nothing; docs/decisions/170-compare-restore-stop-and-thinking-export.md).
   */
  const stopAll = useCallback(() => {
    for (const run of runsRef.current) {
      if (run.status !== 'streaming') continue;
      handles.current.get(run.requestId)?.stop();
      const { requestId } = run;
      stopOnServer(requestId).then((cost) => {
        if (cost === undefined) return;
        setRuns((list) =>
          list.map((r) => (r.requestId === requestId ? { ...r, costKopecks: cost } : r)),
        );
      });
    }
  }, []);

  return { runs, start, resume, stopAll };
}

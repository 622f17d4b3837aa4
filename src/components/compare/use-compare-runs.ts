'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import { runAnswer } from '../../lib/chat/answer-stream';
import { buildSendRequest } from '../../lib/chat/send-request';
import type { MessageStatus } from '../../lib/chat/types';

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
  const detachAll = useRef(new Set<() => void>());
  useEffect(() => {
    const all = detachAll.current;
    return () => {
      for (const detach of all) detach();
    };
  }, []);

  /** Asks `model` to answer the question; `system` (a merge) goes before it. */
  const start = useCallback(
    (model: string, how: { merged?: boolean; system?: string } = {}) => {
      const requestId = crypto.randomUUID();
      const patch = (change: Partial<CompareRun>) =>
        setRuns((list) => list.map((r) => (r.requestId === requestId ? { ...r, ...change } : r)));
      setRuns((list) => [
        ...list,
        {
          requestId,
          model,
          ...(how.merged ? { merged: true } : {}),
          text: '',
          status: 'streaming',
          startedAt: performance.now(),
        },
      ]);
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
      const answer = runAnswer({
        start: request,
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
      detachAll.current.add(answer.detach);
    },
    [chatId, questionId, question],
  );

  return { runs, start };
}

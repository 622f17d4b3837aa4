'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocale } from '../../i18n/locale-context';
import { runAnswer } from '../../lib/chat/answer-stream';
import { buildSendRequest, stopOnServer } from '../../lib/chat/send-request';
import type { MessageStatus } from '../../lib/chat/types';
import { refusalText } from '../chat/error-text';

export type StudioRun = {
  requestId?: string;
  chatId?: string;
  result: string;
  status: 'idle' | MessageStatus;
  error?: string;
};

type Started = ReturnType<typeof runAnswer>;

/** The studio's own query parameters: a reload finds its run (and choices) in the address. */
export function studioQuery(values: Record<string, string | undefined>) {
  const url = new URL(window.location.href);
  for (const [name, value] of Object.entries(values)) {
    if (value) url.searchParams.set(name, value);
    else url.searchParams.delete(name);
  }
  window.history.replaceState(window.history.state, '', url);
}

/** The first question of a run's chat: the original text, for a page reloaded mid-run. */
async function originalOf(chatId: string): Promise<string | undefined> {
  const res = await fetch(`/api/v1/message/chat/${encodeURIComponent(chatId)}/?pageNumber=1`);
  if (!res.ok) return undefined;
  const body = (await res.json()) as { items?: { role?: string; content?: string }[] };
  return body.items?.find((item) => item.role === 'user')?.content;
}

/**
 * One text-studio run at a time, through the chat's send route (`studio=text`): streamed,
 * resumable after a reload from `?run=<requestId>`, stoppable. The generation, its billing and
 * its stream are the chat's (docs/decisions/075-text-studio.md).
 */
export function useStudioRun(onOriginal: (text: string) => void) {
  const locale = useLocale();
  const [run, setRun] = useState<StudioRun>({ result: '', status: 'idle' });
  const current = useRef<Started | undefined>(undefined);

  const follow = useCallback(
    (requestId: string, start?: { url: string; init: RequestInit }, fetchOriginal = false) => {
      current.current?.detach();
      setRun({ requestId, result: '', status: 'streaming' });
      const started = runAnswer({
        requestId,
        start,
        onMeta: (meta) => {
          setRun((previous) => ({ ...previous, chatId: meta.chatId }));
          if (fetchOriginal) {
            originalOf(meta.chatId).then((text) => text !== undefined && onOriginal(text));
          }
        },
        onUpdate: (update) =>
          setRun((previous) => ({
            ...previous,
            result: update.text,
            status: update.status,
            error:
              update.error &&
              (refusalText(
                { code: update.error.code, ...update.error.details },
                update.error.status,
                locale,
              ) ??
                update.error.message),
          })),
      });
      current.current = started;
    },
    [onOriginal, locale],
  );

  const start = useCallback(
    (input: { model: string; instruction: string; text: string; action: string }) => {
      const requestId = crypto.randomUUID();
      const request = buildSendRequest({
        model: input.model,
        requestId,
        messages: [
          { role: 'system', content: input.instruction },
          { role: 'user', content: input.text },
        ],
      });
      request.url += `&studio=text&studioAction=${encodeURIComponent(input.action)}`;
      studioQuery({ run: requestId });
      follow(requestId, request);
    },
    [follow],
  );

  const stop = useCallback(() => {
    const requestId = run.requestId;
    current.current?.stop();
    if (requestId) stopOnServer(requestId);
  }, [run.requestId]);

  // A reload: attach to the run named in the address and rebuild its text from the first event.
  useEffect(() => {
    const requestId = new URL(window.location.href).searchParams.get('run');
    if (requestId && /^[A-Za-z0-9_-]{8,100}$/.test(requestId)) follow(requestId, undefined, true);
    return () => current.current?.detach();
  }, [follow]);

  /** Shows a past run again (finished or not), read back from its stream. */
  const reopen = useCallback(
    (requestId: string) => {
      studioQuery({ run: requestId });
      follow(requestId);
    },
    [follow],
  );

  const clear = useCallback(() => {
    current.current?.detach();
    studioQuery({ run: undefined });
    setRun({ result: '', status: 'idle' });
  }, []);

  return { run, start, stop, clear, reopen };
}

'use client';

import { useCallback, useEffect, useState } from 'react';
import { useLocale } from '../../i18n/locale-context';
import { rememberThisChat } from '../../lib/last-chat-client';
import { isRunning, type MjTask } from '../../lib/midjourney/prompt-preview';
import { refusalText } from '../chat/error-text';
import { announceChat } from '../chat/ui-message';

/** How often a running task is read again; the api's Durable Object does the real polling. */
const REFRESH_MS = 1500;

export interface StudioError {
  message: string;
  retry: () => void;
}

async function postJson(path: string, body: unknown, locale: string): Promise<MjTask> {
  const response = await fetch(path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  const data = (await response.json().catch(() => null)) as (MjTask & { message?: string }) | null;
  if (!response.ok || !data?.id) {
    throw new Error(
      refusalText(data as Record<string, unknown> | null, response.status, locale) ||
        data?.message ||
        `HTTP error! status: ${response.status}`,
    );
  }
  return data;
}

/**
 * The studio's tasks, newest first: starts them, presses their buttons, and re-reads the running
 * ones until they end. A reload gets the same tasks from the server, wherever they are.
 */
export function useMidjourneyTasks(initial: MjTask[], initialChatId: string | undefined) {
  const locale = useLocale();
  const [tasks, setTasks] = useState(initial);
  const [chatId, setChatId] = useState(initialChatId);
  const [error, setError] = useState<StudioError | null>(null);
  const [busy, setBusy] = useState(false);

  const put = useCallback((task: MjTask) => {
    setTasks((list) =>
      list.some((t) => t.id === task.id)
        ? list.map((t) => (t.id === task.id ? task : t))
        : [task, ...list],
    );
  }, []);

  const start = useCallback(
    (path: string, body: unknown) => {
      const run = async () => {
        setBusy(true);
        setError(null);
        try {
          const task = await postJson(path, body, locale);
          put(task);
          if (!chatId) {
            setChatId(task.chatId);
            const url = `${window.location.pathname.replace(/\/$/, '')}/${task.chatId}`;
            window.history.replaceState(null, '', url);
            rememberThisChat();
            // The sidebar's Midjourney list shows the new chat at once.
            announceChat({ chatId: task.chatId });
          }
        } catch (failure) {
          setError({ message: (failure as Error).message, retry: () => void run() });
        } finally {
          setBusy(false);
        }
      };
      void run();
    },
    [chatId, put, locale],
  );

  const running = tasks.filter(isRunning).map((t) => t.id);
  const runningKey = running.join(',');
  useEffect(() => {
    if (!runningKey) return;
    let reading = false;
    const timer = setInterval(async () => {
      if (reading) return;
      reading = true;
      try {
        for (const id of runningKey.split(',')) {
          const response = await fetch(`/api/v1/openai/midjourney/${encodeURIComponent(id)}`);
          if (response.ok) put((await response.json()) as MjTask);
        }
      } catch {
        // Offline for a moment: the next tick reads again.
      } finally {
        reading = false;
      }
    }, REFRESH_MS);
    return () => clearInterval(timer);
  }, [runningKey, put]);

  return { tasks, chatId, error, busy, start };
}

'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import { type AnswerUpdate, runAnswer } from '../../lib/chat/answer-stream';
import { isPlaceholderId, newPlaceholderId } from '../../lib/chat/placeholder';
import { buildSendRequest } from '../../lib/chat/send-request';
import type { StreamMeta } from '../../lib/chat/stream-reader';
import { fitHistory } from './fit-history';
import { announceChat, errorKind, type UiMessage } from './ui-message';

export type SendOptions = { model: string; webSearch: boolean; assistantId?: string; file?: File };
type Running = { requestId: string; stop: () => void };

const historyLimit = 20;
const localId = (kind: string) => `${kind}-${crypto.randomUUID()}`;

/** The conversation's state: its messages, sending, streaming, stopping, regenerating, resuming. */
export function useConversation(props: { chatId?: string; locale: string; initial: UiMessage[] }) {
  const [chatId, setChatId] = useState(props.chatId ?? newPlaceholderId());
  const [messages, setMessages] = useState(props.initial);
  const [running, setRunning] = useState<Running>();
  const chatIdRef = useRef(chatId);
  const detachAll = useRef(new Set<() => void>());
  const messagesRef = useRef(messages);
  messagesRef.current = messages;

  const patch = useCallback((id: string, change: Partial<UiMessage>) => {
    setMessages((list) =>
      list.map((m) => (m.id === id ? { ...m, ...change, rendered: undefined } : m)),
    );
  }, []);

  const onMeta = useCallback(
    (answerId: string, meta: StreamMeta) => {
      patch(answerId, { saved: true });
      if (isPlaceholderId(chatIdRef.current) && meta.chatId && !isPlaceholderId(meta.chatId)) {
        chatIdRef.current = meta.chatId;
        setChatId(meta.chatId);
        window.history.replaceState(
          window.history.state,
          '',
          `/${props.locale}/chat/${meta.chatId}`,
        );
      }
      announceChat({ chatId: meta.chatId, generating: true });
    },
    [patch, props.locale],
  );

  const follow = useCallback(
    (
      answerId: string,
      requestId: string,
      start?: { url: string; init: RequestInit },
      shownText?: string,
    ) => {
      const onUpdate = ({ text, status, usage, error }: AnswerUpdate) => {
        patch(answerId, {
          content: text,
          status,
          ...(usage
            ? { inputTokens: usage.input, outputTokens: usage.output, costKopecks: usage.cost }
            : {}),
          error: error
            ? { kind: errorKind(error.code, error.status), message: error.message }
            : undefined,
        });
        if (status !== 'streaming') {
          setRunning((current) => (current?.requestId === requestId ? undefined : current));
          if (!isPlaceholderId(chatIdRef.current))
            announceChat({ chatId: chatIdRef.current, generating: false });
        }
      };
      const answer = runAnswer({
        start,
        requestId,
        shownText,
        onUpdate,
        onMeta: (meta) => onMeta(answerId, meta),
      });
      detachAll.current.add(answer.detach);
      setRunning({ requestId, stop: answer.stop });
    },
    [onMeta, patch],
  );

  const ask = useCallback(
    (question: { content: string; file?: File }, options: SendOptions, regeneration: boolean) => {
      const requestId = crypto.randomUUID();
      const answerId = localId('answer');
      const history = messagesRef.current
        .filter((m) => !m.error && m.content)
        .slice(-historyLimit)
        .map(({ role, content }) => ({ role, content }));
      const fresh: UiMessage[] = [];
      if (!regeneration) {
        const attachments = question.file
          ? [
              {
                id: localId('file'),
                name: question.file.name,
                size: question.file.size,
                type: question.file.type,
              },
            ]
          : [];
        fresh.push({
          id: localId('question'),
          role: 'user',
          content: question.content,
          attachments,
        });
        history.push({ role: 'user', content: question.content });
      }
      fresh.push({
        id: answerId,
        role: 'assistant',
        content: '',
        status: 'streaming',
        model: options.model,
        requestId,
        question,
        saved: false,
      });
      setMessages((list) => [...list, ...fresh]);
      const chat = isPlaceholderId(chatIdRef.current) ? undefined : chatIdRef.current;
      const request = buildSendRequest({
        ...options,
        ...question,
        messages: fitHistory(history),
        requestId,
        chatId: chat,
        regeneration,
      });
      follow(answerId, requestId, request);
    },
    [follow],
  );

  const send = useCallback(
    (content: string, options: SendOptions) => ask({ content, file: options.file }, options, false),
    [ask],
  );

  /** Replaces the last answer: drops it and asks the same question again with the regeneration flag. */
  const regenerate = useCallback(
    (options: SendOptions) => {
      const list = messagesRef.current;
      const last = list.at(-1);
      if (last?.role !== 'assistant') return;
      if (last.error?.kind === 'network' && last.saved && last.requestId) {
        // The connection failed, not the answer: attach again and replay it from the start.
        patch(last.id, { status: 'streaming', error: undefined });
        follow(last.id, last.requestId, undefined, last.content);
        return;
      }
      const question = [...list].reverse().find((m) => m.role === 'user');
      setMessages((current) => current.filter((m) => m.id !== last.id));
      messagesRef.current = list.filter((m) => m.id !== last.id);
      const replace = last.saved !== false;
      if (replace) ask({ content: question?.content ?? '' }, options, true);
      else {
        // The api never saw the failed question: send it again as new.
        setMessages((current) => current.filter((m) => m.id !== question?.id));
        messagesRef.current = messagesRef.current.filter((m) => m.id !== question?.id);
        ask(last.question ?? { content: question?.content ?? '' }, options, false);
      }
    },
    [ask, follow, patch],
  );

  const stop = useCallback(() => {
    if (!running) return;
    running.stop();
    fetch(`/api/v1/openai/stop/${encodeURIComponent(running.requestId)}`, { method: 'POST' }).catch(
      () => {},
    );
  }, [running]);

  // Leaving the conversation stops listening; the api finishes and saves the answer anyway.
  useEffect(() => {
    const answers = detachAll.current;
    return () => {
      for (const detach of answers) detach();
    };
  }, []);

  /** Attaches again to the answer still streaming when the page was loaded. */
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, for the messages the page came with
  useEffect(() => {
    const last = props.initial.at(-1);
    if (last?.role === 'assistant' && last.status === 'streaming' && last.requestId) {
      follow(last.id, last.requestId, undefined, last.content);
    }
  }, []);

  return { chatId, messages, setMessages, running: running !== undefined, send, stop, regenerate };
}

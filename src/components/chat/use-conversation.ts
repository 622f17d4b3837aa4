'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import { type AnswerUpdate, followAnswer } from '../../lib/chat/answer-runner';
import { isImageFile } from '../../lib/chat/file-limits';
import { isPlaceholderId, newPlaceholderId } from '../../lib/chat/placeholder';
import { buildSendRequest, stopOnServer } from '../../lib/chat/send-request';
import type { StreamMeta } from '../../lib/chat/stream-reader';
import type { ReasoningEffort } from '../../lib/chat/types';
import { rememberThisChat } from '../../lib/last-chat-client';
import { errorText } from './error-text';
import { fitHistory } from './fit-history';
import { announceChat, errorKind, memberLimitOf, savedIdOf, type UiMessage } from './ui-message';

export type SendOptions = {
  model: string;
  webSearch: boolean;
  /** Sent for models that take an effort (docs/decisions/154-visible-reasoning.md). */
  reasoningEffort?: ReasoningEffort;
  /** Offer `run_python`, run in this browser (decision 156). */
  code?: boolean;
  assistantId?: string;
  files?: File[];
  /** A new chat: temporary (never listed), or started in this folder. */
  temporary?: boolean;
  folderId?: string;
  /** Knowledge bases the answer searches (docs/decisions/164-knowledge-ui.md). */
  knowledge?: string[];
  /** The chat's tool switches (decision 206). */
  toolChoice?: Record<string, boolean>;
};
type Running = { requestId: string; answerId: string; stop: () => void };
/** How a send joins the chat's tree (docs/decisions/101-message-branches.md). */
type Placement = {
  regeneration?: boolean;
  /** The answer a regeneration writes a new version of. */
  replaces?: UiMessage;
  /** The question answered again. */
  parentId?: string;
};
/** Called once the api has the send (its meta event) or when it fails before that. */
type Start = { onSaved?: () => void; onRefused?: (message: string) => void };

/** Siblings of a new version of `of`: its versions plus one whose id the meta event brings. */
const nextVersion = (of: UiMessage) => {
  const ids = of.siblings?.ids ?? [savedIdOf(of) ?? ''];
  return { index: ids.length, count: ids.length + 1, ids: [...ids, ''] };
};

const historyLimit = 20;
const localId = (kind: string) => `${kind}-${crypto.randomUUID()}`;
/** A file sent here as the message shows it; an image's thumbnail from its bytes. */
const attachmentOf = (file: File) => ({
  id: localId('file'),
  name: file.name,
  size: file.size,
  type: file.type,
  ...(isImageFile(file) ? { url: URL.createObjectURL(file) } : {}),
});

/** The conversation's state: its messages, sending, streaming, stopping, regenerating, resuming. */
export function useConversation(props: {
  chatId?: string;
  locale: string;
  initial: UiMessage[];
  /** A temporary chat (decision 151): never announced to the sidebar nor remembered as last. */
  temporary?: boolean;
}) {
  const [chatId, setChatId] = useState(props.chatId ?? newPlaceholderId());
  const [messages, setMessages] = useState(props.initial);
  const [running, setRunning] = useState<Running>();
  const chatIdRef = useRef(chatId);
  const temporaryRef = useRef(Boolean(props.temporary));
  const locale = props.locale;
  const errorTextOf = useCallback(
    (code?: string, status?: number, details?: Record<string, unknown>) =>
      errorText({ kind: errorKind(code, status), limit: memberLimitOf(details) }, locale),
    [locale],
  );
  const detachAll = useRef(new Set<() => void>());
  const messagesRef = useRef(messages);
  messagesRef.current = messages;

  const patch = useCallback((id: string, change: Partial<UiMessage>) => {
    setMessages((list) =>
      list.map((m) => (m.id === id ? { ...m, ...change, rendered: undefined } : m)),
    );
  }, []);

  const onMeta = useCallback(
    (answerId: string, meta: StreamMeta, questionId?: string) => {
      // The api's ids, for editing, regenerating and switching versions of new messages.
      const fill = (message: UiMessage, savedId: string | undefined): UiMessage =>
        savedId === undefined
          ? message
          : {
              ...message,
              savedId,
              siblings: message.siblings && {
                ...message.siblings,
                ids: message.siblings.ids.map((id) => id || savedId),
              },
            };
      const summary = meta.summary;
      setMessages((list) =>
        list.map((m) =>
          summary && savedIdOf(m) === summary.throughMessageId
            ? { ...m, summaryId: summary.id }
            : m.id === answerId
              ? {
                  ...fill(m, meta.messageId),
                  saved: true,
                  ...(meta.leftOut?.length ? { leftOut: meta.leftOut } : {}),
                }
              : m.id === questionId
                ? fill(m, meta.userMessageId)
                : m,
        ),
      );
      if (isPlaceholderId(chatIdRef.current) && meta.chatId && !isPlaceholderId(meta.chatId)) {
        chatIdRef.current = meta.chatId;
        setChatId(meta.chatId);
        window.history.replaceState(
          window.history.state,
          '',
          `/${props.locale}/chat/${meta.chatId}`,
        );
        if (!temporaryRef.current) rememberThisChat();
      }
      if (!temporaryRef.current) announceChat({ chatId: meta.chatId, generating: true });
    },
    [props.locale],
  );

  const follow = useCallback(
    (
      answerId: string,
      requestId: string,
      start?: { url: string; init: RequestInit },
      shownText?: string,
      placed: { questionId?: string } & Start = {},
    ) => {
      let saved = false;
      const onUpdate = (update: AnswerUpdate) => {
        const { text, status, usage, error, toolCalls, reasoning, citations } = update;
        if (!saved && error && placed.onRefused) {
          placed.onRefused(errorTextOf(error.code, error.status, error.details));
        }
        patch(answerId, {
          content: text,
          status,
          ...(usage
            ? {
                inputTokens: usage.input,
                outputTokens: usage.output,
                costKopecks: usage.cost,
                ...(usage.reasoning ? { reasoningTokens: usage.reasoning } : {}),
              }
            : {}),
          ...(reasoning ? { reasoning: reasoning.text, reasoningMs: reasoning.ms } : {}),
          error: error
            ? {
                kind: errorKind(error.code, error.status),
                message: error.message,
                ...(memberLimitOf(error.details) ? { limit: memberLimitOf(error.details) } : {}),
              }
            : undefined,
          ...(toolCalls ? { toolCalls } : {}),
          ...(citations ? { citations } : {}),
        });
        if (status !== 'streaming') {
          setRunning((current) => (current?.requestId === requestId ? undefined : current));
          if (!isPlaceholderId(chatIdRef.current) && !temporaryRef.current)
            announceChat({ chatId: chatIdRef.current, generating: false });
        }
      };
      const answer = followAnswer({
        start,
        requestId,
        shownText,
        onUpdate,
        onMeta: (meta) => {
          saved = true;
          placed.onSaved?.();
          onMeta(answerId, meta, placed.questionId);
        },
      });
      detachAll.current.add(answer.detach);
      setRunning({ requestId, answerId, stop: answer.stop });
    },
    [onMeta, patch, errorTextOf],
  );

  const ask = useCallback(
    (question: { content: string; files?: File[] }, options: SendOptions, placement: Placement) => {
      const { regeneration = false } = placement;
      if (options.temporary && isPlaceholderId(chatIdRef.current)) temporaryRef.current = true;
      const requestId = crypto.randomUUID();
      const answerId = localId('answer');
      const questionId = localId('question');
      // A new question continues the branch shown: after its last message, when the api has it.
      const last = messagesRef.current.at(-1);
      const parentId = regeneration ? placement.parentId : last && savedIdOf(last);
      const history = messagesRef.current
        .filter((m) => !m.error && m.content)
        .slice(-historyLimit)
        .map(({ role, content }) => ({ role, content }));
      const fresh: UiMessage[] = [];
      if (!regeneration) {
        const attachments = (question.files ?? []).map(attachmentOf);
        fresh.push({
          id: questionId,
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
        ...(placement.replaces ? { siblings: nextVersion(placement.replaces) } : {}),
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
        ...(chat && parentId ? { parentId } : {}),
      });
      follow(answerId, requestId, request, undefined, regeneration ? {} : { questionId });
    },
    [follow],
  );

  const send = useCallback(
    (content: string, options: SendOptions) => ask({ content, files: options.files }, options, {}),
    [ask],
  );

  /**
   * Sends an edited question as a new version of `target` (its earlier version and answers stay
   * on their branch). Resolves once the api has it, when the branch shown ends with the new
   * question and its streaming answer; rejects with the reason if the api refuses it.
   */
  const edit = useCallback(
    (target: UiMessage, content: string, options: SendOptions) =>
      new Promise<void>((resolve, reject) => {
        const editOf = savedIdOf(target);
        const chat = chatIdRef.current;
        if (!editOf || isPlaceholderId(chat)) {
          reject(new Error(errorTextOf(undefined, undefined)));
          return;
        }
        const requestId = crypto.randomUUID();
        const answerId = localId('answer');
        const questionId = localId('question');
        const question: UiMessage = {
          id: questionId,
          role: 'user',
          content,
          // The api keeps the file the question was sent with (decision 101).
          attachments: target.attachments ?? [],
          parentId: target.parentId,
          siblings: nextVersion(target),
        };
        const answer: UiMessage = {
          id: answerId,
          role: 'assistant',
          content: '',
          status: 'streaming',
          model: options.model,
          requestId,
          saved: false,
        };
        // The api answers from the stored branch; the question alone is what it needs here.
        const request = buildSendRequest({
          ...options,
          messages: [{ role: 'user', content }],
          requestId,
          chatId: chat,
          editOf,
        });
        follow(answerId, requestId, request, undefined, {
          questionId,
          onSaved: () => {
            setMessages((list) => {
              const at = list.findIndex((m) => m.id === target.id);
              return [...(at < 0 ? list : list.slice(0, at)), question, answer];
            });
            resolve();
          },
          onRefused: (message) => reject(new Error(message)),
        });
      }),
    [follow, errorTextOf],
  );

  /**
   * A new version of the last answer: the same question asked again with the regeneration flag;
   * the earlier answer stays on its branch, reachable with `‹ n/m ›`.
   */
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
      if (replace) {
        const parentId = question && savedIdOf(question);
        ask({ content: question?.content ?? '' }, options, {
          regeneration: true,
          replaces: last,
          ...(parentId ? { parentId } : {}),
        });
      } else {
        // The api never saw the failed question: send it again as new.
        setMessages((current) => current.filter((m) => m.id !== question?.id));
        messagesRef.current = messagesRef.current.filter((m) => m.id !== question?.id);
        ask(last.question ?? { content: question?.content ?? '' }, options, {});
      }
    },
    [ask, follow, patch],
  );

  const stop = useCallback(() => {
    if (!running) return;
    running.stop();
    // A stopped answer is billed for what it said: its cost shows as a finished one's does.
    const { answerId } = running;
    stopOnServer(running.requestId).then((cost) => {
      if (cost !== undefined) patch(answerId, { costKopecks: cost });
    });
  }, [running, patch]);

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

  return {
    chatId,
    messages,
    setMessages,
    running: running !== undefined,
    send,
    edit,
    stop,
    regenerate,
  };
}

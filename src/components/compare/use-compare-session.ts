'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import { savedIdOf, type UiMessage } from '../chat/ui-message';

/** A comparison under way: the saved question, the answer already there, the models asked. */
export type CompareSession = {
  questionId: string;
  question: string;
  /** The local id of the answer the chat already has (hidden from the list while compared). */
  leadId: string;
  /** Models the composer chose; empty: the person picks them in the grid ("Compare with…"). */
  models: string[];
  startedAt: number;
};

/**
 * The conversation's side of compare (docs/decisions/165-compare-models.md): the models the
 * composer's "Compare" control holds, and the comparison shown. A send with models chosen
 * starts one once the api has saved its question; "Compare with…" on the last answer starts
 * one over that answer's question.
 */
export function useCompareSession(messages: UiMessage[]) {
  const [armed, setArmed] = useState<string[] | null>(null);
  const [pending, setPending] = useState<string[]>();
  const [session, setSession] = useState<CompareSession>();
  const messagesRef = useRef(messages);
  messagesRef.current = messages;
  const armedRef = useRef(armed);
  armedRef.current = armed;

  useEffect(() => {
    if (!pending) return;
    const lead = messages.at(-1);
    const question = messages.at(-2);
    if (lead?.role !== 'assistant' || question?.role !== 'user') return;
    const questionId = savedIdOf(question);
    if (!questionId) {
      // Refused before the api saved it: nothing to compare.
      if (lead.status !== 'streaming') setPending(undefined);
      return;
    }
    setPending(undefined);
    setSession({
      questionId,
      question: question.content,
      leadId: lead.id,
      models: pending,
      startedAt: performance.now(),
    });
  }, [messages, pending]);

  /** After a send: the models chosen answer the same question once it is saved. */
  const afterSend = useCallback(() => {
    setSession(undefined);
    const models = armedRef.current;
    if (models?.length) setPending(models);
  }, []);

  /** "Compare with…" on an answer: its question, put to models the person picks. */
  const compareWith = useCallback((answer: UiMessage) => {
    const list = messagesRef.current;
    const at = list.findIndex((message) => message.id === answer.id);
    const question = list[at - 1];
    const questionId = question && savedIdOf(question);
    if (!questionId || question.role !== 'user') return;
    setSession({
      questionId,
      question: question.content,
      leadId: answer.id,
      models: [],
      startedAt: performance.now(),
    });
  }, []);

  const close = useCallback(() => setSession(undefined), []);

  return { armed, setArmed, session, afterSend, compareWith, close };
}

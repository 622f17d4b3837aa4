'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import type { RunningVersion } from '../../lib/chat/types';
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
  /** Answers still being written when the page was loaded: the grid attaches to each. */
  resume?: RunningVersion[];
};

/** What the grid tells the page: whether any answer of it is writing, and how to stop them. */
export type CompareRunning = { running: boolean; stop: () => void };

/** A moment of the server's clock (ISO) on this page's `performance.now()` timeline. */
export const sincePageStart = (iso: string) =>
  Math.min(performance.now(), performance.now() - (Date.now() - Date.parse(iso)));

/**
 * The comparison still under way in the messages a page came with: the branch shown ends with
 * the newest answer, and its versions say which others are still being written.
 */
function restoredSession(initial: UiMessage[]): CompareSession | undefined {
  const lead = initial.at(-1);
  const question = initial.at(-2);
  const running = lead?.siblings?.running;
  if (lead?.role !== 'assistant' || question?.role !== 'user' || !running) return undefined;
  const others = running.filter((answer) => answer.id !== lead.id);
  const own = running.find((answer) => answer.id === lead.id);
  if (!others.length) return undefined;
  return {
    questionId: question.id,
    question: question.content,
    leadId: lead.id,
    models: [],
    startedAt: own ? sincePageStart(own.createdAt) : performance.now(),
    resume: others,
  };
}
/**
 * The conversation's side of compare (docs/decisions/165-compare-models.md): the models the
 * composer's "Compare" control holds, and the comparison shown. A send with models chosen
 * starts one once the api has saved its question; "Compare with…" on the last answer starts
 * one over that answer's question.
 */
export function useCompareSession(messages: UiMessage[], initial: UiMessage[] = []) {
  const [armed, setArmed] = useState<string[] | null>(null);
  const [pending, setPending] = useState<string[]>();
  const [session, setSession] = useState<CompareSession>();
  const [running, setRunning] = useState(false);
  const stopRuns = useRef<() => void>(() => {});
  const messagesRef = useRef(messages);
  messagesRef.current = messages;
  const armedRef = useRef(armed);
  armedRef.current = armed;

  // A reload during a comparison shows it again, each answer attached to its stream (after
  // hydration: the server's render has no grid).
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, for the messages the page came with
  useEffect(() => {
    const restored = restoredSession(initial);
    if (restored) setSession(restored);
  }, []);

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
    stopRuns.current = () => {};
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

  // A closed grid's Stop goes with it: the composer's Stop then acts on what is shown only.
  const close = useCallback(() => {
    stopRuns.current = () => {};
    setSession(undefined);
    setRunning(false);
  }, []);

  /** The grid's report: the composer shows Stop while any compared answer is writing. */
  const onRuns = useCallback((state: CompareRunning) => {
    stopRuns.current = state.stop;
    setRunning(state.running);
  }, []);

  /** The composer's Stop: every compared answer still writing stops, each on its own hold. */
  const stop = useCallback(() => stopRuns.current(), []);

  return {
    armed,
    setArmed,
    session,
    afterSend,
    compareWith,
    close,
    running: session !== undefined && running,
    onRuns,
    stop,
  };
}

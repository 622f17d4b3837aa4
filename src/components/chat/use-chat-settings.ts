'use client';

import { useCallback, useEffect, useMemo, useState } from 'react';
import {
  defaultModel,
  readEffort,
  readModel,
  rememberModelForServer,
  supportsWebSearch,
  writeEffort,
  writeModel,
} from '../../lib/chat/model-choice';
import type { ToolChoice } from '../../lib/chat/tool-choice';
import type { ReasoningEffort } from '../../lib/chat/types';
import { clientSettings, settingsEvent } from '../../lib/settings/client-settings';
import type { Settings } from '../../lib/settings/settings';
import type { PickedBase } from '../knowledge/knowledge-checklist';
import { useSeededModel } from './use-catalog';

const storage = () => (typeof window === 'undefined' ? undefined : window.localStorage);

/**
 * Model (remembered, SPEC §3), web search (gpt:gpt and gpt:gpt-mini only), assistant and the
 * reasoning effort (remembered like the model; sent for models that take it).
 */
export function useChatSettings(savedToolChoice: ToolChoice = {}) {
  // The server renders the model this browser remembers (its cookie), else the deployment's
  // default; the stored choice is read after hydration and tells the cookie for next time.
  const servedModel = useSeededModel() ?? defaultModel;
  const [model, setModelState] = useState(servedModel);
  // The chat's tool switches (decision 206): what the chat keeps, or a new chat's so far.
  const [toolChoice, setToolChoice] = useState<ToolChoice>(savedToolChoice);
  const [assistantId, setAssistantId] = useState<string>();
  // "Code": the model may run Python in this browser (decision 156); on unless turned off in the
  // account's settings, which a chat's own switch overrides (decision 206).
  const [code, setCodeState] = useState(true);
  const [ready, setReady] = useState(false);
  const [reasoningEffort, setEffortState] = useState<ReasoningEffort>('medium');
  // Knowledge bases the next sends search (decision 164): kept while the page is, not stored.
  const [knowledge, setKnowledge] = useState<PickedBase[]>([]);
  useEffect(() => {
    const remembered = readModel(storage(), servedModel);
    setModelState(remembered);
    if (remembered !== servedModel) rememberModelForServer(remembered);
    setEffortState(readEffort(storage()));
    // Settings → default assistant: new conversations start with it.
    setAssistantId(clientSettings().defaultAssistant ?? undefined);
    setCodeState(clientSettings().code ?? true);
    setReady(true);
    const changed = (event: Event) =>
      setCodeState((event as CustomEvent<Settings>).detail.code ?? true);
    window.addEventListener(settingsEvent, changed);
    return () => window.removeEventListener(settingsEvent, changed);
  }, [servedModel]);
  const setModel = useCallback((value: string) => {
    setModelState(value);
    writeModel(storage(), value);
  }, []);
  const setReasoningEffort = useCallback((value: ReasoningEffort) => {
    setEffortState(value);
    writeEffort(storage(), value);
  }, []);
  // One object per change of a setting, so the composer skips renders while an answer streams.
  return useMemo(
    () => ({
      ready,
      model,
      setModel,
      /** Uses a model for now without remembering it (the remembered one is not served here). */
      adoptModel: setModelState,
      webSearch: toolChoice.web === true && supportsWebSearch(model),
      webSearchAvailable: supportsWebSearch(model),
      toolChoice,
      setToolChoice,
      assistantId,
      setAssistantId,
      reasoningEffort,
      setReasoningEffort,
      /** Python for this chat: its own switch, else the account's setting. */
      code: toolChoice.code ?? code,
      codeDefault: code,
      knowledge,
      setKnowledge,
    }),
    [
      ready,
      model,
      setModel,
      toolChoice,
      assistantId,
      reasoningEffort,
      setReasoningEffort,
      code,
      knowledge,
    ],
  );
}

export type ChatSettings = ReturnType<typeof useChatSettings>;

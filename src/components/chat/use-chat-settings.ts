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
import type { ReasoningEffort } from '../../lib/chat/types';
import { clientSettings, settingsEvent } from '../../lib/settings/client-settings';
import type { Settings } from '../../lib/settings/settings';
import type { PickedBase } from '../knowledge/knowledge-checklist';
import { patchUser } from '../settings/save-settings';
import { useSeededModel } from './use-catalog';

const storage = () => (typeof window === 'undefined' ? undefined : window.localStorage);

/**
 * Model (remembered, SPEC §3), web search (gpt:gpt and gpt:gpt-mini only), assistant and the
 * reasoning effort (remembered like the model; sent for models that take it).
 */
export function useChatSettings() {
  // The server renders the model this browser remembers (its cookie), else the deployment's
  // default; the stored choice is read after hydration and tells the cookie for next time.
  const servedModel = useSeededModel() ?? defaultModel;
  const [model, setModelState] = useState(servedModel);
  const [webSearch, setWebSearch] = useState(false);
  const [assistantId, setAssistantId] = useState<string>();
  // "Code": the model may run Python in this browser (decision 156); on unless turned off, and
  // remembered in the account's settings, so it follows the person across reloads and browsers.
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
  const setCode = useCallback((value: boolean) => {
    setCodeState(value);
    // A refused save (signed out, offline) keeps the choice for this page only.
    void patchUser({ settings: { code: value } });
  }, []);
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
      webSearch: webSearch && supportsWebSearch(model),
      webSearchAvailable: supportsWebSearch(model),
      setWebSearch,
      assistantId,
      setAssistantId,
      reasoningEffort,
      setReasoningEffort,
      code,
      setCode,
      knowledge,
      setKnowledge,
    }),
    [
      ready,
      model,
      setModel,
      webSearch,
      assistantId,
      reasoningEffort,
      setReasoningEffort,
      code,
      setCode,
      knowledge,
    ],
  );
}

export type ChatSettings = ReturnType<typeof useChatSettings>;

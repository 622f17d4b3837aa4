'use client';

import { useEffect, useState } from 'react';

/** `POST /v1/openai/estimate`'s answer, with the model it was asked for. */
export interface Estimate {
  model: string;
  /** The models that also answer (compare), priced into `estimatedKopecks`. */
  compareModels: string[];
  inputTokens: number;
  estimatedKopecks: number;
  contextUsed: number;
  approximate: boolean;
}

/** Quiet time after the last keystroke before the estimate is asked for. */
const DEBOUNCE_MS = 350;

function toEstimate(model: string, compareModels: string[], body: unknown): Estimate | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const raw = body as Record<string, unknown>;
  const numbers = [raw.inputTokens, raw.estimatedKopecks, raw.contextUsed];
  if (!numbers.every((value) => typeof value === 'number')) return undefined;
  return {
    model,
    compareModels,
    inputTokens: raw.inputTokens as number,
    estimatedKopecks: raw.estimatedKopecks as number,
    contextUsed: raw.contextUsed as number,
    approximate: raw.approximate === true,
  };
}

/**
 * What the draft would cost with `model` and every model compared with it (and the chat's
 * history when `chatId` is set), asked once typing pauses; undefined while there is nothing to
 * send or no answer yet. A newer draft or model cancels the question in flight.
 *
 * @example const estimate = useEstimate(settings.model, compareModels, chatId, text, settings.ready)
 */
export function useEstimate(
  model: string,
  compareModels: readonly string[] | null | undefined,
  chatId: string | undefined,
  text: string,
  enabled: boolean,
): Estimate | undefined {
  const [estimate, setEstimate] = useState<Estimate>();
  const empty = text.trim() === '';
  // A key, so a new array of the same models asks nothing again.
  const compared = (compareModels ?? []).filter((id) => id !== model).join('\n');
  useEffect(() => {
    if (!enabled || empty) {
      setEstimate(undefined);
      return;
    }
    const controller = new AbortController();
    const others = compared ? compared.split('\n') : [];
    const timer = setTimeout(() => {
      fetch('/api/v1/openai/estimate', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          model,
          ...(others.length ? { compareModels: others } : {}),
          chatId,
          messages: [{ role: 'user', content: text }],
        }),
        signal: controller.signal,
      })
        .then((response) => (response.ok ? response.json() : undefined))
        .then((body) => {
          const next = toEstimate(model, others, body);
          if (next) setEstimate(next);
        })
        .catch(() => {});
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [model, compared, chatId, text, enabled, empty]);
  return estimate;
}

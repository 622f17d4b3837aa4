'use client';

import { useEffect, useState } from 'react';
import { toAssistants, toModels } from '../../lib/chat/normalize';
import type { AssistantInfo, ModelInfo } from '../../lib/chat/types';

type Catalog = { models: ModelInfo[]; defaultModel?: string; assistants: AssistantInfo[] };

let catalog: Promise<Catalog> | undefined;

function defaultModelOf(body: unknown): string | undefined {
  const value =
    typeof body === 'object' && body !== null
      ? (body as { defaultModel?: unknown }).defaultModel
      : undefined;
  return typeof value === 'string' ? value : undefined;
}

async function getJson(path: string): Promise<unknown> {
  const response = await fetch(path);
  return response.ok ? response.json() : [];
}

/** Models and assistants, fetched once per page and shared by every composer. */
export function useCatalog(): Catalog | undefined {
  const [value, setValue] = useState<Catalog>();
  useEffect(() => {
    catalog ??= Promise.all([
      getJson('/api/v2/llm/cabinet/models'),
      getJson('/api/v1/assistants').then(toAssistants),
    ])
      .then(([models, assistants]) => ({
        models: toModels(models),
        defaultModel: defaultModelOf(models),
        assistants,
      }))
      .catch(() => {
        catalog = undefined;
        return { models: [], assistants: [] };
      });
    let live = true;
    catalog.then((result) => live && setValue(result));
    return () => {
      live = false;
    };
  }, []);
  return value;
}

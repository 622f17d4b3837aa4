import { toAssistants, toModels } from './normalize';
import type { AssistantInfo, ModelInfo } from './types';

/** The models this deployment serves the person, its default model and the assistants. */
export type Catalog = { models: ModelInfo[]; defaultModel?: string; assistants: AssistantInfo[] };

function defaultModelOf(body: unknown): string | undefined {
  const value =
    typeof body === 'object' && body !== null
      ? (body as { defaultModel?: unknown }).defaultModel
      : undefined;
  return typeof value === 'string' ? value : undefined;
}

/** The catalog from the api's bodies of `GET /v2/llm/cabinet/models` and `GET /v1/assistants`. */
export function toCatalog(models: unknown, assistants: unknown): Catalog {
  return {
    models: toModels(models),
    defaultModel: defaultModelOf(models),
    assistants: toAssistants(assistants),
  };
}

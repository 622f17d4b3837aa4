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

/**
 * The models a member of the team may pick: the team's `allowedModels` from `GET /v1/entity` when
 * it has a list and the person is not its owner (the owner is never limited); all otherwise.
 */
export function allowedModelIds(entity: unknown): Set<string> | null {
  if (typeof entity !== 'object' || entity === null) return null;
  const { role, allowedModels } = entity as { role?: unknown; allowedModels?: unknown };
  if (role === 'owner' || !Array.isArray(allowedModels)) return null;
  return new Set(allowedModels.filter((id): id is string => typeof id === 'string'));
}

/**
 * The catalog from the api's bodies of `GET /v2/llm/cabinet/models` and `GET /v1/assistants`,
 * narrowed to the team's allowed models for a member when `entity` (`GET /v1/entity`) lists them.
 */
export function toCatalog(models: unknown, assistants: unknown, entity?: unknown): Catalog {
  const allowed = allowedModelIds(entity);
  const all = toModels(models);
  const shown = allowed ? all.filter((model) => allowed.has(model.id)) : all;
  const preferred = defaultModelOf(models);
  return {
    models: shown,
    defaultModel:
      allowed && preferred !== undefined && !allowed.has(preferred) ? shown[0]?.id : preferred,
    assistants: toAssistants(assistants),
  };
}

import type { Env } from '../env';
import { findServedModel, type ServedModel, servedModels } from '../providers/config';

/** What an operator changed of one model (docs/decisions/160-operator-console.md); null keeps the code's value. */
export interface ModelOverride {
  modelId: string;
  enabled: boolean | null;
  name: string | null;
  inputKopecksPerMillion: number | null;
  outputKopecksPerMillion: number | null;
  kopecksPerImage: number | null;
  updatedAt: string;
}

interface OverrideRow {
  model_id: string;
  enabled: number | null;
  name: string | null;
  input_kopecks_per_million: number | null;
  output_kopecks_per_million: number | null;
  kopecks_per_image: number | null;
  updated_at: string;
}

const toOverride = (row: OverrideRow): ModelOverride => ({
  modelId: row.model_id,
  enabled: row.enabled === null ? null : row.enabled === 1,
  name: row.name,
  inputKopecksPerMillion: row.input_kopecks_per_million,
  outputKopecksPerMillion: row.output_kopecks_per_million,
  kopecksPerImage: row.kopecks_per_image,
  updatedAt: row.updated_at,
});

/** Every operator override, by model id. */
export async function modelOverrides(db: D1Database): Promise<Map<string, ModelOverride>> {
  const { results } = await db.prepare('SELECT * FROM model_overrides').all<OverrideRow>();
  return new Map(results.map((row) => [row.model_id, toOverride(row)]));
}

/**
 * A model with an operator's override laid over the code's values: its friendly name (in both
 * languages) and prices. Availability is not decided here (see `availableModels`).
 *
 * @example withOverride(model, { name: 'Fast', inputKopecksPerMillion: 100, … }).title.en // 'Fast'
 */
export function withOverride(model: ServedModel, override?: ModelOverride): ServedModel {
  if (!override) return model;
  return {
    ...model,
    title: override.name ? { en: override.name, ru: override.name } : model.title,
    inputKopecksPerMillion: override.inputKopecksPerMillion ?? model.inputKopecksPerMillion,
    outputKopecksPerMillion: override.outputKopecksPerMillion ?? model.outputKopecksPerMillion,
    ...(model.image
      ? {
          image: {
            ...model.image,
            kopecksPerImage: override.kopecksPerImage ?? model.image.kopecksPerImage,
          },
        }
      : {}),
  };
}

/**
 * The models people may use: those the deployment serves, minus the ones an operator disabled,
 * with the operators' names and prices. The catalogue, the price list and billing read this.
 */
export async function availableModels(env: Env): Promise<ServedModel[]> {
  const overrides = await modelOverrides(env.DB);
  return servedModels(env)
    .filter((model) => overrides.get(model.id)?.enabled !== false)
    .map((model) => withOverride(model, overrides.get(model.id)));
}

/** The available model named `provider:llm` (with its overrides), or undefined. */
export async function findAvailableModel(env: Env, id: string): Promise<ServedModel | undefined> {
  const model = findServedModel(env, id);
  if (!model) return undefined;
  const row = await env.DB.prepare('SELECT * FROM model_overrides WHERE model_id = ?1')
    .bind(id)
    .first<OverrideRow>();
  const override = row ? toOverride(row) : undefined;
  if (override?.enabled === false) return undefined;
  return withOverride(model, override);
}

import { availableModels } from '../catalog/model-overrides';
import type { Env } from '../env';
import type { CatalogModel } from '../providers/catalog';
import { OpenAiError } from './errors';

/** The served text models, the only ones the endpoint offers (no demo, no image models). */
export const compatModels = async (env: Env): Promise<CatalogModel[]> =>
  (await availableModels(env)).filter(
    (model) => model.kind !== 'demo' && model.capabilities.includes('text'),
  );

/** The served text model named `provider:llm`; otherwise 404 `model_not_found`. */
export async function compatModel(env: Env, id: string): Promise<CatalogModel> {
  const model = (await compatModels(env)).find((candidate) => candidate.id === id);
  if (!model) throw new OpenAiError(404, 'model_not_found', { model: id }, 'model');
  return model;
}

/** A model as OpenAI's `GET /models` lists it; `owned_by` is the part before the colon. */
export const modelJson = (model: CatalogModel) => ({
  id: model.id,
  object: 'model' as const,
  created: 0,
  owned_by: model.id.split(':')[0] ?? 'beseda',
});

import { findAvailableModel } from '../catalog/model-overrides';
import type { Env } from '../env';
import type { CatalogModel, ImageOptions } from '../providers/catalog';

/** The model of the studio: OpenAI's gpt-image-1 (image edits), when configured. */
export const AVATAR_MODEL_ID = 'gpt:gpt-image-1';

/**
 * The studio's model when it is served, not disabled by an operator and can edit photos, with
 * the operator's price (docs/decisions/160-operator-console.md); undefined turns the studio off.
 */
export async function avatarModel(
  env: Env,
): Promise<(CatalogModel & { image: ImageOptions }) | undefined> {
  const model = await findAvailableModel(env, AVATAR_MODEL_ID);
  return model?.image?.canEdit ? (model as CatalogModel & { image: ImageOptions }) : undefined;
}

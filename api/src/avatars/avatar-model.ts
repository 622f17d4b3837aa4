import type { Env } from '../env';
import type { CatalogModel, ImageOptions } from '../providers/catalog';
import { findServedModel } from '../providers/config';

/** The model of the studio: OpenAI's gpt-image-1 (image edits), when configured. */
export const AVATAR_MODEL_ID = 'gpt:gpt-image-1';

/** The studio's model when it is served and can edit photos; undefined turns the studio off. */
export function avatarModel(env: Env): (CatalogModel & { image: ImageOptions }) | undefined {
  const model = findServedModel(env, AVATAR_MODEL_ID);
  return model?.image?.canEdit ? (model as CatalogModel & { image: ImageOptions }) : undefined;
}

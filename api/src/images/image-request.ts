import { z } from 'zod';
import { defineIssueTexts } from '../lib/issue-texts';
import { validationError } from '../lib/validation-error';
import type { ImageOptions } from '../providers/catalog';

const rules = defineIssueTexts({
  image_size: {
    en: 'must be one of the sizes this model makes',
    ru: 'должно быть одним из размеров, которые делает эта модель',
  },
  image_count: {
    en: 'must be a whole number of images this model can make at once',
    ru: 'должно быть целым числом картинок, которое модель делает за раз',
  },
  image_input: {
    en: 'must be an image id of yours',
    ru: 'должно быть id вашей картинки',
  },
});

export interface ImageRequest {
  size: `${number}x${number}`;
  n: number;
  /** An image of the caller's to refine ("use as input"). */
  inputMediaId?: string;
}

const idSchema = z.string().min(1).max(100);

/**
 * The image-mode fields of a send (`size`, `n`, `inputMediaId`), checked against the model:
 * a size it does not make or a count above its `maxImages` is a localized 400.
 */
export function readImageRequest(
  fields: Record<string, string | undefined>,
  options: ImageOptions,
): ImageRequest {
  const size = fields.size ?? options.sizes[0];
  const match = options.sizes.find((known) => known === size);
  if (!match) throw validationError('size', rules.image_size);
  const n = fields.n === undefined ? 1 : Number(fields.n);
  if (!Number.isInteger(n) || n < 1 || n > options.maxImages) {
    throw validationError('n', rules.image_count);
  }
  const input = fields.inputMediaId;
  if (input !== undefined && !idSchema.safeParse(input).success) {
    throw validationError('inputMediaId', rules.image_input);
  }
  return { size: match, n, ...(input ? { inputMediaId: input } : {}) };
}

export { rules as imageRules };

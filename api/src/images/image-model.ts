import { createGoogleGenerativeAI } from '@ai-sdk/google';
import { createOpenAI } from '@ai-sdk/openai';
import type { ImageModel } from 'ai';
import type { Env } from '../env';
import type { CatalogModel, ImageOptions } from '../providers/catalog';

/**
 * The AI SDK image model of a catalogue entry with capability `image`: OpenAI's Images API by
 * `OPENAI_BASE_URL` + `OPENAI_API_KEY` (the SDK asks for `b64_json`, so no expiring provider URL
 * ever reaches us or the browser), or a Gemini image model by `GOOGLE_BASE_URL` +
 * `GOOGLE_API_KEY` (generateContent with image output: the bytes come inline).
 */
export function imageModelFor(env: Env, model: CatalogModel): ImageModel {
  if (model.kind === 'openai') {
    return createOpenAI({
      apiKey: env.OPENAI_API_KEY || 'not-set',
      baseURL: env.OPENAI_BASE_URL || undefined,
    }).image(model.providerModel);
  }
  if (model.kind === 'google') {
    return createGoogleGenerativeAI({
      apiKey: env.GOOGLE_API_KEY || 'not-set',
      baseURL: env.GOOGLE_BASE_URL || undefined,
    }).image(model.providerModel);
  }
  throw new Error(`no image provider for ${model.kind}`);
}

/** How the size is asked for: as `size`, or as the aspect ratio the provider takes instead. */
export function sizeOptions(options: ImageOptions, size: `${number}x${number}`) {
  const ratio = options.aspectRatios?.[size];
  return ratio ? { aspectRatio: ratio } : { size };
}

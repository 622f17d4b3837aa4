import { createOpenAI } from '@ai-sdk/openai';
import type { ImageModel } from 'ai';
import type { Env } from '../env';
import type { CatalogModel } from '../providers/catalog';

/**
 * The AI SDK image model of a catalogue entry with capability `image` (OpenAI's Images API by
 * `OPENAI_BASE_URL` + `OPENAI_API_KEY`). The SDK asks for `b64_json`, so no expiring provider
 * URL ever reaches us or the browser.
 */
export function imageModelFor(env: Env, model: CatalogModel): ImageModel {
  if (model.kind !== 'openai') throw new Error(`no image provider for ${model.kind}`);
  return createOpenAI({
    apiKey: env.OPENAI_API_KEY || 'not-set',
    baseURL: env.OPENAI_BASE_URL || undefined,
  }).image(model.providerModel);
}

import type { Env } from '../env';
import type { Locale } from '../lib/messages';
import { priceOf } from '../midjourney/config';
import { proxyConfigOf } from '../midjourney/proxy-client';
import type { ServedModel } from '../providers/config';
import { deepgramConfigOf, sttCostKopecks, ttsCostKopecks, yandexConfigOf } from '../voice/config';
import { openaiSpeechConfigured } from '../voice/openai-stt';

/** What one price is for: a million input or output tokens, an image, a grid, a minute… */
export type PriceUnit =
  | 'million_input_tokens'
  | 'million_output_tokens'
  | 'image'
  | 'grid'
  | 'upscale'
  | 'minute'
  | 'thousand_chars';

export type ToolId =
  | 'text'
  | 'image'
  | 'midjourney'
  | 'transcription'
  | 'speech'
  | 'avatar'
  | 'text-studio';

export interface PricedModel {
  id: string;
  title: string;
  prices: { unit: PriceUnit; kopecks: number }[];
}

export interface PricedTool {
  id: ToolId;
  /** False while no provider of the tool is configured: the tool is listed but cannot be used. */
  available: boolean;
  models: PricedModel[];
}

/**
 * Every tool of the product with the models that serve it in this deployment and their prices in
 * kopecks, from the same catalogue and settings the billing charges by. Only public facts: no
 * keys, no base URLs.
 *
 * @example priceList(env, await availableModels(env), 'en').find((tool) => tool.id === 'midjourney')?.available
 */
export function priceList(env: Env, served: ServedModel[], locale: Locale): PricedTool[] {
  const textModels = served
    .filter((model) => model.capabilities.includes('text'))
    .map((model) => ({
      id: model.id,
      title: model.title[locale],
      prices: [
        { unit: 'million_input_tokens' as const, kopecks: model.inputKopecksPerMillion },
        { unit: 'million_output_tokens' as const, kopecks: model.outputKopecksPerMillion },
      ],
    }));
  const imageModels = served.filter((model) => model.image);
  const imagePrices = (models: typeof imageModels) =>
    models.map((model) => ({
      id: model.id,
      title: model.title[locale],
      prices: [{ unit: 'image' as const, kopecks: model.image?.kopecksPerImage ?? 0 }],
    }));
  const editing = imageModels.filter((model) => model.image?.canEdit);
  const midjourney = [
    {
      id: 'midjourney',
      title: 'Midjourney',
      prices: [
        { unit: 'grid' as const, kopecks: priceOf(env, 'imagine') },
        { unit: 'upscale' as const, kopecks: priceOf(env, 'U1') },
      ],
    },
  ];
  const perMinute = sttCostKopecks(env, 60);
  const transcription = [
    ...(deepgramConfigOf(env) ? [{ id: 'deepgram:nova', title: 'Deepgram Nova' }] : []),
    ...(openaiSpeechConfigured(env) ? [{ id: 'gpt:whisper-1', title: 'OpenAI Whisper' }] : []),
  ].map((model) => ({ ...model, prices: [{ unit: 'minute' as const, kopecks: perMinute }] }));
  const speech = yandexConfigOf(env)
    ? [
        {
          id: 'yandex:speechkit',
          title: 'Yandex SpeechKit',
          prices: [{ unit: 'thousand_chars' as const, kopecks: ttsCostKopecks(env, 1000) }],
        },
      ]
    : [];
  const tool = (id: ToolId, models: PricedModel[], available = models.length > 0) => ({
    id,
    available,
    models,
  });
  return [
    tool('text', textModels),
    tool('image', imagePrices(imageModels)),
    tool('midjourney', midjourney, proxyConfigOf(env) !== undefined),
    tool('transcription', transcription),
    tool('speech', speech),
    tool('avatar', imagePrices(editing)),
    tool('text-studio', textModels),
  ];
}

import type { Locale } from '../../i18n/locales';
import * as m from '../../paraglide/messages.js';
import { formatRub } from '../format';

/** The api's `GET /v1/prices` answer (api/src/catalog/price-list.ts). */
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
export type PricedTool = {
  id: ToolId;
  available: boolean;
  models: { id: string; title: string; prices: { unit: PriceUnit; kopecks: number }[] }[];
};

const unitMessages = {
  million_input_tokens: m.service_unit_million_input_tokens,
  million_output_tokens: m.service_unit_million_output_tokens,
  image: m.service_unit_image,
  grid: m.service_unit_grid,
  upscale: m.service_unit_upscale,
  minute: m.service_unit_minute,
  thousand_chars: m.service_unit_thousand_chars,
} satisfies Record<PriceUnit, unknown>;

/**
 * One price as a reader says it.
 *
 * @example priceText({ unit: 'image', kopecks: 400 }, 'en') // 'RUB 4.00 per image'
 */
export function priceText(price: { unit: PriceUnit; kopecks: number }, locale: Locale): string {
  return unitMessages[price.unit]({ price: formatRub(price.kopecks, locale) }, { locale });
}

type Plain = (inputs: Record<string, never>, options: { locale: Locale }) => string;

const toolMessages: Record<ToolId, { title: Plain; description: Plain }> = {
  text: { title: m.service_tool_text_title, description: m.service_tool_text_desc },
  image: { title: m.service_tool_image_title, description: m.service_tool_image_desc },
  midjourney: {
    title: m.service_tool_midjourney_title,
    description: m.service_tool_midjourney_desc,
  },
  transcription: {
    title: m.service_tool_transcription_title,
    description: m.service_tool_transcription_desc,
  },
  speech: { title: m.service_tool_speech_title, description: m.service_tool_speech_desc },
  avatar: { title: m.service_tool_avatar_title, description: m.service_tool_avatar_desc },
  'text-studio': {
    title: m.service_tool_text_studio_title,
    description: m.service_tool_text_studio_desc,
  },
};

/** Where each tool starts (without the locale prefix): read-aloud lives in the text chat. */
export const toolPaths: Record<ToolId, string> = {
  text: '/chat',
  image: '/chat/image',
  midjourney: '/chat/midjourney',
  transcription: '/transcription',
  speech: '/chat',
  avatar: '/avatar',
  'text-studio': '/text',
};

/** A tool's name and what it does, in `locale`. */
export function toolTexts(id: ToolId, locale: Locale) {
  const { title, description } = toolMessages[id];
  return { title: title({}, { locale }), description: description({}, { locale }) };
}

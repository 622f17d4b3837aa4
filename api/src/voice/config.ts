import type { Env } from '../env';
import { ApiError } from '../lib/errors';
import { isOpenAISttModel, openaiSpeechConfigured } from './openai-stt';
import './voice-errors';

export interface DeepgramConfig {
  baseUrl: string;
  apiKey: string;
}

export interface YandexTtsConfig {
  baseUrl: string;
  apiKey: string;
  folderId?: string;
}

const trimSlash = (url: string) => url.replace(/\/+$/, '');

/** Deepgram's settings, or undefined while speech to text is off (no key). */
export function deepgramConfigOf(env: Env): DeepgramConfig | undefined {
  if (!env.DEEPGRAM_API_KEY) return undefined;
  const baseUrl = trimSlash(env.DEEPGRAM_BASE_URL || 'https://api.deepgram.com');
  return { baseUrl, apiKey: env.DEEPGRAM_API_KEY };
}

/** Yandex SpeechKit's settings, or undefined while text to speech is off (no key). */
export function yandexConfigOf(env: Env): YandexTtsConfig | undefined {
  if (!env.YANDEX_API_KEY) return undefined;
  const baseUrl = trimSlash(env.YANDEX_TTS_BASE_URL || 'https://tts.api.cloud.yandex.net');
  return { baseUrl, apiKey: env.YANDEX_API_KEY, folderId: env.YANDEX_FOLDER_ID || undefined };
}

export function yandexOrOff(env: Env) {
  const config = yandexConfigOf(env);
  if (!config) throw new ApiError(503, 'tts_not_configured');
  return config;
}

function priceSetting(value: string | undefined, fallback: number) {
  const n = Number(value);
  return value !== undefined && value !== '' && Number.isSafeInteger(n) && n >= 0 ? n : fallback;
}

/** Kopecks for `seconds` of transcribed audio: every started minute at the per-minute price. */
export function sttCostKopecks(env: Env, seconds: number) {
  const perMinute = priceSetting(env.STT_PRICE_PER_MINUTE_KOPECKS, 100);
  return Math.max(1, Math.ceil(seconds / 60)) * perMinute;
}

/** Kopecks for synthesizing `characters`: every started 1,000 characters at the set price. */
export function ttsCostKopecks(env: Env, characters: number) {
  const per1000 = priceSetting(env.TTS_PRICE_PER_1000_CHARS_KOPECKS, 50);
  return Math.max(1, Math.ceil(characters / 1000)) * per1000;
}

/** The longest recording we transcribe in one request, and the largest upload. */
export const MAX_AUDIO_MINUTES = 120;
export const MAX_AUDIO_BYTES = 25 * 1024 * 1024;
/** The largest file uploaded in parts (Deepgram's pre-recorded limit is 2 GB). */
export const MAX_UPLOAD_BYTES = 2 * 1024 * 1024 * 1024;
/** The size of every part of a long upload but the last (R2 wants equal parts of ≥ 5 MiB). */
export const UPLOAD_PART_BYTES = 10 * 1024 * 1024;

/**
 * Which provider serves a requested model: OpenAI for its own models, Deepgram for `nova*`, or
 * OpenAI's whisper-1 in Deepgram's place when only OpenAI is configured; 503 when neither is.
 */
export function sttProviderFor(env: Env, model: string) {
  if (isOpenAISttModel(model)) {
    if (!openaiSpeechConfigured(env)) throw new ApiError(503, 'speech_not_configured');
    return { kind: 'openai' as const, model };
  }
  const deepgram = deepgramConfigOf(env);
  if (deepgram) return { kind: 'deepgram' as const, config: deepgram, model };
  if (openaiSpeechConfigured(env)) return { kind: 'openai' as const, model: 'whisper-1' as const };
  throw new ApiError(503, 'speech_not_configured');
}

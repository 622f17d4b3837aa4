import type { Env } from '../env';
import { ApiError } from '../lib/errors';
import { yandexConfigOf } from './config';
import { openaiSpeechConfigured } from './openai-stt';
import { VOICES as YANDEX_VOICES } from './yandex-tts';

/** OpenAI's speech voices (platform.openai.com, text to speech): every one speaks any language. */
export const OPENAI_VOICES = [
  'alloy',
  'ash',
  'coral',
  'echo',
  'fable',
  'nova',
  'onyx',
  'sage',
  'shimmer',
] as const;

export type SpeechProvider = 'yandex' | 'openai';

/** Every voice we read aloud with: its provider, and its language (`multi` for OpenAI's). */
export const VOICE_CATALOGUE = {
  ...Object.fromEntries(
    Object.entries(YANDEX_VOICES).map(([id, language]) => [id, { provider: 'yandex', language }]),
  ),
  ...Object.fromEntries(OPENAI_VOICES.map((id) => [id, { provider: 'openai', language: 'multi' }])),
} as Record<VoiceId, { provider: SpeechProvider; language: string }>;

export type VoiceId = keyof typeof YANDEX_VOICES | (typeof OPENAI_VOICES)[number];
export const VOICE_IDS = [...Object.keys(YANDEX_VOICES), ...OPENAI_VOICES] as unknown as [
  VoiceId,
  ...VoiceId[],
];

/** Whether a provider of speech is configured (a key, or OpenAI's base URL). */
export function ttsProviderOn(env: Env, provider: SpeechProvider) {
  return provider === 'yandex' ? yandexConfigOf(env) !== undefined : openaiSpeechConfigured(env);
}

/** The voices of configured providers, Yandex's first; `alena` the default while Yandex is on. */
export function availableVoices(env: Env) {
  const voices = VOICE_IDS.filter((id) => ttsProviderOn(env, VOICE_CATALOGUE[id].provider)).map(
    (id) => ({ id, ...VOICE_CATALOGUE[id] }),
  );
  return { voices, defaultVoice: voices[0]?.id ?? 'alena' };
}

/** The provider of `voice`, or 503 `tts_not_configured` when it is off. */
export function ttsProviderFor(env: Env, voice: VoiceId) {
  const { provider } = VOICE_CATALOGUE[voice];
  if (!ttsProviderOn(env, provider)) throw new ApiError(503, 'tts_not_configured');
  return provider;
}

import { createOpenAI } from '@ai-sdk/openai';
import { APICallError, generateSpeech } from 'ai';
import type { Env } from '../env';
import { ApiError } from '../lib/errors';
import { joinAudio, splitForSpeech } from './speakable';
import type { SpeechFormat } from './yandex-tts';

/** OpenAI's speech endpoint takes at most this many characters of input per request. */
export const OPENAI_TEXT_LIMIT = 4096;

/** OpenAI's current speech model: it speaks every voice of OPENAI_VOICES in any language. */
export const OPENAI_TTS_MODEL = 'gpt-4o-mini-tts';

/**
 * Speech from OpenAI through the AI SDK (`generateSpeech` with `openai.speech(...)`): Ogg Opus
 * (`response_format: opus`) or MP3, at OpenAI's speeds (0.25–4). Text over its limit goes as
 * sentence-bounded parts in order, joined like SpeechKit's (chained Ogg, concatenated MP3).
 */
export async function synthesizeWithOpenAI(
  env: Env,
  req: { text: string; voice: string; format: SpeechFormat; speed: number },
) {
  const provider = createOpenAI({
    apiKey: env.OPENAI_API_KEY || 'not-set',
    baseURL: env.OPENAI_BASE_URL || undefined,
  });
  const chunks: Uint8Array[] = [];
  for (const part of splitForSpeech(req.text, OPENAI_TEXT_LIMIT)) {
    try {
      const { audio } = await generateSpeech({
        model: provider.speech(OPENAI_TTS_MODEL),
        text: part,
        voice: req.voice,
        outputFormat: req.format === 'oggopus' ? 'opus' : 'mp3',
        speed: Math.min(4, Math.max(0.25, req.speed)),
        maxRetries: 0,
      });
      chunks.push(audio.uint8Array);
    } catch (err) {
      const status = APICallError.isInstance(err) ? err.statusCode : undefined;
      console.error('openai speech', status, err instanceof Error ? err.message : err);
      if (status && status < 500 && ![401, 403, 429].includes(status)) {
        const reason = APICallError.isInstance(err) ? err.message : String(status);
        throw new ApiError(422, 'speech_provider_refused', { reason });
      }
      throw new ApiError(502, 'speech_provider_unavailable');
    }
  }
  return joinAudio(chunks);
}

import { createOpenAI } from '@ai-sdk/openai';
import { APICallError, transcribe } from 'ai';
import type { Env } from '../env';
import { ApiError } from '../lib/errors';
import type { Transcript } from './transcript';

/** Our `model` values served by OpenAI's transcription API; the rest go to Deepgram. */
export const OPENAI_STT_MODELS = [
  'whisper-1',
  'gpt-4o-transcribe',
  'gpt-4o-mini-transcribe',
] as const;
export type OpenAISttModel = (typeof OPENAI_STT_MODELS)[number];

export const isOpenAISttModel = (model: string): model is OpenAISttModel =>
  (OPENAI_STT_MODELS as readonly string[]).includes(model);

/** OpenAI is on for speech when its key or base URL is set, as for answers. */
export const openaiSpeechConfigured = (env: Env) =>
  Boolean(env.OPENAI_API_KEY || env.OPENAI_BASE_URL);

/**
 * Transcribes with OpenAI through the AI SDK (`transcribe`). It has no speakers, so each segment
 * becomes a paragraph of unknown speaker, and its timed segments stand in for words.
 */
export async function transcribeWithOpenAI(
  env: Env,
  audio: { bytes: Uint8Array; contentType: string },
  opts: { model: OpenAISttModel; language?: string },
): Promise<Transcript> {
  const provider = createOpenAI({
    apiKey: env.OPENAI_API_KEY || 'not-set',
    baseURL: env.OPENAI_BASE_URL || undefined,
  });
  try {
    const result = await transcribe({
      model: provider.transcription(opts.model),
      audio: audio.bytes,
      maxRetries: 0,
      providerOptions: opts.language ? { openai: { language: opts.language } } : undefined,
    });
    const timed = result.segments.map((s) => ({
      text: s.text.trim(),
      start: s.startSecond,
      end: s.endSecond,
      speaker: null,
    }));
    return {
      text: result.text,
      language: result.language ?? opts.language ?? null,
      durationSeconds: result.durationInSeconds ?? timed.at(-1)?.end ?? 0,
      words: timed.map(({ text, ...times }) => ({ word: text, ...times })),
      paragraphs: timed,
    };
  } catch (err) {
    const status = APICallError.isInstance(err) ? err.statusCode : undefined;
    if (status && status < 500 && ![401, 403, 429].includes(status)) {
      throw new ApiError(422, 'speech_provider_refused', { reason: (err as Error).message });
    }
    console.error('openai transcription', status, err);
    throw new ApiError(502, 'speech_provider_unavailable');
  }
}

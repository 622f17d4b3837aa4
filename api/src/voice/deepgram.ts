import { ApiError } from '../lib/errors';
import type { DeepgramConfig } from './config';
import type { Transcript } from './transcript';

/** The parts of Deepgram's ListenV1Response we read (developers.deepgram.com, pre-recorded). */
interface ListenResponse {
  metadata?: { duration?: number; request_id?: string };
  results?: {
    channels?: {
      detected_language?: string;
      alternatives?: {
        transcript?: string;
        words?: {
          word: string;
          punctuated_word?: string;
          start: number;
          end: number;
          speaker?: number;
        }[];
        paragraphs?: {
          paragraphs?: {
            sentences?: { text: string }[];
            speaker?: number;
            start: number;
            end: number;
          }[];
        };
      }[];
    }[];
  };
}

/** `model=nova` in our api means Deepgram's current Nova model. */
const MODELS = new Map([
  ['nova', 'nova-3'],
  ['nova-3', 'nova-3'],
  ['nova-2', 'nova-2'],
]);

export function deepgramModelOf(model: string) {
  return MODELS.get(model) ?? 'nova-3';
}

/**
 * Transcribes `audio` with Deepgram's pre-recorded REST API (speakers and paragraphs included,
 * which the AI SDK adapter drops). Its `{err_code, err_msg}` becomes our localized error.
 */
export async function transcribeWithDeepgram(
  config: DeepgramConfig,
  audio: { body: Uint8Array<ArrayBuffer> | ReadableStream; contentType: string },
  opts: { model: string; language?: string },
): Promise<Transcript> {
  const query = new URLSearchParams({
    model: deepgramModelOf(opts.model),
    smart_format: 'true',
    diarize: 'true',
    paragraphs: 'true',
    ...(opts.language ? { language: opts.language } : { detect_language: 'true' }),
  });
  let res: Response;
  try {
    res = await fetch(`${config.baseUrl}/v1/listen?${query}`, {
      method: 'POST',
      headers: { Authorization: `Token ${config.apiKey}`, 'Content-Type': audio.contentType },
      body: audio.body,
    });
  } catch {
    throw new ApiError(502, 'speech_provider_unavailable');
  }
  if (!res.ok) throw await deepgramError(res);
  const data = (await res.json()) as ListenResponse;
  const channel = data.results?.channels?.[0];
  const best = channel?.alternatives?.[0];
  return {
    text: best?.transcript ?? '',
    language: channel?.detected_language ?? opts.language ?? null,
    durationSeconds: data.metadata?.duration ?? 0,
    words: (best?.words ?? []).map((w) => ({
      word: w.punctuated_word ?? w.word,
      start: w.start,
      end: w.end,
      speaker: w.speaker ?? null,
    })),
    paragraphs: (best?.paragraphs?.paragraphs ?? []).map((p) => ({
      text: (p.sentences ?? []).map((s) => s.text).join(' '),
      start: p.start,
      end: p.end,
      speaker: p.speaker ?? null,
    })),
  };
}

async function deepgramError(res: Response) {
  const body = (await res.json().catch(() => ({}))) as { err_msg?: string; err_code?: string };
  // Our key or Deepgram itself failing is not the caller's fault: a 502 without details.
  if (res.status >= 500 || res.status === 401 || res.status === 403 || res.status === 429) {
    console.error('deepgram', res.status, body.err_code, body.err_msg);
    return new ApiError(502, 'speech_provider_unavailable');
  }
  return new ApiError(422, 'speech_provider_refused', {
    reason: body.err_msg || body.err_code || String(res.status),
  });
}

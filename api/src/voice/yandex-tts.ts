import { ApiError } from '../lib/errors';
import type { YandexTtsConfig } from './config';
import { joinAudio, splitForSpeech } from './speakable';

/** SpeechKit v1 takes at most this many characters per request. */
export const YANDEX_TEXT_LIMIT = 5000;

/** Voices of SpeechKit v1 and their language; `alena` is ours by default. */
export const VOICES = {
  alena: 'ru-RU',
  filipp: 'ru-RU',
  ermil: 'ru-RU',
  jane: 'ru-RU',
  omazh: 'ru-RU',
  zahar: 'ru-RU',
  john: 'en-US',
} as const;
export type YandexVoiceId = keyof typeof VOICES;

export const FORMATS = { oggopus: 'audio/ogg', mp3: 'audio/mpeg' } as const;
export type SpeechFormat = keyof typeof FORMATS;

export interface SpeechRequest {
  text: string;
  voice: YandexVoiceId;
  format: SpeechFormat;
  speed: number;
}

async function synthesizePart(config: YandexTtsConfig, part: string, req: SpeechRequest) {
  const form = new URLSearchParams({
    text: part,
    lang: VOICES[req.voice],
    voice: req.voice,
    speed: String(req.speed),
    format: req.format,
  });
  if (config.folderId) form.set('folderId', config.folderId);
  let res: Response;
  try {
    res = await fetch(`${config.baseUrl}/speech/v1/tts:synthesize`, {
      method: 'POST',
      headers: { Authorization: `Api-Key ${config.apiKey}` },
      body: form,
    });
  } catch {
    throw new ApiError(502, 'speech_provider_unavailable');
  }
  if (res.ok) return new Uint8Array(await res.arrayBuffer());
  const body = (await res.json().catch(() => ({}))) as {
    error_code?: string;
    error_message?: string;
  };
  console.error('yandex tts', res.status, body.error_code, body.error_message);
  if (res.status >= 500 || res.status === 401 || res.status === 403 || res.status === 429) {
    throw new ApiError(502, 'speech_provider_unavailable');
  }
  throw new ApiError(422, 'speech_provider_refused', {
    reason: body.error_message || body.error_code || String(res.status),
  });
}

/**
 * Speech for `req.text` from SpeechKit v1: text over its limit goes as sentence-bounded parts,
 * in order, and their audio is joined. Joined MP3 frames play as one file; joined Ogg Opus parts
 * form a chained Ogg stream (RFC 3533 §4), which browsers play through.
 */
export async function synthesizeWithYandex(config: YandexTtsConfig, req: SpeechRequest) {
  const chunks: Uint8Array[] = [];
  for (const part of splitForSpeech(req.text, YANDEX_TEXT_LIMIT)) {
    chunks.push(await synthesizePart(config, part, req));
  }
  return joinAudio(chunks);
}

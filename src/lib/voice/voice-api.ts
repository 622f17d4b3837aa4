import { clientSettings } from '../settings/client-settings';

/** Which voice features the server has (GET /v1/aimedia/voices), fetched once per page. */
export interface VoiceFeatures {
  stt: boolean;
  tts: boolean;
  voices?: { id: string; provider: 'yandex' | 'openai'; language: string }[];
  defaultVoice?: string;
}

let features: Promise<VoiceFeatures> | undefined;

export function voiceFeatures(): Promise<VoiceFeatures> {
  features ??= fetch('/api/v1/aimedia/voices')
    .then((res) => (res.ok ? (res.json() as Promise<VoiceFeatures>) : { stt: false, tts: false }))
    .catch(() => {
      features = undefined;
      return { stt: false, tts: false };
    });
  return features;
}

/** The api's `{message}` of a refusal (in the page's locale: the front sends X-Ad-Locale), or the status when the body says nothing. */
async function reasonOf(res: Response): Promise<string> {
  const body = (await res.json().catch(() => ({}))) as { message?: unknown };
  return typeof body.message === 'string' ? body.message : `HTTP ${res.status}`;
}

export class VoiceApiError extends Error {}

/** The transcript of a recording (`POST /v1/aimedia/stt/transcribe?model=nova`). */
export async function transcribeRecording(audio: Blob): Promise<string> {
  const form = new FormData();
  form.set('file', audio, 'dictation');
  form.set('source', 'dictation');
  const res = await fetch('/api/v1/aimedia/stt/transcribe?model=nova', {
    method: 'POST',
    body: form,
  });
  if (!res.ok) throw new VoiceApiError(await reasonOf(res));
  return ((await res.json()) as { text: string }).text;
}

/**
 * Speech for a text (`POST /v1/aimedia/yandex/synthesize`), as a blob the page can play. The
 * voice is the account's (settings), else the interface language's Yandex voice, else the one the
 * server offers first (an OpenAI voice where only OpenAI is configured).
 */
export async function synthesizeSpeech(
  text: string,
  locale: string,
  signal?: AbortSignal,
): Promise<Blob> {
  const format = new Audio().canPlayType('audio/ogg; codecs=opus') ? 'oggopus' : 'mp3';
  const voice = clientSettings().voice ?? (await defaultVoice(locale));
  const res = await fetch(`/api/v1/aimedia/yandex/synthesize?voice_id=${voice}&format=${format}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ text }),
    signal,
  });
  if (!res.ok) throw new VoiceApiError(await reasonOf(res));
  return res.blob();
}

async function defaultVoice(locale: string) {
  const byLanguage = locale === 'ru' ? 'alena' : 'john';
  const { voices = [], defaultVoice: first } = await voiceFeatures();
  return voices.some((v) => v.id === byLanguage) || !first ? byLanguage : first;
}

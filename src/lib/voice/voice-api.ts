import { clientSettings } from '../settings/client-settings';

/** Which voice features the server has (GET /v1/aimedia/voices), fetched once per page. */
export interface VoiceFeatures {
  stt: boolean;
  tts: boolean;
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

/** Speech for a text (`POST /v1/aimedia/yandex/synthesize`), as a blob the page can play. */
export async function synthesizeSpeech(text: string, locale: string): Promise<Blob> {
  const format = new Audio().canPlayType('audio/ogg; codecs=opus') ? 'oggopus' : 'mp3';
  // Settings → voice; unset, the interface language picks one.
  const voice = clientSettings().voice ?? (locale === 'ru' ? 'alena' : 'john');
  const res = await fetch(`/api/v1/aimedia/yandex/synthesize?voice_id=${voice}&format=${format}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ text }),
  });
  if (!res.ok) throw new VoiceApiError(await reasonOf(res));
  return res.blob();
}

import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { api, registerUser } from '../../test/helpers';
import { fakeRequests, moneyOf, transcribe, wav } from '../../test/voice-helpers';

/** What the Deepgram fake hears in any audio (tests/fakes/deepgram.mjs). */
const DEFAULT_TRANSCRIPT = 'Hello, this is a dictation test. Second speaker here.';

interface TranscriptionJson {
  id: string;
  text: string;
  language: string;
  durationSeconds: number;
  costKopecks: number;
  words: { word: string; start: number; end: number; speaker: number }[];
  paragraphs: { text: string; speaker: number }[];
  audioUrl: string;
}

describe('POST /v1/aimedia/stt/transcribe', () => {
  it('transcribes a WAV with words, speakers and paragraphs, keeps the audio and charges per minute once', async () => {
    const { headers, user } = await registerUser();
    const before = await moneyOf(user.entityId);
    const res = await transcribe(headers, wav(2), { query: '?model=nova' });
    expect(res.status).toBe(201);
    const body = (await res.json()) as TranscriptionJson;
    expect(body.text).toBe(DEFAULT_TRANSCRIPT);
    expect(body.language).toBe('en');
    expect(body.durationSeconds).toBeCloseTo(2, 1);
    expect(body.words[0]).toMatchObject({ word: 'Hello,', start: 0, speaker: 0 });
    expect(body.words.at(-1)?.end).toBeCloseTo(2, 1);
    expect(body.paragraphs.map((p) => p.speaker)).toEqual([0, 1]);
    expect(body.costKopecks).toBe(100);
    const after = await moneyOf(user.entityId);
    expect(before.balance - after.balance).toBe(100);
    expect(after.usage - before.usage).toBe(-100);
    expect(after.holds).toBe(0);
    const audio = await api(body.audioUrl, { headers });
    expect(audio.headers.get('content-type')).toBe('audio/wav');
    expect((await audio.arrayBuffer()).byteLength).toBe(wav(2).byteLength);
    const sent = (
      await fakeRequests<{ path: string; contentType: string }>(env.DEEPGRAM_BASE_URL)
    ).at(-1);
    expect(sent?.contentType).toBe('audio/wav');
    for (const param of [
      'model=nova-3',
      'smart_format=true',
      'diarize=true',
      'paragraphs=true',
      'detect_language=true',
    ]) {
      expect(sent?.path).toContain(param);
    }
    const stranger = await registerUser();
    expect((await api(body.audioUrl, { headers: stranger.headers })).status).toBe(404);
  });

  it('judges the type by the bytes, not the name: a PNG called .wav is refused, a WAV called .txt is taken', async () => {
    const { headers, user } = await registerUser();
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0, 0]);
    const refused = await transcribe(headers, png, { name: 'voice.wav', type: 'audio/wav' });
    expect(refused.status).toBe(415);
    expect(await refused.json()).toMatchObject({ code: 'audio_unsupported_type', field: 'file' });
    expect((await moneyOf(user.entityId)).usage).toBe(0);
    const taken = await transcribe(headers, wav(1), { name: 'notes.txt', type: 'text/plain' });
    expect(taken.status).toBe(201);
  });

  it('asks for a file when there is none', async () => {
    const { headers } = await registerUser();
    const res = await api('/v1/aimedia/stt/transcribe', {
      method: 'POST',
      headers: { ...headers, 'X-Ad-Locale': 'ru' },
      body: new FormData(),
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({
      code: 'audio_file_missing',
      message: expect.stringContaining('аудиофайл'),
    });
  });

  it("turns Deepgram's err_msg into a localized 422, and its outage into a 502, charging nothing", async () => {
    const { headers, user } = await registerUser();
    const refused = await transcribe(headers, wav(1, 'fake:fail=400'));
    expect(refused.status).toBe(422);
    expect(await refused.json()).toMatchObject({
      code: 'speech_provider_refused',
      message: expect.stringContaining('corrupt or unsupported data'),
    });
    const down = await transcribe(headers, wav(1, 'fake:fail=503'));
    expect(down.status).toBe(502);
    expect(await down.json()).toMatchObject({ code: 'speech_provider_unavailable' });
    expect(await moneyOf(user.entityId)).toMatchObject({ usage: 0, holds: 0 });
  });

  it('refuses a team without money with 402 before calling the provider', async () => {
    const { headers } = await registerUser({ confirm: false });
    const res = await transcribe(headers, wav(1));
    expect(res.status).toBe(402);
  });
});

describe('GET /v1/aimedia/voices', () => {
  it('says which voice features are on and lists the voices', async () => {
    const { headers } = await registerUser();
    const res = await api('/v1/aimedia/voices', { headers });
    expect(await res.json()).toMatchObject({ stt: true, tts: true, defaultVoice: 'alena' });
  });
});

describe('OpenAI transcription (AI SDK)', () => {
  it('serves whisper-1 through OpenAI with its segments as paragraphs, charged per minute', async () => {
    const { headers, user } = await registerUser();
    const res = await transcribe(headers, wav(2), { query: '?model=whisper-1' });
    expect(res.status).toBe(201);
    const body = (await res.json()) as TranscriptionJson;
    expect(body.text).toBe('Hello from Whisper. A second segment.');
    expect(body.language).toBe('en');
    expect(body.paragraphs.map((p) => p.text)).toEqual([
      'Hello from Whisper.',
      'A second segment.',
    ]);
    expect(body.words[1]).toMatchObject({ start: 1.2, end: 2.3, speaker: null });
    expect((await moneyOf(user.entityId)).usage).toBe(-100);
  });

  it("turns OpenAI's refusal into a 422 and charges nothing", async () => {
    const { headers, user } = await registerUser();
    const res = await transcribe(headers, wav(1, 'fake:fail=400'), { query: '?model=whisper-1' });
    expect(res.status).toBe(422);
    expect(await res.json()).toMatchObject({ code: 'speech_provider_refused' });
    expect(await moneyOf(user.entityId)).toMatchObject({ usage: 0, holds: 0 });
  });
});

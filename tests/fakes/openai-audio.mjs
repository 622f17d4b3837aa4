// OpenAI's audio routes for the OpenAI fake: `POST …/audio/transcriptions` (multipart; answers
// `verbose_json` with `segments[{id, start, end, text}]`, `language`, `duration`) and
// `POST …/audio/speech` (JSON; answers silent MP3 frames). `fake:fail=400|500` anywhere in the
// request scripts an OpenAI error body.
import { silentMp3 } from './yandex-tts.mjs';

export const OPENAI_FAKE_TRANSCRIPT = ['Hello from Whisper.', 'A second segment.'];

/** Handles an audio route and answers true, or answers false for the caller to go on. */
export function handleAudio({ res, path, body }) {
  const isTranscription = path.endsWith('/audio/transcriptions');
  if (!isTranscription && !path.endsWith('/audio/speech')) return false;
  const raw = typeof body === 'string' ? body : JSON.stringify(body ?? '');
  const fail = raw.match(/fake:fail=(\d+)/)?.[1];
  if (fail) {
    res.writeHead(Number(fail), { 'content-type': 'application/json' });
    res.end(
      JSON.stringify({ error: { message: 'Invalid file format.', type: 'invalid_request_error' } }),
    );
    return true;
  }
  if (!isTranscription) {
    res.writeHead(200, { 'content-type': 'audio/mpeg' });
    res.end(silentMp3());
    return true;
  }
  const segments = OPENAI_FAKE_TRANSCRIPT.map((text, id) => ({
    id,
    seek: 0,
    start: id * 1.2,
    end: id * 1.2 + 1.1,
    text: ` ${text}`,
    tokens: [],
    temperature: 0,
    avg_logprob: -0.2,
    compression_ratio: 1,
    no_speech_prob: 0.01,
  }));
  res.writeHead(200, { 'content-type': 'application/json' });
  res.end(
    JSON.stringify({
      task: 'transcribe',
      language: 'english',
      duration: 2.3,
      text: OPENAI_FAKE_TRANSCRIPT.join(' '),
      segments,
    }),
  );
  return true;
}

// OpenAI's audio routes for the OpenAI fake: `POST …/audio/transcriptions` (multipart; answers
// `verbose_json` with `segments[{id, start, end, text}]`, `language`, `duration`) and
// `POST …/audio/speech` (JSON `{model, input, voice, response_format, speed}`; answers Ogg Opus
// for `opus`, silent MP3 frames otherwise, 400 for a missing or too long input or an unknown
// voice). `fake:fail=400|500` anywhere in the request scripts an OpenAI error body.
import { readFileSync } from 'node:fs';
import { silentMp3 } from './yandex-tts.mjs';

/** OpenAI's speech voices and input limit (platform.openai.com/docs/api-reference/audio). */
const VOICES = [
  'alloy',
  'ash',
  'ballad',
  'coral',
  'echo',
  'fable',
  'nova',
  'onyx',
  'sage',
  'shimmer',
  'verse',
];
const INPUT_LIMIT = 4096;
const speechOgg = readFileSync(new URL('./fixtures/speech.ogg', import.meta.url));

/**
 * `POST /v1/audio/speech` with `{model, input, voice, response_format, speed}`: the audio bytes
 * (real Ogg Opus for `opus`, silent MP3 frames for `mp3`), or OpenAI's 400 error body.
 */
function speech(res, body) {
  const refuse = (message, param) => {
    res.writeHead(400, { 'content-type': 'application/json' });
    res.end(
      JSON.stringify({ error: { message, type: 'invalid_request_error', param, code: null } }),
    );
    return true;
  };
  const input = typeof body?.input === 'string' ? body.input : '';
  if (!body?.model) return refuse('you must provide a model parameter', 'model');
  if (!input)
    return refuse(
      "[{'type': 'missing', 'loc': ('body', 'input'), 'msg': 'Field required'}]",
      'input',
    );
  if (input.length > INPUT_LIMIT)
    return refuse(
      `string too long. Expected a string with maximum length ${INPUT_LIMIT}, but got a string with length ${input.length} instead.`,
      'input',
    );
  if (!VOICES.includes(body.voice)) return refuse(`Invalid voice '${body.voice}'.`, 'voice');
  const format = body.response_format ?? 'mp3';
  if (format === 'opus') {
    res.writeHead(200, { 'content-type': 'audio/ogg' });
    res.end(speechOgg);
  } else {
    res.writeHead(200, { 'content-type': 'audio/mpeg' });
    res.end(silentMp3());
  }
  return true;
}

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
  if (!isTranscription) return speech(res, body);
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

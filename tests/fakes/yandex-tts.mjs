// A Yandex SpeechKit v1 TTS wire fake: `POST …/speech/v1/tts:synthesize` with a form body (text,
// lang, voice, emotion, speed, format, folderId) behind `Authorization: Api-Key …`, answering
// audio bytes or `{error_code, error_message}`. The audio is real: a committed Ogg Opus clip
// (fixtures/speech.ogg, espeak-ng + opusenc) for `oggopus`, silent MPEG-1 Layer III frames for
// `mp3` and 48 kHz 16-bit PCM for `lpcm`. `fake:fail=400|500` in the text scripts an error.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { listenOnLoopback } from './listen.mjs';

/** Yandex's limit for one request's text. */
export const YANDEX_TEXT_LIMIT = 5000;

const speechOgg = readFileSync(new URL('./fixtures/speech.ogg', import.meta.url));

/** `frames` silent 128 kbit/s 44.1 kHz MPEG-1 Layer III frames (26 ms each), playable anywhere. */
export function silentMp3(frames = 80) {
  const frame = Buffer.alloc(417);
  frame.set([0xff, 0xfb, 0x90, 0x64]);
  return Buffer.concat(Array.from({ length: frames }, () => frame));
}

const lpcm = (seconds = 1) => Buffer.alloc(48_000 * 2 * seconds);

const audioOf = { oggopus: () => speechOgg, mp3: () => silentMp3(), lpcm: () => lpcm() };
const typeOf = { oggopus: 'audio/ogg', mp3: 'audio/mpeg', lpcm: 'application/octet-stream' };

/**
 * Starts the fake. With `{ apiKey }` it answers 401 unless `Authorization: Api-Key <apiKey>`.
 * `fake.requests` records each request's form fields.
 * @param {{ apiKey?: string, port?: number }} [opts]
 */
export async function startFakeYandexTts(opts = {}) {
  const requests = [];
  const server = createServer(async (req, res) => {
    const parts = [];
    for await (const part of req) parts.push(part);
    const path = req.url ?? '/';
    const json = (status, body) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (path === '/__fake/requests') return json(200, requests);
    const form = Object.fromEntries(new URLSearchParams(Buffer.concat(parts).toString('utf8')));
    requests.push({ method: req.method, path, form });
    const error = (status, error_code, error_message) =>
      json(status, { error_code, error_message });
    if (req.method !== 'POST' || path !== '/speech/v1/tts:synthesize') {
      return error(404, 'NOT_FOUND', 'Not found');
    }
    if (opts.apiKey && req.headers.authorization !== `Api-Key ${opts.apiKey}`) {
      return error(401, 'UNAUTHORIZED', 'The token is invalid');
    }
    const text = form.text ?? '';
    const fail = text.match(/fake:fail=(\d+)/)?.[1];
    if (fail) {
      return Number(fail) >= 500
        ? error(Number(fail), 'INTERNAL', 'Internal error')
        : error(Number(fail), 'BAD_REQUEST', 'Invalid voice or text');
    }
    if (!text) return error(400, 'BAD_REQUEST', 'Text is empty');
    if (text.length > YANDEX_TEXT_LIMIT) return error(400, 'BAD_REQUEST', 'Too long text');
    const format = form.format ?? 'oggopus';
    if (!audioOf[format]) return error(400, 'BAD_REQUEST', `Unknown format ${format}`);
    res.writeHead(200, { 'content-type': typeOf[format] });
    res.end(audioOf[format]());
  });
  return {
    url: await listenOnLoopback(server, opts.port),
    requests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

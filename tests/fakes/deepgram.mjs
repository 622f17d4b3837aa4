// A Deepgram pre-recorded wire fake: `POST …/v1/listen` with `Authorization: Token …` and the raw
// audio as the body, answering the ListenV1Response JSON (metadata, results.channels[0]
// .alternatives[0] with transcript, words[{word, start, end, confidence, speaker,
// punctuated_word}] and paragraphs) or Deepgram's error body `{err_code, err_msg, request_id}`.
// Directives ride inside the audio bytes (e.g. in a WAV LIST chunk), since the body is audio:
// `fake:fail=400|401|500`, `fake:duration=SECONDS`, `fake:text=<hex of UTF-8>`.
import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import { listenOnLoopback } from './listen.mjs';

export const DEFAULT_TRANSCRIPT = 'Hello, this is a dictation test. Second speaker here.';

const AUDIO_MAGIC = [
  (b) => b.subarray(0, 4).toString('latin1') === 'RIFF',
  (b) => b.subarray(0, 4).toString('latin1') === 'OggS',
  (b) => b.subarray(0, 4).toString('hex') === '1a45dfa3',
  (b) => b.subarray(0, 3).toString('latin1') === 'ID3' || (b[0] === 0xff && (b[1] & 0xe0) === 0xe0),
  (b) => b.subarray(4, 8).toString('latin1') === 'ftyp',
  (b) => b.subarray(0, 4).toString('latin1') === 'fLaC',
];

function directives(body) {
  const found = {};
  for (const [, key, value] of body.toString('latin1').matchAll(/fake:(\w+)=([\w.]+)/g)) {
    found[key] = value;
  }
  return found;
}

/** Seconds of a PCM WAV of `size` bytes from its header (byte rate at offset 28), else undefined. */
function wavSeconds(b, size) {
  if (b.subarray(0, 4).toString('latin1') !== 'RIFF' || b.length < 44) return undefined;
  const byteRate = b.readUInt32LE(28);
  return byteRate > 0 ? (size - 44) / byteRate : undefined;
}

/** How much of a body the fake looks at: enough for any header and a LIST chunk's directives. */
const HEAD_BYTES = 64 * 1024;

/** Deepgram's word list and paragraphs for `text`: two speakers, one per sentence pair. */
export function listenResponse(text, duration, requestId) {
  const sentences =
    text
      .match(/[^.!?]+[.!?]*/g)
      ?.map((s) => s.trim())
      .filter(Boolean) ?? [];
  const tokens = sentences.flatMap((s, si) => s.split(/\s+/).map((w) => ({ w, speaker: si % 2 })));
  const step = duration / Math.max(tokens.length, 1);
  const words = tokens.map(({ w, speaker }, i) => ({
    word: w.toLowerCase().replace(/[^\p{L}\p{N}']/gu, ''),
    start: +(i * step).toFixed(3),
    end: +((i + 1) * step).toFixed(3),
    confidence: 0.98,
    speaker,
    speaker_confidence: 0.9,
    punctuated_word: w,
  }));
  let at = 0;
  const paragraphs = sentences.map((s, si) => {
    const count = s.split(/\s+/).length;
    const first = words[at];
    const last = words[at + count - 1];
    at += count;
    const span = { text: s, start: first.start, end: last.end };
    return {
      sentences: [span],
      speaker: si % 2,
      num_words: count,
      start: span.start,
      end: span.end,
    };
  });
  const transcript = words.map((w) => w.punctuated_word).join(' ');
  return {
    metadata: {
      transaction_key: 'deprecated',
      request_id: requestId,
      sha256: '0'.repeat(64),
      created: new Date().toISOString(),
      duration,
      channels: 1,
      models: ['fake-nova-3'],
    },
    results: {
      channels: [
        {
          detected_language: 'en',
          language_confidence: 0.99,
          alternatives: [
            {
              transcript,
              confidence: 0.98,
              words,
              paragraphs: { transcript: `\n${sentences.join('\n\n')}`, paragraphs },
            },
          ],
        },
      ],
    },
  };
}

/**
 * Starts the fake. With `{ apiKey }` it answers 401 unless `Authorization: Token <apiKey>`.
 * `fake.requests` records method, path (with the query) and body size.
 * @param {{ apiKey?: string, port?: number }} [opts]
 */
export async function startFakeDeepgram(opts = {}) {
  const requests = [];
  const server = createServer(async (req, res) => {
    // Long files run to gigabytes: keep the head (magic bytes, directives) and count the rest.
    const parts = [];
    let size = 0;
    for await (const part of req) {
      if (size < HEAD_BYTES) parts.push(part);
      size += part.length;
    }
    const body = Buffer.concat(parts).subarray(0, HEAD_BYTES);
    const path = req.url ?? '/';
    const send = (status, json) => {
      res.writeHead(status, { 'content-type': 'application/json', 'dg-request-id': requestId });
      res.end(JSON.stringify(json));
    };
    const requestId = randomUUID();
    if (path === '/__fake/requests') return send(200, requests);
    requests.push({
      method: req.method,
      path,
      contentType: req.headers['content-type'],
      size,
    });
    const error = (status, err_code, err_msg) =>
      send(status, { err_code, err_msg, request_id: requestId });
    if (req.method !== 'POST' || !path.startsWith('/v1/listen'))
      return error(404, 'NOT_FOUND', 'Not found');
    if (opts.apiKey && req.headers.authorization !== `Token ${opts.apiKey}`) {
      return error(401, 'INVALID_AUTH', 'Invalid credentials.');
    }
    const found = directives(body);
    if (found.fail) {
      const status = Number(found.fail);
      return status >= 500
        ? error(status, 'INTERNAL_SERVER_ERROR', 'Internal server error')
        : error(
            status,
            'Bad Request',
            'Bad Request: failed to process audio: corrupt or unsupported data',
          );
    }
    if (!AUDIO_MAGIC.some((is) => is(body))) {
      return error(
        400,
        'Bad Request',
        'Bad Request: failed to process audio: corrupt or unsupported data',
      );
    }
    const text = found.text ? Buffer.from(found.text, 'hex').toString('utf8') : DEFAULT_TRANSCRIPT;
    const duration = Number(found.duration) || wavSeconds(body, size) || 2.5;
    send(200, listenResponse(text, +duration.toFixed(3), requestId));
  });
  return {
    url: await listenOnLoopback(server, opts.port),
    requests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

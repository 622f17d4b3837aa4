import { env } from 'cloudflare:workers';
import { api } from './helpers';
import { balanceOf, holdCount, ledgerSum } from './money-helpers';

/**
 * A valid 16 kHz mono 16-bit WAV of `seconds` of silence; `note` goes into a LIST chunk, where
 * the Deepgram fake reads directives such as `fake:fail=500` or `fake:duration=7200`.
 */
export function wav(seconds = 1, note = ''): Uint8Array<ArrayBuffer> {
  const rate = 16_000;
  const data = rate * 2 * seconds;
  // Space-padded to an even length, so a directive's value never runs into the next chunk's id.
  const padded = note ? `${note} ` : '';
  const info = new TextEncoder().encode(padded.length % 2 ? `${padded} ` : padded);
  const list = info.length ? 8 + info.length : 0;
  const bytes = new Uint8Array(44 + list + data);
  const view = new DataView(bytes.buffer);
  const ascii = (at: number, text: string) => {
    for (let i = 0; i < text.length; i++) bytes[at + i] = text.charCodeAt(i);
  };
  ascii(0, 'RIFF');
  view.setUint32(4, 36 + list + data, true);
  ascii(8, 'WAVEfmt ');
  view.setUint32(16, 16, true);
  view.setUint16(20, 1, true);
  view.setUint16(22, 1, true);
  view.setUint32(24, rate, true);
  view.setUint32(28, rate * 2, true);
  view.setUint16(32, 2, true);
  view.setUint16(34, 16, true);
  let at = 36;
  if (list) {
    ascii(at, 'LIST');
    view.setUint32(at + 4, info.length, true);
    bytes.set(info, at + 8);
    at += list;
  }
  ascii(at, 'data');
  view.setUint32(at + 4, data, true);
  return bytes;
}

/** `POST /v1/aimedia/stt/transcribe` with `bytes` as the multipart `file`. */
export function transcribe(
  headers: Record<string, string>,
  bytes: Uint8Array<ArrayBuffer>,
  opts: { name?: string; type?: string; query?: string; source?: string } = {},
) {
  const form = new FormData();
  form.set('file', new File([bytes], opts.name ?? 'clip.wav', { type: opts.type ?? 'audio/wav' }));
  if (opts.source) form.set('source', opts.source);
  return api(`/v1/aimedia/stt/transcribe${opts.query ?? ''}`, {
    method: 'POST',
    headers: { 'X-Ad-Locale': 'en', ...headers },
    body: form,
  });
}

/** `POST /v1/aimedia/yandex/synthesize`. */
export function synthesize(headers: Record<string, string>, text: string, query = '') {
  return api(`/v1/aimedia/yandex/synthesize${query}`, {
    method: 'POST',
    headers: { 'X-Ad-Locale': 'en', 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify({ text }),
  });
}

/** The team's balance and the sum of its usage ledger rows. */
export async function moneyOf(entityId: string) {
  const balance = await balanceOf(env, entityId);
  if (Number.isNaN(balance)) throw new Error('no such team');
  return {
    balance,
    usage: await ledgerSum(env, entityId, 'usage'),
    holds: await holdCount(env, entityId),
  };
}

/** What a voice fake has received (`/__fake/requests`). */
export async function fakeRequests<T>(root: string): Promise<T[]> {
  return (await (await fetch(`${root}/__fake/requests`)).json()) as T[];
}

import { ascii, type ByteSource, viewOf } from './audio-bytes';
import { matroskaSeconds, mp4Seconds, oggSeconds } from './audio-duration-containers';

/** How much of a file's start (and, for Ogg and WebM, its end) a probe reads. */
export const PROBE_BYTES = 64 * 1024;

/** WAV: the `data` chunk's length (or what the file holds of it) over the format's byte rate. */
function wavSeconds(head: Uint8Array, size: number) {
  const view = viewOf(head);
  let byteRate = 0;
  for (let at = 12; at + 8 <= head.length; ) {
    const length = view.getUint32(at + 4, true);
    if (ascii(head, at, 'fmt ') && at + 20 <= head.length) byteRate = view.getUint32(at + 16, true);
    if (ascii(head, at, 'data')) {
      const held = size - (at + 8);
      const bytes = length > 0 && length <= held ? length : held;
      return byteRate > 0 ? bytes / byteRate : null;
    }
    at += 8 + length + (length % 2);
  }
  return null;
}

const MPEG1_L3_KBPS = [0, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320];
const MPEG2_L3_KBPS = [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160];

/** MP3 (Layer III): the Xing/Info or VBRI frame count, else a constant bitrate over the size. */
function mp3Seconds(head: Uint8Array, size: number) {
  let at = 0;
  if (ascii(head, 0, 'ID3') && head.length >= 10) {
    const tag = ((head[6] ?? 0) << 21) | ((head[7] ?? 0) << 14) | ((head[8] ?? 0) << 7);
    at = 10 + (tag | (head[9] ?? 0)) + ((head[5] ?? 0) & 0x10 ? 10 : 0);
  }
  while (at + 4 < head.length && !(head[at] === 0xff && ((head[at + 1] ?? 0) & 0xe0) === 0xe0)) {
    at++;
  }
  if (at + 40 > head.length) return null;
  const version = ((head[at + 1] ?? 0) >> 3) & 3; // 3 MPEG-1, 2 MPEG-2, 0 MPEG-2.5
  const layer = ((head[at + 1] ?? 0) >> 1) & 3; // 1 Layer III
  const rateIndex = ((head[at + 2] ?? 0) >> 2) & 3;
  if (layer !== 1 || version === 1 || rateIndex === 3) return null;
  const mpeg1 = version === 3;
  const sampleRate = [44100, 48000, 32000][rateIndex] ?? 0;
  const rate = mpeg1 ? sampleRate : version === 2 ? sampleRate / 2 : sampleRate / 4;
  const samplesPerFrame = mpeg1 ? 1152 : 576;
  const mono = (head[at + 3] ?? 0) >> 6 === 3;
  const xing = at + 4 + (mpeg1 ? (mono ? 17 : 32) : mono ? 9 : 17);
  const view = viewOf(head);
  if ((ascii(head, xing, 'Xing') || ascii(head, xing, 'Info')) && xing + 12 <= head.length) {
    if (view.getUint32(xing + 4) & 1) return (view.getUint32(xing + 8) * samplesPerFrame) / rate;
  }
  if (ascii(head, at + 36, 'VBRI') && at + 54 <= head.length) {
    return (view.getUint32(at + 50) * samplesPerFrame) / rate;
  }
  const kbps = (mpeg1 ? MPEG1_L3_KBPS : MPEG2_L3_KBPS)[(head[at + 2] ?? 0) >> 4] ?? 0;
  return kbps > 0 ? ((size - at) * 8) / (kbps * 1000) : null;
}

/** FLAC: STREAMINFO's total samples over its sample rate (0 samples means unknown). */
function flacSeconds(head: Uint8Array) {
  if (head.length < 26) return null;
  const b = (i: number) => head[i] ?? 0;
  const rate = (b(18) << 12) | (b(19) << 4) | (b(20) >> 4);
  const samples = (b(21) & 0x0f) * 2 ** 32 + viewOf(head).getUint32(22);
  return rate > 0 && samples > 0 ? samples / rate : null;
}

/**
 * The length in seconds a file's container declares, read from its first (and for Ogg and MP4
 * some later) bytes, or null when this type keeps none we read cheaply. Used to price and refuse
 * a transcription before the provider gets the audio (docs/decisions/125-stt-holds-what-a-file-may-cost.md).
 *
 * @example const seconds = await declaredSeconds(fileSource(file), 'audio/mpeg')
 */
export async function declaredSeconds(source: ByteSource, type: string): Promise<number | null> {
  const head = await source.read(0, PROBE_BYTES);
  const seconds = await (async () => {
    switch (type) {
      case 'audio/wav':
        return wavSeconds(head, source.size);
      case 'audio/mpeg':
        return mp3Seconds(head, source.size);
      case 'audio/flac':
        return flacSeconds(head);
      case 'audio/ogg':
        return oggSeconds(head, source);
      case 'audio/webm':
        return matroskaSeconds(head, source);
      case 'audio/mp4':
        return mp4Seconds(source);
      default:
        return null;
    }
  })();
  return seconds !== null && Number.isFinite(seconds) && seconds >= 0 ? seconds : null;
}

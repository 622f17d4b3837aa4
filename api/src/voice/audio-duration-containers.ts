import { ascii, type ByteSource, viewOf } from './audio-bytes';

const TAIL_BYTES = 64 * 1024;
const tailOf = (source: ByteSource) =>
  source.read(Math.max(0, source.size - TAIL_BYTES), TAIL_BYTES);

/** Ogg Opus or Vorbis: the last page's granule position over the stream's sample rate. */
export async function oggSeconds(head: Uint8Array, source: ByteSource) {
  const packet = 27 + (head[26] ?? 0);
  const view = viewOf(head);
  let rate = 0;
  let preSkip = 0;
  if (ascii(head, packet, 'OpusHead') && packet + 12 <= head.length) {
    rate = 48_000;
    preSkip = view.getUint16(packet + 10, true);
  } else if (ascii(head, packet + 1, 'vorbis') && packet + 16 <= head.length) {
    rate = view.getUint32(packet + 12, true);
  }
  if (rate <= 0) return null;
  const tail = await tailOf(source);
  for (let at = tail.length - 27; at >= 0; at--) {
    if (!ascii(tail, at, 'OggS')) continue;
    const granule = viewOf(tail).getBigInt64(at + 6, true);
    if (granule >= 0n) return Math.max(0, Number(granule) - preSkip) / rate;
  }
  return null;
}

/** An EBML variable-length integer at `at`: its value (marker stripped unless `id`) and length. */
function vint(b: Uint8Array, at: number, id = false) {
  const first = b[at] ?? 0;
  const length = Math.clz32(first) - 23;
  if (length < 1 || length > 8 || at + length > b.length) return null;
  let value = id ? first : first & (0xff >> length);
  let allOnes = value === 0xff >> length;
  for (let i = 1; i < length; i++) {
    value = value * 256 + (b[at + i] ?? 0);
    allOnes &&= b[at + i] === 0xff;
  }
  return { value: !id && allOnes ? -1 : value, length };
}

function element(b: Uint8Array, at: number) {
  const id = vint(b, at, true);
  const size = id && vint(b, at + id.length);
  if (!id || !size) return null;
  return { id: id.value, size: size.value, data: at + id.length + size.length };
}

const uintOf = (b: Uint8Array, at: number, size: number) => {
  let value = 0;
  for (let i = 0; i < size; i++) value = value * 256 + (b[at + i] ?? 0);
  return value;
};

const SEGMENT = 0x18538067;
const INFO = 0x1549a966;
const CLUSTER = 0x1f43b675;

/**
 * WebM/Matroska: the Segment Info's Duration; a live recording (MediaRecorder) has none, so then
 * the last Cluster's timecode near the end of the file.
 */
export async function matroskaSeconds(head: Uint8Array, source: ByteSource) {
  let scale = 1_000_000;
  for (let at = 0, e = element(head, 0); e; e = element(head, at)) {
    if (e.id === SEGMENT) {
      at = e.data;
      continue;
    }
    if (e.id === CLUSTER || e.size < 0) break;
    if (e.id === INFO) {
      for (let c = element(head, e.data); c && c.data < e.data + e.size; ) {
        if (c.id === 0x2ad7b1) scale = uintOf(head, c.data, c.size);
        if (c.id === 0x4489 && c.data + c.size <= head.length) {
          const view = viewOf(head);
          const value = c.size === 4 ? view.getFloat32(c.data) : view.getFloat64(c.data);
          return (value * scale) / 1e9;
        }
        c = element(head, c.data + c.size);
      }
    }
    at = e.data + e.size;
  }
  const tail = await tailOf(source);
  for (let at = tail.length - 8; at >= 0; at--) {
    const cluster = tail[at] === 0x1f && element(tail, at);
    if (!cluster || cluster.id !== CLUSTER) continue;
    const timecode = element(tail, cluster.data);
    if (timecode?.id === 0xe7) return (uintOf(tail, timecode.data, timecode.size) * scale) / 1e9;
  }
  return null;
}

/** MP4/M4A: `moov`'s `mvhd` duration over its timescale, the top-level boxes walked by range. */
export async function mp4Seconds(source: ByteSource) {
  for (let at = 0, boxes = 0; at + 8 <= source.size && boxes < 64; boxes++) {
    const header = await source.read(at, 16);
    const view = viewOf(header);
    if (header.length < 8) return null;
    let size = view.getUint32(0);
    if (size === 1 && header.length >= 16) size = view.getUint32(8) * 2 ** 32 + view.getUint32(12);
    if (size === 0) size = source.size - at;
    if (size < 8) return null;
    if (ascii(header, 4, 'moov')) {
      const moov = await source.read(at + 8, Math.min(size - 8, 64 * 1024));
      const m = viewOf(moov);
      for (let c = 0; c + 8 <= moov.length; c += Math.max(8, m.getUint32(c))) {
        if (!ascii(moov, c + 4, 'mvhd') || c + 40 > moov.length) continue;
        const v1 = moov[c + 8] === 1;
        const timescale = m.getUint32(c + (v1 ? 28 : 20));
        const duration = v1
          ? m.getUint32(c + 32) * 2 ** 32 + m.getUint32(c + 36)
          : m.getUint32(c + 24);
        return timescale > 0 && duration !== 0xffffffff ? duration / timescale : null;
      }
      return null;
    }
    at += size;
  }
  return null;
}

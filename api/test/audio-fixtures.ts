/**
 * Small audio files whose containers declare a length they do not hold, so a test can send
 * "a 2-hour file" in a few hundred bytes; `note` is appended for the Deepgram fake's directives.
 */
const text = (value: string) => new TextEncoder().encode(value);

function joined(...chunks: Uint8Array[]) {
  const out = new Uint8Array(chunks.reduce((n, c) => n + c.length, 0));
  let at = 0;
  for (const chunk of chunks) {
    out.set(chunk, at);
    at += chunk.length;
  }
  return out;
}

/** One MPEG-1 Layer III frame (44.1 kHz, 128 kbps) carrying a Xing header for `seconds`. */
export function mp3(seconds: number, note = ''): Uint8Array<ArrayBuffer> {
  const frame = new Uint8Array(417);
  frame.set([0xff, 0xfb, 0x90, 0x00]);
  frame.set(text('Xing'), 36);
  const view = new DataView(frame.buffer);
  view.setUint32(40, 1);
  view.setUint32(44, Math.round((seconds * 44_100) / 1152));
  return joined(frame, text(note ? ` ${note} ` : '')) as Uint8Array<ArrayBuffer>;
}

function oggPage(granule: bigint, packet: Uint8Array) {
  const page = new Uint8Array(28 + packet.length);
  page.set(text('OggS'));
  new DataView(page.buffer).setBigInt64(6, granule, true);
  page[26] = 1;
  page[27] = packet.length;
  page.set(packet, 28);
  return page;
}

/** An Ogg Opus stream: its head page, then a last page whose granule position says `seconds`. */
export function oggOpus(seconds: number): Uint8Array<ArrayBuffer> {
  const head = joined(text('OpusHead'), new Uint8Array([1, 1, 0x38, 0x01, 0, 0, 0, 0, 0, 0, 0]));
  const granule = BigInt(Math.round(seconds * 48_000) + 312);
  return joined(oggPage(0n, head), oggPage(granule, new Uint8Array(8))) as Uint8Array<ArrayBuffer>;
}

const ebml = (id: number[], body: Uint8Array) =>
  joined(new Uint8Array(id), new Uint8Array([0x80 | body.length]), body);

/** A WebM file with a Segment Info Duration of `seconds`, or (a live recording) only clusters. */
export function webm(seconds: number, withDuration = true): Uint8Array<ArrayBuffer> {
  const header = ebml([0x1a, 0x45, 0xdf, 0xa3], ebml([0x42, 0x82], text('webm')));
  const duration = new Uint8Array(8);
  new DataView(duration.buffer).setFloat64(0, seconds * 1000);
  const scale = ebml([0x2a, 0xd7, 0xb1], new Uint8Array([0x0f, 0x42, 0x40]));
  const info = ebml([0x15, 0x49, 0xa9, 0x66], joined(scale, ebml([0x44, 0x89], duration)));
  const timecode = new Uint8Array(4);
  new DataView(timecode.buffer).setUint32(0, seconds * 1000);
  const cluster = (ms: Uint8Array) => ebml([0x1f, 0x43, 0xb6, 0x75], ebml([0xe7], ms));
  const segment = joined(
    new Uint8Array([0x18, 0x53, 0x80, 0x67, 0x01, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff]),
    withDuration ? info : new Uint8Array(),
    cluster(new Uint8Array([0])),
    cluster(timecode),
  );
  return joined(header, segment) as Uint8Array<ArrayBuffer>;
}

/** An M4A file whose `moov` (after `mdat`, as many encoders write it) says `seconds`. */
export function m4a(seconds: number): Uint8Array<ArrayBuffer> {
  const box = (type: string, body: Uint8Array) => {
    const out = joined(new Uint8Array(4), text(type), body);
    new DataView(out.buffer).setUint32(0, out.length);
    return out;
  };
  const mvhd = new Uint8Array(100);
  new DataView(mvhd.buffer).setUint32(12, 1000);
  new DataView(mvhd.buffer).setUint32(16, seconds * 1000);
  const ftyp = box('ftyp', text('M4A \0\0\0\0'));
  return joined(
    ftyp,
    box('mdat', new Uint8Array(64)),
    box('moov', box('mvhd', mvhd)),
  ) as Uint8Array<ArrayBuffer>;
}

// Real PNGs made with node:zlib, for fakes that serve generated images: one colour, or a shaded
// picture at a provider's real size (partly drawn for a Midjourney preview).
import { deflateSync } from 'node:zlib';

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes) {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = crcTable[(crc ^ byte) & 0xff] ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type, data) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A `width`×`height` RGB PNG filled with `rgb` ([r, g, b], 0–255).
 * @param {number} width
 * @param {number} height
 * @param {[number, number, number]} rgb
 */
export function solidPng(width, height, rgb) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit depth, truecolour, deflate, no filter, no interlace
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array(width).fill(rgb).flat())]);
  const pixels = Buffer.concat(Array(height).fill(row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const pictures = new Map();

/**
 * A `width`×`height` RGB PNG shaded from `rgb` (brighter to the right, darker downwards), the
 * size a real provider answers, so a thumbnail of it is really smaller. `drawn` (0–1) leaves the
 * rows below that fraction grey, as a Midjourney grid looks while it fills in. Cached per args.
 * @param {number} width
 * @param {number} height
 * @param {[number, number, number]} rgb
 * @param {{ drawn?: number }} [opts]
 */
export function picturePng(width, height, rgb, { drawn = 1 } = {}) {
  const cacheKey = `${width}x${height}:${rgb.join(',')}:${drawn}`;
  const known = pictures.get(cacheKey);
  if (known) return known;
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const stride = width * 3 + 1;
  const pixels = Buffer.alloc(stride * height, 128);
  const drawnRows = Math.round(height * Math.max(0, Math.min(1, drawn)));
  for (let y = 0; y < height; y++) {
    pixels[y * stride] = 0;
    if (y >= drawnRows) continue;
    for (let x = 0; x < width; x++) {
      const shade = 0.55 + (0.45 * x) / width - (0.3 * y) / height;
      const at = y * stride + 1 + x * 3;
      for (let c = 0; c < 3; c++) {
        pixels[at + c] = Math.max(
          0,
          Math.min(255, Math.round((rgb[c] ?? 0) * shade + ((x ^ y) & 7))),
        );
      }
    }
  }
  const png = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
  if (pictures.size > 64) pictures.clear();
  pictures.set(cacheKey, png);
  return png;
}

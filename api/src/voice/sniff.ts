/** The audio containers we accept, by their first bytes (never by the file name or its type). */
const SIGNATURES: { type: string; matches: (b: Uint8Array) => boolean }[] = [
  { type: 'audio/wav', matches: (b) => ascii(b, 0, 'RIFF') && ascii(b, 8, 'WAVE') },
  { type: 'audio/ogg', matches: (b) => ascii(b, 0, 'OggS') },
  {
    type: 'audio/webm',
    matches: (b) => b[0] === 0x1a && b[1] === 0x45 && b[2] === 0xdf && b[3] === 0xa3,
  },
  { type: 'audio/flac', matches: (b) => ascii(b, 0, 'fLaC') },
  { type: 'audio/mp4', matches: (b) => ascii(b, 4, 'ftyp') },
  // An ID3 tag, or an MPEG audio frame sync (11 set bits) with a valid layer.
  {
    type: 'audio/mpeg',
    matches: (b) =>
      ascii(b, 0, 'ID3') ||
      (b[0] === 0xff && ((b[1] ?? 0) & 0xe0) === 0xe0 && ((b[1] ?? 0) & 0x06) !== 0),
  },
];

function ascii(bytes: Uint8Array, at: number, text: string) {
  for (let i = 0; i < text.length; i++) if (bytes[at + i] !== text.charCodeAt(i)) return false;
  return true;
}

/** Bytes needed to recognize any accepted type. */
export const SNIFF_BYTES = 12;

/**
 * The audio type of a file from its magic bytes, or null when it is none we accept.
 *
 * @example sniffAudioType(new Uint8Array(await file.slice(0, SNIFF_BYTES).arrayBuffer()))
 */
export function sniffAudioType(head: Uint8Array): string | null {
  return SIGNATURES.find((s) => s.matches(head))?.type ?? null;
}

/** Random access to a file's bytes, so a probe reads only the few it needs. */
export interface ByteSource {
  size: number;
  read(offset: number, length: number): Promise<Uint8Array>;
}

/** A `File` (a small upload, already in memory) as a byte source. */
export const fileSource = (file: Blob): ByteSource => ({
  size: file.size,
  read: async (offset, length) =>
    new Uint8Array(await file.slice(offset, offset + length).arrayBuffer()),
});

/** An R2 object as a byte source: each read is one ranged get. */
export const r2Source = (bucket: R2Bucket, key: string, size: number): ByteSource => ({
  size,
  read: async (offset, length) => {
    const object = await bucket.get(key, {
      range: { offset, length: Math.max(0, Math.min(length, size - offset)) },
    });
    return object ? new Uint8Array(await object.arrayBuffer()) : new Uint8Array();
  },
});

export const ascii = (b: Uint8Array, at: number, text: string) => {
  for (let i = 0; i < text.length; i++) if (b[at + i] !== text.charCodeAt(i)) return false;
  return true;
};

export const viewOf = (b: Uint8Array) => new DataView(b.buffer, b.byteOffset, b.byteLength);

import { describe, expect, it } from 'vitest';
import { MAX_TOOL_IMAGE_BYTES, MAX_TOOL_IMAGES, toolImagesOf } from './tool-images';

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d];
const base64 = (bytes: number[] | Uint8Array) => btoa(String.fromCharCode(...bytes));
const png = { type: 'image', data: base64(PNG), mimeType: 'image/png' };

describe('the images kept of a tool result', () => {
  it('keeps raster images whose bytes match their type, at most four, and skips the rest', () => {
    const svg = { type: 'image', data: btoa('<svg onload="x()"/>'), mimeType: 'image/svg+xml' };
    const lying = { type: 'image', data: btoa('<html>hi</html>'), mimeType: 'image/png' };
    const broken = { type: 'image', data: '%%%not base64', mimeType: 'image/jpeg' };
    const text = { type: 'text', text: 'hello' };
    const kept = toolImagesOf([text, svg, lying, broken, png, png, png, png, png]);
    expect(kept).toHaveLength(MAX_TOOL_IMAGES);
    expect(kept[0]).toEqual({ bytes: new Uint8Array(PNG), contentType: 'image/png' });
    expect(toolImagesOf('not a list')).toEqual([]);
  });

  it('skips an image larger than the cap before decoding it', () => {
    const big = new Uint8Array(MAX_TOOL_IMAGE_BYTES + 16);
    big.set(PNG);
    let binary = '';
    for (let i = 0; i < big.length; i += 8192) {
      binary += String.fromCharCode(...big.subarray(i, i + 8192));
    }
    expect(toolImagesOf([{ type: 'image', data: btoa(binary), mimeType: 'image/png' }])).toEqual(
      [],
    );
  });
});

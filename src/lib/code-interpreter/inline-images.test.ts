import { describe, expect, it } from 'vitest';
import { inlineImageKind, MAX_INLINE_SVG_BYTES } from './inline-images';

describe('inlineImageKind', () => {
  it('shows raster images as themselves, an SVG from its bytes, and nothing else', () => {
    const file = (name: string, contentType: string, size = 100) => ({ name, contentType, size });
    expect(inlineImageKind(file('chart.png', 'image/png'))).toBe('raster');
    expect(inlineImageKind(file('photo.jpg', 'image/jpeg'))).toBe('raster');
    expect(inlineImageKind(file('anim.gif', 'image/gif'))).toBe('raster');
    expect(inlineImageKind(file('pic.webp', 'image/webp'))).toBe('raster');
    // An SVG is stored as bytes to download, never served as an image of the app's origin.
    expect(inlineImageKind(file('plot.SVG', 'application/octet-stream'))).toBe('svg');
    expect(
      inlineImageKind(file('big.svg', 'application/octet-stream', MAX_INLINE_SVG_BYTES + 1)),
    ).toBe(null);
    expect(inlineImageKind(file('page.html', 'application/octet-stream'))).toBe(null);
    expect(inlineImageKind(file('data.csv', 'text/csv; charset=utf-8'))).toBe(null);
  });
});

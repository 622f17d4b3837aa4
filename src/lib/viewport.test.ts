import { describe, expect, it } from 'vitest';
import { viewportFromCookieHeader, viewportOf } from './viewport';

describe('viewport classes (SPEC §9)', () => {
  it('puts a width in the first class whose bound it does not pass', () => {
    expect(viewportOf(320)).toBe('mobile');
    expect(viewportOf(959)).toBe('mobile');
    expect(viewportOf(960)).toBe('tablet');
    expect(viewportOf(1239)).toBe('tablet');
    expect(viewportOf(1240)).toBe('desktop');
    expect(viewportOf(1439)).toBe('desktop');
    expect(viewportOf(1440)).toBe('wide');
    expect(viewportOf(2500)).toBe('wide');
  });

  it('falls back to desktop past every bound or without a width', () => {
    expect(viewportOf(2501)).toBe('desktop');
    expect(viewportOf(0)).toBe('desktop');
    expect(viewportOf(Number.NaN)).toBe('desktop');
  });

  it('reads the cookie, and only a known class from it', () => {
    expect(viewportFromCookieHeader('theme=dark; viewport=mobile')).toBe('mobile');
    expect(viewportFromCookieHeader('viewport=wide')).toBe('wide');
    expect(viewportFromCookieHeader('viewport=huge')).toBe('desktop');
    expect(viewportFromCookieHeader('myviewport=mobile')).toBe('desktop');
    expect(viewportFromCookieHeader(undefined)).toBe('desktop');
  });
});

import { describe, expect, it } from 'vitest';
import { slugOf } from './download-name';

describe('slugOf', () => {
  it('keeps the words of a prompt in any script, lower-cased, joined by dashes', () => {
    expect(slugOf('A red fox, in the snow!')).toBe('a-red-fox-in-the-snow');
    expect(slugOf('Маяк на закате')).toBe('маяк-на-закате');
    expect(slugOf('  ')).toBe('');
  });

  it('stops at a whole word within 48 characters', () => {
    const slug = slugOf('lighthouse '.repeat(10));
    expect(slug.length).toBeLessThanOrEqual(48);
    expect(slug.endsWith('lighthouse')).toBe(true);
  });
});

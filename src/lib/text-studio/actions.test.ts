import { describe, expect, it } from 'vitest';
import { instructionFor, marksChanges } from './actions';

describe('text studio instructions', () => {
  it('keeps the text language unless translating, in the interface language', () => {
    expect(instructionFor('shorten', 'neutral', 'en')).toContain("text's own language");
    expect(instructionFor('translate', 'neutral', 'en')).not.toContain("text's own language");
    expect(instructionFor('fix', 'neutral', 'ru')).toContain('на языке самого текста');
  });

  it('names the chosen tone', () => {
    expect(instructionFor('tone', 'playful', 'en')).toContain('a playful tone');
    expect(instructionFor('tone', 'formal', 'ru')).toContain('«официальный»');
  });

  it('marks changes only where the result is an edit of the original', () => {
    expect(marksChanges('fix')).toBe(true);
    expect(marksChanges('translate')).toBe(false);
    expect(marksChanges('summarize')).toBe(false);
  });
});

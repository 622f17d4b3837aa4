import { describe, expect, it } from 'vitest';
import { mergePrompt } from './merge-prompt';

describe('mergePrompt', () => {
  it('numbers each candidate with its model and keeps its text whole', () => {
    const prompt = mergePrompt([
      { model: 'GPT mini', text: 'Red.\n\nBecause.' },
      { model: 'Claude', text: 'Blue.' },
    ]);
    expect(prompt).toContain('Their 2 answers follow.');
    expect(prompt).toContain('<answer number="1" model="GPT mini">\nRed.\n\nBecause.\n</answer>');
    expect(prompt).toContain('<answer number="2" model="Claude">\nBlue.\n</answer>');
  });
});

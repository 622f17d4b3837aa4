import { describe, expect, it } from 'vitest';
import { splitBlocks } from './blocks';

describe('splitBlocks', () => {
  it('splits paragraphs at blank lines', () => {
    expect(splitBlocks('one\n\ntwo\nmore')).toEqual(['one\n', 'two\nmore']);
  });

  it('keeps a fenced code block with blank lines whole, even unfinished', () => {
    const source = 'intro\n\n```js\nconst a = 1;\n\nconst b = 2;\n```\n\nafter';
    expect(splitBlocks(source)).toEqual([
      'intro\n',
      '```js\nconst a = 1;\n\nconst b = 2;\n```\n',
      'after',
    ]);
    expect(splitBlocks('```\ncode\n\nstill')).toEqual(['```\ncode\n\nstill']);
  });

  it('keeps loose lists together', () => {
    expect(splitBlocks('- a\n\n- b\n\n  more b\n\nend')).toEqual([
      '- a\n\n- b\n\n  more b\n',
      'end',
    ]);
  });

  it('joins back to the source', () => {
    const source = '# T\n\npara\n\n| a | b |\n|---|---|\n| 1 | 2 |\n\n> q\n\n> q2';
    expect(splitBlocks(source).join('\n')).toBe(source);
  });
});

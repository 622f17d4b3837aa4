import { describe, expect, it } from 'vitest';
import { plainSnippet } from './plain-snippet';

describe('a search snippet as plain text', () => {
  it('drops markdown syntax and keeps the words and the term markers', () => {
    expect(plainSnippet('### Tea\n> **strong** \uE000brew\uE001 [here](https://x.test)')).toBe(
      'Tea strong \uE000brew\uE001 here',
    );
    expect(plainSnippet('- one\n2. two\n```js\nlet a = `x`;\n```')).toBe('one two let a = x;');
    expect(plainSnippet('…and 2 * 3 = 6 | ok')).toBe('…and 2 * 3 = 6 ok');
  });
});

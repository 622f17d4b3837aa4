import { describe, expect, it } from 'vitest';
import { finishedUpTo, speakable } from './sentence-chunks';

/** The pieces a stream of `deltas` is read in: each update reads what finished since the last. */
function pieces(deltas: string[]) {
  let text = '';
  let at = 0;
  const out: string[] = [];
  for (const delta of deltas) {
    text += delta;
    const end = finishedUpTo(text, at);
    if (end > at) out.push(text.slice(at, end));
    at = end;
  }
  if (at < text.length) out.push(text.slice(at));
  return { out, text };
}

describe('finishedUpTo', () => {
  it('waits for a sentence to finish, then takes every finished one', () => {
    expect(finishedUpTo('Hello there', 0)).toBe(0);
    expect(finishedUpTo('Hello there. And', 0)).toBe(12);
    expect(finishedUpTo('One! Two? Three… four', 0)).toBe(16);
    expect(finishedUpTo('A list\n\n- item', 0)).toBe(8);
    expect(finishedUpTo('Pi is 3.14 and more', 0)).toBe(0);
  });

  it('never cuts inside an open code fence', () => {
    const text = 'Look at this.\n```js\nlet a = 1. b\n';
    expect(finishedUpTo(text, 0)).toBe('Look at this.\n'.length);
    expect(finishedUpTo(`${text}\`\`\`\nDone. `, 0)).toBe(text.length + 9);
  });

  it('reads a streamed answer in order, each character once', () => {
    const deltas = ['The first sen', 'tence is here. Then a se', 'cond one! And the', ' end.'];
    const { out, text } = pieces(deltas);
    expect(out.join('')).toBe(text);
    expect(out[0]).toBe('The first sentence is here.');
  });

  it('knows markup alone has nothing to say', () => {
    expect(speakable('** __ `')).toBe(false);
    expect(speakable('Ответ.')).toBe(true);
  });
});

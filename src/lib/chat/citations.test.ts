import { describe, expect, it } from 'vitest';
import { citationsOf, highlightParts, linkCitations, toPassage } from './citations';

describe('citations (decision 164)', () => {
  const source = {
    n: 1,
    documentId: 'd1',
    documentName: 'Atlas.pdf',
    passage: 3,
    snippet: 'Paris',
  };

  it('reads the event and the saved message alike, dropping what names no document', () => {
    expect(citationsOf({ sources: [source, { n: 2 }] })).toEqual([source]);
    expect(citationsOf([{ ...source, knowledgeId: 'k1', page: 4 }])).toEqual([
      { ...source, knowledgeId: 'k1', page: 4 },
    ]);
    expect(citationsOf(null)).toEqual([]);
  });

  it('links only cited numbers, outside code, leaving links as written', () => {
    const text = 'Paris [1][2], not [3].\n`[1]` and [1](x)\n```\n[1]\n```';
    expect(linkCitations(text, [1, 2], 'm', (n) => `Source "${n}"`)).toBe(
      'Paris [\\[1\\]](#m-source-1 "Source 1")[\\[2\\]](#m-source-2 "Source 2"), not [3].\n`[1]` and [1](x)\n```\n[1]\n```',
    );
    expect(linkCitations('a [1]', [], 'm', String)).toBe('a [1]');
  });

  it('marks the snippet in its passage, as written or ignoring case and spacing', () => {
    expect(highlightParts('The capital is Paris.', 'Paris')).toEqual([
      'The capital is ',
      'Paris',
      '.',
    ]);
    expect(highlightParts('A  big\ncity', 'big city')).toEqual(['A  ', 'big\ncity', '']);
    expect(highlightParts('Long text goes on', 'Long  text…')).toEqual([
      '',
      'Long text',
      ' goes on',
    ]);
    expect(highlightParts('Nothing here', 'Rome')).toBeUndefined();
  });

  it('reads a snippet as text, never as a pattern that could stall the page (CVE-2026-109295)', () => {
    // A knowledge snippet is outside text: regex syntax in it is matched literally.
    const passage = `${'a'.repeat(50_000)}! (a+)+$ [x] end`;
    const started = performance.now();
    expect(highlightParts(passage, '(a+)+$   [x]')).toEqual([
      `${'a'.repeat(50_000)}! `,
      '(a+)+$ [x]',
      ' end',
    ]);
    expect(highlightParts(passage, `${'a '.repeat(2_000)}(a+)+b`)).toBeUndefined();
    expect(performance.now() - started).toBeLessThan(1_000);
  });

  it('reads a passage answer', () => {
    expect(toPassage({ text: 'x', page: 2 })).toEqual({ text: 'x', page: 2 });
    expect(toPassage({ passage: { text: 'y', section: 'Intro' } })).toEqual({
      text: 'y',
      section: 'Intro',
    });
    expect(toPassage('nope')).toBeUndefined();
  });
});

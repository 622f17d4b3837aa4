import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { LocaleProvider } from '../../../i18n/locale-context';
import { Markdown } from './markdown';
import { StreamingMarkdown } from './streaming-markdown';

const html = (node: React.ReactNode) =>
  renderToStaticMarkup(<LocaleProvider locale="ru">{node}</LocaleProvider>)
    // react-markdown puts a line break between top-level blocks; the split render has none.
    .replace(/>\s+</g, '><')
    .trim();

/** Answers whose split render must equal the whole-text render, at every length while streaming. */
const corpus: Record<string, string> = {
  paragraphs:
    'One **bold** line\nand a soft break.\n\nTwo with `code`.\n\n\nThree after two blanks.',
  fences:
    'Intro:\n\n```js\nconst a = 1;\n\n\nconst b = 2;\n```\n\n~~~\nplain\n\n~~~\n\n````md\n```\ninner\n```\n````\n\nAfter.',
  lists:
    '- a\n- b\n\n- loose c\n\n  more c\n\n1. one\n2. two\n\n   two more\n\nText.\n\n3. three\n\n* nested\n  - deep\n\n    deeper para',
  tables: '| a | b |\n|---|:-:|\n| 1 | 2 |\n| 3 | 4 |\n\nBetween.\n\n| x |\n|---|\n| y |',
  quotes: '> first\n>\n> second\n\n> another\n\nPlain.',
  headings: '# H1\n\nText\n===\n\nSub\n---\n\n## H2 ##\n\n    indented code\n\n    still code',
  references:
    'See [the spec][spec] and a note[^1].\n\nMore text.\n\n[spec]: https://example.com/spec\n\n[^1]: The note.',
  hostile:
    '<script>alert(1)</script>\n\n[x](javascript:alert(1))\n\n![i](data:image/svg+xml,<svg/onload=alert(1)>)',
};

describe('StreamingMarkdown', () => {
  for (const [name, source] of Object.entries(corpus)) {
    // Two renders per length: seconds of CPU, more than vitest's 5 s on a loaded 2-core machine.
    it(`renders ${name} exactly as the whole text does, at every length`, {
      timeout: 60_000,
    }, () => {
      for (let end = 1; end <= source.length; end += 1) {
        const part = source.slice(0, end);
        expect(html(<StreamingMarkdown source={part} />), part).toBe(
          html(<Markdown source={part} />),
        );
      }
    });
  }
});

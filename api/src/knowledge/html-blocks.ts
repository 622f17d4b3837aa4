import type { Block } from './chunk';

const HIDDEN = new Set(['script', 'style', 'noscript', 'template', 'head', 'svg']);
const BLOCKS = new Set([
  'p',
  'div',
  'li',
  'tr',
  'br',
  'section',
  'article',
  'blockquote',
  'pre',
  'table',
  'ul',
  'ol',
  'dd',
  'dt',
  'figcaption',
  'main',
  'header',
  'footer',
  'aside',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
]);
const HEADING = /^h([1-6])$/;
/** Elements without an end tag (asking for one throws). */
const VOID = new Set(
  'area base br col embed hr img input link meta param source track wbr'.split(' '),
);

const NAMED: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
};

/** HTML character references in text as lol-html hands it over (it does not decode them). */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, ref: string) => {
    if (ref[0] === '#') {
      const code =
        ref[1] === 'x' || ref[1] === 'X' ? Number.parseInt(ref.slice(2), 16) : Number(ref.slice(1));
      return Number.isFinite(code) && code > 0 && code < 0x110000
        ? String.fromCodePoint(code)
        : whole;
    }
    return NAMED[ref.toLowerCase()] ?? whole;
  });
}

/**
 * The readable text of an HTML page (or mammoth's HTML of a DOCX) as blocks, each under the
 * headings it sits below, read with the runtime's own HTML parser (HTMLRewriter): scripts,
 * styles and the head are skipped, block elements end a block.
 *
 * @example await htmlBlocks('<h1>Leave</h1><p>28 days</p>') // [{text: '28 days', section: 'Leave'}]
 */
export async function htmlBlocks(html: string): Promise<Block[]> {
  const blocks: Block[] = [];
  const headings: string[] = [];
  let hidden = 0;
  let text = '';
  let heading: number | undefined;
  const section = () => headings.filter(Boolean).join(' › ') || undefined;
  const flush = () => {
    const value = decodeEntities(text).replace(/\s+/g, ' ').trim();
    text = '';
    if (!value) return;
    if (heading !== undefined) {
      headings.length = heading;
      headings[heading - 1] = value;
      return;
    }
    blocks.push({ text: value, section: section() });
  };
  const rewriter = new HTMLRewriter()
    .on('*', {
      element(element) {
        const tag = element.tagName.toLowerCase();
        if (HIDDEN.has(tag)) hidden += 1;
        if (BLOCKS.has(tag)) flush();
        const level = HEADING.exec(tag)?.[1];
        if (level) heading = Number(level);
        if (VOID.has(tag)) {
          if (HIDDEN.has(tag)) hidden -= 1;
          return;
        }
        element.onEndTag(() => {
          if (HIDDEN.has(tag)) hidden -= 1;
          if (BLOCKS.has(tag)) flush();
          if (level) heading = undefined;
          // Cells of a row read as one line, separated.
          if (tag === 'td' || tag === 'th') text += ' | ';
        });
      },
    })
    .onDocument({
      text(chunk) {
        if (hidden === 0) text += chunk.text;
      },
    });
  await rewriter.transform(new Response(html)).text();
  flush();
  return blocks;
}

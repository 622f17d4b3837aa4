/** A piece of a document's text as read: a paragraph, a row, a page's text. */
export interface Block {
  text: string;
  /** A PDF's page, from 1. */
  page?: number;
  /** The headings it sits under, joined with ›. */
  section?: string;
}

/** A passage as stored and cited. */
export interface Chunk {
  /** Its place in the document, from 0: the `n` of the passages route. */
  n: number;
  text: string;
  page?: number;
  section?: string;
}

/** About 500 tokens: four characters a token is OpenAI's rule of thumb for English. */
export const CHUNK_CHARS = 2000;
/** What the next passage repeats of the one before, so a sentence across the cut is found whole. */
export const OVERLAP_CHARS = 300;

/** Splits a text longer than `max` at sentence ends (else spaces), each piece at most `max`. */
function pieces(text: string, max: number): string[] {
  if (text.length <= max) return [text];
  const out: string[] = [];
  let rest = text;
  while (rest.length > max) {
    const window = rest.slice(0, max);
    const cut = Math.max(
      window.lastIndexOf('. '),
      window.lastIndexOf('\n'),
      window.lastIndexOf('? '),
    );
    const at =
      cut > max / 2 ? cut + 1 : window.lastIndexOf(' ') > max / 2 ? window.lastIndexOf(' ') : max;
    out.push(rest.slice(0, at).trim());
    rest = rest.slice(at).trim();
  }
  if (rest) out.push(rest);
  return out;
}

/** The end of a passage to carry into the next: whole sentences or words, at most OVERLAP_CHARS. */
function tailOf(text: string): string {
  if (text.length <= OVERLAP_CHARS) return text;
  const tail = text.slice(-OVERLAP_CHARS);
  const sentence = tail.search(/[.!?]\s/);
  if (sentence >= 0 && sentence < tail.length - 40) return tail.slice(sentence + 2);
  const space = tail.indexOf(' ');
  return space >= 0 ? tail.slice(space + 1) : tail;
}

/**
 * Passages of about 500 tokens from a document's blocks: blocks are joined while they fit; a new
 * heading starts a new passage, and so does a new page once the current one is a quarter full,
 * so a passage keeps one section (and mostly one page); each passage cut inside a section begins
 * with the end of the one before (the overlap).
 *
 * @example chunkBlocks([{ text: 'Leave is 28 days.', section: 'Leave' }])
 */
export function chunkBlocks(blocks: Block[], max = CHUNK_CHARS): Chunk[] {
  const chunks: Chunk[] = [];
  let text = '';
  let page: number | undefined;
  let section: string | undefined;
  let overlap = '';
  const emit = () => {
    if (!text.trim()) return;
    chunks.push({
      n: chunks.length,
      text: text.trim(),
      ...(page !== undefined ? { page } : {}),
      ...(section ? { section } : {}),
    });
    overlap = tailOf(text.trim());
    text = '';
  };
  for (const block of blocks) {
    // A new section always starts a passage (a passage cites one heading); a new page does
    // once the passage is a quarter full, so short pages share one.
    const moved = block.section !== section || (block.page !== page && text.length >= max / 4);
    if (moved && text) {
      emit();
      overlap = '';
    }
    for (const piece of pieces(block.text.trim(), max - OVERLAP_CHARS)) {
      if (!piece) continue;
      if (text && text.length + piece.length + 2 > max) emit();
      if (!text) {
        page = block.page;
        section = block.section;
        text = overlap ? `${overlap}\n\n` : '';
        overlap = '';
      }
      text += text && !text.endsWith('\n\n') ? `\n\n${piece}` : piece;
    }
  }
  emit();
  return chunks;
}

/** Blocks of plain text: paragraphs split at blank lines. */
export function textBlocks(text: string): Block[] {
  return text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
    .map((paragraph) => ({ text: paragraph }));
}

/** Blocks of Markdown: paragraphs under the headings (`#` … `######`) above them. */
export function markdownBlocks(text: string): Block[] {
  const blocks: Block[] = [];
  const headings: string[] = [];
  let paragraph: string[] = [];
  let fenced = false;
  const flush = () => {
    const value = paragraph.join('\n').trim();
    paragraph = [];
    if (value)
      blocks.push({ text: value, section: headings.filter(Boolean).join(' › ') || undefined });
  };
  for (const line of text.split(/\r?\n/)) {
    if (/^\s*(```|~~~)/.test(line)) fenced = !fenced;
    const heading = fenced ? null : /^(#{1,6})\s+(.+?)\s*#*\s*$/.exec(line);
    if (heading?.[1] && heading[2]) {
      flush();
      headings.length = heading[1].length;
      headings[heading[1].length - 1] = heading[2];
    } else if (!fenced && !line.trim()) {
      flush();
    } else {
      paragraph.push(line);
    }
  }
  flush();
  return blocks;
}

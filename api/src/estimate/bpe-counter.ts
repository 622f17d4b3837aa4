import type { TiktokenBPE } from 'js-tiktoken/lite';

/**
 * Counts tokens of a tiktoken encoding (ranks in js-tiktoken's format) without building the
 * tokens themselves. js-tiktoken's own `Tiktoken` keys its 200 000 ranks by comma-joined byte
 * lists, which takes seconds of CPU to build in a Worker; here a rank is keyed by its bytes as
 * a binary string (`atob`'s output), built in about a tenth of that, and the merges are
 * tiktoken's `_byte_pair_merge`. Same counts as js-tiktoken (bpe-counter.test.ts).
 *
 * @example new BpeCounter(ranks).count('Hello, world!') // 4
 */
export class BpeCounter {
  private readonly ranks = new Map<string, number>();
  private readonly pattern: RegExp;
  private readonly utf8 = new TextEncoder();

  constructor(bpe: TiktokenBPE) {
    this.pattern = new RegExp(bpe.pat_str, 'gu');
    for (const line of bpe.bpe_ranks.split('\n')) {
      if (!line) continue;
      const [, offset = '0', ...tokens] = line.split(' ');
      let rank = Number.parseInt(offset, 10);
      for (const token of tokens) {
        this.ranks.set(atob(token), rank);
        rank += 1;
      }
    }
  }

  /** Tokens of `text` as ordinary text (special tokens' spellings count as their letters). */
  count(text: string): number {
    let total = 0;
    for (const match of text.matchAll(this.pattern)) {
      const piece = this.binary(match[0]);
      total += this.ranks.has(piece) ? 1 : this.mergedParts(piece);
    }
    return total;
  }

  /** The UTF-8 bytes of `text`, one character per byte. */
  private binary(text: string): string {
    const bytes = this.utf8.encode(text);
    let out = '';
    for (const byte of bytes) out += String.fromCharCode(byte);
    return out;
  }

  /** How many tokens byte-pair merging leaves of `piece` (lowest rank first, leftmost on ties). */
  private mergedParts(piece: string): number {
    const starts = Array.from({ length: piece.length + 1 }, (_, i) => i);
    const rankAt = (i: number) =>
      i + 2 < starts.length
        ? (this.ranks.get(piece.slice(starts[i], starts[i + 2])) ?? Number.POSITIVE_INFINITY)
        : Number.POSITIVE_INFINITY;
    const pairRanks = starts.map((_, i) => rankAt(i));
    for (;;) {
      let lowest = Number.POSITIVE_INFINITY;
      let at = -1;
      for (let i = 0; i < pairRanks.length - 1; i += 1) {
        const rank = pairRanks[i] ?? Number.POSITIVE_INFINITY;
        if (rank < lowest) {
          lowest = rank;
          at = i;
        }
      }
      if (at < 0) break;
      starts.splice(at + 1, 1);
      pairRanks.splice(at + 1, 1);
      pairRanks[at] = rankAt(at);
      if (at > 0) pairRanks[at - 1] = rankAt(at - 1);
    }
    return starts.length - 1;
  }
}

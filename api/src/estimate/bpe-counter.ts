import type { TiktokenBPE } from 'js-tiktoken/lite';
import { MinHeap } from './min-heap';

/**
 * Counts tokens of a tiktoken encoding (ranks in js-tiktoken's format) without building the
 * tokens themselves. js-tiktoken's own `Tiktoken` keys its 200 000 ranks by comma-joined byte
 * lists, which takes seconds of CPU to build in a Worker; here a rank is keyed by its bytes as
 * a binary string (`atob`'s output), built in about a tenth of that. The merges follow tiktoken's
 * `_byte_pair_merge` rule (the lowest rank first, the leftmost on ties) with a heap instead of a
 * scan per merge, so a long piece (a run of CJK letters has no spaces to split it) costs
 * n·log n rather than n² (decision 191). Same counts as js-tiktoken (bpe-counter.test.ts).
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

  /**
   * How many tokens byte-pair merging leaves of `piece`: its parts are a linked list of start
   * offsets, and each adjacent pair waits in a heap by (rank, start); an entry whose pair has
   * changed since it was pushed is stale and skipped.
   */
  private mergedParts(piece: string): number {
    const length = piece.length;
    const next = Int32Array.from({ length: length + 1 }, (_, i) => i + 1);
    const prev = Int32Array.from({ length: length + 1 }, (_, i) => i - 1);
    const alive = new Uint8Array(length + 1).fill(1);
    const heap = new MinHeap();
    const push = (start: number) => {
      const middle = next[start] ?? length;
      if (middle >= length) return;
      const end = next[middle] ?? length;
      const rank = this.ranks.get(piece.slice(start, end));
      if (rank !== undefined) heap.push(rank, start, end);
    };
    for (let i = 0; i < length - 1; i += 1) push(i);
    let parts = length;
    for (let top = heap.pop(); top; top = heap.pop()) {
      const { start, end } = top;
      const middle = next[start] ?? length;
      if (!alive[start] || middle >= length || (next[middle] ?? length) !== end) continue;
      alive[middle] = 0;
      next[start] = end;
      prev[end] = start;
      parts -= 1;
      push(start);
      const before = prev[start] ?? -1;
      if (before >= 0) push(before);
    }
    return parts;
  }
}

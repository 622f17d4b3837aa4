/** A pair waiting to merge: its rank, and where it starts and ends in the piece. */
export interface PairEntry {
  rank: number;
  start: number;
  end: number;
}

/**
 * A binary min-heap of pairs ordered by rank, then by start (tiktoken merges the lowest rank
 * first and, among equal ranks, the leftmost).
 *
 * @example const heap = new MinHeap(); heap.push(5, 0, 2); heap.pop() // { rank: 5, start: 0, end: 2 }
 */
export class MinHeap {
  private readonly items: PairEntry[] = [];

  push(rank: number, start: number, end: number) {
    const items = this.items;
    items.push({ rank, start, end });
    let at = items.length - 1;
    while (at > 0) {
      const parent = (at - 1) >> 1;
      if (!this.before(at, parent)) break;
      this.swap(at, parent);
      at = parent;
    }
  }

  pop(): PairEntry | undefined {
    const items = this.items;
    const top = items[0];
    const last = items.pop();
    if (items.length === 0 || !last) return top;
    items[0] = last;
    let at = 0;
    for (;;) {
      const left = 2 * at + 1;
      const right = left + 1;
      let least = at;
      if (left < items.length && this.before(left, least)) least = left;
      if (right < items.length && this.before(right, least)) least = right;
      if (least === at) return top;
      this.swap(at, least);
      at = least;
    }
  }

  private before(a: number, b: number): boolean {
    const x = this.items[a];
    const y = this.items[b];
    if (!x || !y) return false;
    return x.rank < y.rank || (x.rank === y.rank && x.start < y.start);
  }

  private swap(a: number, b: number) {
    const items = this.items;
    const x = items[a];
    const y = items[b];
    if (!x || !y) return;
    items[a] = y;
    items[b] = x;
  }
}

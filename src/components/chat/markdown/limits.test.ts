import type { Element, Root } from 'hast';
import { describe, expect, it } from 'vitest';
import { rehypeLimits } from './limits';

const el = (tagName: string, children: Element['children'] = []): Element => ({
  type: 'element',
  tagName,
  properties: {},
  children,
});

describe('rehypeLimits', () => {
  it('keeps at most 65,536 table cells, dropping whole rows', () => {
    const rows = Array.from({ length: 70_000 }, () => el('tr', [el('td')]));
    const tree: Root = { type: 'root', children: [el('table', [el('tbody', rows)])] };
    rehypeLimits()(tree);
    const table = tree.children[0] as Element;
    expect((table.children[0] as Element).children).toHaveLength(65_536);
  });

  it('drops elements deeper than 100', () => {
    let node = el('span');
    for (let i = 0; i < 150; i += 1) node = el('span', [node]);
    const tree: Root = { type: 'root', children: [node] };
    rehypeLimits()(tree);
    let depth = 0;
    let cursor: Element | undefined = tree.children[0] as Element;
    while (cursor) {
      depth += 1;
      cursor = cursor.children[0] as Element | undefined;
    }
    expect(depth).toBe(100);
  });
});

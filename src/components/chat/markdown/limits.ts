import type { Element, ElementContent, Root, RootContent } from 'hast';

/** SPEC §5 / §9: element nesting stops at 100, nested lists and quotes at 20, tables at 65,536 cells. */
export const markdownLimits = { maxDepth: 100, maxBlockNesting: 20, maxTableCells: 65_536 };

const nestingTags = new Set(['ul', 'ol', 'blockquote']);

function cellsOf(node: Element | ElementContent): number {
  if (node.type !== 'element') return 0;
  if (node.tagName === 'td' || node.tagName === 'th') return 1;
  let count = 0;
  for (const child of node.children) count += cellsOf(child);
  return count;
}

/** Keeps a table's rows while their cells stay within the limit; the rest are dropped. */
function trimTable(table: Element) {
  let budget = markdownLimits.maxTableCells;
  for (const section of table.children) {
    if (section.type !== 'element') continue;
    section.children = section.children.filter((row) => {
      const cells = cellsOf(row);
      if (cells > budget) return false;
      budget -= cells;
      return true;
    });
  }
}

function tooDeep(node: RootContent | ElementContent, depth: number, blockNesting: number) {
  if (node.type !== 'element') return false;
  const nested = nestingTags.has(node.tagName) ? blockNesting + 1 : blockNesting;
  return depth > markdownLimits.maxDepth || nested > markdownLimits.maxBlockNesting;
}

/** Drops elements past the limits and walks the rest. */
function walk(parent: Root | Element, depth: number, blockNesting: number) {
  const children = parent.children as (RootContent | ElementContent)[];
  const kept = children.filter((node) => !tooDeep(node, depth, blockNesting));
  if (kept.length !== children.length) parent.children = kept as typeof parent.children;
  for (const node of kept) {
    if (node.type !== 'element') continue;
    if (node.tagName === 'table') trimTable(node);
    walk(node, depth + 1, nestingTags.has(node.tagName) ? blockNesting + 1 : blockNesting);
  }
}

/** A rehype plugin enforcing `markdownLimits` on the tree: too deep content is dropped. */
export function rehypeLimits() {
  return (tree: Root) => {
    walk(tree, 1, 0);
  };
}

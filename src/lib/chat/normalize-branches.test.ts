import { describe, expect, it } from 'vitest';
import { toMessagePage } from './normalize';

describe('a page of the branch shown', () => {
  it('keeps each message’s parent and versions, and the page’s last message', () => {
    const page = toMessagePage(
      {
        items: [
          { id: 'q1', role: 'user', content: 'Q', parentId: null },
          {
            id: 'a2',
            role: 'assistant',
            content: 'A',
            parentId: 'q1',
            siblings: { index: 1, count: 2, ids: ['a1', 'a2'] },
          },
        ],
        total: 2,
        leafId: 'a2',
      },
      1,
      50,
    );
    expect(page.leafId).toBe('a2');
    expect(page.messages[0]).toMatchObject({ parentId: null });
    expect(page.messages[0]).not.toHaveProperty('siblings');
    expect(page.messages[1]).toMatchObject({
      parentId: 'q1',
      siblings: { index: 1, count: 2, ids: ['a1', 'a2'] },
    });
  });

  it('ignores versions it cannot show: a single one, or an index outside the list', () => {
    const page = toMessagePage(
      [
        { id: 'a', role: 'user', content: '', siblings: { index: 0, count: 1, ids: ['a'] } },
        { id: 'b', role: 'user', content: '', siblings: { index: 5, ids: ['b', 'c'] } },
      ],
      1,
      50,
    );
    expect(page.messages.map((m) => m.siblings)).toEqual([undefined, undefined]);
    expect(page).not.toHaveProperty('leafId');
  });
});

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

  it('keeps the versions still being written, to attach to them after a reload', () => {
    const createdAt = '2026-11-26T09:00:00.000Z';
    const page = toMessagePage(
      [
        {
          id: 'a2',
          role: 'assistant',
          content: '',
          status: 'streaming',
          siblings: {
            index: 1,
            count: 2,
            ids: ['a1', 'a2'],
            running: [
              { id: 'a1', requestId: 'r1', model: 'gpt:gpt', createdAt },
              { id: 'a2', requestId: 'r2', model: null, createdAt },
              { id: 'broken' },
            ],
          },
        },
      ],
      1,
      50,
    );
    expect(page.messages[0]?.siblings?.running).toEqual([
      { id: 'a1', requestId: 'r1', model: 'gpt:gpt', createdAt },
      { id: 'a2', requestId: 'r2', createdAt },
    ]);
  });
});

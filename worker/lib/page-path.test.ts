import { describe, expect, it } from 'vitest';
import { pageTargetOf } from './page-path';

describe('pageTargetOf', () => {
  it('reads page paths and their RSC payload paths alike', () => {
    expect(pageTargetOf('/ru/chat')).toEqual({ kind: 'html', path: '/ru/chat' });
    expect(pageTargetOf('/RSC/R/ru/chat.txt')).toEqual({ kind: 'rsc', path: '/ru/chat' });
    expect(pageTargetOf('/RSC/R/ru/_.txt')).toEqual({ kind: 'rsc', path: '/ru/' });
    expect(pageTargetOf('/RSC/R/_root.txt')).toEqual({ kind: 'rsc', path: '/' });
  });

  it('tells files and server actions apart', () => {
    expect(pageTargetOf('/favicon.ico')).toEqual({ kind: 'file' });
    expect(pageTargetOf('/RSC/F/_src/actions.ts/save.txt')).toEqual({ kind: 'action' });
  });
});

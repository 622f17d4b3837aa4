import { describe, expect, it } from 'vitest';
import { fitHistory } from './fit-history';

const turn = (content: string, role = 'user') => ({ role, content });
const bytes = (list: unknown) => new TextEncoder().encode(JSON.stringify(list)).byteLength;

describe('fitHistory', () => {
  it('keeps a history that fits as it is', () => {
    const history = [turn('a'), turn('b', 'assistant'), turn('c')];
    expect(fitHistory(history, 1000)).toEqual(history);
  });

  it('drops the oldest messages until the JSON fits, counting UTF-8 bytes', () => {
    const history = [turn('я'.repeat(300)), turn('b'.repeat(300), 'assistant'), turn('вопрос')];
    const fitted = fitHistory(history, 700);
    expect(fitted).toEqual(history.slice(1));
    expect(bytes(fitted)).toBeLessThanOrEqual(700);
  });

  it('always keeps the question', () => {
    const question = turn('x'.repeat(5000));
    expect(fitHistory([turn('old'), question], 100)).toEqual([question]);
  });
});

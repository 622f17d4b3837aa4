import { describe, expect, it } from 'vitest';
import { errorText, refusalText } from './error-text';
import { errorKind, memberLimitOf } from './ui-message';

const limit = { limitKopecks: 500, spentKopecks: 498, resetsAt: '2026-12-31T21:00:00.000Z' };

describe('a refused send as the chat explains it', () => {
  it('tells a member their limit apart from an empty balance and a forbidden model', () => {
    expect(errorKind('member_limit_reached', 402)).toBe('limit');
    expect(errorKind('model_not_allowed', 403)).toBe('model');
    expect(errorKind('insufficient_funds', 402)).toBe('funds');
    expect(errorKind(undefined, 402)).toBe('funds');
  });

  it("names the limit and the Moscow day it resets, in the reader's language", () => {
    expect(errorText({ kind: 'limit', limit }, 'en')).toBe(
      'Your monthly limit of RUB\u00a05.00 in this team is reached; it resets 1 Jan 2027.',
    );
    const ru = errorText({ kind: 'limit', limit }, 'ru');
    expect(ru).toContain('5,00\u00a0₽');
    expect(ru).toContain('1 янв. 2027');
  });

  it('still explains a limit whose figures are missing, and a model the owner did not allow', () => {
    expect(memberLimitOf({ limitKopecks: 500 })).toBeUndefined();
    expect(errorText({ kind: 'limit' }, 'en')).toContain('resets on the 1st');
    expect(errorText({ kind: 'model' }, 'ru')).toBe(
      'Владелец команды не разрешил эту модель. Выберите другую.',
    );
    expect(errorText({ kind: 'model' }, 'en')).toContain("team's owner has not allowed");
  });

  it("gives the studios the same sentences, and leaves other refusals to the api's message", () => {
    expect(refusalText({ code: 'member_limit_reached', ...limit }, 402, 'en')).toContain(
      'RUB\u00a05.00',
    );
    expect(refusalText({ code: 'model_not_allowed' }, 403, 'en')).toContain('has not allowed');
    expect(refusalText({ code: 'insufficient_funds' }, 402, 'en')).toBeUndefined();
    expect(refusalText(null, 500, 'en')).toBeUndefined();
  });
});

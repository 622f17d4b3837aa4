import { describe, expect, it } from 'vitest';
import {
  accountTimeZone,
  dateTimeFormat,
  formatDateTime,
  formatDay,
  formatDuration,
  formatMonth,
  formatNumber,
  formatRub,
  formatRubRate,
  formatSeconds,
  formatSize,
  formatTokensShort,
  kopecksFromRubInput,
  rubString,
} from './index';

const plain = (text: string) => text.replace(/[\s\u00a0\u202f]/g, ' ');

describe('money', () => {
  it('builds exact decimals from kopecks', () => {
    expect(rubString(123_456)).toBe('1234.56');
    expect(rubString(-5)).toBe('-0.05');
    expect(rubString(0)).toBe('0.00');
  });

  it('writes rubles one way per language', () => {
    expect(plain(formatRub(123_456, 'ru'))).toBe('1 234,56 ₽');
    expect(plain(formatRub(500, 'ru'))).toBe('5,00 ₽');
    expect(plain(formatRub(123_456, 'en'))).toBe('RUB 1,234.56');
    expect(plain(formatRub(-6, 'en'))).toBe('\u2212RUB 0.06');
    expect(plain(formatRub(-500, 'ru'))).toBe('\u22125,00 ₽');
    expect(plain(formatRub(9_007_199_254_740_991, 'en'))).toBe('RUB 90,071,992,547,409.91');
  });

  it('reads whole rubles typed by the user', () => {
    expect(kopecksFromRubInput('1 500')).toBe(150_000);
    expect(kopecksFromRubInput('12.5')).toBeNull();
    expect(kopecksFromRubInput('')).toBeNull();
  });
});

describe('numbers and sizes', () => {
  it('groups digits per language', () => {
    expect(plain(formatNumber(12_345, 'ru'))).toBe('12 345');
    expect(formatNumber(12_345, 'en')).toBe('12,345');
  });

  it('writes sizes with the language units', () => {
    expect(plain(formatSize(1536, 'ru'))).toMatch(/^1,5 кБ$/i);
    expect(plain(formatSize(1.5 * 1024 * 1024, 'en'))).toBe('1.5 MB');
    expect(plain(formatSize(10, 'en'))).toBe('10 byte');
  });

  it('writes durations as clock time', () => {
    expect(formatDuration(65)).toBe('1:05');
    expect(formatDuration(3725)).toBe('1:02:05');
  });

  it('writes short spans in seconds with the language unit', () => {
    expect(plain(formatSeconds(300, 'ru'))).toBe('0,3 с');
    expect(plain(formatSeconds(42, 'ru'))).toBe('0,04 с');
    expect(plain(formatSeconds(1250, 'en'))).toBe('1.3 sec');
    expect(plain(formatSeconds(75_400, 'en'))).toBe('75 sec');
  });
});

describe('dates', () => {
  const moment = '2026-11-23T21:30:00Z';
  it('shows Moscow time unless the account chose a zone', () => {
    expect(plain(formatDateTime(moment, 'ru'))).toBe('24 нояб. 2026 г., 00:30');
    expect(plain(formatDateTime(moment, 'en'))).toBe('24 Nov 2026, 00:30');
    expect(plain(formatDateTime(moment, 'en', { timeZone: 'UTC' }))).toBe('23 Nov 2026, 21:30');
    expect(plain(formatDay(moment, 'en'))).toBe('24 Nov 2026');
  });

  it("writes every date in the account's numeric order when it chose one", () => {
    const dmy = { dateFormat: 'dmy' as const };
    expect(plain(formatDateTime(moment, 'ru', dmy))).toBe('24.11.2026, 00:30');
    expect(plain(formatDateTime(moment, 'en', { dateFormat: 'mdy', timeZone: 'UTC' }))).toBe(
      '11/23/2026, 21:30',
    );
    expect(plain(formatDay(moment, 'en', { dateFormat: 'ymd' }))).toBe('2026-11-24');
    expect(plain(formatDay(moment, 'ru', { dateFormat: 'auto' }))).toBe('24 нояб. 2026 г.');
    expect(formatDateTime('not a date', 'ru', dmy)).toBe('');
  });

  it("takes the account's zone, Moscow when it chose none", () => {
    expect(accountTimeZone('Asia/Tokyo')).toBe('Asia/Tokyo');
    for (const none of [undefined, null, '', 3])
      expect(accountTimeZone(none)).toBe('Europe/Moscow');
  });

  it('names a month of a ledger, capitalized, whatever the zone', () => {
    expect(plain(formatMonth('2026-11', 'ru'))).toBe('Ноябрь 2026 г.');
    expect(formatMonth('2026-01', 'en')).toBe('January 2026');
  });

  it('makes each formatter once: a ledger formats hundreds of moments', () => {
    const options = { timeZone: 'UTC', hour: '2-digit' } as const;
    expect(dateTimeFormat('en', options)).toBe(dateTimeFormat('en', { ...options }));
    expect(dateTimeFormat('en', options)).not.toBe(dateTimeFormat('ru', options));
  });
});

describe('rates and token counts', () => {
  it('writes a price per 1,000 tokens that may be a fraction of a kopeck', () => {
    expect(plain(formatRubRate(1.5, 'ru'))).toBe('0,015 ₽');
    expect(plain(formatRubRate(150, 'ru'))).toBe('1,50 ₽');
    expect(plain(formatRubRate(1.5, 'en'))).toBe('RUB 0.015');
  });

  it('writes a context window the short way', () => {
    expect(plain(formatTokensShort(128_000, 'en'))).toBe('128K');
    expect(plain(formatTokensShort(128_000, 'ru'))).toBe('128 тыс.');
    expect(plain(formatTokensShort(1_048_576, 'en'))).toBe('1M');
  });
});

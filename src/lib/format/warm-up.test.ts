import { describe, expect, it } from 'vitest';
import { formatDateTime, formatNumber, formatRub } from './index';
import { warmUpFormatters } from './warm-up';

// The head makes these formatters first (decision 183); they only help when they are the very
// formatters the helpers make, so each must write what its helper writes.
describe('the formatters a signed-in page makes ahead', () => {
  it.each(['ru', 'en'])('are the ones the helpers use (%s)', (locale) => {
    const zone = 'Asia/Tokyo';
    const [money, count, moment] = warmUpFormatters(locale, zone).map(([kind, tag, options]) =>
      kind === 'NumberFormat'
        ? new Intl.NumberFormat(tag, options)
        : new Intl.DateTimeFormat(tag, options),
    );
    expect(money?.format(1234.5)).toBe(formatRub(123_450, locale));
    expect(count?.format(12_345.6)).toBe(formatNumber(12_345.6, locale));
    const at = Date.UTC(2026, 10, 23, 21, 30);
    expect(moment?.format(at)).toBe(formatDateTime(at, locale, { timeZone: zone }));
  });
});

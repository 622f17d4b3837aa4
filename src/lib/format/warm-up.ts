import { dateTag, dateTimeOptions } from './date';
import { rubFormatOptions } from './money';
import { numberTag } from './number';

/** One formatter to make ahead: its Intl constructor, locale tag and options. */
export type FormatterSpec = ['NumberFormat' | 'DateTimeFormat', string, object];

/**
 * The formatters a signed-in page uses as it hydrates, with the options the helpers here make
 * them with, so the page's head can make them first (src/pages/_root.tsx, decision 183): its
 * money, its counts (formatNumber) and its moments (formatDateTime) in the account's zone.
 *
 * @example warmUpFormatters('ru', 'Europe/Moscow')[0] // ['NumberFormat', 'ru-RU', { style: 'currency', … }]
 */
export function warmUpFormatters(locale: string, timeZone: string): FormatterSpec[] {
  return [
    ['NumberFormat', numberTag(locale), rubFormatOptions(locale)],
    ['NumberFormat', numberTag(locale), { maximumFractionDigits: 0 }],
    ['DateTimeFormat', dateTag(locale), dateTimeOptions(timeZone)],
  ];
}

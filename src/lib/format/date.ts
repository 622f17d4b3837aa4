/** Where the product's times are shown unless the account chose another zone (SPEC §1). */
export const defaultTimeZone = 'Europe/Moscow';

/** The zone an account chose (its stored `timeZone`), Moscow when it chose none. */
export const accountTimeZone = (stored: unknown): string =>
  typeof stored === 'string' && stored ? stored : defaultTimeZone;

/** The account's date setting: `auto` writes dates as the language does, the others numerically. */
export type DateOrder = 'auto' | 'dmy' | 'mdy' | 'ymd';

export type DateOptions = {
  /** The account's zone; Moscow time when unset. */
  timeZone?: string | null;
  /** The account's date setting; as the language writes dates when unset. */
  dateFormat?: DateOrder | null;
};

/** The Intl locale dates are written in for a page's language. */
export const dateTag = (locale: string) => (locale === 'ru' ? 'ru-RU' : 'en-GB');

/** Formatters by language and options: a ledger or a history formats hundreds of moments. */
const formats = new Map<string, Intl.DateTimeFormat>();

/**
 * The date formatter of an Intl locale tag with these options, made once and kept: making one
 * costs far more than formatting with it (decision 178).
 */
export function dateTimeFormat(tag: string, options: Intl.DateTimeFormatOptions) {
  const key = `${tag} ${JSON.stringify(options)}`;
  let formatter = formats.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(tag, options);
    formats.set(key, formatter);
  }
  return formatter;
}

function format(iso: string | number | Date, locale: string, extra: Intl.DateTimeFormatOptions) {
  const date = iso instanceof Date ? iso : new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return dateTimeFormat(dateTag(locale), extra).format(date);
}

/** A month of a `YYYY-MM` key, capitalized: `November 2026` / `Ноябрь 2026 г.`. */
export function formatMonth(month: string, locale: string) {
  const name = format(`${month}-01T00:00:00Z`, locale, {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  return name.charAt(0).toLocaleUpperCase(locale) + name.slice(1);
}

/** A day numerically in the chosen order: 23.11.2026, 11/23/2026 or 2026-11-23, in the zone. */
export function numericDay(
  iso: string | number | Date,
  order: Exclude<DateOrder, 'auto'>,
  timeZone: string,
) {
  const date = iso instanceof Date ? iso : new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const parts = dateTimeFormat('en', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(date);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  const [d, mo, y] = [part('day'), part('month'), part('year')];
  if (order === 'mdy') return `${mo}/${d}/${y}`;
  if (order === 'ymd') return `${y}-${mo}-${d}`;
  return `${d}.${mo}.${y}`;
}

const numericOrder = (opts: DateOptions) =>
  opts.dateFormat && opts.dateFormat !== 'auto' ? opts.dateFormat : null;

/**
 * A moment the one way the interface writes it: `25 нояб. 2026 г., 22:52` in Russian,
 * `25 Nov 2026, 22:52` in English, in the account's zone (Moscow by default); with a numeric
 * date setting, `25.11.2026, 22:52` (the time stays 24-hour in both languages).
 */
export function formatDateTime(
  iso: string | number | Date,
  locale: string,
  opts: DateOptions = {},
) {
  const timeZone = opts.timeZone || defaultTimeZone;
  const order = numericOrder(opts);
  if (!order) return format(iso, locale, dateTimeOptions(timeZone));
  const day = numericDay(iso, order, timeZone);
  const time = format(iso, locale, {
    timeZone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  return day && `${day}, ${time}`;
}

/** formatDateTime's options in a zone. */
export const dateTimeOptions = (timeZone: string): Intl.DateTimeFormatOptions => ({
  timeZone,
  dateStyle: 'medium',
  timeStyle: 'short',
});

/** A day alone, as in formatDateTime: `25 нояб. 2026 г.` / `25 Nov 2026` (or numeric, as set). */
export function formatDay(iso: string | number | Date, locale: string, opts: DateOptions = {}) {
  const timeZone = opts.timeZone || defaultTimeZone;
  const order = numericOrder(opts);
  if (order) return numericDay(iso, order, timeZone);
  return format(iso, locale, { timeZone, dateStyle: 'medium' });
}

/** A short day for chart axes: `25 нояб.` / `25 Nov`. */
export function formatShortDay(
  iso: string | number | Date,
  locale: string,
  opts: DateOptions = {},
) {
  return format(iso, locale, {
    timeZone: opts.timeZone || defaultTimeZone,
    day: 'numeric',
    month: 'short',
  });
}

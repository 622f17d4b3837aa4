/** Where the product's times are shown unless the account chose another zone (SPEC §1). */
export const defaultTimeZone = 'Europe/Moscow';

/** The zone an account chose (its stored `timeZone`), Moscow when it chose none. */
export const accountTimeZone = (stored: unknown): string =>
  typeof stored === 'string' && stored ? stored : defaultTimeZone;

export type DateOptions = {
  /** The account's zone; Moscow time when unset. */
  timeZone?: string | null;
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

/**
 * A moment the one way the interface writes it: `25 нояб. 2026 г., 22:52` in Russian,
 * `25 Nov 2026, 22:52` in English, in the account's zone (Moscow by default).
 */
export function formatDateTime(
  iso: string | number | Date,
  locale: string,
  opts: DateOptions = {},
) {
  return format(iso, locale, dateTimeOptions(opts.timeZone || defaultTimeZone));
}

/** formatDateTime's options in a zone. */
export const dateTimeOptions = (timeZone: string): Intl.DateTimeFormatOptions => ({
  timeZone,
  dateStyle: 'medium',
  timeStyle: 'short',
});

/** A day alone, as in formatDateTime: `25 нояб. 2026 г.` / `25 Nov 2026`. */
export function formatDay(iso: string | number | Date, locale: string, opts: DateOptions = {}) {
  return format(iso, locale, { timeZone: opts.timeZone || defaultTimeZone, dateStyle: 'medium' });
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

/** The Intl locale numbers and money are written in for a page's language. */
export const numberTag = (locale: string) => (locale === 'ru' ? 'ru-RU' : 'en-US');

/** Formatters by language and options: a list or a chart formats hundreds of numbers. */
const formats = new Map<string, Intl.NumberFormat>();

/** The page language's number formatter with these options, made once and kept. */
export function numberFormat(locale: string, options: Intl.NumberFormatOptions) {
  const key = `${numberTag(locale)} ${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(numberTag(locale), options);
    formats.set(key, format);
  }
  return format;
}

/** A count or measure in the page's digits: `12 345` in Russian, `12,345` in English. */
export function formatNumber(value: number, locale: string, maximumFractionDigits = 0): string {
  return numberFormat(locale, { maximumFractionDigits }).format(value);
}

/**
 * A file size with the page's own units: `1,5 МБ` in Russian, `1.5 MB` in English.
 *
 * @example formatSize(1536, 'ru') // '1,5 КБ'
 */
export function formatSize(bytes: number, locale: string): string {
  const units = [
    [1024 ** 3, 'gigabyte'],
    [1024 ** 2, 'megabyte'],
    [1024, 'kilobyte'],
  ] as const;
  for (const [size, unit] of units) {
    if (bytes >= size) return unitFormat(locale, unit).format(bytes / size);
  }
  return unitFormat(locale, 'byte').format(bytes);
}

function unitFormat(locale: string, unit: string) {
  return numberFormat(locale, {
    style: 'unit',
    unit,
    unitDisplay: 'short',
    maximumFractionDigits: 1,
  });
}

/**
 * A short span of time in seconds with the page's unit: one significant digit under a second,
 * tenths under a minute, whole seconds beyond.
 *
 * @example formatSeconds(300, 'ru') // '0,3 с'
 */
export function formatSeconds(ms: number, locale: string): string {
  const seconds = Math.max(0, ms) / 1000;
  const digits: Intl.NumberFormatOptions =
    seconds < 1 ? { maximumSignificantDigits: 1 } : { maximumFractionDigits: seconds < 60 ? 1 : 0 };
  return numberFormat(locale, {
    style: 'unit',
    unit: 'second',
    unitDisplay: 'short',
    ...digits,
  }).format(seconds);
}

/** A duration in seconds as `m:ss` or `h:mm:ss`. */
export function formatDuration(totalSeconds: number): string {
  const whole = Math.max(0, Math.round(totalSeconds));
  const [h, m, s] = [Math.floor(whole / 3600), Math.floor((whole % 3600) / 60), whole % 60];
  const pad = (n: number) => String(n).padStart(2, '0');
  return h > 0 ? `${h}:${pad(m)}:${pad(s)}` : `${m}:${pad(s)}`;
}

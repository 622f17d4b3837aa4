/** A language's name for a language code: `en` → `английский` / `English`; the code if unknown. */
export function formatLanguage(code: string, locale: string): string {
  try {
    const name = new Intl.DisplayNames([locale], { type: 'language' }).of(code);
    return name ? name.charAt(0).toLocaleUpperCase(locale) + name.slice(1) : code;
  } catch {
    return code;
  }
}

/**
 * When something may be tried again, in words rounded to the largest unit: `через час`,
 * `через 5 минут` / `in 1 hour`, `in 5 minutes` (never `3600 с`).
 */
export function formatRetryIn(seconds: number, locale: string): string {
  const [value, unit]: [number, Intl.RelativeTimeFormatUnit] =
    seconds >= 3600
      ? [Math.round(seconds / 3600), 'hour']
      : seconds >= 60
        ? [Math.ceil(seconds / 60), 'minute']
        : [Math.max(1, Math.ceil(seconds)), 'second'];
  const parts = new Intl.RelativeTimeFormat(locale).formatToParts(value, unit);
  // Russian says one unit without its numeral: «через час», not «через 1 час».
  const shown = value === 1 && locale === 'ru' ? parts.filter((p) => p.type !== 'integer') : parts;
  return shown
    .map((p) => p.value)
    .join('')
    .replace(/\s+/g, ' ')
    .trim();
}

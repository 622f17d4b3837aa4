/** Kopecks as roubles in the interface language, e.g. '0,12 ₽' (SPEC §1: currency RUB). */
export function formatRub(kopecks: number, locale: string): string {
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: 'RUB',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(kopecks / 100);
}

/** A file size in kB/MB. */
export function formatSize(bytes: number, locale: string): string {
  const units: [number, string][] = [
    [1024 * 1024, 'MB'],
    [1024, 'kB'],
  ];
  for (const [size, unit] of units) {
    if (bytes >= size)
      return `${new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(bytes / size)} ${unit}`;
  }
  return `${bytes} B`;
}

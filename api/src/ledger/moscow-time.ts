/** Moscow is UTC+3 all year (no daylight saving since 2014); SPEC §9 counts days there. */
export const MOSCOW_OFFSET_MS = 3 * 60 * 60 * 1000;

/** The UTC ISO bounds [from, to) of a Moscow calendar month `YYYY-MM`. */
export function moscowMonthBounds(month: string): { from: string; to: string } {
  const [year, mon] = month.split('-').map(Number) as [number, number];
  const from = Date.UTC(year, mon - 1, 1) - MOSCOW_OFFSET_MS;
  const to = Date.UTC(year, mon, 1) - MOSCOW_OFFSET_MS;
  return { from: new Date(from).toISOString(), to: new Date(to).toISOString() };
}

/** The Moscow calendar day `YYYY-MM-DD` of a moment. */
export function moscowDay(ms: number): string {
  return new Date(ms + MOSCOW_OFFSET_MS).toISOString().slice(0, 10);
}

/** The last `count` Moscow days up to today, oldest first, and the UTC moment the first began. */
export function lastMoscowDays(nowMs: number, count: number): { days: string[]; from: string } {
  const today = moscowDay(nowMs);
  const todayStart = Date.parse(`${today}T00:00:00.000Z`) - MOSCOW_OFFSET_MS;
  const days = Array.from({ length: count }, (_, i) =>
    moscowDay(todayStart + (i - count + 1) * 86_400_000),
  );
  return { days, from: new Date(todayStart - (count - 1) * 86_400_000).toISOString() };
}

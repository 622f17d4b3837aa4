/** The current time as a UTC ISO string, the format every table stores. */
export function nowIso(): string {
  return new Date().toISOString();
}

/** `iso` moved by `ms` milliseconds (negative moves back). */
export function addMs(iso: string, ms: number): string {
  return new Date(Date.parse(iso) + ms).toISOString();
}

export const SECOND = 1000;
export const MINUTE = 60 * SECOND;
export const DAY = 24 * 60 * MINUTE;

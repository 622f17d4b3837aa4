/** Colour modes (SPEC §4). `system` follows the device setting live, through CSS alone. */
export const themes = ['system', 'light', 'dark'] as const;
export type Theme = (typeof themes)[number];
export const themeCookie = 'theme';

export function isTheme(value: unknown): value is Theme {
  return value === 'system' || value === 'light' || value === 'dark';
}

import { defaultSettings, type Settings } from './settings';

/** Fired on window whenever the settings change in this tab; `detail` is the new Settings. */
export const settingsEvent = 'beseda:settings';

let current: Settings = defaultSettings;

/** The settings this tab runs with: seeded by the layout's island, updated by the settings page. */
export function clientSettings(): Settings {
  return current;
}

/**
 * Makes `next` the tab's settings and tells every listener (the shortcuts island, the composer).
 *
 * @example publishSettings({ ...clientSettings(), sendOn: 'ctrl-enter' })
 */
export function publishSettings(next: Settings) {
  current = next;
  if (typeof window !== 'undefined') {
    window.dispatchEvent(new CustomEvent<Settings>(settingsEvent, { detail: next }));
  }
}

/** Seeds the settings without an event (first render of a layout). */
export function seedSettings(initial: Settings) {
  current = initial;
}

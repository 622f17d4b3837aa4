import { n as defaultSettings } from "./settings-9t8EPcG1.js";
// src/lib/settings/client-settings.ts
/** Fired on window whenever the settings change in this tab; `detail` is the new Settings. */
var settingsEvent = "beseda:settings";
var current = defaultSettings;
/** The settings this tab runs with: seeded by the layout's island, updated by the settings page. */
function clientSettings() {
	return current;
}
/**
* Makes `next` the tab's settings and tells every listener (the shortcuts island, the composer).
*
* @example publishSettings({ ...clientSettings(), sendOn: 'ctrl-enter' })
*/
function publishSettings(next) {
	current = next;
	if (typeof window !== "undefined") window.dispatchEvent(new CustomEvent(settingsEvent, { detail: next }));
}
/** Seeds the settings without an event (first render of a layout). */
function seedSettings(initial) {
	current = initial;
}
export { settingsEvent as i, publishSettings as n, seedSettings as r, clientSettings as t };

//# sourceMappingURL=client-settings-q0tKyRWF.js.map
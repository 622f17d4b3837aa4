// src/lib/settings/settings.ts
var defaultSettings = {
	theme: null,
	defaultModel: null,
	defaultAssistant: null,
	favoriteModels: [],
	voice: null,
	speechRate: 1,
	autoRead: false,
	sendOn: "enter",
	dateFormat: "dmy",
	shortcuts: {},
	doNotTrack: false
};
/** The settings of a session user as the api sent them, with defaults for anything missing. */
function settingsOf(user) {
	const stored = user?.settings;
	if (typeof stored !== "object" || stored === null) return defaultSettings;
	return {
		...defaultSettings,
		...stored
	};
}
export { settingsOf as t };

//# sourceMappingURL=settings-BRS-2DHE.js.map
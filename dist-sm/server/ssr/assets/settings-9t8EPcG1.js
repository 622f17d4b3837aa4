// src/lib/settings/settings.ts
/** Voices the api reads aloud with (api/src/voice/voices.ts): Yandex SpeechKit's, then OpenAI's. */
var voices = [
	"alena",
	"filipp",
	"ermil",
	"jane",
	"omazh",
	"zahar",
	"john"
];
var openaiVoices = [
	"alloy",
	"ash",
	"coral",
	"echo",
	"fable",
	"nova",
	"onyx",
	"sage",
	"shimmer"
];
var dateFormats = [
	"dmy",
	"mdy",
	"ymd"
];
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
/** A date in the chosen order, e.g. 23.11.2026, 11/23/2026 or 2026-11-23, in the time zone. */
function formatDate(iso, format, timeZone) {
	const parts = new Intl.DateTimeFormat("en", {
		timeZone,
		year: "numeric",
		month: "2-digit",
		day: "2-digit"
	}).formatToParts(new Date(iso));
	const part = (type) => parts.find((p) => p.type === type)?.value ?? "";
	const [d, mo, y] = [
		part("day"),
		part("month"),
		part("year")
	];
	if (format === "mdy") return `${mo}/${d}/${y}`;
	if (format === "ymd") return `${y}-${mo}-${d}`;
	return `${d}.${mo}.${y}`;
}
export { voices as a, openaiVoices as i, defaultSettings as n, formatDate as r, dateFormats as t };

//# sourceMappingURL=settings-9t8EPcG1.js.map
var tag = (locale) => locale === "ru" ? "ru-RU" : "en-GB";
function format(iso, locale, extra) {
	const date = iso instanceof Date ? iso : new Date(iso);
	if (Number.isNaN(date.getTime())) return "";
	return new Intl.DateTimeFormat(tag(locale), extra).format(date);
}
/**
* A moment the one way the interface writes it: `25 нояб. 2026 г., 22:52` in Russian,
* `25 Nov 2026, 22:52` in English, in the account's zone (Moscow by default).
*/
function formatDateTime(iso, locale, opts = {}) {
	return format(iso, locale, {
		timeZone: opts.timeZone || "Europe/Moscow",
		dateStyle: "medium",
		timeStyle: "short"
	});
}
/** A day alone, as in formatDateTime: `25 нояб. 2026 г.` / `25 Nov 2026`. */
function formatDay(iso, locale, opts = {}) {
	return format(iso, locale, {
		timeZone: opts.timeZone || "Europe/Moscow",
		dateStyle: "medium"
	});
}
/** A short day for chart axes: `25 нояб.` / `25 Nov`. */
function formatShortDay(iso, locale, opts = {}) {
	return format(iso, locale, {
		timeZone: opts.timeZone || "Europe/Moscow",
		day: "numeric",
		month: "short"
	});
}
export { formatDay as n, formatShortDay as r, formatDateTime as t };

//# sourceMappingURL=date-OdRU47Ty.js.map
// src/lib/format/number.ts
/** The Intl locale numbers and money are written in for a page's language. */
var numberTag = (locale) => locale === "ru" ? "ru-RU" : "en-US";
/** A count or measure in the page's digits: `12 345` in Russian, `12,345` in English. */
function formatNumber(value, locale, maximumFractionDigits = 0) {
	return new Intl.NumberFormat(numberTag(locale), { maximumFractionDigits }).format(value);
}
/**
* A file size with the page's own units: `1,5 МБ` in Russian, `1.5 MB` in English.
*
* @example formatSize(1536, 'ru') // '1,5 КБ'
*/
function formatSize(bytes, locale) {
	for (const [size, unit] of [
		[1024 ** 3, "gigabyte"],
		[1024 ** 2, "megabyte"],
		[1024, "kilobyte"]
	]) if (bytes >= size) return unitFormat(locale, unit).format(bytes / size);
	return unitFormat(locale, "byte").format(bytes);
}
function unitFormat(locale, unit) {
	return new Intl.NumberFormat(numberTag(locale), {
		style: "unit",
		unit,
		unitDisplay: "short",
		maximumFractionDigits: 1
	});
}
/** A duration in seconds as `m:ss` or `h:mm:ss`. */
function formatDuration(totalSeconds) {
	const whole = Math.max(0, Math.round(totalSeconds));
	const [h, m, s] = [
		Math.floor(whole / 3600),
		Math.floor(whole % 3600 / 60),
		whole % 60
	];
	const pad = (n) => String(n).padStart(2, "0");
	return h > 0 ? `${h}:${pad(m)}:${pad(s)}` : `${m}:${pad(s)}`;
}
// src/lib/format/money.ts
/** Kopecks as an exact decimal string ("-12.05"), built from integers. */
function rubString(kopecks) {
	const sign = kopecks < 0 ? "-" : "";
	const abs = Math.abs(Math.trunc(kopecks));
	return `${sign}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, "0")}`;
}
/**
* Kopecks as rubles the one way the interface writes money: `1 234,56 ₽` in Russian,
* `RUB 1,234.56` in English. The amount reaches Intl as a decimal string, never as a float.
*
* @example formatRub(123_456, 'ru') // '1 234,56 ₽'
*/
function formatRub(kopecks, locale) {
	const ru = locale === "ru";
	return new Intl.NumberFormat(numberTag(locale), {
		style: "currency",
		currency: "RUB",
		currencyDisplay: ru ? "narrowSymbol" : "code"
	}).format(rubString(kopecks));
}
/** A whole number of rubles typed by the user as kopecks; null unless digits only. */
function kopecksFromRubInput(text) {
	const digits = text.replace(/[\s\u00a0]/g, "");
	if (!/^\d{1,9}$/.test(digits)) return null;
	return Number(digits) * 100;
}
export { formatSize as a, formatNumber as i, kopecksFromRubInput as n, numberTag as o, formatDuration as r, formatRub as t };

//# sourceMappingURL=money-BT--L-MG.js.map
import { t as getLocale } from "./runtime-CEu_NCIS.js";
// src/paraglide/messages/misc_loading.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Misc_LoadingInputs */
var en_misc_loading = () => {
	return `Loading…`;
};
var ru_misc_loading = () => {
	return `Загрузка…`;
};
/**
* | output |
* | --- |
* | "Loading…" |
*
* @param {Misc_LoadingInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var misc_loading = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_misc_loading(inputs);
	return en_misc_loading(inputs);
});
export { misc_loading as t };

//# sourceMappingURL=misc_loading-Bs7zDFl-.js.map
import { t as getLocale } from "./runtime-CEu_NCIS.js";
// src/paraglide/messages/misc_retry.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Misc_RetryInputs */
var en_misc_retry = () => {
	return `Try again`;
};
var ru_misc_retry = () => {
	return `Повторить`;
};
/**
* | output |
* | --- |
* | "Try again" |
*
* @param {Misc_RetryInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var misc_retry = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_misc_retry(inputs);
	return en_misc_retry(inputs);
});
export { misc_retry as t };

//# sourceMappingURL=misc_retry-BVqGZTRn.js.map
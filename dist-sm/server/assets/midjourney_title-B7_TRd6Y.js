import { t as getLocale } from "./runtime-CEu_NCIS.js";
// src/paraglide/messages/midjourney_title.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Midjourney_TitleInputs */
var en_midjourney_title = () => {
	return `Midjourney`;
};
var ru_midjourney_title = () => {
	return `Midjourney`;
};
/**
* | output |
* | --- |
* | "Midjourney" |
*
* @param {Midjourney_TitleInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var midjourney_title = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_midjourney_title(inputs);
	return en_midjourney_title(inputs);
});
export { midjourney_title as t };

//# sourceMappingURL=midjourney_title-B7_TRd6Y.js.map
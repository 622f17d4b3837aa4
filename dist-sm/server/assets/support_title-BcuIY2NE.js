import { t as getLocale } from "./runtime-CEu_NCIS.js";
// src/paraglide/messages/support_title.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Support_TitleInputs */
var en_support_title = () => {
	return `Support`;
};
var ru_support_title = () => {
	return `Поддержка`;
};
/**
* | output |
* | --- |
* | "Support" |
*
* @param {Support_TitleInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var support_title = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_support_title(inputs);
	return en_support_title(inputs);
});
export { support_title as t };

//# sourceMappingURL=support_title-BcuIY2NE.js.map
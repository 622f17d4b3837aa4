import { t as getLocale } from "./runtime-CEu_NCIS.js";
// src/paraglide/messages/apikeys_title.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Apikeys_TitleInputs */
var en_apikeys_title = () => {
	return `API keys`;
};
var ru_apikeys_title = () => {
	return `Ключи API`;
};
/**
* | output |
* | --- |
* | "API keys" |
*
* @param {Apikeys_TitleInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var apikeys_title = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_apikeys_title(inputs);
	return en_apikeys_title(inputs);
});
export { apikeys_title as t };

//# sourceMappingURL=apikeys_title-CAknv39N.js.map
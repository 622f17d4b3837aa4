import { t as getLocale } from "./runtime-CEu_NCIS.js";
// src/paraglide/messages/service_title.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Service_TitleInputs */
var en_service_title = () => {
	return `Services`;
};
var ru_service_title = () => {
	return `Сервисы`;
};
/**
* | output |
* | --- |
* | "Services" |
*
* @param {Service_TitleInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var service_title = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_service_title(inputs);
	return en_service_title(inputs);
});
export { service_title as t };

//# sourceMappingURL=service_title-C6lonhHt.js.map
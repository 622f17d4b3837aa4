import { t as getLocale } from "./runtime-CEu_NCIS.js";
// src/paraglide/messages/layout_app_name.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Layout_App_NameInputs */
var en_layout_app_name = () => {
	return `Beseda`;
};
var ru_layout_app_name = () => {
	return `Беседа`;
};
/**
* | output |
* | --- |
* | "Beseda" |
*
* @param {Layout_App_NameInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var layout_app_name = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_layout_app_name(inputs);
	return en_layout_app_name(inputs);
});
export { layout_app_name as t };

//# sourceMappingURL=layout_app_name-DZeR8w55.js.map
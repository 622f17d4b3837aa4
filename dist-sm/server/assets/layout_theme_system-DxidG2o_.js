import { t as getLocale } from "./runtime-CEu_NCIS.js";
// src/paraglide/messages/layout_theme_system.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Layout_Theme_SystemInputs */
var en_layout_theme_system = () => {
	return `System`;
};
var ru_layout_theme_system = () => {
	return `Системная`;
};
/**
* | output |
* | --- |
* | "System" |
*
* @param {Layout_Theme_SystemInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var layout_theme_system = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_layout_theme_system(inputs);
	return en_layout_theme_system(inputs);
});
export { layout_theme_system as t };

//# sourceMappingURL=layout_theme_system-DxidG2o_.js.map
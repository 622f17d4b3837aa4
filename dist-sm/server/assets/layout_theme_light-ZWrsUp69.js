import { t as getLocale } from "./runtime-CEu_NCIS.js";
// src/paraglide/messages/layout_theme_dark.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Layout_Theme_DarkInputs */
var en_layout_theme_dark = () => {
	return `Dark`;
};
var ru_layout_theme_dark = () => {
	return `Тёмная`;
};
/**
* | output |
* | --- |
* | "Dark" |
*
* @param {Layout_Theme_DarkInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var layout_theme_dark = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_layout_theme_dark(inputs);
	return en_layout_theme_dark(inputs);
});
// src/paraglide/messages/layout_theme_light.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Layout_Theme_LightInputs */
var en_layout_theme_light = () => {
	return `Light`;
};
var ru_layout_theme_light = () => {
	return `Светлая`;
};
/**
* | output |
* | --- |
* | "Light" |
*
* @param {Layout_Theme_LightInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var layout_theme_light = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_layout_theme_light(inputs);
	return en_layout_theme_light(inputs);
});
export { layout_theme_dark as n, layout_theme_light as t };

//# sourceMappingURL=layout_theme_light-ZWrsUp69.js.map
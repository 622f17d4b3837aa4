import { t as getLocale } from "./runtime-CEu_NCIS.js";
// src/paraglide/messages/layout_close.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Layout_CloseInputs */
var en_layout_close = () => {
	return `Close`;
};
var ru_layout_close = () => {
	return `Закрыть`;
};
/**
* | output |
* | --- |
* | "Close" |
*
* @param {Layout_CloseInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var layout_close = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_layout_close(inputs);
	return en_layout_close(inputs);
});
export { layout_close as t };

//# sourceMappingURL=layout_close-S19It4T1.js.map
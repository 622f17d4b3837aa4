import { t as getLocale } from "./runtime-CEu_NCIS.js";
// src/paraglide/messages/misc_feedback_title.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Misc_Feedback_TitleInputs */
var en_misc_feedback_title = () => {
	return `Feedback`;
};
var ru_misc_feedback_title = () => {
	return `Обратная связь`;
};
/**
* | output |
* | --- |
* | "Feedback" |
*
* @param {Misc_Feedback_TitleInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var misc_feedback_title = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_misc_feedback_title(inputs);
	return en_misc_feedback_title(inputs);
});
export { misc_feedback_title as t };

//# sourceMappingURL=misc_feedback_title-wlFXzixB.js.map
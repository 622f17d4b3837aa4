import { t as getLocale } from "./runtime-CEu_NCIS.js";
// src/paraglide/messages/chat_untitled.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Chat_UntitledInputs */
var en_chat_untitled = () => {
	return `Untitled chat`;
};
var ru_chat_untitled = () => {
	return `Чат без названия`;
};
/**
* | output |
* | --- |
* | "Untitled chat" |
*
* @param {Chat_UntitledInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var chat_untitled = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_chat_untitled(inputs);
	return en_chat_untitled(inputs);
});
export { chat_untitled as t };

//# sourceMappingURL=chat_untitled-DEAuioUQ.js.map
import { t as getLocale } from "./runtime-CEu_NCIS.js";
// src/paraglide/messages/chat_title.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Chat_TitleInputs */
var en_chat_title = () => {
	return `Chat`;
};
var ru_chat_title = () => {
	return `Чат`;
};
/**
* | output |
* | --- |
* | "Chat" |
*
* @param {Chat_TitleInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var chat_title = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_chat_title(inputs);
	return en_chat_title(inputs);
});
export { chat_title as t };

//# sourceMappingURL=chat_title-DEwRvDjM.js.map
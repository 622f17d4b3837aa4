import { t as getLocale } from "./runtime-CEu_NCIS.js";
// src/paraglide/messages/layout_new_chat.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Layout_New_ChatInputs */
var en_layout_new_chat = () => {
	return `New chat`;
};
var ru_layout_new_chat = () => {
	return `Новый чат`;
};
/**
* | output |
* | --- |
* | "New chat" |
*
* @param {Layout_New_ChatInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var layout_new_chat = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_layout_new_chat(inputs);
	return en_layout_new_chat(inputs);
});
export { layout_new_chat as t };

//# sourceMappingURL=layout_new_chat-B4Mw42_Z.js.map
import { t as getLocale } from "./runtime-CEu_NCIS.js";
// src/paraglide/messages/layout_back_to_chats.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Layout_Back_To_ChatsInputs */
var en_layout_back_to_chats = () => {
	return `Back to chats`;
};
var ru_layout_back_to_chats = () => {
	return `Назад к чатам`;
};
/**
* | output |
* | --- |
* | "Back to chats" |
*
* @param {Layout_Back_To_ChatsInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var layout_back_to_chats = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_layout_back_to_chats(inputs);
	return en_layout_back_to_chats(inputs);
});
export { layout_back_to_chats as t };

//# sourceMappingURL=layout_back_to_chats-B_LHVrW1.js.map
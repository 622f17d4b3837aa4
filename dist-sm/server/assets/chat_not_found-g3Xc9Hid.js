import { t as getLocale } from "./runtime-CEu_NCIS.js";
// src/paraglide/messages/chat_not_found.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Chat_Not_FoundInputs */
var en_chat_not_found = () => {
	return `This chat doesn't exist or was deleted.`;
};
var ru_chat_not_found = () => {
	return `Такого чата нет или он удалён.`;
};
/**
* | output |
* | --- |
* | "This chat doesn't exist or was deleted." |
*
* @param {Chat_Not_FoundInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var chat_not_found = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_chat_not_found(inputs);
	return en_chat_not_found(inputs);
});
export { chat_not_found as t };

//# sourceMappingURL=chat_not_found-g3Xc9Hid.js.map
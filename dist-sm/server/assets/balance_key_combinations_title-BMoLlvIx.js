import { t as getLocale } from "./runtime-CEu_NCIS.js";
// src/paraglide/messages/balance_key_combinations_title.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Balance_Key_Combinations_TitleInputs */
var en_balance_key_combinations_title = () => {
	return `Keyboard shortcuts`;
};
var ru_balance_key_combinations_title = () => {
	return `Сочетания клавиш`;
};
/**
* | output |
* | --- |
* | "Keyboard shortcuts" |
*
* @param {Balance_Key_Combinations_TitleInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var balance_key_combinations_title = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_balance_key_combinations_title(inputs);
	return en_balance_key_combinations_title(inputs);
});
export { balance_key_combinations_title as t };

//# sourceMappingURL=balance_key_combinations_title-BMoLlvIx.js.map
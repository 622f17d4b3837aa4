import { t as getLocale } from "./runtime-CEu_NCIS.js";
// src/paraglide/messages/balance_title.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Balance_TitleInputs */
var en_balance_title = () => {
	return `Balance`;
};
var ru_balance_title = () => {
	return `Баланс`;
};
/**
* | output |
* | --- |
* | "Balance" |
*
* @param {Balance_TitleInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var balance_title = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_balance_title(inputs);
	return en_balance_title(inputs);
});
export { balance_title as t };

//# sourceMappingURL=balance_title-BimM_rnA.js.map
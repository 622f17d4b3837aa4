import { t as getLocale } from "./runtime-CEu_NCIS.js";
// src/paraglide/messages/balance_settings_title.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Balance_Settings_TitleInputs */
var en_balance_settings_title = () => {
	return `Settings`;
};
var ru_balance_settings_title = () => {
	return `Настройки`;
};
/**
* | output |
* | --- |
* | "Settings" |
*
* @param {Balance_Settings_TitleInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var balance_settings_title = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_balance_settings_title(inputs);
	return en_balance_settings_title(inputs);
});
export { balance_settings_title as t };

//# sourceMappingURL=balance_settings_title-DMUCnBqy.js.map
import { t as getLocale } from "./runtime-CEu_NCIS.js";
// src/paraglide/messages/balance_members_title.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Balance_Members_TitleInputs */
var en_balance_members_title = () => {
	return `Members`;
};
var ru_balance_members_title = () => {
	return `Участники`;
};
/**
* | output |
* | --- |
* | "Members" |
*
* @param {Balance_Members_TitleInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var balance_members_title = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_balance_members_title(inputs);
	return en_balance_members_title(inputs);
});
export { balance_members_title as t };

//# sourceMappingURL=balance_members_title-CB_UhlsK.js.map
import { t as getLocale } from "./runtime-CEu_NCIS.js";
// src/paraglide/messages/auth_email.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Auth_EmailInputs */
var en_auth_email = () => {
	return `Email`;
};
var ru_auth_email = () => {
	return `Эл. почта`;
};
/**
* | output |
* | --- |
* | "Email" |
*
* @param {Auth_EmailInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var auth_email = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_auth_email(inputs);
	return en_auth_email(inputs);
});
export { auth_email as t };

//# sourceMappingURL=auth_email-CGwqSl5M.js.map
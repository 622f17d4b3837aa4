import { t as getLocale } from "./runtime-CEu_NCIS.js";
// src/paraglide/messages/auth_code.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Auth_CodeInputs */
var en_auth_code = () => {
	return `Code from the email`;
};
var ru_auth_code = () => {
	return `Код из письма`;
};
/**
* | output |
* | --- |
* | "Code from the email" |
*
* @param {Auth_CodeInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var auth_code = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_auth_code(inputs);
	return en_auth_code(inputs);
});
export { auth_code as t };

//# sourceMappingURL=auth_code-D4lFv_If.js.map
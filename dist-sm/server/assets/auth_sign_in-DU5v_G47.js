import { t as getLocale } from "./runtime-CEu_NCIS.js";
// src/paraglide/messages/auth_sign_in.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Auth_Sign_InInputs */
var en_auth_sign_in = () => {
	return `Sign in`;
};
var ru_auth_sign_in = () => {
	return `Войти`;
};
/**
* | output |
* | --- |
* | "Sign in" |
*
* @param {Auth_Sign_InInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var auth_sign_in = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_auth_sign_in(inputs);
	return en_auth_sign_in(inputs);
});
export { auth_sign_in as t };

//# sourceMappingURL=auth_sign_in-DU5v_G47.js.map
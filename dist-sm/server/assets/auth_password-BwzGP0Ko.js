import { t as getLocale } from "./runtime-CEu_NCIS.js";
// src/paraglide/messages/auth_password.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Auth_PasswordInputs */
var en_auth_password = () => {
	return `Password`;
};
var ru_auth_password = () => {
	return `Пароль`;
};
/**
* | output |
* | --- |
* | "Password" |
*
* @param {Auth_PasswordInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var auth_password = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_auth_password(inputs);
	return en_auth_password(inputs);
});
export { auth_password as t };

//# sourceMappingURL=auth_password-BwzGP0Ko.js.map
import { t as getLocale } from "./runtime-CEu_NCIS.js";
// src/paraglide/messages/auth_back_to_login.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Auth_Back_To_LoginInputs */
var en_auth_back_to_login = () => {
	return `Back to sign in`;
};
var ru_auth_back_to_login = () => {
	return `Вернуться ко входу`;
};
/**
* | output |
* | --- |
* | "Back to sign in" |
*
* @param {Auth_Back_To_LoginInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var auth_back_to_login = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_auth_back_to_login(inputs);
	return en_auth_back_to_login(inputs);
});
export { auth_back_to_login as t };

//# sourceMappingURL=auth_back_to_login-Cq6VACza.js.map
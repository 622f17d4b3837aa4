import { t as getLocale } from "./runtime-CEu_NCIS.js";
// src/paraglide/messages/auth_password_confirm.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Auth_Password_ConfirmInputs */
var en_auth_password_confirm = () => {
	return `Repeat the password`;
};
var ru_auth_password_confirm = () => {
	return `Повторите пароль`;
};
/**
* | output |
* | --- |
* | "Repeat the password" |
*
* @param {Auth_Password_ConfirmInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var auth_password_confirm = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_auth_password_confirm(inputs);
	return en_auth_password_confirm(inputs);
});
// src/paraglide/messages/auth_password_hint.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Auth_Password_HintInputs */
var en_auth_password_hint = () => {
	return `At least 8 characters`;
};
var ru_auth_password_hint = () => {
	return `Не менее 8 символов`;
};
/**
* | output |
* | --- |
* | "At least 8 characters" |
*
* @param {Auth_Password_HintInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var auth_password_hint = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_auth_password_hint(inputs);
	return en_auth_password_hint(inputs);
});
export { auth_password_confirm as n, auth_password_hint as t };

//# sourceMappingURL=auth_password_hint-DYGknKap.js.map
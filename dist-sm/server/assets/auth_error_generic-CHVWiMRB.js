import { t as getLocale } from "./runtime-CEu_NCIS.js";
// src/paraglide/messages/auth_error_generic.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Auth_Error_GenericInputs */
var en_auth_error_generic = () => {
	return `Something went wrong. Please try again.`;
};
var ru_auth_error_generic = () => {
	return `Что-то пошло не так. Попробуйте ещё раз.`;
};
/**
* | output |
* | --- |
* | "Something went wrong. Please try again." |
*
* @param {Auth_Error_GenericInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var auth_error_generic = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_auth_error_generic(inputs);
	return en_auth_error_generic(inputs);
});
export { auth_error_generic as t };

//# sourceMappingURL=auth_error_generic-CHVWiMRB.js.map
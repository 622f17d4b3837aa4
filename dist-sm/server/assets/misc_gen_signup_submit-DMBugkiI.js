import { t as getLocale } from "./runtime-CEu_NCIS.js";
// src/paraglide/messages/misc_gen_signup_submit.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Misc_Gen_Signup_SubmitInputs */
var en_misc_gen_signup_submit = () => {
	return `Create an account`;
};
var ru_misc_gen_signup_submit = () => {
	return `Зарегистрироваться`;
};
/**
* | output |
* | --- |
* | "Create an account" |
*
* @param {Misc_Gen_Signup_SubmitInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var misc_gen_signup_submit = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_misc_gen_signup_submit(inputs);
	return en_misc_gen_signup_submit(inputs);
});
export { misc_gen_signup_submit as t };

//# sourceMappingURL=misc_gen_signup_submit-DMBugkiI.js.map
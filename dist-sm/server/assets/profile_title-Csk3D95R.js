import { t as getLocale } from "./runtime-CEu_NCIS.js";
// src/paraglide/messages/profile_title.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Profile_TitleInputs */
var en_profile_title = () => {
	return `Profile`;
};
var ru_profile_title = () => {
	return `Профиль`;
};
/**
* | output |
* | --- |
* | "Profile" |
*
* @param {Profile_TitleInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var profile_title = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_profile_title(inputs);
	return en_profile_title(inputs);
});
export { profile_title as t };

//# sourceMappingURL=profile_title-Csk3D95R.js.map
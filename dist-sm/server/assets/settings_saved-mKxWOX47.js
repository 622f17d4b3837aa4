import { t as getLocale } from "./runtime-CEu_NCIS.js";
// src/paraglide/messages/settings_save_failed.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Settings_Save_FailedInputs */
var en_settings_save_failed = () => {
	return `Could not save the setting`;
};
var ru_settings_save_failed = () => {
	return `Не удалось сохранить настройку`;
};
/**
* | output |
* | --- |
* | "Could not save the setting" |
*
* @param {Settings_Save_FailedInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var settings_save_failed = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_settings_save_failed(inputs);
	return en_settings_save_failed(inputs);
});
// src/paraglide/messages/settings_saved.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Settings_SavedInputs */
var en_settings_saved = () => {
	return `Saved`;
};
var ru_settings_saved = () => {
	return `Сохранено`;
};
/**
* | output |
* | --- |
* | "Saved" |
*
* @param {Settings_SavedInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var settings_saved = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_settings_saved(inputs);
	return en_settings_saved(inputs);
});
export { settings_save_failed as n, settings_saved as t };

//# sourceMappingURL=settings_saved-mKxWOX47.js.map
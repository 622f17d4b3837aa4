import { t as getLocale } from "./runtime-CEu_NCIS.js";
// src/paraglide/messages/transcription_title.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Transcription_TitleInputs */
var en_transcription_title = () => {
	return `Transcription`;
};
var ru_transcription_title = () => {
	return `Транскрибация`;
};
/**
* | output |
* | --- |
* | "Transcription" |
*
* @param {Transcription_TitleInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var transcription_title = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_transcription_title(inputs);
	return en_transcription_title(inputs);
});
export { transcription_title as t };

//# sourceMappingURL=transcription_title-DMSnX1vr.js.map
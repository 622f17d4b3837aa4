import { t as getLocale } from "./runtime-CEu_NCIS.js";
// src/paraglide/messages/service_tool_avatar_title.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Service_Tool_Avatar_TitleInputs */
var en_service_tool_avatar_title = () => {
	return `Avatar studio`;
};
var ru_service_tool_avatar_title = () => {
	return `Студия аватаров`;
};
/**
* | output |
* | --- |
* | "Avatar studio" |
*
* @param {Service_Tool_Avatar_TitleInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var service_tool_avatar_title = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_service_tool_avatar_title(inputs);
	return en_service_tool_avatar_title(inputs);
});
// src/paraglide/messages/service_tool_text_studio_title.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Service_Tool_Text_Studio_TitleInputs */
var en_service_tool_text_studio_title = () => {
	return `Text studio`;
};
var ru_service_tool_text_studio_title = () => {
	return `Текстовая студия`;
};
/**
* | output |
* | --- |
* | "Text studio" |
*
* @param {Service_Tool_Text_Studio_TitleInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var service_tool_text_studio_title = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_service_tool_text_studio_title(inputs);
	return en_service_tool_text_studio_title(inputs);
});
export { service_tool_avatar_title as n, service_tool_text_studio_title as t };

//# sourceMappingURL=service_tool_text_studio_title-D3ibPzj4.js.map
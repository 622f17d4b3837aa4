import { t as getLocale } from "./runtime-CEu_NCIS.js";
// src/paraglide/messages/mcp_tools_title.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Mcp_Tools_TitleInputs */
var en_mcp_tools_title = () => {
	return `Tools`;
};
var ru_mcp_tools_title = () => {
	return `Инструменты`;
};
/**
* | output |
* | --- |
* | "Tools" |
*
* @param {Mcp_Tools_TitleInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var mcp_tools_title = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_mcp_tools_title(inputs);
	return en_mcp_tools_title(inputs);
});
export { mcp_tools_title as t };

//# sourceMappingURL=mcp_tools_title-DMzBv6d7.js.map
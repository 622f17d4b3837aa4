import { v as require_jsx_runtime_react_server } from "./internal-headers-Ckg8TsQ5.js";
import { t as getLocale } from "./runtime-CEu_NCIS.js";
import { t as translator } from "./translate-alnGGpNo.js";
import { t as getRequestContext } from "./request-context.server-DaeM4xFu.js";
import { t as PageTitle } from "./page-title-DrBfYZv2.js";
// src/paraglide/messages/misc_coming_soon.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Misc_Coming_SoonInputs */
var en_misc_coming_soon = () => {
	return `This section is being built.`;
};
var ru_misc_coming_soon = () => {
	return `Этот раздел в разработке.`;
};
/**
* | output |
* | --- |
* | "This section is being built." |
*
* @param {Misc_Coming_SoonInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var misc_coming_soon = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_misc_coming_soon(inputs);
	return en_misc_coming_soon(inputs);
});
// src/components/layout/screen.tsx
var import_jsx_runtime_react_server = require_jsx_runtime_react_server();
/**
* A screen's frame inside its layout: the localized title and its content. Screens whose
* content comes with later issues show a short note instead.
*/
function Screen({ name, title, children }) {
	const t = translator(getRequestContext().locale);
	return /* @__PURE__ */ (0, import_jsx_runtime_react_server.jsxs)("section", {
		className: "screen",
		"data-testid": `screen-${name}`,
		children: [/* @__PURE__ */ (0, import_jsx_runtime_react_server.jsx)(PageTitle, { title: t(title) }), children ?? /* @__PURE__ */ (0, import_jsx_runtime_react_server.jsx)("p", {
			className: "muted",
			children: t(misc_coming_soon)
		})]
	});
}
export { Screen as t };

//# sourceMappingURL=screen-BQ-IwAnC.js.map
import { l as misc_go_home } from "./server-entry-DT-5lg8R.js";
import { t as getRequestContext } from "./request-context.server-DaeM4xFu.js";
import { T as Link, v as require_jsx_runtime_react_server } from "./internal-headers-Ckg8TsQ5.js";
import { t as getLocale } from "./runtime-CEu_NCIS.js";
// src/paraglide/messages/misc_not_found.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{ path: NonNullable<unknown> }} Misc_Not_FoundInputs */
var en_misc_not_found = (i) => {
	return `Page Not Found: ${i?.path}`;
};
var ru_misc_not_found = (i) => {
	return `Страница не найдена: ${i?.path}`;
};
/**
* | output |
* | --- |
* | "Page Not Found: {path}" |
*
* @param {Misc_Not_FoundInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var misc_not_found = ((inputs, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_misc_not_found(inputs);
	return en_misc_not_found(inputs);
});
// src/paraglide/messages/misc_not_found_title.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Misc_Not_Found_TitleInputs */
var en_misc_not_found_title = () => {
	return `Page Not Found`;
};
var ru_misc_not_found_title = () => {
	return `Страница не найдена`;
};
/**
* | output |
* | --- |
* | "Page Not Found" |
*
* @param {Misc_Not_Found_TitleInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var misc_not_found_title = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_misc_not_found_title(inputs);
	return en_misc_not_found_title(inputs);
});
// src/pages/[locale]/[...notFound].tsx
var import_jsx_runtime_react_server = require_jsx_runtime_react_server();
/** Any path no route declares (the front answers it with status 404). */
async function NotFoundPage() {
	const { locale, path } = getRequestContext();
	return /* @__PURE__ */ (0, import_jsx_runtime_react_server.jsxs)("main", {
		className: "error-screen",
		"data-testid": "not-found",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime_react_server.jsx)("title", { children: misc_not_found_title({}, { locale }) }),
			/* @__PURE__ */ (0, import_jsx_runtime_react_server.jsx)("h1", { children: "404" }),
			/* @__PURE__ */ (0, import_jsx_runtime_react_server.jsx)("p", { children: misc_not_found({ path }, { locale }) }),
			/* @__PURE__ */ (0, import_jsx_runtime_react_server.jsx)(Link, {
				to: `/${locale}/`,
				children: misc_go_home({}, { locale })
			})
		]
	});
}
var getConfig = async () => ({ render: "dynamic" });
export { NotFoundPage as default, getConfig };

//# sourceMappingURL=_...notFound_-BwFsdSUR.js.map
import { A as registerClientReference, T as Link, v as require_jsx_runtime_react_server } from "./internal-headers-Ckg8TsQ5.js";
import "./server-entry-DT-5lg8R.js";
import { t as getLocale } from "./runtime-CEu_NCIS.js";
import { t as layout_app_name } from "./layout_app_name-DZeR8w55.js";
import { n as layout_theme_dark, t as layout_theme_light } from "./layout_theme_light-ZWrsUp69.js";
import { t as layout_theme_system } from "./layout_theme_system-DxidG2o_.js";
import { t as translator } from "./translate-alnGGpNo.js";
import { t as getRequestContext } from "./request-context.server-DaeM4xFu.js";
import { t as getSession } from "./session.server-CTa-f66o.js";
// src/paraglide/messages/layout_home.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Layout_HomeInputs */
var en_layout_home = () => {
	return `Home`;
};
var ru_layout_home = () => {
	return `Главная`;
};
/**
* | output |
* | --- |
* | "Home" |
*
* @param {Layout_HomeInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var layout_home = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_layout_home(inputs);
	return en_layout_home(inputs);
});
// src/paraglide/messages/layout_language.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Layout_LanguageInputs */
var en_layout_language = () => {
	return `Language`;
};
var ru_layout_language = () => {
	return `Язык`;
};
/**
* | output |
* | --- |
* | "Language" |
*
* @param {Layout_LanguageInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var layout_language = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_layout_language(inputs);
	return en_layout_language(inputs);
});
// src/paraglide/messages/layout_theme.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Layout_ThemeInputs */
var en_layout_theme = () => {
	return `Theme`;
};
var ru_layout_theme = () => {
	return `Тема`;
};
/**
* | output |
* | --- |
* | "Theme" |
*
* @param {Layout_ThemeInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var layout_theme = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_layout_theme(inputs);
	return en_layout_theme(inputs);
});
// src/components/layout/brand.tsx
var import_jsx_runtime_react_server = require_jsx_runtime_react_server();
function Brand() {
	const { locale } = getRequestContext();
	return /* @__PURE__ */ (0, import_jsx_runtime_react_server.jsxs)(Link, {
		to: `/${locale}/`,
		className: "brand",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime_react_server.jsx)("span", {
				className: "brand-mark",
				"aria-hidden": "true",
				children: "Б"
			}),
			/* @__PURE__ */ (0, import_jsx_runtime_react_server.jsx)("span", {
				className: "brand-name",
				children: layout_app_name({}, { locale })
			}),
			/* @__PURE__ */ (0, import_jsx_runtime_react_server.jsxs)("span", {
				className: "visually-hidden",
				children: [" — ", layout_home({}, { locale })]
			})
		]
	});
}
// src/components/islands/language-switch.tsx
var LanguageSwitch = /* #__PURE__ */ registerClientReference((() => {
	throw new Error("It is not possible to invoke a client function from the server: \"LanguageSwitch\"");
}), "877e27bbfe44", "LanguageSwitch");
// src/components/islands/theme-switch.tsx
var ThemeSwitch = /* #__PURE__ */ registerClientReference((() => {
	throw new Error("It is not possible to invoke a client function from the server: \"ThemeSwitch\"");
}), "c21fbb0e96b3", "ThemeSwitch");
// src/components/layout/prefs.tsx
/**
* Language and theme switches, shown in every layout. Their strings are translated here, so the
* islands ship without the message runtime (docs/decisions/031-login-page-weight.md).
*/
function Prefs() {
	const { locale, theme } = getRequestContext();
	const t = translator(locale);
	return /* @__PURE__ */ (0, import_jsx_runtime_react_server.jsxs)("div", {
		className: "prefs",
		children: [/* @__PURE__ */ (0, import_jsx_runtime_react_server.jsx)(LanguageSwitch, {
			locale,
			label: t(layout_language)
		}), /* @__PURE__ */ (0, import_jsx_runtime_react_server.jsx)(ThemeSwitch, {
			initial: theme,
			saveToAccount: getSession() !== null,
			legend: t(layout_theme),
			labels: {
				system: t(layout_theme_system),
				light: t(layout_theme_light),
				dark: t(layout_theme_dark)
			}
		})]
	});
}
export { Brand as n, Prefs as t };

//# sourceMappingURL=prefs-CjE3dJ6B.js.map
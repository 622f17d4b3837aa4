import "./server-entry-DT-5lg8R.js";
import { d as misc_ui_title, f as misc_ui_actions_modal_title, t as KitActionsDemo, u as ForcedTheme } from "./kit-islands-zAfZIhbE.js";
import { t as Screen } from "./screen-BQ-IwAnC.js";
import { n as layout_theme_dark, t as layout_theme_light } from "./layout_theme_light-ZWrsUp69.js";
import { t as AppToaster } from "./app-toaster-CLNo1y9n.js";
import { t as LocaleProvider } from "./locale-context-Dp0qp9rS.js";
import { t as translator } from "./translate-alnGGpNo.js";
import { t as getRequestContext } from "./request-context.server-DaeM4xFu.js";
import { T as Link, v as require_jsx_runtime_react_server } from "./internal-headers-Ckg8TsQ5.js";
import { t as getLocale } from "./runtime-CEu_NCIS.js";
// src/paraglide/messages/ui_actions_intro.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Ui_Actions_IntroInputs */
var en_ui_actions_intro = () => {
	return `A dialog with a list of actions: Tab stays inside it, Escape closes it and focus returns to the button that opened it.`;
};
var ru_ui_actions_intro = () => {
	return `Диалог со списком действий: Tab не выходит за его пределы, Escape закрывает его, а фокус возвращается на кнопку, которая его открыла.`;
};
/**
* | output |
* | --- |
* | "A dialog with a list of actions: Tab stays inside it, Escape closes it and focus returns to the button that opened it." |
*
* @param {Ui_Actions_IntroInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var ui_actions_intro = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_ui_actions_intro(inputs);
	return en_ui_actions_intro(inputs);
});
// src/pages/[locale]/(plain)/ui/actions-modal.tsx
var import_jsx_runtime_react_server = require_jsx_runtime_react_server();
/** The actions modal on its own: a dialog with a list of actions, in both colour modes. */
async function UiActionsModalPage() {
	const { locale } = getRequestContext();
	const t = translator(locale);
	return /* @__PURE__ */ (0, import_jsx_runtime_react_server.jsxs)(LocaleProvider, {
		locale,
		children: [/* @__PURE__ */ (0, import_jsx_runtime_react_server.jsx)("main", {
			className: "kit-page",
			id: "content",
			children: /* @__PURE__ */ (0, import_jsx_runtime_react_server.jsxs)(Screen, {
				name: "ui-actions-modal",
				title: misc_ui_actions_modal_title,
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime_react_server.jsx)("p", {
						className: "muted",
						children: t(ui_actions_intro)
					}),
					/* @__PURE__ */ (0, import_jsx_runtime_react_server.jsx)("p", { children: /* @__PURE__ */ (0, import_jsx_runtime_react_server.jsx)(Link, {
						to: `/${locale}/ui`,
						children: t(misc_ui_title)
					}) }),
					/* @__PURE__ */ (0, import_jsx_runtime_react_server.jsxs)("div", {
						className: "kit-columns",
						children: [/* @__PURE__ */ (0, import_jsx_runtime_react_server.jsxs)(ForcedTheme, {
							mode: "light",
							children: [/* @__PURE__ */ (0, import_jsx_runtime_react_server.jsx)("h2", {
								className: "kit-theme-title",
								children: t(layout_theme_light)
							}), /* @__PURE__ */ (0, import_jsx_runtime_react_server.jsx)(KitActionsDemo, { testId: "light-actions-modal" })]
						}), /* @__PURE__ */ (0, import_jsx_runtime_react_server.jsxs)(ForcedTheme, {
							mode: "dark",
							children: [/* @__PURE__ */ (0, import_jsx_runtime_react_server.jsx)("h2", {
								className: "kit-theme-title",
								children: t(layout_theme_dark)
							}), /* @__PURE__ */ (0, import_jsx_runtime_react_server.jsx)(KitActionsDemo, { testId: "dark-actions-modal" })]
						})]
					})
				]
			})
		}), /* @__PURE__ */ (0, import_jsx_runtime_react_server.jsx)(AppToaster, {})]
	});
}
var getConfig = async () => ({ render: "dynamic" });
export { UiActionsModalPage as default, getConfig };

//# sourceMappingURL=actions-modal-BNNa9DpR.js.map
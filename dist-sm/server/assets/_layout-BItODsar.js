import "./server-entry-DT-5lg8R.js";
import { t as translator } from "./translate-alnGGpNo.js";
import { t as getRequestContext } from "./request-context.server-DaeM4xFu.js";
import { t as apikeys_title } from "./apikeys_title-CAknv39N.js";
import { n as UserMenu, t as PaletteEntry } from "./palette-entry-BJjzcwDT.js";
import { t as balance_key_combinations_title } from "./balance_key_combinations_title-BMoLlvIx.js";
import { t as balance_members_title } from "./balance_members_title-CB_UhlsK.js";
import { t as balance_settings_title } from "./balance_settings_title-DMUCnBqy.js";
import { t as balance_title } from "./balance_title-BimM_rnA.js";
import { t as layout_back_to_chats } from "./layout_back_to_chats-B_LHVrW1.js";
import { t as ToolsNav } from "./tools-nav-BjChoIAJ.js";
import { t as mcp_tools_title } from "./mcp_tools_title-DMzBv6d7.js";
import { t as AppToaster } from "./app-toaster-CLNo1y9n.js";
import { t as profile_title } from "./profile_title-Csk3D95R.js";
import { n as Brand, t as Prefs } from "./prefs-CjE3dJ6B.js";
import { T as Link, v as require_jsx_runtime_react_server } from "./internal-headers-Ckg8TsQ5.js";
import { t as getLocale } from "./runtime-CEu_NCIS.js";
// src/paraglide/messages/layout_cabinet_nav.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Layout_Cabinet_NavInputs */
var en_layout_cabinet_nav = () => {
	return `Cabinet sections`;
};
var ru_layout_cabinet_nav = () => {
	return `Разделы кабинета`;
};
/**
* | output |
* | --- |
* | "Cabinet sections" |
*
* @param {Layout_Cabinet_NavInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var layout_cabinet_nav = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_layout_cabinet_nav(inputs);
	return en_layout_cabinet_nav(inputs);
});
// src/components/layout/cabinet-frame.tsx
var import_jsx_runtime_react_server = require_jsx_runtime_react_server();
var sections = [
	{
		slug: "balance",
		title: balance_title
	},
	{
		slug: "members",
		title: balance_members_title
	},
	{
		slug: "profile",
		title: profile_title
	},
	{
		slug: "settings",
		title: balance_settings_title
	},
	{
		slug: "api-keys",
		title: apikeys_title
	},
	{
		slug: "tools",
		title: mcp_tools_title
	},
	{
		slug: "key-combinations",
		title: balance_key_combinations_title
	}
];
/** The cabinet layout (SPEC §2): navigation between its pages beside the section. */
function CabinetFrame({ children }) {
	const { locale, path } = getRequestContext();
	const t = translator(locale);
	return /* @__PURE__ */ (0, import_jsx_runtime_react_server.jsxs)("div", {
		className: "cabinet-layout",
		"data-layout": "cabinet",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime_react_server.jsxs)("header", {
				className: "topbar",
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime_react_server.jsx)(Brand, {}),
					/* @__PURE__ */ (0, import_jsx_runtime_react_server.jsx)(Link, {
						to: `/${locale}/chat`,
						className: "button",
						children: t(layout_back_to_chats)
					}),
					/* @__PURE__ */ (0, import_jsx_runtime_react_server.jsx)(ToolsNav, { variant: "topbar" }),
					/* @__PURE__ */ (0, import_jsx_runtime_react_server.jsx)(PaletteEntry, {}),
					/* @__PURE__ */ (0, import_jsx_runtime_react_server.jsx)(Prefs, {}),
					/* @__PURE__ */ (0, import_jsx_runtime_react_server.jsx)(UserMenu, {})
				]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime_react_server.jsxs)("div", {
				className: "cabinet-body",
				children: [/* @__PURE__ */ (0, import_jsx_runtime_react_server.jsx)("nav", {
					className: "cabinet-nav",
					"aria-label": t(layout_cabinet_nav),
					"data-testid": "cabinet-nav",
					children: sections.map(({ slug, title }) => {
						const href = `/${locale}/cabinet/${slug}`;
						return /* @__PURE__ */ (0, import_jsx_runtime_react_server.jsx)(Link, {
							to: href,
							"aria-current": path.endsWith(`/cabinet/${slug}`) ? "page" : void 0,
							children: t(title)
						}, slug);
					})
				}), /* @__PURE__ */ (0, import_jsx_runtime_react_server.jsx)("main", {
					className: "cabinet-main",
					id: "content",
					children
				})]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime_react_server.jsx)(AppToaster, {})
		]
	});
}
// src/pages/[locale]/(cabinet)/cabinet/_layout.tsx
async function CabinetLayout({ children }) {
	return /* @__PURE__ */ (0, import_jsx_runtime_react_server.jsx)(CabinetFrame, { children });
}
var getConfig = async () => ({ render: "dynamic" });
export { CabinetLayout as default, getConfig };

//# sourceMappingURL=_layout-BItODsar.js.map
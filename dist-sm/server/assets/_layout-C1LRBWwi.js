import "./server-entry-DT-5lg8R.js";
import { t as getRequestContext } from "./request-context.server-DaeM4xFu.js";
import { t as getSession } from "./session.server-CTa-f66o.js";
import { t as layout_back_to_chats } from "./layout_back_to_chats-B_LHVrW1.js";
import { n as UserMenu, t as PaletteEntry } from "./palette-entry-BJjzcwDT.js";
import { t as misc_gen_signup_submit } from "./misc_gen_signup_submit-DMBugkiI.js";
import { t as ToolsNav } from "./tools-nav-BjChoIAJ.js";
import { t as AppToaster } from "./app-toaster-CLNo1y9n.js";
import { n as Brand, t as Prefs } from "./prefs-CjE3dJ6B.js";
import { T as Link, v as require_jsx_runtime_react_server } from "./internal-headers-Ckg8TsQ5.js";
// src/components/layout/text-page-frame.tsx
var import_jsx_runtime_react_server = require_jsx_runtime_react_server();
/** The text-page layout (SPEC §2): a readable column under a slim top bar. */
function TextPageFrame({ children }) {
	const { locale } = getRequestContext();
	return /* @__PURE__ */ (0, import_jsx_runtime_react_server.jsxs)("div", {
		className: "text-layout",
		"data-layout": "text-page",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime_react_server.jsxs)("header", {
				className: "topbar",
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime_react_server.jsx)(Brand, {}),
					getSession() ? /* @__PURE__ */ (0, import_jsx_runtime_react_server.jsx)(Link, {
						to: `/${locale}/chat`,
						className: "button",
						children: layout_back_to_chats({}, { locale })
					}) : /* @__PURE__ */ (0, import_jsx_runtime_react_server.jsx)("a", {
						href: `/${locale}/registration`,
						className: "button button-primary",
						"data-testid": "topbar-sign-up",
						children: misc_gen_signup_submit({}, { locale })
					}),
					getSession() && /* @__PURE__ */ (0, import_jsx_runtime_react_server.jsx)(ToolsNav, { variant: "topbar" }),
					/* @__PURE__ */ (0, import_jsx_runtime_react_server.jsx)(PaletteEntry, {}),
					/* @__PURE__ */ (0, import_jsx_runtime_react_server.jsx)(Prefs, {}),
					/* @__PURE__ */ (0, import_jsx_runtime_react_server.jsx)(UserMenu, {})
				]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime_react_server.jsx)("main", {
				className: "text-column",
				id: "content",
				children
			}),
			/* @__PURE__ */ (0, import_jsx_runtime_react_server.jsx)(AppToaster, {})
		]
	});
}
// src/pages/[locale]/(text-page)/_layout.tsx
async function TextPageLayout({ children }) {
	return /* @__PURE__ */ (0, import_jsx_runtime_react_server.jsx)(TextPageFrame, { children });
}
var getConfig = async () => ({ render: "dynamic" });
export { TextPageLayout as default, getConfig };

//# sourceMappingURL=_layout-C1LRBWwi.js.map
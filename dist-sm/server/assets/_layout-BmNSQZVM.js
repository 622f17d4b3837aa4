import { i as __toESM, t as require_react_react_server } from "./react.react-server-C3EmDfio.js";
import { t as getRequestContext } from "./request-context.server-DaeM4xFu.js";
import { n as Brand, t as Prefs } from "./prefs-CjE3dJ6B.js";
import { v as require_jsx_runtime_react_server } from "./internal-headers-Ckg8TsQ5.js";
/* empty css              */
import { t as getLocale } from "./runtime-CEu_NCIS.js";
import assetsManifest from "../__vite_rsc_assets_manifest.js";
// src/paraglide/messages/layout_tagline.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Layout_TaglineInputs */
var en_layout_tagline = () => {
	return `Your AI assistant`;
};
var ru_layout_tagline = () => {
	return `Ваш ИИ-ассистент`;
};
/**
* | output |
* | --- |
* | "Your AI assistant" |
*
* @param {Layout_TaglineInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var layout_tagline = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_layout_tagline(inputs);
	return en_layout_tagline(inputs);
});
// \0virtual:vite-rsc/css?type=rsc&id=%2Fwork%2Fmain%2Fsrc%2Fpages%2F%5Blocale%5D%2F(login)%2F_layout.tsx&lang.js
var import_react_react_server = /* @__PURE__ */ __toESM(require_react_react_server());
var Resources = ((React, deps, RemoveDuplicateServerCss, precedence) => {
	return function Resources() {
		return React.createElement(React.Fragment, null, [...deps.css.map((href) => React.createElement("link", {
			key: "css:" + href,
			rel: "stylesheet",
			crossOrigin: "anonymous",
			...precedence ? { precedence } : {},
			href,
			"data-rsc-css-href": href
		})), RemoveDuplicateServerCss && React.createElement(RemoveDuplicateServerCss, { key: "remove-duplicate-css" })]);
	};
})(import_react_react_server.default, assetsManifest.serverResources["src/pages/[locale]/(login)/_layout.tsx"], void 0, "vite-rsc/importer-resources");
// src/components/layout/login-frame.tsx
var import_jsx_runtime_react_server = require_jsx_runtime_react_server();
/** The login layout (SPEC §2): one centred card. */
function LoginFrame({ children }) {
	const { locale } = getRequestContext();
	return /* @__PURE__ */ (0, import_jsx_runtime_react_server.jsxs)("div", {
		className: "login-layout",
		"data-layout": "login",
		children: [/* @__PURE__ */ (0, import_jsx_runtime_react_server.jsxs)("main", {
			className: "login-card",
			id: "content",
			children: [/* @__PURE__ */ (0, import_jsx_runtime_react_server.jsxs)("div", {
				className: "login-brand",
				children: [/* @__PURE__ */ (0, import_jsx_runtime_react_server.jsx)(Brand, {}), /* @__PURE__ */ (0, import_jsx_runtime_react_server.jsx)("p", {
					className: "muted",
					children: layout_tagline({}, { locale })
				})]
			}), children]
		}), /* @__PURE__ */ (0, import_jsx_runtime_react_server.jsx)(Prefs, {})]
	});
}
// src/pages/[locale]/(login)/_layout.tsx
async function LoginLayout({ children }) {
	return /* @__PURE__ */ (0, import_jsx_runtime_react_server.jsx)(LoginFrame, { children });
}
var getConfig = async () => ({ render: "dynamic" });
var $$wrap_LoginLayout = /* #__PURE__ */ __vite_rsc_wrap_css__(LoginLayout, "default");
function __vite_rsc_wrap_css__(value, name) {
	if (typeof value !== "function") return value;
	function __wrapper(props) {
		return import_react_react_server.createElement(import_react_react_server.Fragment, null, import_react_react_server.createElement(Resources), import_react_react_server.createElement(value, props));
	}
	Object.defineProperty(__wrapper, "name", { value: name });
	return __wrapper;
}
export { $$wrap_LoginLayout as default, getConfig };

//# sourceMappingURL=_layout-BmNSQZVM.js.map
import { i as __toESM, t as require_react_react_server } from "./react.react-server-C3EmDfio.js";
import assetsManifest from "../__vite_rsc_assets_manifest.js";
// \0virtual:vite-rsc/css?type=rsc&id=%2Fwork%2Fmain%2Fsrc%2Fpages%2F_layout.tsx&lang.js
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
})(import_react_react_server.default, assetsManifest.serverResources["src/pages/_layout.tsx"], void 0, "vite-rsc/importer-resources");
// src/pages/_layout.tsx
async function AppLayout({ children }) {
	return children;
}
var getConfig = async () => ({ render: "dynamic" });
var $$wrap_AppLayout = /* #__PURE__ */ __vite_rsc_wrap_css__(AppLayout, "default");
function __vite_rsc_wrap_css__(value, name) {
	if (typeof value !== "function") return value;
	function __wrapper(props) {
		return import_react_react_server.createElement(import_react_react_server.Fragment, null, import_react_react_server.createElement(Resources), import_react_react_server.createElement(value, props));
	}
	Object.defineProperty(__wrapper, "name", { value: name });
	return __wrapper;
}
export { $$wrap_AppLayout as default, getConfig };

//# sourceMappingURL=_layout-BTcvUcvk.js.map
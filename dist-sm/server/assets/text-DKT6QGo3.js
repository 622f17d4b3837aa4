import { i as __toESM, t as require_react_react_server } from "./react.react-server-C3EmDfio.js";
import { t as Screen } from "./screen-BQ-IwAnC.js";
import { A as registerClientReference, v as require_jsx_runtime_react_server } from "./internal-headers-Ckg8TsQ5.js";
import { t as LocaleProvider } from "./locale-context-Dp0qp9rS.js";
import { t as getRequestContext } from "./request-context.server-DaeM4xFu.js";
import { t as getLocale } from "./runtime-CEu_NCIS.js";
import assetsManifest from "../__vite_rsc_assets_manifest.js";
// src/paraglide/messages/text_title.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Text_TitleInputs */
var en_text_title = () => {
	return `Texts`;
};
var ru_text_title = () => {
	return `Тексты`;
};
/**
* | output |
* | --- |
* | "Texts" |
*
* @param {Text_TitleInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var text_title = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_text_title(inputs);
	return en_text_title(inputs);
});
// \0virtual:vite-rsc/css?type=rsc&id=%2Fwork%2Fmain%2Fsrc%2Fpages%2F%5Blocale%5D%2F(chats)%2Ftext.tsx&lang.js
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
})(import_react_react_server.default, assetsManifest.serverResources["src/pages/[locale]/(chats)/text.tsx"], void 0, "vite-rsc/importer-resources");
// src/components/text-studio/text-studio.tsx
var TextStudio = /* #__PURE__ */ registerClientReference((() => {
	throw new Error("It is not possible to invoke a client function from the server: \"TextStudio\"");
}), "d033d0dc19e3", "TextStudio");
// src/pages/[locale]/(chats)/text.tsx
var import_jsx_runtime_react_server = require_jsx_runtime_react_server();
async function TextPage() {
	const { locale } = getRequestContext();
	return /* @__PURE__ */ (0, import_jsx_runtime_react_server.jsx)(Screen, {
		name: "text",
		title: text_title,
		children: /* @__PURE__ */ (0, import_jsx_runtime_react_server.jsx)(LocaleProvider, {
			locale,
			children: /* @__PURE__ */ (0, import_jsx_runtime_react_server.jsx)(TextStudio, {})
		})
	});
}
var getConfig = async () => ({ render: "dynamic" });
var $$wrap_TextPage = /* #__PURE__ */ __vite_rsc_wrap_css__(TextPage, "default");
function __vite_rsc_wrap_css__(value, name) {
	if (typeof value !== "function") return value;
	function __wrapper(props) {
		return import_react_react_server.createElement(import_react_react_server.Fragment, null, import_react_react_server.createElement(Resources), import_react_react_server.createElement(value, props));
	}
	Object.defineProperty(__wrapper, "name", { value: name });
	return __wrapper;
}
export { $$wrap_TextPage as default, getConfig };

//# sourceMappingURL=text-DKT6QGo3.js.map
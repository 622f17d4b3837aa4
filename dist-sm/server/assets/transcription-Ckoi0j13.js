import { i as __toESM, t as require_react_react_server } from "./react.react-server-C3EmDfio.js";
import { t as Screen } from "./screen-BQ-IwAnC.js";
import { A as registerClientReference, v as require_jsx_runtime_react_server } from "./internal-headers-Ckg8TsQ5.js";
import { t as transcription_title } from "./transcription_title-DMSnX1vr.js";
import { t as LocaleProvider } from "./locale-context-Dp0qp9rS.js";
import { t as getRequestContext } from "./request-context.server-DaeM4xFu.js";
import assetsManifest from "../__vite_rsc_assets_manifest.js";
// \0virtual:vite-rsc/css?type=rsc&id=%2Fwork%2Fmain%2Fsrc%2Fpages%2F%5Blocale%5D%2F(text-page)%2Ftranscription.tsx&lang.js
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
})(import_react_react_server.default, assetsManifest.serverResources["src/pages/[locale]/(text-page)/transcription.tsx"], void 0, "vite-rsc/importer-resources");
// src/components/transcription/transcription-panel.tsx
/** The id of the open transcription lives in `?id=`, so a reload comes back to the job. */
/** The /transcription page: upload, the running job's progress, the result, and the history. */
var TranscriptionPanel = /* #__PURE__ */ registerClientReference((() => {
	throw new Error("It is not possible to invoke a client function from the server: \"TranscriptionPanel\"");
}), "7facb22b84bd", "TranscriptionPanel");
// src/pages/[locale]/(text-page)/transcription.tsx
var import_jsx_runtime_react_server = require_jsx_runtime_react_server();
async function TranscriptionPage() {
	const { locale } = getRequestContext();
	return /* @__PURE__ */ (0, import_jsx_runtime_react_server.jsx)(Screen, {
		name: "transcription",
		title: transcription_title,
		children: /* @__PURE__ */ (0, import_jsx_runtime_react_server.jsx)(LocaleProvider, {
			locale,
			children: /* @__PURE__ */ (0, import_jsx_runtime_react_server.jsx)(TranscriptionPanel, {})
		})
	});
}
var getConfig = async () => ({ render: "dynamic" });
var $$wrap_TranscriptionPage = /* #__PURE__ */ __vite_rsc_wrap_css__(TranscriptionPage, "default");
function __vite_rsc_wrap_css__(value, name) {
	if (typeof value !== "function") return value;
	function __wrapper(props) {
		return import_react_react_server.createElement(import_react_react_server.Fragment, null, import_react_react_server.createElement(Resources), import_react_react_server.createElement(value, props));
	}
	Object.defineProperty(__wrapper, "name", { value: name });
	return __wrapper;
}
export { $$wrap_TranscriptionPage as default, getConfig };

//# sourceMappingURL=transcription-Ckoi0j13.js.map
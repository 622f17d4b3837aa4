import { t as require_react } from "./react-DvVFp2nj.js";
import { t as require_jsx_runtime } from "./jsx-runtime-BB_2hJGX.js";
// src/components/chat/markdown/preview-origin.tsx
var import_react = require_react();
var import_jsx_runtime = require_jsx_runtime();
var PreviewOriginContext = (0, import_react.createContext)(null);
/**
* Tells the code blocks below it where the sandbox Worker is (`SANDBOX_ORIGIN`), so HTML and
* SVG blocks offer a preview (docs/decisions/106-code-previews.md). Without it, or with null,
* there is no preview button.
*/
function PreviewOriginProvider({ origin, children }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(PreviewOriginContext, {
		value: origin,
		children
	});
}
function usePreviewOrigin() {
	return (0, import_react.useContext)(PreviewOriginContext);
}
/**
* Whether a code block can be previewed: HTML and SVG, and XML that is an SVG image.
*
* @example isPreviewable('xml', '<svg xmlns="http://www.w3.org/2000/svg"/>') // true
*/
function isPreviewable(language, code) {
	const lang = language?.toLowerCase();
	if (lang === "html" || lang === "htm" || lang === "svg") return true;
	return lang === "xml" && /<svg[\s>]/i.test(code);
}
export { isPreviewable as n, usePreviewOrigin as r, PreviewOriginProvider as t };

//# sourceMappingURL=preview-origin-kTateVhU.js.map
import { t as getRequestContext } from "./request-context.server-DaeM4xFu.js";
import { t as layout_app_name } from "./layout_app_name-DZeR8w55.js";
import { v as require_jsx_runtime_react_server } from "./internal-headers-Ckg8TsQ5.js";
// src/components/layout/page-title.tsx
var import_jsx_runtime_react_server = require_jsx_runtime_react_server();
/** The document title and the visible heading of a page. */
function PageTitle({ title, hidden = false }) {
	const { locale } = getRequestContext();
	return /* @__PURE__ */ (0, import_jsx_runtime_react_server.jsxs)(import_jsx_runtime_react_server.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime_react_server.jsx)("title", { children: `${title} · ${layout_app_name({}, { locale })}` }), /* @__PURE__ */ (0, import_jsx_runtime_react_server.jsx)("h1", {
		className: hidden ? "visually-hidden" : "page-title",
		children: title
	})] });
}
export { PageTitle as t };

//# sourceMappingURL=page-title-DrBfYZv2.js.map
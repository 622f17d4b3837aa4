import { t as require_jsx_runtime } from "./jsx-runtime-BB_2hJGX.js";
// src/components/ui/skeleton.tsx
var import_jsx_runtime = require_jsx_runtime();
/**
* Grey lines standing in for a list while it loads; announced once as "loading" by its label.
*
* @example {loading ? <Skeleton label={m.misc_loading()} lines={4} /> : <List />}
*/
function Skeleton({ label, lines = 3, testId = "skeleton" }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
		className: "skeleton",
		role: "status",
		"aria-label": label,
		"aria-busy": "true",
		"data-testid": testId,
		children: Array.from({ length: lines }, (_, i) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", { className: "skeleton-line" }, i))
	});
}
export { Skeleton as t };

//# sourceMappingURL=skeleton-BE2e5NHy.js.map
import { t as createLucideIcon } from "./createLucideIcon-C_lwlDyR.js";
import { t as require_jsx_runtime } from "./jsx-runtime-BB_2hJGX.js";
// node_modules/lucide-react/dist/esm/icons/chevron-down.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var __iconData = {
	name: "chevron-down",
	size: 24,
	node: [["path", {
		d: "m6 9 6 6 6-6",
		key: "qrunsl"
	}]]
};
__iconData.node;
var ChevronDown = createLucideIcon(__iconData);
// src/components/ui/select.tsx
var import_jsx_runtime = require_jsx_runtime();
/**
* The kit's select: the platform's `<select>` (keyboard, screen readers and phones' own pickers
* for free) drawn as the kit draws inputs, with its own chevron in both themes.
*
* @example <Select value={size} onChange={(e) => setSize(e.target.value)}>{options}</Select>
*/
function Select({ className, ...props }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("span", {
		className: "select-wrap",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("select", {
			...props,
			className: className ? `select ${className}` : "select"
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ChevronDown, {
			size: 16,
			className: "select-chevron",
			"aria-hidden": true
		})]
	});
}
export { ChevronDown as n, Select as t };

//# sourceMappingURL=select-D9r9nEi0.js.map
import { t as require_jsx_runtime } from "./jsx-runtime-BB_2hJGX.js";
// src/components/ui/icon-button.tsx
var import_jsx_runtime = require_jsx_runtime();
/**
* A button shown as an icon, named by `label` for assistive technology and in a small tooltip
* for everyone else (docs/decisions/081-icons.md).
*
* @example <IconButton label={m.chat_copy()} icon={<Copy size={16} aria-hidden />} onClick={copy} />
*/
function IconButton({ label, icon, text, tooltipSide = "top", className = "icon-button", type = "button", ...rest }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("button", {
		type,
		className,
		"aria-label": text ? void 0 : label,
		"data-tooltip": text ? void 0 : label,
		"data-tooltip-side": tooltipSide === "bottom" ? "bottom" : void 0,
		...rest,
		children: [icon, text]
	});
}
export { IconButton as t };

//# sourceMappingURL=icon-button-kns3lRsZ.js.map
import { t as require_react } from "./react-DvVFp2nj.js";
import { r as toastStore, t as dismissToast } from "./toast-store-DwJrIlz4.js";
import { t as require_jsx_runtime } from "./jsx-runtime-BB_2hJGX.js";
// src/components/ui/toaster.tsx
var import_react = require_react();
var import_jsx_runtime = require_jsx_runtime();
/**
* Runs one toast's timer; it stops while `paused` and resumes with the time that was left,
* so a toast being read (hovered) or reached by keyboard (focused) does not vanish.
*/
function ToastCard({ item, paused, dismissLabel }) {
	const left = (0, import_react.useRef)(item.timeoutMs);
	(0, import_react.useEffect)(() => {
		if (paused || item.timeoutMs <= 0) return;
		const started = Date.now();
		const timer = window.setTimeout(() => dismissToast(item.id), left.current);
		return () => {
			window.clearTimeout(timer);
			left.current = Math.max(0, left.current - (Date.now() - started));
		};
	}, [
		paused,
		item.id,
		item.timeoutMs
	]);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: "toast-card",
		"data-kind": item.kind,
		"data-testid": "toast",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
			className: "toast-text",
			children: item.message
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("button", {
			type: "button",
			className: "icon-button toast-close",
			onClick: () => dismissToast(item.id),
			onKeyDown: (event) => {
				if (event.key === "Escape") dismissToast(item.id);
			},
			"aria-label": dismissLabel,
			"data-tooltip": dismissLabel,
			"data-testid": "toast-dismiss",
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("svg", {
				viewBox: "0 0 24 24",
				width: "16",
				height: "16",
				"aria-hidden": "true",
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("path", {
					d: "M18 6 6 18M6 6l12 12",
					stroke: "currentColor",
					strokeWidth: "2",
					strokeLinecap: "round"
				})
			})
		})]
	});
}
/**
* The one place toasts appear (mounted once by the root): bottom of the screen, stacked, paused
* while hovered or focused, Escape or the × dismisses. The two live regions exist before any
* toast so screen readers announce what is put in them: errors assertively, the rest politely.
*/
function Toaster({ label, dismissLabel }) {
	const items = (0, import_react.useSyncExternalStore)(toastStore.subscribe, toastStore.snapshot, toastStore.serverSnapshot);
	const [hovered, setHovered] = (0, import_react.useState)(false);
	const [focused, setFocused] = (0, import_react.useState)(false);
	const paused = hovered || focused;
	(0, import_react.useEffect)(() => {
		if (items.length > 0) return;
		setHovered(false);
		setFocused(false);
	}, [items.length]);
	const stack = (polite) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
		className: "toast-stack",
		"aria-live": polite ? "polite" : "assertive",
		role: polite ? "status" : "alert",
		"data-testid": polite ? "toasts-polite" : "toasts-assertive",
		children: items.filter((item) => item.kind === "error" !== polite).map((item) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ToastCard, {
			item,
			paused,
			dismissLabel
		}, item.id))
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("section", {
		className: "toaster",
		"aria-label": label,
		"data-paused": paused,
		"data-testid": "toaster",
		onMouseEnter: () => setHovered(true),
		onMouseLeave: () => setHovered(false),
		onFocus: () => setFocused(true),
		onBlur: (event) => {
			if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
		},
		children: [stack(false), stack(true)]
	});
}
// \0virtual:vite-rsc/client-references/group/shared:src/components/ui/toaster.tsx
var export_833308ed4183 = { Toaster };
export { export_833308ed4183 };

//# sourceMappingURL=toaster-CG21LOV7.js.map
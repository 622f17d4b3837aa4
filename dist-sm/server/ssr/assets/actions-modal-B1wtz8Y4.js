import { t as X } from "./x-DxiIcqsh.js";
import { t as require_react } from "./react-DvVFp2nj.js";
import { t as IconButton } from "./icon-button-kns3lRsZ.js";
import { t as require_jsx_runtime } from "./jsx-runtime-BB_2hJGX.js";
// src/components/ui/actions-modal.tsx
var import_react = require_react();
var import_jsx_runtime = require_jsx_runtime();
var focusable = "button:not([disabled]), a[href], input, select, textarea, [tabindex=\"0\"]";
/**
* A modal dialog listing actions (docs/decisions/082-actions-modal.md): opened with
* `showModal()` so the page behind is inert, Tab and Shift+Tab cycle inside it, arrow keys move
* between actions, Escape or a click outside closes it, and focus goes back to whatever had it
* before (the opener).
*/
function ActionsModal({ open, title, closeLabel, actions, onClose, testId = "actions-modal" }) {
	const dialog = (0, import_react.useRef)(null);
	const returnTo = (0, import_react.useRef)(null);
	const titleId = (0, import_react.useId)();
	const close = (0, import_react.useRef)(onClose);
	close.current = onClose;
	(0, import_react.useEffect)(() => {
		const element = dialog.current;
		if (!element || !open) return;
		returnTo.current = document.activeElement;
		element.showModal();
		element.querySelector(".action-item")?.focus();
		return () => {
			if (element.open) element.close();
			returnTo.current?.focus();
		};
	}, [open]);
	const onKeyDown = (event) => {
		const items = [...event.currentTarget.querySelectorAll(focusable)];
		const at = items.indexOf(document.activeElement);
		if (event.key === "Tab" && items.length > 0) {
			const next = event.shiftKey ? at <= 0 ? items.length - 1 : at - 1 : at === items.length - 1 ? 0 : at + 1;
			event.preventDefault();
			items[next]?.focus();
		} else if (event.key === "ArrowDown" || event.key === "ArrowUp") {
			const list = [...event.currentTarget.querySelectorAll(".action-item")];
			const i = list.indexOf(document.activeElement);
			const step = event.key === "ArrowDown" ? 1 : -1;
			event.preventDefault();
			list[(i + step + list.length) % list.length]?.focus();
		}
	};
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("dialog", {
		ref: dialog,
		className: "modal",
		"aria-labelledby": titleId,
		onKeyDown,
		onClose: () => close.current(),
		onClick: (event) => {
			if (event.target === event.currentTarget) event.currentTarget.close();
		},
		"data-testid": testId,
		children: open && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
			className: "modal-head",
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h2", {
				className: "modal-title",
				id: titleId,
				children: title
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(IconButton, {
				label: closeLabel,
				icon: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(X, {
					size: 18,
					"aria-hidden": true
				}),
				onClick: () => dialog.current?.close(),
				"data-testid": `${testId}-close`
			})]
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("ul", {
			className: "action-list",
			children: actions.map((action) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("button", {
				type: "button",
				className: "action-item",
				"data-danger": action.danger ?? false,
				onClick: () => {
					dialog.current?.close();
					action.onSelect();
				},
				"data-testid": `action-${action.id}`,
				children: [action.icon, action.label]
			}) }, action.id))
		})] })
	});
}
export { ActionsModal as t };

//# sourceMappingURL=actions-modal-B1wtz8Y4.js.map
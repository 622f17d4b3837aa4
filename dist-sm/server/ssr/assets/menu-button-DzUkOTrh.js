import { t as require_jsx_runtime } from "./jsx-runtime-BB_2hJGX.js";
import { t as require_react } from "./react-DvVFp2nj.js";
import { t as createLucideIcon } from "./createLucideIcon-C_lwlDyR.js";
import { t as getLocale } from "./runtime-CEu_NCIS.js";
// node_modules/lucide-react/dist/esm/icons/chevron-right.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var __iconData = {
	name: "chevron-right",
	size: 24,
	node: [["path", {
		d: "m9 18 6-6-6-6",
		key: "mthhwq"
	}]]
};
__iconData.node;
var ChevronRight = createLucideIcon(__iconData);
// src/paraglide/messages/chat_generating.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Chat_GeneratingInputs */
var en_chat_generating = () => {
	return `Generating…`;
};
var ru_chat_generating = () => {
	return `Генерируется…`;
};
/**
* | output |
* | --- |
* | "Generating…" |
*
* @param {Chat_GeneratingInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var chat_generating = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_chat_generating(inputs);
	return en_chat_generating(inputs);
});
// src/components/ui/menu-button.tsx
var import_react = require_react();
var import_jsx_runtime = require_jsx_runtime();
/**
* A button that opens a menu (ARIA menu button): arrow keys move, Enter picks, Escape closes
* and returns focus to the button.
*/
function MenuButton({ label, icon, items }) {
	const [open, setOpen] = (0, import_react.useState)(false);
	const menuId = (0, import_react.useId)();
	const button = (0, import_react.useRef)(null);
	const menu = (0, import_react.useRef)(null);
	(0, import_react.useEffect)(() => {
		if (open) menu.current?.querySelector("[role=\"menuitem\"]")?.focus();
	}, [open]);
	const closeMenu = () => {
		setOpen(false);
		button.current?.focus();
	};
	const onKeyDown = (event) => {
		const entries = [...menu.current?.querySelectorAll("[role=\"menuitem\"]") ?? []];
		const at = entries.indexOf(document.activeElement);
		if (event.key === "Escape" || event.key === "Tab") return closeMenu();
		const step = event.key === "ArrowDown" ? 1 : event.key === "ArrowUp" ? -1 : 0;
		if (!step) return;
		event.preventDefault();
		entries[(at + step + entries.length) % entries.length]?.focus();
	};
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("span", {
		className: "menu-anchor",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("button", {
			ref: button,
			type: "button",
			className: "icon-button",
			"aria-label": label,
			"data-tooltip": open ? void 0 : label,
			"aria-haspopup": "menu",
			"aria-expanded": open,
			"aria-controls": open ? menuId : void 0,
			onClick: () => setOpen(!open),
			"data-testid": "menu-button",
			children: icon
		}), open && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
			className: "menu menu-popup",
			role: "menu",
			id: menuId,
			"aria-label": label,
			ref: menu,
			onKeyDown,
			children: items.map((item) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("button", {
				type: "button",
				role: "menuitem",
				className: "menu-item",
				tabIndex: -1,
				onClick: () => {
					closeMenu();
					item.onSelect();
				},
				children: [item.icon, item.label]
			}, item.id))
		})]
	});
}
export { chat_generating as n, ChevronRight as r, MenuButton as t };

//# sourceMappingURL=menu-button-DzUkOTrh.js.map
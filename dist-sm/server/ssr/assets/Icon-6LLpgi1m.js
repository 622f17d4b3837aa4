import { n as Icon } from "./createLucideIcon-C_lwlDyR.js";
import { t as Search } from "./search-UTBg2GiU.js";
import { t as require_react } from "./react-DvVFp2nj.js";
import { a as isMacPlatform, t as comboOf } from "./shortcuts-C0ZwoCcG.js";
import { t as LazyPart } from "./lazy-part-VXuo3szl.js";
import { t as require_jsx_runtime } from "./jsx-runtime-BB_2hJGX.js";
// src/components/navigation/palette-launcher.tsx
var import_react = require_react();
var import_jsx_runtime = require_jsx_runtime();
var CommandPalette = (0, import_react.lazy)(() => import("./command-palette-Bm2MsKQL.js").then((module) => ({ default: module.CommandPalette })));
/** Says a palette is open, so a second launcher on the page (sidebar and top bar) stays put. */
var openCount = 0;
/**
* Opens the command palette (issue 26, item 4): the button, or Ctrl+K / ⌘K anywhere on a
* signed-in page, even while typing. The label is localized by the server component.
*/
function PaletteLauncher({ label, text }) {
	const [open, setOpen] = (0, import_react.useState)(false);
	const [mac, setMac] = (0, import_react.useState)(false);
	const [ready, setReady] = (0, import_react.useState)(false);
	const button = (0, import_react.useRef)(null);
	(0, import_react.useEffect)(() => {
		const isMac = isMacPlatform();
		setMac(isMac);
		setReady(true);
		const onKeyDown = (event) => {
			if (event.defaultPrevented || event.isComposing) return;
			if (comboOf(event, isMac) !== "Mod+K") return;
			if (document.querySelector("[data-testid=\"palette-open\"]") !== button.current || openCount > 0) return;
			event.preventDefault();
			setOpen(true);
		};
		window.addEventListener("keydown", onKeyDown);
		return () => window.removeEventListener("keydown", onKeyDown);
	}, []);
	(0, import_react.useEffect)(() => {
		if (!open) return;
		openCount += 1;
		return () => {
			openCount -= 1;
		};
	}, [open]);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("button", {
		ref: button,
		type: "button",
		className: "palette-launcher",
		title: label,
		"aria-haspopup": "dialog",
		"aria-keyshortcuts": mac ? "Meta+K" : "Control+K",
		onClick: () => setOpen(true),
		"data-ready": ready,
		"data-testid": "palette-open",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Search, {
				size: 15,
				"aria-hidden": true
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", { children: text }),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("kbd", {
				"aria-hidden": true,
				children: mac ? "⌘K" : "Ctrl K"
			})
		]
	}), open && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(LazyPart, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CommandPalette, { onClose: () => setOpen(false) }) })] });
}
// \0virtual:vite-rsc/client-references/group/shared:node_modules/lucide-react/dist/esm/Icon.mjs
var export_339f946bc456 = { default: Icon };
var export_0ffade7c93b6 = { PaletteLauncher };
export { export_0ffade7c93b6, export_339f946bc456 };

//# sourceMappingURL=Icon-6LLpgi1m.js.map
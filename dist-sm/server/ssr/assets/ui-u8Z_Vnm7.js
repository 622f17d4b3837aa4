import { t as require_react } from "./react-DvVFp2nj.js";
import { t as require_jsx_runtime } from "./jsx-runtime-BB_2hJGX.js";
// src/components/ui/tabs.tsx
var import_react = require_react();
var import_jsx_runtime = require_jsx_runtime();
/**
* Tabs after the ARIA pattern: one tab stop, arrow keys (and Home/End) move and select.
*
* @example <Tabs label="Modes" tabs={[{ id: 'text', label: 'Text', panel: <p>…</p> }]} />
*/
function Tabs({ label, tabs }) {
	const base = (0, import_react.useId)();
	const [selected, setSelected] = (0, import_react.useState)(tabs[0]?.id);
	const list = (0, import_react.useRef)(null);
	const enabled = tabs.filter((tab) => !tab.disabled);
	const onKeyDown = (event) => {
		const at = enabled.findIndex((tab) => tab.id === selected);
		const next = event.key === "ArrowRight" ? (at + 1) % enabled.length : event.key === "ArrowLeft" ? (at - 1 + enabled.length) % enabled.length : event.key === "Home" ? 0 : event.key === "End" ? enabled.length - 1 : -1;
		if (next < 0) return;
		event.preventDefault();
		const id = enabled[next]?.id;
		setSelected(id);
		list.current?.querySelector(`[data-tab="${id}"]`)?.focus();
	};
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: "tabs-frame",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
			className: "tabs",
			role: "tablist",
			"aria-label": label,
			ref: list,
			onKeyDown,
			children: tabs.map((tab) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("button", {
				type: "button",
				role: "tab",
				className: "tab",
				id: `${base}-${tab.id}-tab`,
				"aria-selected": tab.id === selected,
				"aria-controls": `${base}-${tab.id}-panel`,
				tabIndex: tab.id === selected ? 0 : -1,
				disabled: tab.disabled,
				onClick: () => setSelected(tab.id),
				"data-tab": tab.id,
				children: tab.label
			}, tab.id))
		}), tabs.map((tab) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
			role: "tabpanel",
			id: `${base}-${tab.id}-panel`,
			"aria-labelledby": `${base}-${tab.id}-tab`,
			hidden: tab.id !== selected,
			className: "tab-panel",
			children: tab.panel
		}, tab.id))]
	});
}
// \0virtual:vite-rsc/client-references/group/facade:src/pages/[locale]/(plain)/ui/index.tsx
var export_6fe6ee80c8a6 = { Tabs };
export { export_6fe6ee80c8a6 };

//# sourceMappingURL=ui-u8Z_Vnm7.js.map
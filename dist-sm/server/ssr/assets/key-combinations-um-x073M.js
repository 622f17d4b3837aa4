import { t as require_react } from "./react-DvVFp2nj.js";
import { a as isMacPlatform, c as resolveBindings, l as shortcutActions, n as defaultShortcuts, r as displayCombo, s as reservedCombos, t as comboOf, u as shortcutGroups } from "./shortcuts-C0ZwoCcG.js";
import { n as patchUser } from "./save-settings-CjimkODc.js";
import { t as require_jsx_runtime } from "./jsx-runtime-BB_2hJGX.js";
// src/components/shortcuts/use-rebind.ts
var import_react = require_react();
/** Why `combo` cannot go to `action` under `overrides`, or null when it can. */
function problemOf(action, combo, overrides) {
	if (reservedCombos.has(combo) || combo === "Shift+/") return {
		kind: "reserved",
		combo
	};
	const bindings = resolveBindings(overrides);
	const other = shortcutActions.find((name) => name !== action && bindings[name] === combo);
	return other ? {
		kind: "conflict",
		combo,
		other
	} : null;
}
/** The overrides after giving `combo` to `action` (a default is stored as no override). */
function withBinding(overrides, action, combo) {
	const next = { ...overrides };
	if (defaultShortcuts[action] === combo) delete next[action];
	else next[action] = combo;
	return next;
}
/**
* While `capturing` names an action, the next combination pressed is handed to `onCombo`;
* a bare Escape cancels. Keys are swallowed so the page's own shortcuts stay quiet.
*/
function useCapture(capturing, isMac, onCombo, onCancel) {
	const [, force] = (0, import_react.useState)(0);
	(0, import_react.useEffect)(() => {
		if (!capturing) return;
		const onKeyDown = (event) => {
			if (event.key === "Tab") return;
			event.preventDefault();
			event.stopPropagation();
			if (event.key === "Escape" && !event.shiftKey && !event.ctrlKey && !event.metaKey) {
				onCancel();
				return;
			}
			const combo = comboOf(event, isMac);
			if (combo) onCombo(capturing, combo);
			else force((n) => n + 1);
		};
		window.addEventListener("keydown", onKeyDown, true);
		return () => window.removeEventListener("keydown", onKeyDown, true);
	}, [
		capturing,
		isMac,
		onCombo,
		onCancel
	]);
}
// src/components/shortcuts/key-combinations-editor.tsx
var import_jsx_runtime = require_jsx_runtime();
/** The shortcuts by group; each can be rebound by pressing the new keys, or all reset. */
function KeyCombinationsEditor({ initial, texts }) {
	const [overrides, setOverrides] = (0, import_react.useState)(initial);
	const [capturing, setCapturing] = (0, import_react.useState)(null);
	const [message, setMessage] = (0, import_react.useState)();
	const [isMac, setIsMac] = (0, import_react.useState)(false);
	const [hydrated, setHydrated] = (0, import_react.useState)(false);
	(0, import_react.useEffect)(() => {
		setIsMac(isMacPlatform());
		setHydrated(true);
	}, []);
	const bindings = resolveBindings(overrides);
	const show = (0, import_react.useCallback)((combo) => displayCombo(combo, isMac), [isMac]);
	const save = (0, import_react.useCallback)(async (next) => {
		const error = await patchUser({ settings: { shortcuts: next } });
		if (error === null) setOverrides(next);
		setMessage({
			ok: error === null,
			text: error === null ? texts.saved : error || texts.failed
		});
	}, [texts]);
	useCapture(capturing, isMac, (0, import_react.useCallback)((action, combo) => {
		const problem = problemOf(action, combo, overrides);
		if (problem?.kind === "reserved") {
			setMessage({
				ok: false,
				text: texts.reserved.replace("{keys}", show(combo))
			});
			return;
		}
		if (problem?.kind === "conflict") {
			const text = texts.conflict.replace("{keys}", show(combo)).replace("{action}", texts.actions[problem.other]);
			setMessage({
				ok: false,
				text
			});
			return;
		}
		setCapturing(null);
		save(withBinding(overrides, action, combo));
	}, [
		overrides,
		save,
		texts,
		show
	]), (0, import_react.useCallback)(() => setCapturing(null), []));
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: "shortcuts-editor",
		"data-testid": "shortcuts-editor",
		"data-hydrated": hydrated,
		children: [
			Object.keys(shortcutGroups).map((group) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("table", {
				className: "shortcuts-table",
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("caption", { children: texts.groups[group] }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("thead", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("tr", { children: [
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)("th", {
							scope: "col",
							children: texts.actionCol
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)("th", {
							scope: "col",
							children: texts.keysCol
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)("th", {
							scope: "col",
							children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
								className: "visually-hidden",
								children: texts.change
							})
						})
					] }) }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("tbody", { children: shortcutGroups[group].map((action) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("tr", {
						"data-testid": `shortcut-${action}`,
						children: [
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)("th", {
								scope: "row",
								children: texts.actions[action]
							}),
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)("td", { children: capturing === action ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
								className: "muted",
								children: texts.press
							}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)("kbd", {
								"data-testid": "shortcut-keys",
								children: show(bindings[action])
							}) }),
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)("td", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("button", {
								type: "button",
								className: "button",
								"aria-pressed": capturing === action,
								"aria-label": texts.changeLabel.replace("{action}", texts.actions[action]),
								onClick: () => {
									setMessage(void 0);
									setCapturing(capturing === action ? null : action);
								},
								"data-testid": "shortcut-change",
								children: texts.change
							}) })
						]
					}, action)) })
				]
			}, group)),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				className: "muted",
				children: texts.hint
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("button", {
				type: "button",
				className: "button",
				onClick: () => save({}),
				"data-testid": "shortcuts-reset",
				children: texts.reset
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				role: "status",
				className: message?.ok === false ? "settings-error" : "muted",
				"data-testid": "shortcuts-status",
				children: message?.text
			})
		]
	});
}
// \0virtual:vite-rsc/client-references/group/facade:src/pages/[locale]/(cabinet)/cabinet/key-combinations.tsx
var export_77c20dfa491c = { KeyCombinationsEditor };
export { export_77c20dfa491c };

//# sourceMappingURL=key-combinations-um-x073M.js.map
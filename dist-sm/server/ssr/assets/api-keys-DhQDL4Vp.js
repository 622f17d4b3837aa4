import { t as fill } from "./fill-wKbVF3rJ.js";
import { t as require_jsx_runtime } from "./jsx-runtime-BB_2hJGX.js";
import { t as require_react } from "./react-DvVFp2nj.js";
import { t as callApi } from "./call-api-BMZ7hmPg.js";
import { t as useHydrated } from "./use-hydrated-Bt37Pui4.js";
import { t as ActionsModal } from "./actions-modal-B1wtz8Y4.js";
import { n as useCopy } from "./save-text-C62vguW0.js";
import { n as kopecksFromRubInput, t as formatRub } from "./money-BT--L-MG.js";
import { t as formatDateTime } from "./date-OdRU47Ty.js";
// src/components/api-keys/created-key.tsx
var import_react = require_react();
var import_jsx_runtime = require_jsx_runtime();
/**
* The new key, shown this once: it lives only in this component's props, is never stored in the
* browser, and is gone once the person presses Done or leaves the page.
*/
function CreatedKey({ value, texts, onDone }) {
	const { copied, copy } = useCopy();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("section", {
		className: "api-keys-created card",
		"data-testid": "api-key-created",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
			role: "status",
			children: texts.created
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
			className: "api-keys-created-row",
			children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)("code", {
					"data-testid": "api-key-value",
					children: value
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)("button", {
					type: "button",
					className: "button button-small",
					onClick: () => copy(value),
					"data-testid": "api-key-copy",
					children: copied ? texts.copied : texts.copy
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)("button", {
					type: "button",
					className: "button button-small",
					onClick: onDone,
					"data-testid": "api-key-done",
					children: texts.done
				})
			]
		})]
	});
}
// src/components/api-keys/key-create-form.tsx
/** Name and optional monthly cap in whole roubles; the created key goes to `onCreated` once. */
function KeyCreateForm({ texts, onCreated }) {
	const id = (0, import_react.useId)();
	const [name, setName] = (0, import_react.useState)("");
	const [cap, setCap] = (0, import_react.useState)("");
	const [busy, setBusy] = (0, import_react.useState)(false);
	const [error, setError] = (0, import_react.useState)();
	const submit = async (event) => {
		event.preventDefault();
		const capKopecks = cap.trim() ? kopecksFromRubInput(cap) : void 0;
		if (capKopecks === null || capKopecks === 0) {
			setError(texts.capInvalid);
			return;
		}
		setBusy(true);
		setError(void 0);
		const result = await callApi("/v1/api-keys", "POST", {
			name,
			...capKopecks ? { monthlyCapKopecks: capKopecks } : {}
		});
		if (result.ok) {
			setName("");
			setCap("");
			await onCreated(result.data.key);
		} else setError(result.message ?? texts.failed);
		setBusy(false);
	};
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("section", {
		className: "api-keys-section",
		"aria-labelledby": `${id}-title`,
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h2", {
				id: `${id}-title`,
				children: texts.createTitle
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("form", {
				className: "api-keys-form",
				onSubmit: submit,
				"data-testid": "api-key-form",
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
						className: "field",
						children: [
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)("label", {
								htmlFor: `${id}-name`,
								children: texts.name
							}),
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)("input", {
								id: `${id}-name`,
								required: true,
								maxLength: 60,
								autoComplete: "off",
								value: name,
								"aria-describedby": `${id}-name-hint`,
								onChange: (event) => setName(event.target.value),
								"data-testid": "api-key-name"
							}),
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
								id: `${id}-name-hint`,
								className: "field-hint",
								children: texts.nameHint
							})
						]
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
						className: "field",
						children: [
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)("label", {
								htmlFor: `${id}-cap`,
								children: texts.cap
							}),
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)("input", {
								id: `${id}-cap`,
								inputMode: "numeric",
								autoComplete: "off",
								value: cap,
								"aria-describedby": `${id}-cap-hint`,
								"aria-invalid": error === texts.capInvalid ? true : void 0,
								onChange: (event) => setCap(event.target.value),
								"data-testid": "api-key-cap"
							}),
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
								id: `${id}-cap-hint`,
								className: "field-hint",
								children: texts.capHint
							})
						]
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("button", {
						type: "submit",
						className: "button button-primary",
						disabled: busy,
						"data-testid": "api-key-create",
						children: texts.create
					})
				]
			}),
			error && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				role: "alert",
				className: "form-error",
				"data-testid": "api-key-error",
				children: error
			})
		]
	});
}
// src/components/api-keys/key-list.tsx
/** The live keys: name, first characters, created, last used, spent (and the month's cap). */
function KeyList({ keys, locale, texts, onRevoke }) {
	if (keys.length === 0) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
		className: "muted",
		"data-testid": "api-keys-empty",
		children: texts.none
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("table", {
		className: "api-keys-table",
		"data-testid": "api-keys-list",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("thead", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("tr", { children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("th", {
				scope: "col",
				children: texts.colName
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("th", {
				scope: "col",
				children: texts.colKey
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("th", {
				scope: "col",
				children: texts.colCreated
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("th", {
				scope: "col",
				children: texts.colUsed
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("th", {
				scope: "col",
				children: texts.colSpent
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("th", {
				scope: "col",
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
					className: "visually-hidden",
					children: texts.revoke
				})
			})
		] }) }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("tbody", { children: keys.map((key) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("tr", {
			"data-testid": "api-key-row",
			children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)("td", {
					"data-testid": "api-key-row-name",
					children: key.name
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)("td", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("code", { children: [key.prefix, "…"] }) }),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)("td", { children: formatDateTime(key.createdAt, locale) }),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)("td", {
					"data-testid": "api-key-row-used",
					children: key.lastUsedAt ? formatDateTime(key.lastUsedAt, locale) : texts.never
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("td", {
					"data-testid": "api-key-row-spent",
					children: [formatRub(key.spentKopecks, locale), key.monthlyCapKopecks !== null && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
						className: "api-keys-cap",
						children: fill(texts.monthOfCap, {
							spent: formatRub(key.monthSpentKopecks, locale),
							cap: formatRub(key.monthlyCapKopecks, locale)
						})
					})]
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)("td", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("button", {
					type: "button",
					className: "button button-small",
					"aria-label": fill(texts.revokeLabel, { name: key.name }),
					onClick: () => onRevoke(key),
					"data-testid": "api-key-revoke",
					children: texts.revoke
				}) })
			]
		}, key.id)) })]
	});
}
// src/components/api-keys/api-keys-panel.tsx
/** The cabinet's API keys: create (the key shown once), list with use and spend, revoke. */
function ApiKeysPanel({ locale, texts }) {
	const hydrated = useHydrated();
	const listId = (0, import_react.useId)();
	const [load, setLoad] = (0, import_react.useState)({ status: "loading" });
	const [shown, setShown] = (0, import_react.useState)();
	const [revoking, setRevoking] = (0, import_react.useState)();
	const [status, setStatus] = (0, import_react.useState)("");
	const reload = (0, import_react.useCallback)(async () => {
		const result = await callApi("/v1/api-keys");
		if (result.ok) setLoad({
			status: "ready",
			keys: result.data.keys
		});
		else if (!("aborted" in result && result.aborted)) setLoad({ status: "failed" });
	}, []);
	(0, import_react.useEffect)(() => {
		reload();
	}, [reload]);
	const revoke = async (key) => {
		setRevoking(void 0);
		const result = await callApi(`/v1/api-keys/${encodeURIComponent(key.id)}`, "DELETE");
		setStatus(result.ok || result.status === 404 ? texts.revoked : texts.failed);
		await reload();
	};
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: "api-keys-page",
		"data-testid": "api-keys-panel",
		"data-hydrated": hydrated,
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(KeyCreateForm, {
				texts,
				onCreated: async (key) => {
					setShown(key);
					setStatus("");
					await reload();
				}
			}),
			shown && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CreatedKey, {
				value: shown,
				texts,
				onDone: () => setShown(void 0)
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("section", {
				className: "api-keys-section",
				"aria-labelledby": listId,
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h2", {
						id: listId,
						children: texts.listTitle
					}),
					load.status === "loading" && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
						className: "muted",
						role: "status",
						children: texts.loading
					}),
					load.status === "failed" && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
						role: "alert",
						children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", { children: texts.loadFailed }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("button", {
							type: "button",
							className: "button",
							onClick: () => reload(),
							children: texts.retry
						})]
					}),
					load.status === "ready" && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(KeyList, {
						keys: load.keys,
						locale,
						texts,
						onRevoke: setRevoking
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
						role: "status",
						className: "muted",
						"data-testid": "api-keys-status",
						children: status
					})
				]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ActionsModal, {
				open: Boolean(revoking),
				title: revoking ? fill(texts.revokeTitle, { name: revoking.name }) : "",
				closeLabel: texts.cancel,
				testId: "api-key-revoke-modal",
				onClose: () => setRevoking(void 0),
				actions: [{
					id: "revoke",
					label: texts.revoke,
					danger: true,
					onSelect: () => {
						if (revoking) revoke(revoking);
					}
				}, {
					id: "cancel",
					label: texts.cancel,
					onSelect: () => setRevoking(void 0)
				}]
			})
		]
	});
}
// \0virtual:vite-rsc/client-references/group/facade:src/pages/[locale]/(cabinet)/cabinet/api-keys.tsx
var export_44bf5eafc7fd = { ApiKeysPanel };
export { export_44bf5eafc7fd };

//# sourceMappingURL=api-keys-DhQDL4Vp.js.map
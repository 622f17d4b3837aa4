import { t as require_react } from "./react-DvVFp2nj.js";
import { t as callApi } from "./call-api-BMZ7hmPg.js";
import { t as useHydrated } from "./use-hydrated-Bt37Pui4.js";
import { t as fill } from "./fill-wKbVF3rJ.js";
import { t as Select } from "./select-D9r9nEi0.js";
import { t as require_jsx_runtime } from "./jsx-runtime-BB_2hJGX.js";
// src/components/mcp/mcp-server-item.tsx
var import_react = require_react();
var import_jsx_runtime = require_jsx_runtime();
/** One server: its status, its tools (descriptions as plain text), enable, approval, delete. */
function McpServerItem({ server, texts, onChange, onDelete }) {
	const approvalId = `mcp-approval-${server.id}`;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("li", {
		className: "card mcp-server",
		"data-testid": "mcp-server",
		"data-status": server.status,
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: "mcp-server-head",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("strong", {
					className: "mcp-server-name",
					children: server.name
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
					className: `mcp-status mcp-status-${server.status}`,
					children: texts.status[server.status]
				})]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
				className: "muted mcp-server-url",
				children: server.url
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: "mcp-server-controls",
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("label", {
						className: "mcp-check",
						children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("input", {
							type: "checkbox",
							checked: server.enabled,
							onChange: (event) => onChange({ enabled: event.target.checked }),
							"data-testid": "mcp-enabled"
						}), texts.enabled]
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("label", {
						className: "field mcp-approval",
						htmlFor: approvalId,
						children: [texts.approval, /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Select, {
							id: approvalId,
							value: server.approval,
							onChange: (event) => onChange({ approval: event.target.value === "never" ? "never" : "always" }),
							"data-testid": "mcp-approval",
							children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("option", {
								value: "always",
								children: texts.approvalAlways
							}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("option", {
								value: "never",
								children: texts.approvalNever
							})]
						})]
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("button", {
						type: "button",
						className: "button button-small button-danger",
						onClick: onDelete,
						"data-testid": "mcp-delete",
						children: texts.remove
					})
				]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("details", {
				className: "mcp-tools",
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("summary", { children: fill(texts.toolsCount, { count: server.tools.length }) }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
						className: "muted",
						children: texts.descriptionsNote
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("ul", { children: server.tools.map((tool) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("li", {
						"data-testid": "mcp-tool",
						children: [
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)("code", { children: tool.name }),
							" — ",
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", { children: tool.description })
						]
					}, tool.name)) })
				]
			})
		]
	});
}
// src/components/mcp/mcp-tools-manager.tsx
/** Settings → Tools: the person's MCP servers, added by URL and managed here. */
function McpToolsManager({ texts }) {
	const hydrated = useHydrated();
	const [servers, setServers] = (0, import_react.useState)();
	const [busy, setBusy] = (0, import_react.useState)(false);
	const [error, setError] = (0, import_react.useState)();
	(0, import_react.useEffect)(() => {
		callApi("/v1/mcp/servers").then((res) => {
			if (res.ok) setServers(res.data.servers);
		});
	}, []);
	const add = async (event) => {
		event.preventDefault();
		const form = event.currentTarget;
		const data = new FormData(form);
		const text = (name) => String(data.get(name) ?? "").trim();
		const headerName = text("headerName");
		setBusy(true);
		setError(void 0);
		const res = await callApi("/v1/mcp/servers", "POST", {
			name: text("name"),
			url: text("url"),
			...headerName ? { headers: { [headerName]: text("headerValue") } } : {}
		});
		setBusy(false);
		if (!res.ok) return setError(res.message ?? texts.failed);
		setServers((list) => [...list ?? [], res.data.server]);
		form.reset();
	};
	const update = async (id, patch) => {
		const res = await callApi(`/v1/mcp/servers/${id}`, "PATCH", patch);
		if (!res.ok) return setError(res.message ?? texts.failed);
		setServers((list) => list?.map((s) => s.id === id ? res.data.server : s));
	};
	const remove = async (id) => {
		const res = await callApi(`/v1/mcp/servers/${id}`, "DELETE");
		if (!res.ok) return setError(res.message ?? texts.failed);
		setServers((list) => list?.filter((s) => s.id !== id));
	};
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: "mcp-manager",
		"data-testid": "mcp-manager",
		"data-hydrated": hydrated && servers !== void 0,
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				className: "muted",
				children: texts.intro
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("form", {
				className: "card mcp-add",
				onSubmit: add,
				"data-testid": "mcp-add",
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h2", { children: texts.addTitle }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("label", {
						className: "field",
						htmlFor: "mcp-name",
						children: [texts.name, /* @__PURE__ */ (0, import_jsx_runtime.jsx)("input", {
							id: "mcp-name",
							name: "name",
							className: "input",
							required: true,
							maxLength: 60
						})]
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("label", {
						className: "field",
						htmlFor: "mcp-url",
						children: [texts.url, /* @__PURE__ */ (0, import_jsx_runtime.jsx)("input", {
							id: "mcp-url",
							name: "url",
							className: "input",
							required: true,
							type: "url",
							placeholder: "https://"
						})]
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
						className: "mcp-header-fields",
						children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("label", {
							className: "field",
							htmlFor: "mcp-header-name",
							children: [texts.headerName, /* @__PURE__ */ (0, import_jsx_runtime.jsx)("input", {
								id: "mcp-header-name",
								name: "headerName",
								className: "input",
								placeholder: "Authorization"
							})]
						}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("label", {
							className: "field",
							htmlFor: "mcp-header-value",
							children: [texts.headerValue, /* @__PURE__ */ (0, import_jsx_runtime.jsx)("input", {
								id: "mcp-header-value",
								name: "headerValue",
								className: "input",
								type: "password",
								autoComplete: "off"
							})]
						})]
					}),
					error && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
						className: "field-error",
						role: "alert",
						"data-testid": "mcp-error",
						children: error
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("button", {
						type: "submit",
						className: "button button-primary",
						disabled: busy,
						"data-testid": "mcp-submit",
						children: busy ? texts.adding : texts.add
					})
				]
			}),
			servers?.length === 0 && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				className: "muted",
				children: texts.empty
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("ul", {
				className: "mcp-servers",
				children: servers?.map((server) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(McpServerItem, {
					server,
					texts,
					onChange: (patch) => update(server.id, patch),
					onDelete: () => remove(server.id)
				}, server.id))
			})
		]
	});
}
// \0virtual:vite-rsc/client-references/group/facade:src/pages/[locale]/(cabinet)/cabinet/tools.tsx
var export_f7419084402c = { McpToolsManager };
export { export_f7419084402c };

//# sourceMappingURL=tools-FbxK09lz.js.map
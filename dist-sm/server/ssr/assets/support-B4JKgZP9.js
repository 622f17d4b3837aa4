import { t as require_react } from "./react-DvVFp2nj.js";
import { n as useKeepTyped } from "./typed-before-hydration-Bi9ecWqC.js";
import { t as useHydrated } from "./use-hydrated-Bt37Pui4.js";
import { t as require_jsx_runtime } from "./jsx-runtime-BB_2hJGX.js";
import { t as loadScript } from "./load-script-BSIU2vgX.js";
import { t as formatDateTime } from "./date-OdRU47Ty.js";
import { n as sendForm, t as fieldErrors } from "./field-errors-7jDsfPAX.js";
import { t as FileDrop } from "./file-drop-DeFtY-f0.js";
// src/components/support/faq-search.tsx
var import_react = require_react();
var import_jsx_runtime = require_jsx_runtime();
/** Lower case without the difference between е and ё, so "еще" finds "ещё". */
var normalize = (text) => text.toLocaleLowerCase().replaceAll("ё", "е");
/**
* The support FAQ with a search box that narrows the questions as one types. Each answer is a
* native disclosure (`<details>`), so it opens by keyboard without any script.
*/
function FaqSearch({ items, labels }) {
	const hydrated = useHydrated();
	const [query, setQuery] = (0, import_react.useState)("");
	const queryField = (0, import_react.useRef)(null);
	useKeepTyped(queryField, setQuery);
	const words = normalize((0, import_react.useDeferredValue)(query)).split(/\s+/).filter(Boolean);
	const shown = items.filter((item) => {
		const text = normalize(`${item.question} ${item.answer}`);
		return words.every((word) => text.includes(word));
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: "faq",
		"data-testid": "support-faq",
		"data-hydrated": hydrated,
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: "field",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("label", {
					htmlFor: "faq-search",
					children: labels.search
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("input", {
					id: "faq-search",
					type: "search",
					ref: queryField,
					value: query,
					onChange: (event) => setQuery(event.target.value),
					"data-testid": "faq-search"
				})]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				className: "muted",
				role: "status",
				"data-testid": "faq-count",
				children: shown.length === 0 ? labels.none : words.length > 0 ? labels.found.replace("{count}", String(shown.length)) : ""
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("ul", {
				className: "faq-list",
				children: shown.map((item) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("details", {
					"data-testid": "faq-item",
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("summary", { children: item.question }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", { children: item.answer })]
				}) }, item.question))
			})
		]
	});
}
// src/components/support/support-widget-button.tsx
/**
* "Chat with support" (SPEC §1, §7): the helpdesk's script is added only when asked for, once
* per page, with `data-lang` set to the interface language and `data-default-open` so its window
* opens at once (the HelpDeskEddy embed's attributes; docs/decisions/085-analytics-and-support-widget.md).
* A load failure is only logged (SPEC §8), and the button says it could not load; a later click
* tries again.
*/
function SupportWidgetButton({ url, language, labels }) {
	const [state, setState] = (0, import_react.useState)("idle");
	const hydrated = useHydrated();
	if (!url) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
		className: "support-widget-unavailable",
		"data-testid": "support-widget-unavailable",
		children: labels.unavailable
	});
	const open = async () => {
		if (state === "loading" || state === "opened") return;
		setState("loading");
		try {
			await loadScript(url, {
				"data-lang": language,
				"data-default-open": "true"
			});
			setState("opened");
		} catch (error) {
			console.error("Support widget failed to load", error);
			setState("failed");
		}
	};
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: "support-widget",
		"data-testid": "support-widget",
		"data-hydrated": hydrated,
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("button", {
			type: "button",
			onClick: open,
			disabled: !hydrated || state === "loading",
			"aria-busy": state === "loading",
			"data-testid": "support-widget-button",
			children: labels.open
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
			role: "status",
			className: "support-widget-status",
			"data-testid": "support-widget-status",
			children: state === "loading" ? labels.loading : state === "opened" ? labels.opened : state === "failed" ? labels.failed : ""
		})]
	});
}
// src/components/support/ticket-panel.tsx
var ATTACHMENT_MAX_BYTES = 5242880;
/**
* The ticket form (subject, message, optional image or PDF) and the list of my tickets with
* their status. A sent ticket joins the top of the list; a refused one keeps what was typed.
*/
function TicketPanel({ labels, initialTickets, locale }) {
	const hydrated = useHydrated();
	const [tickets, setTickets] = (0, import_react.useState)(initialTickets);
	const [errors, setErrors] = (0, import_react.useState)({});
	const [formError, setFormError] = (0, import_react.useState)(null);
	const [notice, setNotice] = (0, import_react.useState)("");
	const [sending, setSending] = (0, import_react.useState)(false);
	const formRef = (0, import_react.useRef)(null);
	const date = { format: (iso) => formatDateTime(iso, locale) };
	const focusField = (field) => formRef.current?.querySelector(`[name="${field}"]`)?.focus();
	const submit = async (event) => {
		event.preventDefault();
		const form = event.currentTarget;
		const data = new FormData(form);
		const found = {};
		if (!String(data.get("subject") ?? "").trim()) found.subject = labels.required;
		if (!String(data.get("message") ?? "").trim()) found.message = labels.required;
		const file = data.get("attachment");
		if (file instanceof File && file.size > ATTACHMENT_MAX_BYTES) found.attachment = labels.attachmentTooLarge;
		setErrors(found);
		setFormError(null);
		setNotice("");
		const first = [
			"subject",
			"message",
			"attachment"
		].find((field) => found[field]);
		if (first) return focusField(first);
		setSending(true);
		const sent = await sendForm("/api/v1/support/tickets", data);
		setSending(false);
		if (sent.ok) {
			setTickets((current) => [sent.body, ...current]);
			form.reset();
			setNotice(labels.sent);
			return;
		}
		const field = sent.field;
		if (field && [
			"subject",
			"message",
			"attachment"
		].includes(field) && sent.message) {
			setErrors({ [field]: sent.message });
			return focusField(field);
		}
		setFormError(sent.message ?? labels.failed);
	};
	const { describedBy, errorOf } = fieldErrors("ticket", errors);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [
		/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("form", {
			ref: formRef,
			className: "support-form page-form",
			onSubmit: submit,
			noValidate: true,
			"data-testid": "ticket-form",
			"data-hydrated": hydrated,
			children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
					className: "field",
					children: [
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)("label", {
							htmlFor: "ticket-subject",
							children: labels.subject
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)("input", {
							id: "ticket-subject",
							name: "subject",
							type: "text",
							maxLength: 200,
							required: true,
							"aria-invalid": errors.subject ? true : void 0,
							"aria-describedby": describedBy("subject"),
							"data-testid": "ticket-subject"
						}),
						errorOf("subject")
					]
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
					className: "field",
					children: [
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)("label", {
							htmlFor: "ticket-message",
							children: labels.message
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)("textarea", {
							id: "ticket-message",
							name: "message",
							rows: 6,
							maxLength: 1e4,
							required: true,
							"aria-invalid": errors.message ? true : void 0,
							"aria-describedby": describedBy("message"),
							"data-testid": "ticket-message"
						}),
						errorOf("message")
					]
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
					className: "field",
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FileDrop, {
						title: labels.attachment,
						name: "attachment",
						accept: "image/png,image/jpeg,image/webp,image/gif,application/pdf",
						inputProps: {
							id: "ticket-attachment",
							"aria-invalid": errors.attachment ? true : void 0,
							"aria-describedby": describedBy("attachment")
						},
						testId: "ticket-attachment"
					}), errorOf("attachment")]
				}),
				formError && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
					className: "form-error",
					role: "alert",
					"data-testid": "ticket-error",
					children: formError
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)("button", {
					type: "submit",
					className: "button button-primary",
					disabled: !hydrated || sending,
					"aria-busy": sending,
					"data-testid": "ticket-submit",
					children: sending ? labels.sending : labels.submit
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
					role: "status",
					className: "support-notice",
					"data-testid": "ticket-sent",
					children: notice
				})
			]
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h2", {
			id: "support-tickets",
			children: labels.tickets
		}),
		tickets.length === 0 ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
			className: "muted",
			"data-testid": "tickets-empty",
			children: labels.empty
		}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)("ul", {
			className: "ticket-list",
			"aria-labelledby": "support-tickets",
			"data-testid": "tickets",
			children: tickets.map((ticket) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("li", {
				"data-testid": "ticket",
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
						className: "ticket-subject",
						children: ticket.subject
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
						className: `ticket-status ticket-status-${ticket.status}`,
						"data-testid": "ticket-status",
						children: labels.status[ticket.status]
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("time", {
						className: "muted",
						dateTime: ticket.createdAt,
						children: date.format(new Date(ticket.createdAt))
					}),
					ticket.attachment && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("a", {
						href: ticket.attachment,
						target: "_blank",
						rel: "noreferrer",
						className: "inline-link",
						children: labels.attachmentLink
					})
				]
			}, ticket.id))
		})
	] });
}
// \0virtual:vite-rsc/client-references/group/facade:src/pages/[locale]/(chats)/support.tsx
var export_bf7993782f9b = { FaqSearch };
var export_c3994fb3faa4 = { SupportWidgetButton };
var export_5c5cafdfa0d3 = { TicketPanel };
export { export_5c5cafdfa0d3, export_bf7993782f9b, export_c3994fb3faa4 };

//# sourceMappingURL=support-B4JKgZP9.js.map
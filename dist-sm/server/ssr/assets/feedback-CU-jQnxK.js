import { t as require_react } from "./react-DvVFp2nj.js";
import { n as sendForm, t as fieldErrors } from "./field-errors-7jDsfPAX.js";
import { t as useHydrated } from "./use-hydrated-Bt37Pui4.js";
import { t as FileDrop } from "./file-drop-DeFtY-f0.js";
import { t as require_jsx_runtime } from "./jsx-runtime-BB_2hJGX.js";
// src/components/feedback/feedback-form.tsx
var import_react = require_react();
var import_jsx_runtime = require_jsx_runtime();
var SCREENSHOT_MAX_BYTES = 5242880;
/** Fetches a fresh form token (the page's expired, or the server could not get one). */
async function freshToken() {
	const res = await fetch("/api/v1/feedback/form").catch(() => null);
	return res?.ok ? await res.json() : null;
}
/**
* Rating, text, optional email and screenshot, sent as multipart to `/api/v1/feedback`. The
* sealed form token and a hidden honeypot keep bots out without a captcha; the button wakes when
* the token's minimum time has passed, which no person filling the form ever notices.
*/
function FeedbackForm({ labels, initialToken, defaultEmail }) {
	const hydrated = useHydrated();
	const [token, setToken] = (0, import_react.useState)(initialToken);
	const [ready, setReady] = (0, import_react.useState)(false);
	const [errors, setErrors] = (0, import_react.useState)({});
	const [formError, setFormError] = (0, import_react.useState)(null);
	const [sending, setSending] = (0, import_react.useState)(false);
	const [sentTo, setSentTo] = (0, import_react.useState)(null);
	const formRef = (0, import_react.useRef)(null);
	const thanksRef = (0, import_react.useRef)(null);
	(0, import_react.useEffect)(() => {
		if (!token) {
			freshToken().then(setToken);
			return;
		}
		const wait = Date.parse(token.notBefore) - Date.now();
		if (wait <= 0) return setReady(true);
		const timer = setTimeout(() => setReady(true), wait);
		return () => clearTimeout(timer);
	}, [token]);
	(0, import_react.useEffect)(() => {
		if (sentTo !== null) thanksRef.current?.focus();
	}, [sentTo]);
	const focusField = (field) => formRef.current?.querySelector(`[data-field="${field}"]`)?.focus();
	const submit = async (event) => {
		event.preventDefault();
		const form = event.currentTarget;
		const data = new FormData(form);
		const found = {};
		if (!data.get("rating")) found.rating = labels.ratingRequired;
		if (!String(data.get("message") ?? "").trim()) found.message = labels.messageRequired;
		const file = data.get("screenshot");
		if (file instanceof File && file.size > SCREENSHOT_MAX_BYTES) found.screenshot = labels.screenshotTooLarge;
		setErrors(found);
		setFormError(null);
		const first = [
			"rating",
			"message",
			"screenshot"
		].find((field) => found[field]);
		if (first) return focusField(first);
		setSending(true);
		const sent = await sendForm("/api/v1/feedback", data);
		setSending(false);
		if (sent.ok) {
			setSentTo(String(data.get("email") ?? ""));
			return;
		}
		if (sent.code === "feedback_form_expired") setToken(await freshToken());
		const field = sent.field;
		if (field && field in labels && sent.message) {
			setErrors({ [field]: sent.message });
			return focusField(field);
		}
		setFormError(sent.message ?? labels.failed);
	};
	if (sentTo !== null) return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: "feedback-thanks",
		role: "status",
		"data-testid": "feedback-thanks",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h2", {
				ref: thanksRef,
				tabIndex: -1,
				children: labels.thanksTitle
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("p", { children: [
				labels.thanks,
				" ",
				sentTo ? labels.thanksReply.replace("{email}", sentTo) : null
			] }),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("button", {
				type: "button",
				className: "button",
				onClick: () => setSentTo(null),
				children: labels.again
			})
		]
	});
	const { describedBy, errorOf } = fieldErrors("feedback", errors);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("form", {
		ref: formRef,
		className: "feedback-form page-form",
		onSubmit: submit,
		noValidate: true,
		"data-testid": "feedback-form",
		"data-hydrated": hydrated,
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("fieldset", {
				className: "rating",
				"aria-describedby": describedBy("rating"),
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("legend", { children: labels.rating }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
						className: "rating-options",
						children: labels.ratingOptions.map((label, index) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("label", {
							className: "rating-option",
							children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("input", {
								type: "radio",
								name: "rating",
								value: index + 1,
								"data-field": index === 0 ? "rating" : void 0,
								"data-testid": `feedback-rating-${index + 1}`
							}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", { children: label })]
						}, label))
					}),
					errorOf("rating")
				]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: "field",
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("label", {
						htmlFor: "feedback-message",
						children: labels.message
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("textarea", {
						id: "feedback-message",
						name: "message",
						rows: 6,
						maxLength: 5e3,
						required: true,
						"data-field": "message",
						"aria-invalid": errors.message ? true : void 0,
						"aria-describedby": describedBy("message"),
						"data-testid": "feedback-message"
					}),
					errorOf("message")
				]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: "field",
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("label", {
						htmlFor: "feedback-email",
						children: labels.email
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("input", {
						id: "feedback-email",
						name: "email",
						type: "email",
						autoComplete: "email",
						defaultValue: defaultEmail,
						"data-field": "email",
						"aria-invalid": errors.email ? true : void 0,
						"aria-describedby": describedBy("email"),
						"data-testid": "feedback-email"
					}),
					errorOf("email")
				]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: "field",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FileDrop, {
					title: labels.screenshot,
					name: "screenshot",
					accept: "image/png,image/jpeg,image/webp,image/gif",
					inputProps: {
						id: "feedback-screenshot",
						"aria-invalid": errors.screenshot ? true : void 0,
						"aria-describedby": describedBy("screenshot"),
						"data-field": "screenshot"
					},
					testId: "feedback-screenshot"
				}), errorOf("screenshot")]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: "feedback-hp",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("label", {
					htmlFor: "feedback-website",
					children: labels.honeypot
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("input", {
					id: "feedback-website",
					name: "website",
					type: "text",
					tabIndex: -1,
					autoComplete: "off"
				})]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("input", {
				type: "hidden",
				name: "formToken",
				value: token?.token ?? ""
			}),
			formError && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				className: "form-error",
				role: "alert",
				"data-testid": "feedback-error",
				children: formError
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("button", {
				type: "submit",
				className: "button button-primary",
				disabled: !hydrated || !ready || sending,
				"aria-busy": sending,
				"data-testid": "feedback-submit",
				children: sending ? labels.sending : labels.submit
			})
		]
	});
}
// \0virtual:vite-rsc/client-references/group/facade:src/pages/[locale]/(text-page)/feedback.tsx
var export_f8467fb2d632 = { FeedbackForm };
export { export_f8467fb2d632 };

//# sourceMappingURL=feedback-CU-jQnxK.js.map
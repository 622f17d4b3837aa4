import { t as require_react } from "./react-DvVFp2nj.js";
import { r as useKeepTypedFields } from "./typed-before-hydration-Bi9ecWqC.js";
import { t as useHydrated } from "./use-hydrated-Bt37Pui4.js";
import { t as require_jsx_runtime } from "./jsx-runtime-BB_2hJGX.js";
// src/lib/auth/field-rules.ts
var import_react = require_react();
var emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/**
* The first rule a value breaks, or null. `confirm` compares with `values.password`.
*
* @example fieldError(['required', 'email'], 'a@b', {}) // 'email_invalid'
*/
function fieldError(rules, value, values) {
	const trimmed = value.trim();
	for (const rule of rules) {
		if (rule === "required" && trimmed === "") return "required";
		if (trimmed === "" && rule !== "confirm") continue;
		if (rule === "email" && (trimmed.length > 254 || !emailPattern.test(trimmed))) return "email_invalid";
		if (rule === "password" && value.length < 8) return "password_short";
		if (rule === "confirm" && value !== (values.password ?? "")) return "confirm_mismatch";
		if (rule === "code" && !/^\d{6}$/.test(trimmed)) return "code_invalid";
	}
	return null;
}
// src/components/auth/auth-field.tsx
var import_jsx_runtime = require_jsx_runtime();
var PromoHint = (0, import_react.lazy)(() => import("./promo-hint-BYeAIDmo.js").then((module) => ({ default: module.PromoHint })));
/** A labelled input whose hint and error are tied to it with aria-describedby. */
function AuthField({ formId, field, value, error, autoFocus, onChange, onBlur, promoTexts }) {
	const id = `${formId}-${field.name}`;
	const describedBy = [error ? `${id}-error` : null, field.hint ? `${id}-hint` : null].filter(Boolean);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: "field",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("label", {
				htmlFor: id,
				children: field.label
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("input", {
				id,
				name: field.name,
				type: field.type,
				autoComplete: field.autoComplete,
				inputMode: field.inputMode,
				autoFocus,
				required: field.rules.includes("required"),
				value,
				onChange: (event) => onChange(event.target.value),
				onBlur,
				"aria-invalid": error ? true : void 0,
				"aria-describedby": describedBy.length ? describedBy.join(" ") : void 0,
				"data-testid": id
			}),
			field.hint && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				id: `${id}-hint`,
				className: "field-hint",
				children: field.hint
			}),
			error && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				id: `${id}-error`,
				className: "field-error",
				"data-testid": `${id}-error`,
				children: error
			}),
			promoTexts && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(import_react.Suspense, {
				fallback: null,
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(PromoHint, {
					code: value,
					texts: promoTexts
				})
			})
		]
	});
}
// src/components/auth/post-form.ts
/**
* Posts an auth form to the front as the enhanced island does: JSON back, either where to go
* or the field errors and one localized message (wait time, network failure, the api's text).
*/
async function postForm(action, data, texts) {
	let body;
	let ok;
	try {
		const res = await fetch(action, {
			method: "POST",
			headers: { accept: "application/json" },
			body: new URLSearchParams(data)
		});
		ok = res.ok;
		body = await res.json().catch(() => ({}));
	} catch {
		return {
			fields: {},
			message: texts.network
		};
	}
	if (ok && body.redirect) return { redirect: body.redirect };
	return {
		fields: body.fields ?? {},
		message: messageOf(body, texts)
	};
}
function messageOf(body, texts) {
	if (body.code === "too_many_attempts") return texts.tooMany.replace("{seconds}", String(body.retryAfter ?? 60));
	if (body.code === "network") return texts.network;
	if (body.code === "invalid_fields") return texts.hasErrors;
	return body.message || texts.generic;
}
// src/components/auth/auth-form.tsx
/**
* An auth form that works as a plain POST without JavaScript and, once hydrated, checks fields
* as they are typed, posts with fetch, ties errors to their fields and focuses the first one.
*/
function AuthForm({ id, action, fields, hidden, submitLabel, texts, outcome, children }) {
	const [values, setValues] = (0, import_react.useState)(() => ({ ...outcome?.values }));
	const [errors, setErrors] = (0, import_react.useState)(() => ({ ...outcome?.fields }));
	const [touched, setTouched] = (0, import_react.useState)({});
	const [formError, setFormError] = (0, import_react.useState)(outcome?.error);
	const [pending, setPending] = (0, import_react.useState)(false);
	const hydrated = useHydrated();
	const formRef = (0, import_react.useRef)(null);
	const errorRef = (0, import_react.useRef)(null);
	useKeepTypedFields(formRef, (typed) => setValues((current) => ({
		...current,
		...typed
	})));
	const [autoFocused] = (0, import_react.useState)(() => fields.find((field) => outcome?.fields?.[field.name])?.name ?? (outcome?.error ? fields.find((field) => !outcome.values?.[field.name])?.name : void 0));
	const check = (next, names, shown) => {
		setErrors((current) => {
			const updated = { ...current };
			for (const field of fields) {
				if (!names.includes(field.name)) continue;
				const error = fieldError(field.rules, next[field.name] ?? "", next);
				if (error && (error !== "required" || shown[field.name])) updated[field.name] = error;
				else delete updated[field.name];
			}
			return updated;
		});
	};
	const onChange = (name, value) => {
		const next = {
			...values,
			[name]: value
		};
		setValues(next);
		const related = name === "password" && next.confirm ? [name, "confirm"] : [name];
		check(next, related, touched);
	};
	const onBlur = (name) => {
		const shown = {
			...touched,
			[name]: true
		};
		setTouched(shown);
		check(values, [name], shown);
	};
	const focusFirst = (failed) => {
		const first = fields.find((field) => failed[field.name]);
		if (first) formRef.current?.querySelector(`[name="${first.name}"]`)?.focus();
		else errorRef.current?.focus();
	};
	const onSubmit = async (event) => {
		event.preventDefault();
		const form = event.currentTarget;
		const data = new FormData(form);
		const current = Object.fromEntries(fields.map((f) => [f.name, String(data.get(f.name) ?? "")]));
		const found = {};
		for (const field of fields) {
			const error = fieldError(field.rules, current[field.name] ?? "", current);
			if (error) found[field.name] = error;
		}
		setValues(current);
		setTouched(Object.fromEntries(fields.map((f) => [f.name, true])));
		setErrors(found);
		if (Object.keys(found).length) {
			setFormError(texts.hasErrors);
			focusFirst(found);
			return;
		}
		setPending(true);
		setFormError(void 0);
		const outcome = await postForm(action, data, texts);
		if ("redirect" in outcome) {
			window.location.assign(outcome.redirect);
			return;
		}
		setErrors(outcome.fields);
		setFormError(outcome.message);
		setPending(false);
		requestAnimationFrame(() => focusFirst(outcome.fields));
	};
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("form", {
		ref: formRef,
		className: "auth-form",
		method: "post",
		action,
		noValidate: true,
		onSubmit,
		"data-testid": `${id}-form`,
		"data-hydrated": hydrated,
		"aria-describedby": formError ? `${id}-error` : void 0,
		children: [
			Object.entries(hidden).map(([name, value]) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("input", {
				type: "hidden",
				name,
				value
			}, name)),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				id: `${id}-error`,
				ref: errorRef,
				className: "form-error",
				role: "alert",
				tabIndex: -1,
				hidden: !formError,
				"data-testid": `${id}-error`,
				children: formError
			}),
			fields.map((field) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(AuthField, {
				formId: id,
				field,
				value: values[field.name] ?? "",
				error: errors[field.name] ? texts.errors[errors[field.name]] : void 0,
				autoFocus: field.name === autoFocused,
				onChange: (value) => onChange(field.name, value),
				onBlur: () => onBlur(field.name),
				promoTexts: field.promo ? texts.promo : void 0
			}, field.name)),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("button", {
				type: "submit",
				className: "button button-primary",
				disabled: pending,
				"data-testid": `${id}-submit`,
				children: submitLabel
			}),
			children
		]
	});
}
// \0virtual:vite-rsc/client-references/group/shared:src/components/auth/auth-form.tsx
var export_f629f70c6c3c = { AuthForm };
export { export_f629f70c6c3c };

//# sourceMappingURL=auth-form-Ci0sgDb7.js.map
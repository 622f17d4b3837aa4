import { t as require_jsx_runtime } from "./jsx-runtime-BB_2hJGX.js";
// src/lib/send-form.ts
/**
* POSTs a multipart form to a same-origin `/api/...` route. A refusal keeps the api's localized
* message; a network failure is `{code: 'network', message: null}` so the island shows its own.
*
* @example const sent = await sendForm<Ticket>('/api/v1/support/tickets', new FormData(form))
*/
async function sendForm(path, form) {
	let res;
	try {
		res = await fetch(path, {
			method: "POST",
			body: form,
			credentials: "same-origin"
		});
	} catch {
		return {
			ok: false,
			code: "network",
			message: null
		};
	}
	const body = await res.json().catch(() => null);
	if (res.ok) return {
		ok: true,
		body
	};
	return {
		ok: false,
		code: typeof body?.code === "string" ? body.code : `http_${res.status}`,
		message: typeof body?.message === "string" ? body.message : null,
		field: typeof body?.field === "string" ? body.field : void 0
	};
}
// src/components/forms/field-errors.tsx
var import_jsx_runtime = require_jsx_runtime();
/**
* A form's per-field errors as the page shows them: the id a field's `aria-describedby` points at,
* and the message under it (`{prefix}-{field}-error`, also its test id).
*
* @example const { describedBy, errorOf } = fieldErrors('ticket', errors)
*/
function fieldErrors(prefix, errors) {
	const idOf = (field) => `${prefix}-${field}-error`;
	return {
		describedBy: (field) => errors[field] ? idOf(field) : void 0,
		errorOf: (field) => errors[field] ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
			id: idOf(field),
			className: "field-error",
			"data-testid": idOf(field),
			children: errors[field]
		}) : null
	};
}
export { sendForm as n, fieldErrors as t };

//# sourceMappingURL=field-errors-7jDsfPAX.js.map
import { v as require_jsx_runtime_react_server } from "./internal-headers-Ckg8TsQ5.js";
import { t as getLocale } from "./runtime-CEu_NCIS.js";
import { t as auth_code } from "./auth_code-D4lFv_If.js";
import { a as getFlash, i as AuthForm, n as outcomeOf, r as AuthLinks, t as formTexts } from "./form-texts-iLAYokzQ.js";
import { t as getSession } from "./session.server-CTa-f66o.js";
// src/paraglide/messages/confirm_email_done.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Confirm_Email_DoneInputs */
var en_confirm_email_done = () => {
	return `Your email is confirmed. Thank you!`;
};
var ru_confirm_email_done = () => {
	return `Ваш email подтверждён. Спасибо!`;
};
/**
* | output |
* | --- |
* | "Your email is confirmed. Thank you!" |
*
* @param {Confirm_Email_DoneInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var confirm_email_done = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_confirm_email_done(inputs);
	return en_confirm_email_done(inputs);
});
// src/paraglide/messages/confirm_email_intro.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{ email: NonNullable<unknown> }} Confirm_Email_IntroInputs */
var en_confirm_email_intro = (i) => {
	return `Enter the 6-digit code from the email we sent to ${i?.email}.`;
};
var ru_confirm_email_intro = (i) => {
	return `Введите 6-значный код из письма, которое мы отправили на ${i?.email}.`;
};
/**
* | output |
* | --- |
* | "Enter the 6-digit code from the email we sent to {email}." |
*
* @param {Confirm_Email_IntroInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var confirm_email_intro = ((inputs, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_confirm_email_intro(inputs);
	return en_confirm_email_intro(inputs);
});
// src/paraglide/messages/confirm_email_resend.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Confirm_Email_ResendInputs */
var en_confirm_email_resend = () => {
	return `Send a new code`;
};
var ru_confirm_email_resend = () => {
	return `Отправить новый код`;
};
/**
* | output |
* | --- |
* | "Send a new code" |
*
* @param {Confirm_Email_ResendInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var confirm_email_resend = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_confirm_email_resend(inputs);
	return en_confirm_email_resend(inputs);
});
// src/paraglide/messages/confirm_email_sent.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Confirm_Email_SentInputs */
var en_confirm_email_sent = () => {
	return `A new code is on its way.`;
};
var ru_confirm_email_sent = () => {
	return `Новый код уже в пути.`;
};
/**
* | output |
* | --- |
* | "A new code is on its way." |
*
* @param {Confirm_Email_SentInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var confirm_email_sent = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_confirm_email_sent(inputs);
	return en_confirm_email_sent(inputs);
});
// src/paraglide/messages/confirm_email_submit.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Confirm_Email_SubmitInputs */
var en_confirm_email_submit = () => {
	return `Confirm email`;
};
var ru_confirm_email_submit = () => {
	return `Подтвердить email`;
};
/**
* | output |
* | --- |
* | "Confirm email" |
*
* @param {Confirm_Email_SubmitInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var confirm_email_submit = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_confirm_email_submit(inputs);
	return en_confirm_email_submit(inputs);
});
// src/paraglide/messages/confirm_email_to_chats.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Confirm_Email_To_ChatsInputs */
var en_confirm_email_to_chats = () => {
	return `Go to chats`;
};
var ru_confirm_email_to_chats = () => {
	return `Перейти к чатам`;
};
/**
* | output |
* | --- |
* | "Go to chats" |
*
* @param {Confirm_Email_To_ChatsInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var confirm_email_to_chats = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_confirm_email_to_chats(inputs);
	return en_confirm_email_to_chats(inputs);
});
// src/components/auth/confirm-email-forms.tsx
var import_jsx_runtime_react_server = require_jsx_runtime_react_server();
/** Whether the signed-in visitor still has to confirm their email (false when unknown). */
function needsEmailConfirmation() {
	return getSession()?.user.emailConfirmed === false;
}
/** "Send a new code": a plain form back to `redirect`, with the notice once it was sent. */
function ResendConfirmation({ locale, redirect }) {
	const sent = getFlash("confirmEmail")?.notice === "code_sent";
	return /* @__PURE__ */ (0, import_jsx_runtime_react_server.jsxs)("form", {
		method: "post",
		action: "/api/auth/confirm-email/resend",
		className: "resend-code",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime_react_server.jsx)("input", {
				type: "hidden",
				name: "locale",
				value: locale
			}),
			/* @__PURE__ */ (0, import_jsx_runtime_react_server.jsx)("input", {
				type: "hidden",
				name: "redirect",
				value: redirect
			}),
			/* @__PURE__ */ (0, import_jsx_runtime_react_server.jsx)("button", {
				type: "submit",
				className: "button",
				"data-testid": "confirm-email-resend",
				children: confirm_email_resend({}, { locale })
			}),
			sent && /* @__PURE__ */ (0, import_jsx_runtime_react_server.jsx)("p", {
				className: "field-hint",
				role: "status",
				"data-testid": "confirm-email-sent",
				children: confirm_email_sent({}, { locale })
			})
		]
	});
}
/**
* The confirm page's content: done, or the code form (prefilled from the mail's link; only the
* button posts, a GET changes nothing) with a new code on request.
*/
function ConfirmEmailForm({ locale, code }) {
	const o = { locale };
	const session = getSession();
	if (!needsEmailConfirmation()) return /* @__PURE__ */ (0, import_jsx_runtime_react_server.jsxs)(import_jsx_runtime_react_server.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime_react_server.jsx)("p", {
		"data-testid": "confirm-email-done",
		children: confirm_email_done({}, o)
	}), /* @__PURE__ */ (0, import_jsx_runtime_react_server.jsx)(AuthLinks, { children: /* @__PURE__ */ (0, import_jsx_runtime_react_server.jsx)("a", {
		href: `/${locale}/`,
		children: confirm_email_to_chats({}, o)
	}) })] });
	const texts = formTexts(locale);
	const outcome = outcomeOf(getFlash("confirmEmail"), texts);
	const prefilled = code && /^\d{6}$/.test(code) ? { code } : {};
	return /* @__PURE__ */ (0, import_jsx_runtime_react_server.jsxs)(import_jsx_runtime_react_server.Fragment, { children: [
		/* @__PURE__ */ (0, import_jsx_runtime_react_server.jsx)("p", {
			className: "muted",
			children: confirm_email_intro({ email: session?.user.email ?? "" }, o)
		}),
		/* @__PURE__ */ (0, import_jsx_runtime_react_server.jsx)(AuthForm, {
			id: "confirm-email",
			action: "/api/auth/confirm-email",
			hidden: { locale },
			submitLabel: confirm_email_submit({}, o),
			texts,
			outcome: {
				...outcome,
				values: {
					...prefilled,
					...outcome?.values
				}
			},
			fields: [{
				name: "code",
				label: auth_code({}, o),
				type: "text",
				inputMode: "numeric",
				autoComplete: "one-time-code",
				rules: ["required", "code"]
			}]
		}),
		/* @__PURE__ */ (0, import_jsx_runtime_react_server.jsx)(ResendConfirmation, {
			locale,
			redirect: `/${locale}/confirm-email`
		})
	] });
}
export { confirm_email_submit as i, ResendConfirmation as n, needsEmailConfirmation as r, ConfirmEmailForm as t };

//# sourceMappingURL=confirm-email-forms-DXONGffB.js.map
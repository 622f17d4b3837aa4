import { A as registerClientReference, v as require_jsx_runtime_react_server } from "./internal-headers-Ckg8TsQ5.js";
import { t as getLocale } from "./runtime-CEu_NCIS.js";
import { t as auth_back_to_login } from "./auth_back_to_login-Cq6VACza.js";
import { t as auth_code } from "./auth_code-D4lFv_If.js";
import { t as auth_email } from "./auth_email-CGwqSl5M.js";
import { a as getFlash, i as AuthForm, n as outcomeOf, o as getResetStep, r as AuthLinks, t as formTexts } from "./form-texts-iLAYokzQ.js";
import { n as auth_password_confirm, t as auth_password_hint } from "./auth_password_hint-DYGknKap.js";
// src/paraglide/messages/auth_change_email.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Auth_Change_EmailInputs */
var en_auth_change_email = () => {
	return `Use another email`;
};
var ru_auth_change_email = () => {
	return `Указать другую почту`;
};
/**
* | output |
* | --- |
* | "Use another email" |
*
* @param {Auth_Change_EmailInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var auth_change_email = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_auth_change_email(inputs);
	return en_auth_change_email(inputs);
});
// src/paraglide/messages/auth_check_code.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Auth_Check_CodeInputs */
var en_auth_check_code = () => {
	return `Confirm`;
};
var ru_auth_check_code = () => {
	return `Подтвердить`;
};
/**
* | output |
* | --- |
* | "Confirm" |
*
* @param {Auth_Check_CodeInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var auth_check_code = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_auth_check_code(inputs);
	return en_auth_check_code(inputs);
});
// src/paraglide/messages/auth_code_accepted_intro.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Auth_Code_Accepted_IntroInputs */
var en_auth_code_accepted_intro = () => {
	return `The code is correct. Choose a new password.`;
};
var ru_auth_code_accepted_intro = () => {
	return `Код верный. Придумайте новый пароль.`;
};
/**
* | output |
* | --- |
* | "The code is correct. Choose a new password." |
*
* @param {Auth_Code_Accepted_IntroInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var auth_code_accepted_intro = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_auth_code_accepted_intro(inputs);
	return en_auth_code_accepted_intro(inputs);
});
// src/paraglide/messages/auth_code_sent_to.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{ email: NonNullable<unknown> }} Auth_Code_Sent_ToInputs */
var en_auth_code_sent_to = (i) => {
	return `We sent a code to ${i?.email}. It is valid for 15 minutes.`;
};
var ru_auth_code_sent_to = (i) => {
	return `Мы отправили код на ${i?.email}. Он действует 15 минут.`;
};
/**
* | output |
* | --- |
* | "We sent a code to {email}. It is valid for 15 minutes." |
*
* @param {Auth_Code_Sent_ToInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var auth_code_sent_to = ((inputs, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_auth_code_sent_to(inputs);
	return en_auth_code_sent_to(inputs);
});
// src/paraglide/messages/auth_new_password.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Auth_New_PasswordInputs */
var en_auth_new_password = () => {
	return `New password`;
};
var ru_auth_new_password = () => {
	return `Новый пароль`;
};
/**
* | output |
* | --- |
* | "New password" |
*
* @param {Auth_New_PasswordInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var auth_new_password = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_auth_new_password(inputs);
	return en_auth_new_password(inputs);
});
// src/paraglide/messages/auth_resend_code.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Auth_Resend_CodeInputs */
var en_auth_resend_code = () => {
	return `Send a new code`;
};
var ru_auth_resend_code = () => {
	return `Отправить новый код`;
};
/**
* | output |
* | --- |
* | "Send a new code" |
*
* @param {Auth_Resend_CodeInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var auth_resend_code = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_auth_resend_code(inputs);
	return en_auth_resend_code(inputs);
});
// src/paraglide/messages/auth_resend_in.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{ seconds: NonNullable<unknown> }} Auth_Resend_InInputs */
var en_auth_resend_in = (i) => {
	return `A new code can be sent in ${i?.seconds} s`;
};
var ru_auth_resend_in = (i) => {
	return `Новый код можно отправить через ${i?.seconds} с`;
};
/**
* | output |
* | --- |
* | "A new code can be sent in {seconds} s" |
*
* @param {Auth_Resend_InInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var auth_resend_in = ((inputs, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_auth_resend_in(inputs);
	return en_auth_resend_in(inputs);
});
// src/paraglide/messages/auth_reset_done.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Auth_Reset_DoneInputs */
var en_auth_reset_done = () => {
	return `Your password has been changed and other sessions were signed out. Sign in with the new password.`;
};
var ru_auth_reset_done = () => {
	return `Пароль изменён, остальные сеансы завершены. Войдите с новым паролем.`;
};
/**
* | output |
* | --- |
* | "Your password has been changed and other sessions were signed out. Sign in with the new password." |
*
* @param {Auth_Reset_DoneInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var auth_reset_done = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_auth_reset_done(inputs);
	return en_auth_reset_done(inputs);
});
// src/paraglide/messages/auth_reset_expired.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Auth_Reset_ExpiredInputs */
var en_auth_reset_expired = () => {
	return `This reset has expired. Please start again.`;
};
var ru_auth_reset_expired = () => {
	return `Время на восстановление истекло. Начните заново.`;
};
/**
* | output |
* | --- |
* | "This reset has expired. Please start again." |
*
* @param {Auth_Reset_ExpiredInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var auth_reset_expired = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_auth_reset_expired(inputs);
	return en_auth_reset_expired(inputs);
});
// src/paraglide/messages/auth_reset_intro.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Auth_Reset_IntroInputs */
var en_auth_reset_intro = () => {
	return `Enter the email of your account and we will send you a 6-digit code.`;
};
var ru_auth_reset_intro = () => {
	return `Укажите почту аккаунта — мы пришлём на неё код из 6 цифр.`;
};
/**
* | output |
* | --- |
* | "Enter the email of your account and we will send you a 6-digit code." |
*
* @param {Auth_Reset_IntroInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var auth_reset_intro = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_auth_reset_intro(inputs);
	return en_auth_reset_intro(inputs);
});
// src/paraglide/messages/auth_save_password.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Auth_Save_PasswordInputs */
var en_auth_save_password = () => {
	return `Save password`;
};
var ru_auth_save_password = () => {
	return `Сохранить пароль`;
};
/**
* | output |
* | --- |
* | "Save password" |
*
* @param {Auth_Save_PasswordInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var auth_save_password = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_auth_save_password(inputs);
	return en_auth_save_password(inputs);
});
// src/paraglide/messages/auth_send_code.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Auth_Send_CodeInputs */
var en_auth_send_code = () => {
	return `Send code`;
};
var ru_auth_send_code = () => {
	return `Отправить код`;
};
/**
* | output |
* | --- |
* | "Send code" |
*
* @param {Auth_Send_CodeInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var auth_send_code = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_auth_send_code(inputs);
	return en_auth_send_code(inputs);
});
// src/paraglide/messages/auth_start_again.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Auth_Start_AgainInputs */
var en_auth_start_again = () => {
	return `Start again`;
};
var ru_auth_start_again = () => {
	return `Начать заново`;
};
/**
* | output |
* | --- |
* | "Start again" |
*
* @param {Auth_Start_AgainInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var auth_start_again = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_auth_start_again(inputs);
	return en_auth_start_again(inputs);
});
// src/components/auth/resend-code.tsx
var ResendCode = /* #__PURE__ */ registerClientReference((() => {
	throw new Error("It is not possible to invoke a client function from the server: \"ResendCode\"");
}), "785ce0ace152", "ResendCode");
// src/components/auth/reset-forms.tsx
var import_jsx_runtime_react_server = require_jsx_runtime_react_server();
function BackToLogin({ locale }) {
	return /* @__PURE__ */ (0, import_jsx_runtime_react_server.jsx)(AuthLinks, { children: /* @__PURE__ */ (0, import_jsx_runtime_react_server.jsx)("a", {
		href: `/${locale}/auth/login`,
		"data-testid": "back-to-login",
		children: auth_back_to_login({}, { locale })
	}) });
}
function StartAgain({ locale }) {
	return /* @__PURE__ */ (0, import_jsx_runtime_react_server.jsxs)(import_jsx_runtime_react_server.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime_react_server.jsx)("p", {
		className: "form-error",
		"data-testid": "reset-expired",
		children: auth_reset_expired({}, { locale })
	}), /* @__PURE__ */ (0, import_jsx_runtime_react_server.jsx)(AuthLinks, { children: /* @__PURE__ */ (0, import_jsx_runtime_react_server.jsx)("a", {
		href: `/${locale}/reset-password`,
		children: auth_start_again({}, { locale })
	}) })] });
}
/** Step 1: the email to send a code to. */
function ResetRequestForm({ locale }) {
	const o = { locale };
	const texts = formTexts(locale);
	return /* @__PURE__ */ (0, import_jsx_runtime_react_server.jsxs)(import_jsx_runtime_react_server.Fragment, { children: [
		/* @__PURE__ */ (0, import_jsx_runtime_react_server.jsx)("p", {
			className: "muted",
			children: auth_reset_intro({}, o)
		}),
		/* @__PURE__ */ (0, import_jsx_runtime_react_server.jsx)(AuthForm, {
			id: "reset-request",
			action: "/api/auth/reset/request",
			hidden: { locale },
			submitLabel: auth_send_code({}, o),
			texts,
			outcome: outcomeOf(getFlash("resetRequest"), texts),
			fields: [{
				name: "email",
				label: auth_email({}, o),
				type: "email",
				autoComplete: "email",
				rules: ["required", "email"]
			}]
		}),
		/* @__PURE__ */ (0, import_jsx_runtime_react_server.jsx)(BackToLogin, { locale })
	] });
}
/** Step 2: the emailed code, with a new code after a countdown. */
function EnterCodeForm({ locale }) {
	const o = { locale };
	const step = getResetStep();
	if (!step) return /* @__PURE__ */ (0, import_jsx_runtime_react_server.jsx)(StartAgain, { locale });
	const texts = formTexts(locale);
	const resend = outcomeOf(getFlash("resend"), texts);
	return /* @__PURE__ */ (0, import_jsx_runtime_react_server.jsxs)(import_jsx_runtime_react_server.Fragment, { children: [
		/* @__PURE__ */ (0, import_jsx_runtime_react_server.jsx)("p", {
			className: "muted",
			"data-testid": "code-sent-to",
			children: auth_code_sent_to({ email: step.email }, o)
		}),
		/* @__PURE__ */ (0, import_jsx_runtime_react_server.jsx)(AuthForm, {
			id: "reset-code",
			action: "/api/auth/reset/verify",
			hidden: { locale },
			submitLabel: auth_check_code({}, o),
			texts,
			outcome: outcomeOf(getFlash("resetCode"), texts),
			fields: [{
				name: "code",
				label: auth_code({}, o),
				type: "text",
				inputMode: "numeric",
				autoComplete: "one-time-code",
				rules: ["required", "code"]
			}]
		}),
		/* @__PURE__ */ (0, import_jsx_runtime_react_server.jsx)(ResendCode, {
			locale,
			sentAt: step.sentAt,
			label: auth_resend_code({}, o),
			waitTemplate: auth_resend_in({ seconds: "{seconds}" }, o),
			error: resend?.error
		}),
		/* @__PURE__ */ (0, import_jsx_runtime_react_server.jsx)(AuthLinks, { children: /* @__PURE__ */ (0, import_jsx_runtime_react_server.jsx)("a", {
			href: `/${locale}/reset-password`,
			children: auth_change_email({}, o)
		}) })
	] });
}
/** Step 3: the code was accepted; the new password, twice. */
function NewPasswordForm({ locale }) {
	const o = { locale };
	if (!getResetStep()?.verified) return /* @__PURE__ */ (0, import_jsx_runtime_react_server.jsx)(StartAgain, { locale });
	const texts = formTexts(locale);
	return /* @__PURE__ */ (0, import_jsx_runtime_react_server.jsxs)(import_jsx_runtime_react_server.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime_react_server.jsx)("p", {
		className: "muted",
		children: auth_code_accepted_intro({}, o)
	}), /* @__PURE__ */ (0, import_jsx_runtime_react_server.jsx)(AuthForm, {
		id: "new-password",
		action: "/api/auth/reset/complete",
		hidden: { locale },
		submitLabel: auth_save_password({}, o),
		texts,
		outcome: outcomeOf(getFlash("resetPassword"), texts),
		fields: [{
			name: "password",
			label: auth_new_password({}, o),
			type: "password",
			autoComplete: "new-password",
			rules: ["required", "password"],
			hint: auth_password_hint({}, o)
		}, {
			name: "confirm",
			label: auth_password_confirm({}, o),
			type: "password",
			autoComplete: "new-password",
			rules: ["required", "confirm"]
		}]
	})] });
}
/** Step 4: done; sign in with the new password. */
function ResetDone({ locale }) {
	return /* @__PURE__ */ (0, import_jsx_runtime_react_server.jsxs)(import_jsx_runtime_react_server.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime_react_server.jsx)("p", {
		"data-testid": "reset-done",
		children: auth_reset_done({}, { locale })
	}), /* @__PURE__ */ (0, import_jsx_runtime_react_server.jsx)(BackToLogin, { locale })] });
}
export { ResetRequestForm as i, NewPasswordForm as n, ResetDone as r, EnterCodeForm as t };

//# sourceMappingURL=reset-forms-Cl7ONrc3.js.map
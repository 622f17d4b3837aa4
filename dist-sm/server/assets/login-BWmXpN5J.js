import { a as getFlash, i as AuthForm, n as outcomeOf, r as AuthLinks, t as formTexts } from "./form-texts-iLAYokzQ.js";
import { v as require_jsx_runtime_react_server } from "./internal-headers-Ckg8TsQ5.js";
import { t as auth_email } from "./auth_email-CGwqSl5M.js";
import { t as Screen } from "./screen-BQ-IwAnC.js";
import { t as auth_password } from "./auth_password-BwzGP0Ko.js";
import { t as auth_sign_in } from "./auth_sign_in-DU5v_G47.js";
import { t as getRequestContext } from "./request-context.server-DaeM4xFu.js";
import { t as getLocale } from "./runtime-CEu_NCIS.js";
// src/paraglide/messages/auth_forgot_password.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Auth_Forgot_PasswordInputs */
var en_auth_forgot_password = () => {
	return `Forgot password?`;
};
var ru_auth_forgot_password = () => {
	return `Забыли пароль?`;
};
/**
* | output |
* | --- |
* | "Forgot password?" |
*
* @param {Auth_Forgot_PasswordInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var auth_forgot_password = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_auth_forgot_password(inputs);
	return en_auth_forgot_password(inputs);
});
// src/paraglide/messages/auth_login_title.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Auth_Login_TitleInputs */
var en_auth_login_title = () => {
	return `Sign in`;
};
var ru_auth_login_title = () => {
	return `Вход`;
};
/**
* | output |
* | --- |
* | "Sign in" |
*
* @param {Auth_Login_TitleInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var auth_login_title = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_auth_login_title(inputs);
	return en_auth_login_title(inputs);
});
// src/paraglide/messages/auth_no_account.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Auth_No_AccountInputs */
var en_auth_no_account = () => {
	return `No account yet?`;
};
var ru_auth_no_account = () => {
	return `Ещё нет аккаунта?`;
};
/**
* | output |
* | --- |
* | "No account yet?" |
*
* @param {Auth_No_AccountInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var auth_no_account = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_auth_no_account(inputs);
	return en_auth_no_account(inputs);
});
// src/paraglide/messages/auth_register_link.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Auth_Register_LinkInputs */
var en_auth_register_link = () => {
	return `Create one`;
};
var ru_auth_register_link = () => {
	return `Зарегистрируйтесь`;
};
/**
* | output |
* | --- |
* | "Create one" |
*
* @param {Auth_Register_LinkInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var auth_register_link = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_auth_register_link(inputs);
	return en_auth_register_link(inputs);
});
// src/components/auth/login-form.tsx
var import_jsx_runtime_react_server = require_jsx_runtime_react_server();
/** Email and password; after sign-in the front goes to `redirect` when it is a same-origin path. */
function LoginForm({ locale, redirect }) {
	const o = { locale };
	const texts = formTexts(locale);
	return /* @__PURE__ */ (0, import_jsx_runtime_react_server.jsxs)(import_jsx_runtime_react_server.Fragment, { children: [
		/* @__PURE__ */ (0, import_jsx_runtime_react_server.jsx)(AuthForm, {
			id: "login",
			action: "/api/auth/login",
			hidden: {
				locale,
				...redirect ? { redirect } : {}
			},
			submitLabel: auth_sign_in({}, o),
			texts,
			outcome: outcomeOf(getFlash("login"), texts),
			fields: [{
				name: "email",
				label: auth_email({}, o),
				type: "email",
				autoComplete: "email",
				rules: ["required", "email"]
			}, {
				name: "password",
				label: auth_password({}, o),
				type: "password",
				autoComplete: "current-password",
				rules: ["required"]
			}]
		}),
		/* @__PURE__ */ (0, import_jsx_runtime_react_server.jsx)(AuthLinks, { children: /* @__PURE__ */ (0, import_jsx_runtime_react_server.jsx)("a", {
			href: `/${locale}/reset-password`,
			"data-testid": "forgot-password",
			children: auth_forgot_password({}, o)
		}) }),
		/* @__PURE__ */ (0, import_jsx_runtime_react_server.jsxs)(AuthLinks, { children: [
			auth_no_account({}, o),
			" ",
			/* @__PURE__ */ (0, import_jsx_runtime_react_server.jsx)("a", {
				href: `/${locale}/registration`,
				"data-testid": "register-link",
				children: auth_register_link({}, o)
			})
		] })
	] });
}
// src/pages/[locale]/(login)/auth/login.tsx
async function LoginPage({ query }) {
	const { locale } = getRequestContext();
	const redirect = new URLSearchParams(query ?? "").get("redirect");
	return /* @__PURE__ */ (0, import_jsx_runtime_react_server.jsx)(Screen, {
		name: "login",
		title: auth_login_title,
		children: /* @__PURE__ */ (0, import_jsx_runtime_react_server.jsx)(LoginForm, {
			locale,
			redirect
		})
	});
}
var getConfig = async () => ({ render: "dynamic" });
export { LoginPage as default, getConfig };

//# sourceMappingURL=login-BWmXpN5J.js.map
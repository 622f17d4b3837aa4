import { a as getFlash, i as AuthForm, n as outcomeOf, r as AuthLinks, t as formTexts } from "./form-texts-iLAYokzQ.js";
import { v as require_jsx_runtime_react_server } from "./internal-headers-Ckg8TsQ5.js";
import { t as auth_back_to_login } from "./auth_back_to_login-Cq6VACza.js";
import { t as Screen } from "./screen-BQ-IwAnC.js";
import { t as auth_sign_in } from "./auth_sign_in-DU5v_G47.js";
import { t as getRequestContext } from "./request-context.server-DaeM4xFu.js";
import { t as getLocale } from "./runtime-CEu_NCIS.js";
// src/paraglide/messages/auth_two_factor_code.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Auth_Two_Factor_CodeInputs */
var en_auth_two_factor_code = () => {
	return `Code from the app or a recovery code`;
};
var ru_auth_two_factor_code = () => {
	return `Код из приложения или резервный код`;
};
/**
* | output |
* | --- |
* | "Code from the app or a recovery code" |
*
* @param {Auth_Two_Factor_CodeInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var auth_two_factor_code = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_auth_two_factor_code(inputs);
	return en_auth_two_factor_code(inputs);
});
// src/paraglide/messages/auth_two_factor_intro.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Auth_Two_Factor_IntroInputs */
var en_auth_two_factor_intro = () => {
	return `Two-factor authentication is on for this account. Enter the 6-digit code from your authenticator app, or one of your recovery codes.`;
};
var ru_auth_two_factor_intro = () => {
	return `Для этого аккаунта включена двухфакторная аутентификация. Введите 6-значный код из приложения-аутентификатора или один из резервных кодов.`;
};
/**
* | output |
* | --- |
* | "Two-factor authentication is on for this account. Enter the 6-digit code from your authenticator app, or one of your recovery codes." |
*
* @param {Auth_Two_Factor_IntroInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var auth_two_factor_intro = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_auth_two_factor_intro(inputs);
	return en_auth_two_factor_intro(inputs);
});
// src/paraglide/messages/auth_two_factor_title.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Auth_Two_Factor_TitleInputs */
var en_auth_two_factor_title = () => {
	return `Enter the code`;
};
var ru_auth_two_factor_title = () => {
	return `Введите код`;
};
/**
* | output |
* | --- |
* | "Enter the code" |
*
* @param {Auth_Two_Factor_TitleInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var auth_two_factor_title = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_auth_two_factor_title(inputs);
	return en_auth_two_factor_title(inputs);
});
// src/components/auth/two-factor-form.tsx
var import_jsx_runtime_react_server = require_jsx_runtime_react_server();
/**
* The sign-in's second step when two-factor is on: an authenticator or recovery code. The ticket
* the password earned waits in the front's HttpOnly cookie; without it the front sends the form
* back to the password.
*/
function TwoFactorForm({ locale }) {
	const o = { locale };
	const texts = formTexts(locale);
	return /* @__PURE__ */ (0, import_jsx_runtime_react_server.jsxs)(import_jsx_runtime_react_server.Fragment, { children: [
		/* @__PURE__ */ (0, import_jsx_runtime_react_server.jsx)("p", {
			className: "muted",
			children: auth_two_factor_intro({}, o)
		}),
		/* @__PURE__ */ (0, import_jsx_runtime_react_server.jsx)(AuthForm, {
			id: "two-factor",
			action: "/api/auth/login/2fa",
			hidden: { locale },
			submitLabel: auth_sign_in({}, o),
			texts,
			outcome: outcomeOf(getFlash("twoFactor"), texts),
			fields: [{
				name: "code",
				label: auth_two_factor_code({}, o),
				type: "text",
				autoComplete: "one-time-code",
				rules: ["required"]
			}]
		}),
		/* @__PURE__ */ (0, import_jsx_runtime_react_server.jsx)(AuthLinks, { children: /* @__PURE__ */ (0, import_jsx_runtime_react_server.jsx)("a", {
			href: `/${locale}/auth/login`,
			"data-testid": "back-to-login",
			children: auth_back_to_login({}, o)
		}) })
	] });
}
// src/pages/[locale]/(login)/auth/two-factor.tsx
async function TwoFactorPage() {
	return /* @__PURE__ */ (0, import_jsx_runtime_react_server.jsx)(Screen, {
		name: "two-factor",
		title: auth_two_factor_title,
		children: /* @__PURE__ */ (0, import_jsx_runtime_react_server.jsx)(TwoFactorForm, { locale: getRequestContext().locale })
	});
}
var getConfig = async () => ({ render: "dynamic" });
export { TwoFactorPage as default, getConfig };

//# sourceMappingURL=two-factor-CS1E6gWf.js.map
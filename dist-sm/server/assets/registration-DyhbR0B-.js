import { a as getFlash, i as AuthForm, n as outcomeOf, r as AuthLinks, t as formTexts } from "./form-texts-iLAYokzQ.js";
import { T as Link, v as require_jsx_runtime_react_server } from "./internal-headers-Ckg8TsQ5.js";
import "./server-entry-DT-5lg8R.js";
import { t as auth_email } from "./auth_email-CGwqSl5M.js";
import { t as Screen } from "./screen-BQ-IwAnC.js";
import { t as auth_password } from "./auth_password-BwzGP0Ko.js";
import { n as auth_password_confirm, t as auth_password_hint } from "./auth_password_hint-DYGknKap.js";
import { t as auth_sign_in } from "./auth_sign_in-DU5v_G47.js";
import { t as getRequestContext } from "./request-context.server-DaeM4xFu.js";
import { t as getLocale } from "./runtime-CEu_NCIS.js";
// src/paraglide/messages/auth_have_account.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Auth_Have_AccountInputs */
var en_auth_have_account = () => {
	return `Already have an account?`;
};
var ru_auth_have_account = () => {
	return `Уже есть аккаунт?`;
};
/**
* | output |
* | --- |
* | "Already have an account?" |
*
* @param {Auth_Have_AccountInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var auth_have_account = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_auth_have_account(inputs);
	return en_auth_have_account(inputs);
});
// src/paraglide/messages/auth_name.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Auth_NameInputs */
var en_auth_name = () => {
	return `Name`;
};
var ru_auth_name = () => {
	return `Имя`;
};
/**
* | output |
* | --- |
* | "Name" |
*
* @param {Auth_NameInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var auth_name = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_auth_name(inputs);
	return en_auth_name(inputs);
});
// src/paraglide/messages/auth_promo.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Auth_PromoInputs */
var en_auth_promo = () => {
	return `Promo code (optional)`;
};
var ru_auth_promo = () => {
	return `Промокод (необязательно)`;
};
/**
* | output |
* | --- |
* | "Promo code (optional)" |
*
* @param {Auth_PromoInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var auth_promo = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_auth_promo(inputs);
	return en_auth_promo(inputs);
});
// src/paraglide/messages/auth_register_submit.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Auth_Register_SubmitInputs */
var en_auth_register_submit = () => {
	return `Create account`;
};
var ru_auth_register_submit = () => {
	return `Создать аккаунт`;
};
/**
* | output |
* | --- |
* | "Create account" |
*
* @param {Auth_Register_SubmitInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var auth_register_submit = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_auth_register_submit(inputs);
	return en_auth_register_submit(inputs);
});
// src/paraglide/messages/auth_registration_title.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Auth_Registration_TitleInputs */
var en_auth_registration_title = () => {
	return `Create an account`;
};
var ru_auth_registration_title = () => {
	return `Регистрация`;
};
/**
* | output |
* | --- |
* | "Create an account" |
*
* @param {Auth_Registration_TitleInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var auth_registration_title = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_auth_registration_title(inputs);
	return en_auth_registration_title(inputs);
});
// src/paraglide/messages/nav_registration_policy_link.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Nav_Registration_Policy_LinkInputs */
var en_nav_registration_policy_link = () => {
	return `privacy policy`;
};
var ru_nav_registration_policy_link = () => {
	return `политику конфиденциальности`;
};
/**
* | output |
* | --- |
* | "privacy policy" |
*
* @param {Nav_Registration_Policy_LinkInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var nav_registration_policy_link = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_nav_registration_policy_link(inputs);
	return en_nav_registration_policy_link(inputs);
});
// src/paraglide/messages/nav_registration_terms.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{ terms: NonNullable<unknown>, policy: NonNullable<unknown> }} Nav_Registration_TermsInputs */
var en_nav_registration_terms = (i) => {
	return `By creating an account you accept the ${i?.terms} and the ${i?.policy}.`;
};
var ru_nav_registration_terms = (i) => {
	return `Создавая аккаунт, вы принимаете ${i?.terms} и ${i?.policy}.`;
};
/**
* | output |
* | --- |
* | "By creating an account you accept the {terms} and the {policy}." |
*
* @param {Nav_Registration_TermsInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var nav_registration_terms = ((inputs, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_nav_registration_terms(inputs);
	return en_nav_registration_terms(inputs);
});
// src/paraglide/messages/nav_registration_terms_link.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Nav_Registration_Terms_LinkInputs */
var en_nav_registration_terms_link = () => {
	return `terms of use`;
};
var ru_nav_registration_terms_link = () => {
	return `пользовательское соглашение`;
};
/**
* | output |
* | --- |
* | "terms of use" |
*
* @param {Nav_Registration_Terms_LinkInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var nav_registration_terms_link = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_nav_registration_terms_link(inputs);
	return en_nav_registration_terms_link(inputs);
});
// src/components/auth/registration-form.tsx
var import_jsx_runtime_react_server = require_jsx_runtime_react_server();
/**
* Name, email, password twice and an optional promo code whose bonus shows while typed; `promo`
* fills that field (the /gen page's sign-up call carries its code here).
*/
function RegistrationForm({ locale, promo }) {
	const o = { locale };
	const texts = formTexts(locale, true);
	const outcome = outcomeOf(getFlash("registration"), texts);
	return /* @__PURE__ */ (0, import_jsx_runtime_react_server.jsxs)(import_jsx_runtime_react_server.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime_react_server.jsx)(AuthForm, {
		id: "registration",
		action: "/api/auth/register",
		hidden: { locale },
		submitLabel: auth_register_submit({}, o),
		texts,
		outcome: promo ? {
			...outcome,
			values: {
				promo,
				...outcome?.values
			}
		} : outcome,
		fields: [
			{
				name: "name",
				label: auth_name({}, o),
				type: "text",
				autoComplete: "name",
				rules: []
			},
			{
				name: "email",
				label: auth_email({}, o),
				type: "email",
				autoComplete: "email",
				rules: ["required", "email"]
			},
			{
				name: "password",
				label: auth_password({}, o),
				type: "password",
				autoComplete: "new-password",
				rules: ["required", "password"],
				hint: auth_password_hint({}, o)
			},
			{
				name: "confirm",
				label: auth_password_confirm({}, o),
				type: "password",
				autoComplete: "new-password",
				rules: ["required", "confirm"]
			},
			{
				name: "promo",
				label: auth_promo({}, o),
				type: "text",
				autoComplete: "off",
				rules: [],
				promo: true
			}
		]
	}), /* @__PURE__ */ (0, import_jsx_runtime_react_server.jsxs)(AuthLinks, { children: [
		auth_have_account({}, o),
		" ",
		/* @__PURE__ */ (0, import_jsx_runtime_react_server.jsx)("a", {
			href: `/${locale}/auth/login`,
			"data-testid": "login-link",
			children: auth_sign_in({}, o)
		})
	] })] });
}
// src/components/auth/registration-terms.tsx
/** Under the registration form: what signing up accepts, with links to both texts. */
function RegistrationTerms({ locale }) {
	const o = { locale };
	const links = {
		"{terms}": /* @__PURE__ */ (0, import_jsx_runtime_react_server.jsx)(Link, {
			to: `/${locale}/terms`,
			"data-testid": "registration-terms-link",
			children: nav_registration_terms_link({}, o)
		}, "terms"),
		"{policy}": /* @__PURE__ */ (0, import_jsx_runtime_react_server.jsx)(Link, {
			to: `/${locale}/policy`,
			"data-testid": "registration-policy-link",
			children: nav_registration_policy_link({}, o)
		}, "policy")
	};
	const sentence = nav_registration_terms({
		terms: "{terms}",
		policy: "{policy}"
	}, o);
	return /* @__PURE__ */ (0, import_jsx_runtime_react_server.jsx)("p", {
		className: "muted registration-terms",
		"data-testid": "registration-terms",
		children: sentence.split(/(\{terms\}|\{policy\})/).map((part) => links[part] ?? part)
	});
}
// src/pages/[locale]/(login)/registration.tsx
async function RegistrationPage({ query }) {
	const promo = new URLSearchParams(query ?? "").get("promo")?.trim().slice(0, 64) || void 0;
	return /* @__PURE__ */ (0, import_jsx_runtime_react_server.jsxs)(Screen, {
		name: "registration",
		title: auth_registration_title,
		children: [/* @__PURE__ */ (0, import_jsx_runtime_react_server.jsx)(RegistrationForm, {
			locale: getRequestContext().locale,
			promo
		}), /* @__PURE__ */ (0, import_jsx_runtime_react_server.jsx)(RegistrationTerms, { locale: getRequestContext().locale })]
	});
}
var getConfig = async () => ({ render: "dynamic" });
export { RegistrationPage as default, getConfig };

//# sourceMappingURL=registration-DyhbR0B-.js.map
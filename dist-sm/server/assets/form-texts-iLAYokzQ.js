import { A as registerClientReference, d as getHeaders, r as internalHeaders, v as require_jsx_runtime_react_server } from "./internal-headers-Ckg8TsQ5.js";
import { n as isFlash } from "./server-entry-DT-5lg8R.js";
import { t as getLocale } from "./runtime-CEu_NCIS.js";
import { t as auth_error_generic } from "./auth_error_generic-CHVWiMRB.js";
import { t as parseHeaderJson } from "./header-json-DIM73M5z.js";
// src/paraglide/messages/auth_error_code_invalid.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Auth_Error_Code_InvalidInputs */
var en_auth_error_code_invalid = () => {
	return `The code is 6 digits`;
};
var ru_auth_error_code_invalid = () => {
	return `Код состоит из 6 цифр`;
};
/**
* | output |
* | --- |
* | "The code is 6 digits" |
*
* @param {Auth_Error_Code_InvalidInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var auth_error_code_invalid = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_auth_error_code_invalid(inputs);
	return en_auth_error_code_invalid(inputs);
});
// src/paraglide/messages/auth_error_confirm_mismatch.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Auth_Error_Confirm_MismatchInputs */
var en_auth_error_confirm_mismatch = () => {
	return `The passwords do not match`;
};
var ru_auth_error_confirm_mismatch = () => {
	return `Пароли не совпадают`;
};
/**
* | output |
* | --- |
* | "The passwords do not match" |
*
* @param {Auth_Error_Confirm_MismatchInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var auth_error_confirm_mismatch = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_auth_error_confirm_mismatch(inputs);
	return en_auth_error_confirm_mismatch(inputs);
});
// src/paraglide/messages/auth_error_email_invalid.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Auth_Error_Email_InvalidInputs */
var en_auth_error_email_invalid = () => {
	return `Enter a valid email address`;
};
var ru_auth_error_email_invalid = () => {
	return `Введите корректный адрес почты`;
};
/**
* | output |
* | --- |
* | "Enter a valid email address" |
*
* @param {Auth_Error_Email_InvalidInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var auth_error_email_invalid = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_auth_error_email_invalid(inputs);
	return en_auth_error_email_invalid(inputs);
});
// src/paraglide/messages/auth_error_network.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Auth_Error_NetworkInputs */
var en_auth_error_network = () => {
	return `Could not reach the server. Check your connection and try again.`;
};
var ru_auth_error_network = () => {
	return `Не удалось связаться с сервером. Проверьте соединение и попробуйте снова.`;
};
/**
* | output |
* | --- |
* | "Could not reach the server. Check your connection and try again." |
*
* @param {Auth_Error_NetworkInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var auth_error_network = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_auth_error_network(inputs);
	return en_auth_error_network(inputs);
});
// src/paraglide/messages/auth_error_password_short.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Auth_Error_Password_ShortInputs */
var en_auth_error_password_short = () => {
	return `The password needs at least 8 characters`;
};
var ru_auth_error_password_short = () => {
	return `Пароль должен быть не короче 8 символов`;
};
/**
* | output |
* | --- |
* | "The password needs at least 8 characters" |
*
* @param {Auth_Error_Password_ShortInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var auth_error_password_short = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_auth_error_password_short(inputs);
	return en_auth_error_password_short(inputs);
});
// src/paraglide/messages/auth_error_required.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Auth_Error_RequiredInputs */
var en_auth_error_required = () => {
	return `Fill in this field`;
};
var ru_auth_error_required = () => {
	return `Заполните это поле`;
};
/**
* | output |
* | --- |
* | "Fill in this field" |
*
* @param {Auth_Error_RequiredInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var auth_error_required = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_auth_error_required(inputs);
	return en_auth_error_required(inputs);
});
// src/paraglide/messages/auth_error_too_many.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{ seconds: NonNullable<unknown> }} Auth_Error_Too_ManyInputs */
var en_auth_error_too_many = (i) => {
	return `Too many attempts. Try again in ${i?.seconds} s.`;
};
var ru_auth_error_too_many = (i) => {
	return `Слишком много попыток. Повторите через ${i?.seconds} с.`;
};
/**
* | output |
* | --- |
* | "Too many attempts. Try again in {seconds} s." |
*
* @param {Auth_Error_Too_ManyInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var auth_error_too_many = ((inputs, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_auth_error_too_many(inputs);
	return en_auth_error_too_many(inputs);
});
// src/paraglide/messages/auth_form_has_errors.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Auth_Form_Has_ErrorsInputs */
var en_auth_form_has_errors = () => {
	return `Please correct the marked fields.`;
};
var ru_auth_form_has_errors = () => {
	return `Исправьте отмеченные поля.`;
};
/**
* | output |
* | --- |
* | "Please correct the marked fields." |
*
* @param {Auth_Form_Has_ErrorsInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var auth_form_has_errors = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_auth_form_has_errors(inputs);
	return en_auth_form_has_errors(inputs);
});
// src/paraglide/messages/auth_promo_checking.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Auth_Promo_CheckingInputs */
var en_auth_promo_checking = () => {
	return `Checking the code…`;
};
var ru_auth_promo_checking = () => {
	return `Проверяем код…`;
};
/**
* | output |
* | --- |
* | "Checking the code…" |
*
* @param {Auth_Promo_CheckingInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var auth_promo_checking = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_auth_promo_checking(inputs);
	return en_auth_promo_checking(inputs);
});
// src/paraglide/messages/auth_promo_credit.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{ rubles: NonNullable<unknown> }} Auth_Promo_CreditInputs */
var en_auth_promo_credit = (i) => {
	return `Bonus: ${i?.rubles} on the balance`;
};
var ru_auth_promo_credit = (i) => {
	return `Бонус: ${i?.rubles} на баланс`;
};
/**
* | output |
* | --- |
* | "Bonus: {rubles} on the balance" |
*
* @param {Auth_Promo_CreditInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var auth_promo_credit = ((inputs, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_auth_promo_credit(inputs);
	return en_auth_promo_credit(inputs);
});
// src/paraglide/messages/auth_promo_days.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{ days: NonNullable<unknown> }} Auth_Promo_DaysInputs */
var en_auth_promo_days = (i) => {
	return `Bonus: ${i?.days} days of use`;
};
var ru_auth_promo_days = (i) => {
	return `Бонус: ${i?.days} дн. пользования`;
};
/**
* | output |
* | --- |
* | "Bonus: {days} days of use" |
*
* @param {Auth_Promo_DaysInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var auth_promo_days = ((inputs, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_auth_promo_days(inputs);
	return en_auth_promo_days(inputs);
});
// src/paraglide/messages/auth_promo_not_found.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Auth_Promo_Not_FoundInputs */
var en_auth_promo_not_found = () => {
	return `Code not found`;
};
var ru_auth_promo_not_found = () => {
	return `Код не найден`;
};
/**
* | output |
* | --- |
* | "Code not found" |
*
* @param {Auth_Promo_Not_FoundInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var auth_promo_not_found = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_auth_promo_not_found(inputs);
	return en_auth_promo_not_found(inputs);
});
// src/lib/auth/flash.server.ts
/** The outcome of the last plain POST of `form`, handed over by the front once. */
function getFlash(form) {
	const value = parseHeaderJson(getHeaders()[internalHeaders.flash]);
	return isFlash(value) && value.form === form ? value : null;
}
/** The password-reset flow in progress (email, when the code was sent), or null. */
function getResetStep() {
	const value = parseHeaderJson(getHeaders()[internalHeaders.reset]);
	if (typeof value !== "object" || value === null) return null;
	const { email, sentAt, verified } = value;
	if (typeof email !== "string" || typeof sentAt !== "number") return null;
	return {
		email,
		sentAt,
		verified: verified === true
	};
}
// src/components/auth/auth-form.tsx
var AuthForm = /* #__PURE__ */ registerClientReference((() => {
	throw new Error("It is not possible to invoke a client function from the server: \"AuthForm\"");
}), "f629f70c6c3c", "AuthForm");
// src/components/auth/auth-links.tsx
var import_jsx_runtime_react_server = require_jsx_runtime_react_server();
/** A row of links under an auth form (forgot password, register, back to sign in). */
function AuthLinks({ children }) {
	return /* @__PURE__ */ (0, import_jsx_runtime_react_server.jsx)("p", {
		className: "auth-links",
		children
	});
}
// src/components/auth/form-texts.ts
/** The localized texts of an auth form island. */
function formTexts(locale, withPromo = false) {
	const o = { locale };
	return {
		errors: {
			required: auth_error_required({}, o),
			email_invalid: auth_error_email_invalid({}, o),
			password_short: auth_error_password_short({}, o),
			confirm_mismatch: auth_error_confirm_mismatch({}, o),
			code_invalid: auth_error_code_invalid({}, o)
		},
		hasErrors: auth_form_has_errors({}, o),
		network: auth_error_network({}, o),
		generic: auth_error_generic({}, o),
		tooMany: auth_error_too_many({ seconds: "{seconds}" }, o),
		...withPromo ? { promo: {
			checking: auth_promo_checking({}, o),
			days: auth_promo_days({ days: "{days}" }, o),
			credit: auth_promo_credit({ rubles: "{rubles}" }, o),
			notFound: auth_promo_not_found({}, o)
		} } : {}
	};
}
/** A flash turned into what the form shows: field errors, one form error text, kept values. */
function outcomeOf(flash, texts) {
	if (!flash) return void 0;
	const { error } = flash;
	let message;
	if (error?.code === "too_many_attempts") message = texts.tooMany.replace("{seconds}", String(error.retryAfter ?? 60));
	else if (error?.code === "network") message = texts.network;
	else if (error) message = error.message || texts.generic;
	else if (flash.fields && Object.keys(flash.fields).length) message = texts.hasErrors;
	return {
		fields: flash.fields,
		error: message,
		values: flash.values
	};
}
export { getFlash as a, AuthForm as i, outcomeOf as n, getResetStep as o, AuthLinks as r, formTexts as t };

//# sourceMappingURL=form-texts-iLAYokzQ.js.map
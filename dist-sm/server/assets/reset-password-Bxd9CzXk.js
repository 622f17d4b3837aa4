import { i as ResetRequestForm } from "./reset-forms-Cl7ONrc3.js";
import { t as Screen } from "./screen-BQ-IwAnC.js";
import { t as getRequestContext } from "./request-context.server-DaeM4xFu.js";
import { v as require_jsx_runtime_react_server } from "./internal-headers-Ckg8TsQ5.js";
import { t as getLocale } from "./runtime-CEu_NCIS.js";
// src/paraglide/messages/auth_reset_password_title.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Auth_Reset_Password_TitleInputs */
var en_auth_reset_password_title = () => {
	return `Reset password`;
};
var ru_auth_reset_password_title = () => {
	return `Восстановление пароля`;
};
/**
* | output |
* | --- |
* | "Reset password" |
*
* @param {Auth_Reset_Password_TitleInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var auth_reset_password_title = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_auth_reset_password_title(inputs);
	return en_auth_reset_password_title(inputs);
});
// src/pages/[locale]/(login)/reset-password.tsx
var import_jsx_runtime_react_server = require_jsx_runtime_react_server();
async function ResetPasswordPage() {
	return /* @__PURE__ */ (0, import_jsx_runtime_react_server.jsx)(Screen, {
		name: "reset-password",
		title: auth_reset_password_title,
		children: /* @__PURE__ */ (0, import_jsx_runtime_react_server.jsx)(ResetRequestForm, { locale: getRequestContext().locale })
	});
}
var getConfig = async () => ({ render: "dynamic" });
export { ResetPasswordPage as default, getConfig };

//# sourceMappingURL=reset-password-Bxd9CzXk.js.map
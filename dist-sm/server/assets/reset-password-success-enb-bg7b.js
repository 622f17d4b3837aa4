import { r as ResetDone } from "./reset-forms-Cl7ONrc3.js";
import { t as Screen } from "./screen-BQ-IwAnC.js";
import { t as getRequestContext } from "./request-context.server-DaeM4xFu.js";
import { v as require_jsx_runtime_react_server } from "./internal-headers-Ckg8TsQ5.js";
import { t as getLocale } from "./runtime-CEu_NCIS.js";
// src/paraglide/messages/auth_reset_success_title.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Auth_Reset_Success_TitleInputs */
var en_auth_reset_success_title = () => {
	return `Password changed`;
};
var ru_auth_reset_success_title = () => {
	return `Пароль изменён`;
};
/**
* | output |
* | --- |
* | "Password changed" |
*
* @param {Auth_Reset_Success_TitleInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var auth_reset_success_title = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_auth_reset_success_title(inputs);
	return en_auth_reset_success_title(inputs);
});
// src/pages/[locale]/(login)/reset-password-success.tsx
var import_jsx_runtime_react_server = require_jsx_runtime_react_server();
async function ResetPasswordSuccessPage() {
	return /* @__PURE__ */ (0, import_jsx_runtime_react_server.jsx)(Screen, {
		name: "reset-password-success",
		title: auth_reset_success_title,
		children: /* @__PURE__ */ (0, import_jsx_runtime_react_server.jsx)(ResetDone, { locale: getRequestContext().locale })
	});
}
var getConfig = async () => ({ render: "dynamic" });
export { ResetPasswordSuccessPage as default, getConfig };

//# sourceMappingURL=reset-password-success-enb-bg7b.js.map
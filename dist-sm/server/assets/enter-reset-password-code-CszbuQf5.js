import { t as EnterCodeForm } from "./reset-forms-Cl7ONrc3.js";
import { t as Screen } from "./screen-BQ-IwAnC.js";
import { t as getRequestContext } from "./request-context.server-DaeM4xFu.js";
import { v as require_jsx_runtime_react_server } from "./internal-headers-Ckg8TsQ5.js";
import { t as getLocale } from "./runtime-CEu_NCIS.js";
// src/paraglide/messages/auth_enter_code_title.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Auth_Enter_Code_TitleInputs */
var en_auth_enter_code_title = () => {
	return `Enter the code`;
};
var ru_auth_enter_code_title = () => {
	return `Введите код`;
};
/**
* | output |
* | --- |
* | "Enter the code" |
*
* @param {Auth_Enter_Code_TitleInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var auth_enter_code_title = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_auth_enter_code_title(inputs);
	return en_auth_enter_code_title(inputs);
});
// src/pages/[locale]/(login)/enter-reset-password-code.tsx
var import_jsx_runtime_react_server = require_jsx_runtime_react_server();
async function EnterResetCodePage() {
	return /* @__PURE__ */ (0, import_jsx_runtime_react_server.jsx)(Screen, {
		name: "enter-reset-password-code",
		title: auth_enter_code_title,
		children: /* @__PURE__ */ (0, import_jsx_runtime_react_server.jsx)(EnterCodeForm, { locale: getRequestContext().locale })
	});
}
var getConfig = async () => ({ render: "dynamic" });
export { EnterResetCodePage as default, getConfig };

//# sourceMappingURL=enter-reset-password-code-CszbuQf5.js.map
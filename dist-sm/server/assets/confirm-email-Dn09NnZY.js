import { t as ConfirmEmailForm } from "./confirm-email-forms-DXONGffB.js";
import { t as Screen } from "./screen-BQ-IwAnC.js";
import { t as getRequestContext } from "./request-context.server-DaeM4xFu.js";
import { v as require_jsx_runtime_react_server } from "./internal-headers-Ckg8TsQ5.js";
import { t as getLocale } from "./runtime-CEu_NCIS.js";
// src/paraglide/messages/confirm_email_title.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Confirm_Email_TitleInputs */
var en_confirm_email_title = () => {
	return `Email confirmation`;
};
var ru_confirm_email_title = () => {
	return `Подтверждение email`;
};
/**
* | output |
* | --- |
* | "Email confirmation" |
*
* @param {Confirm_Email_TitleInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var confirm_email_title = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_confirm_email_title(inputs);
	return en_confirm_email_title(inputs);
});
// src/pages/[locale]/(login)/confirm-email.tsx
var import_jsx_runtime_react_server = require_jsx_runtime_react_server();
/** The mail's link `/{locale}/confirm-email?code=NNNNNN`: shows the code, the button confirms. */
async function ConfirmEmailPage({ query }) {
	const code = new URLSearchParams(query ?? "").get("code");
	return /* @__PURE__ */ (0, import_jsx_runtime_react_server.jsx)(Screen, {
		name: "confirm-email",
		title: confirm_email_title,
		children: /* @__PURE__ */ (0, import_jsx_runtime_react_server.jsx)(ConfirmEmailForm, {
			locale: getRequestContext().locale,
			code
		})
	});
}
var getConfig = async () => ({ render: "dynamic" });
export { ConfirmEmailPage as default, getConfig };

//# sourceMappingURL=confirm-email-Dn09NnZY.js.map
import { A as registerClientReference, v as require_jsx_runtime_react_server } from "./internal-headers-Ckg8TsQ5.js";
import { t as getLocale } from "./runtime-CEu_NCIS.js";
import { t as getRequestContext } from "./request-context.server-DaeM4xFu.js";
// src/paraglide/messages/ui_dismiss.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Ui_DismissInputs */
var en_ui_dismiss = () => {
	return `Dismiss`;
};
var ru_ui_dismiss = () => {
	return `Закрыть`;
};
/**
* | output |
* | --- |
* | "Dismiss" |
*
* @param {Ui_DismissInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var ui_dismiss = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_ui_dismiss(inputs);
	return en_ui_dismiss(inputs);
});
// src/paraglide/messages/ui_notifications.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Ui_NotificationsInputs */
var en_ui_notifications = () => {
	return `Notifications`;
};
var ru_ui_notifications = () => {
	return `Уведомления`;
};
/**
* | output |
* | --- |
* | "Notifications" |
*
* @param {Ui_NotificationsInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var ui_notifications = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_ui_notifications(inputs);
	return en_ui_notifications(inputs);
});
// src/components/ui/toaster.tsx
/**
* The one place toasts appear (mounted once by the root): bottom of the screen, stacked, paused
* while hovered or focused, Escape or the × dismisses. The two live regions exist before any
* toast so screen readers announce what is put in them: errors assertively, the rest politely.
*/
var Toaster = /* #__PURE__ */ registerClientReference((() => {
	throw new Error("It is not possible to invoke a client function from the server: \"Toaster\"");
}), "833308ed4183", "Toaster");
// src/components/ui/app-toaster.tsx
var import_jsx_runtime_react_server = require_jsx_runtime_react_server();
/**
* The app's toasts with their labels in the page's language. Mounted by the layouts that show
* toasts (chats, cabinet, text pages, the kit), not by the sign-in layout, which has none and
* whose JavaScript budget has no room for it (docs/decisions/083-toasts.md).
*/
function AppToaster() {
	const { locale } = getRequestContext();
	return /* @__PURE__ */ (0, import_jsx_runtime_react_server.jsx)(Toaster, {
		label: ui_notifications({}, { locale }),
		dismissLabel: ui_dismiss({}, { locale })
	});
}
export { AppToaster as t };

//# sourceMappingURL=app-toaster-CLNo1y9n.js.map
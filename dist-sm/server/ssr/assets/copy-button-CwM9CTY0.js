import { t as require_jsx_runtime } from "./jsx-runtime-BB_2hJGX.js";
import { t as require_react } from "./react-DvVFp2nj.js";
import { t as createLucideIcon } from "./createLucideIcon-C_lwlDyR.js";
import { t as IconButton } from "./icon-button-kns3lRsZ.js";
import { n as useLocale } from "./locale-context-Du56PqBf.js";
import { t as getLocale } from "./runtime-CEu_NCIS.js";
import { n as showToast } from "./toast-store-DwJrIlz4.js";
// node_modules/lucide-react/dist/esm/icons/check.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var __iconData$1 = {
	name: "check",
	size: 24,
	node: [["path", {
		d: "M20 6 9 17l-5-5",
		key: "1gmf2c"
	}]]
};
__iconData$1.node;
var Check = createLucideIcon(__iconData$1);
// node_modules/lucide-react/dist/esm/icons/copy.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var __iconData = {
	name: "copy",
	size: 24,
	node: [["rect", {
		width: "14",
		height: "14",
		x: "8",
		y: "8",
		rx: "2",
		ry: "2",
		key: "17jyea"
	}], ["path", {
		d: "M4 16c-1.1 0-2-.9-2-2V4c0-1.1.9-2 2-2h10c1.1 0 2 .9 2 2",
		key: "zix9uf"
	}]]
};
__iconData.node;
var Copy = createLucideIcon(__iconData);
// src/paraglide/messages/chat_copied.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Chat_CopiedInputs */
var en_chat_copied = () => {
	return `Copied`;
};
var ru_chat_copied = () => {
	return `Скопировано`;
};
/**
* | output |
* | --- |
* | "Copied" |
*
* @param {Chat_CopiedInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var chat_copied = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_chat_copied(inputs);
	return en_chat_copied(inputs);
});
// src/paraglide/messages/chat_copy.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Chat_CopyInputs */
var en_chat_copy = () => {
	return `Copy`;
};
var ru_chat_copy = () => {
	return `Копировать`;
};
/**
* | output |
* | --- |
* | "Copy" |
*
* @param {Chat_CopyInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var chat_copy = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_chat_copy(inputs);
	return en_chat_copy(inputs);
});
// src/paraglide/messages/ui_copied_toast.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Ui_Copied_ToastInputs */
var en_ui_copied_toast = () => {
	return `Copied to the clipboard`;
};
var ru_ui_copied_toast = () => {
	return `Скопировано в буфер обмена`;
};
/**
* | output |
* | --- |
* | "Copied to the clipboard" |
*
* @param {Ui_Copied_ToastInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var ui_copied_toast = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_ui_copied_toast(inputs);
	return en_ui_copied_toast(inputs);
});
// src/paraglide/messages/ui_copy_failed.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Ui_Copy_FailedInputs */
var en_ui_copy_failed = () => {
	return `Couldn't copy: the browser refused access to the clipboard.`;
};
var ru_ui_copy_failed = () => {
	return `Не удалось скопировать: браузер не дал доступ к буферу обмена.`;
};
/**
* | output |
* | --- |
* | "Couldn't copy: the browser refused access to the clipboard." |
*
* @param {Ui_Copy_FailedInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var ui_copy_failed = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_ui_copy_failed(inputs);
	return en_ui_copy_failed(inputs);
});
// src/components/chat/copy-button.tsx
var import_react = require_react();
var import_jsx_runtime = require_jsx_runtime();
/** Copies text to the clipboard; the icon turns to a tick for a moment and a toast says so. */
function CopyButton({ text, testId = "copy" }) {
	const locale = useLocale();
	const [copied, setCopied] = (0, import_react.useState)(false);
	const copy = async () => {
		try {
			await navigator.clipboard.writeText(text);
			setCopied(true);
			showToast(ui_copied_toast({}, { locale }), { kind: "success" });
			setTimeout(() => setCopied(false), 1500);
		} catch {
			setCopied(false);
			showToast(ui_copy_failed({}, { locale }), { kind: "error" });
		}
	};
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(IconButton, {
		label: copied ? chat_copied({}, { locale }) : chat_copy({}, { locale }),
		icon: copied ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Check, {
			size: 16,
			"aria-hidden": true
		}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Copy, {
			size: 16,
			"aria-hidden": true
		}),
		onClick: copy,
		"data-testid": testId,
		"data-copied": copied
	});
}
export { Check as i, chat_copy as n, Copy as r, CopyButton as t };

//# sourceMappingURL=copy-button-CwM9CTY0.js.map
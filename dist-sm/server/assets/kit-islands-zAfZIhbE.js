import { A as registerClientReference, v as require_jsx_runtime_react_server } from "./internal-headers-Ckg8TsQ5.js";
import { t as getLocale } from "./runtime-CEu_NCIS.js";
// src/paraglide/messages/misc_ui_actions_modal_title.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Misc_Ui_Actions_Modal_TitleInputs */
var en_misc_ui_actions_modal_title = () => {
	return `Actions dialog`;
};
var ru_misc_ui_actions_modal_title = () => {
	return `Диалог действий`;
};
/**
* | output |
* | --- |
* | "Actions dialog" |
*
* @param {Misc_Ui_Actions_Modal_TitleInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var misc_ui_actions_modal_title = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_misc_ui_actions_modal_title(inputs);
	return en_misc_ui_actions_modal_title(inputs);
});
// src/paraglide/messages/misc_ui_title.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Misc_Ui_TitleInputs */
var en_misc_ui_title = () => {
	return `Interface components`;
};
var ru_misc_ui_title = () => {
	return `Компоненты интерфейса`;
};
/**
* | output |
* | --- |
* | "Interface components" |
*
* @param {Misc_Ui_TitleInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var misc_ui_title = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_misc_ui_title(inputs);
	return en_misc_ui_title(inputs);
});
// src/components/layout/forced-theme.tsx
var import_jsx_runtime_react_server = require_jsx_runtime_react_server();
/**
* Forces a colour mode on a page or part of one, whatever the visitor chose (SPEC §4). The
* design tokens are scoped by `data-theme`, so everything inside follows. Forcing `system` is
* discouraged by SPEC and therefore not offered.
*/
function ForcedTheme({ mode, children }) {
	return /* @__PURE__ */ (0, import_jsx_runtime_react_server.jsx)("div", {
		className: "forced-theme",
		"data-theme": mode,
		"data-testid": `forced-${mode}`,
		children
	});
}
// src/components/ui/kit/kit-islands.tsx
/** The actions every chat offers, as the actions modal and the menu list them. */
/** Sample models with the catalogue's figures, so the picker shows every state without an api. */
var KitToastDemo = /* #__PURE__ */ registerClientReference((() => {
	throw new Error("It is not possible to invoke a client function from the server: \"KitToastDemo\"");
}), "20be2f6a4fc8", "KitToastDemo");
var KitActionsDemo = /* #__PURE__ */ registerClientReference((() => {
	throw new Error("It is not possible to invoke a client function from the server: \"KitActionsDemo\"");
}), "20be2f6a4fc8", "KitActionsDemo");
var KitMenuDemo = /* #__PURE__ */ registerClientReference((() => {
	throw new Error("It is not possible to invoke a client function from the server: \"KitMenuDemo\"");
}), "20be2f6a4fc8", "KitMenuDemo");
var KitComposer = /* #__PURE__ */ registerClientReference((() => {
	throw new Error("It is not possible to invoke a client function from the server: \"KitComposer\"");
}), "20be2f6a4fc8", "KitComposer");
var KitMessages = /* #__PURE__ */ registerClientReference((() => {
	throw new Error("It is not possible to invoke a client function from the server: \"KitMessages\"");
}), "20be2f6a4fc8", "KitMessages");
var KitChatItems = /* #__PURE__ */ registerClientReference((() => {
	throw new Error("It is not possible to invoke a client function from the server: \"KitChatItems\"");
}), "20be2f6a4fc8", "KitChatItems");
var KitSegmentedDemo = /* #__PURE__ */ registerClientReference((() => {
	throw new Error("It is not possible to invoke a client function from the server: \"KitSegmentedDemo\"");
}), "20be2f6a4fc8", "KitSegmentedDemo");
var KitFileDropDemo = /* #__PURE__ */ registerClientReference((() => {
	throw new Error("It is not possible to invoke a client function from the server: \"KitFileDropDemo\"");
}), "20be2f6a4fc8", "KitFileDropDemo");
var KitModelPickerDemo = /* #__PURE__ */ registerClientReference((() => {
	throw new Error("It is not possible to invoke a client function from the server: \"KitModelPickerDemo\"");
}), "20be2f6a4fc8", "KitModelPickerDemo");
export { KitMenuDemo as a, KitSegmentedDemo as c, misc_ui_title as d, misc_ui_actions_modal_title as f, KitFileDropDemo as i, KitToastDemo as l, KitChatItems as n, KitMessages as o, KitComposer as r, KitModelPickerDemo as s, KitActionsDemo as t, ForcedTheme as u };

//# sourceMappingURL=kit-islands-zAfZIhbE.js.map
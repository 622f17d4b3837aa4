import { i as __toESM, t as require_react_react_server } from "./react.react-server-C3EmDfio.js";
/* empty css                  */
import { t as Screen } from "./screen-BQ-IwAnC.js";
import { t as balance_key_combinations_title } from "./balance_key_combinations_title-BMoLlvIx.js";
import { A as registerClientReference, v as require_jsx_runtime_react_server } from "./internal-headers-Ckg8TsQ5.js";
import { n as settings_save_failed, t as settings_saved } from "./settings_saved-mKxWOX47.js";
import { t as getRequestContext } from "./request-context.server-DaeM4xFu.js";
import { t as getSession } from "./session.server-CTa-f66o.js";
import { t as settingsOf } from "./settings-BRS-2DHE.js";
import { t as getLocale } from "./runtime-CEu_NCIS.js";
import assetsManifest from "../__vite_rsc_assets_manifest.js";
// src/paraglide/messages/shortcuts_action_col.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Shortcuts_Action_ColInputs */
var en_shortcuts_action_col = () => {
	return `Action`;
};
var ru_shortcuts_action_col = () => {
	return `Действие`;
};
/**
* | output |
* | --- |
* | "Action" |
*
* @param {Shortcuts_Action_ColInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var shortcuts_action_col = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_shortcuts_action_col(inputs);
	return en_shortcuts_action_col(inputs);
});
// src/paraglide/messages/shortcuts_action_copylastanswer2.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Shortcuts_Action_Copylastanswer2Inputs */
var en_shortcuts_action_copylastanswer2 = () => {
	return `Copy the last answer`;
};
var ru_shortcuts_action_copylastanswer2 = () => {
	return `Скопировать последний ответ`;
};
/**
* | output |
* | --- |
* | "Copy the last answer" |
*
* @param {Shortcuts_Action_Copylastanswer2Inputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var shortcuts_action_copylastanswer2 = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_shortcuts_action_copylastanswer2(inputs);
	return en_shortcuts_action_copylastanswer2(inputs);
});
// src/paraglide/messages/shortcuts_action_focuscomposer1.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Shortcuts_Action_Focuscomposer1Inputs */
var en_shortcuts_action_focuscomposer1 = () => {
	return `Go to the message box`;
};
var ru_shortcuts_action_focuscomposer1 = () => {
	return `Перейти к полю сообщения`;
};
/**
* | output |
* | --- |
* | "Go to the message box" |
*
* @param {Shortcuts_Action_Focuscomposer1Inputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var shortcuts_action_focuscomposer1 = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_shortcuts_action_focuscomposer1(inputs);
	return en_shortcuts_action_focuscomposer1(inputs);
});
// src/paraglide/messages/shortcuts_action_newchat1.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Shortcuts_Action_Newchat1Inputs */
var en_shortcuts_action_newchat1 = () => {
	return `New chat`;
};
var ru_shortcuts_action_newchat1 = () => {
	return `Новый чат`;
};
/**
* | output |
* | --- |
* | "New chat" |
*
* @param {Shortcuts_Action_Newchat1Inputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var shortcuts_action_newchat1 = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_shortcuts_action_newchat1(inputs);
	return en_shortcuts_action_newchat1(inputs);
});
// src/paraglide/messages/shortcuts_action_nextchat1.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Shortcuts_Action_Nextchat1Inputs */
var en_shortcuts_action_nextchat1 = () => {
	return `Next chat`;
};
var ru_shortcuts_action_nextchat1 = () => {
	return `Следующий чат`;
};
/**
* | output |
* | --- |
* | "Next chat" |
*
* @param {Shortcuts_Action_Nextchat1Inputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var shortcuts_action_nextchat1 = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_shortcuts_action_nextchat1(inputs);
	return en_shortcuts_action_nextchat1(inputs);
});
// src/paraglide/messages/shortcuts_action_openhelp1.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Shortcuts_Action_Openhelp1Inputs */
var en_shortcuts_action_openhelp1 = () => {
	return `Open this list`;
};
var ru_shortcuts_action_openhelp1 = () => {
	return `Открыть этот список`;
};
/**
* | output |
* | --- |
* | "Open this list" |
*
* @param {Shortcuts_Action_Openhelp1Inputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var shortcuts_action_openhelp1 = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_shortcuts_action_openhelp1(inputs);
	return en_shortcuts_action_openhelp1(inputs);
});
// src/paraglide/messages/shortcuts_action_previouschat1.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Shortcuts_Action_Previouschat1Inputs */
var en_shortcuts_action_previouschat1 = () => {
	return `Previous chat`;
};
var ru_shortcuts_action_previouschat1 = () => {
	return `Предыдущий чат`;
};
/**
* | output |
* | --- |
* | "Previous chat" |
*
* @param {Shortcuts_Action_Previouschat1Inputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var shortcuts_action_previouschat1 = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_shortcuts_action_previouschat1(inputs);
	return en_shortcuts_action_previouschat1(inputs);
});
// src/paraglide/messages/shortcuts_action_regenerate.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Shortcuts_Action_RegenerateInputs */
var en_shortcuts_action_regenerate = () => {
	return `Regenerate the last answer`;
};
var ru_shortcuts_action_regenerate = () => {
	return `Сгенерировать последний ответ заново`;
};
/**
* | output |
* | --- |
* | "Regenerate the last answer" |
*
* @param {Shortcuts_Action_RegenerateInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var shortcuts_action_regenerate = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_shortcuts_action_regenerate(inputs);
	return en_shortcuts_action_regenerate(inputs);
});
// src/paraglide/messages/shortcuts_action_searchchats1.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Shortcuts_Action_Searchchats1Inputs */
var en_shortcuts_action_searchchats1 = () => {
	return `Search chats`;
};
var ru_shortcuts_action_searchchats1 = () => {
	return `Поиск по чатам`;
};
/**
* | output |
* | --- |
* | "Search chats" |
*
* @param {Shortcuts_Action_Searchchats1Inputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var shortcuts_action_searchchats1 = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_shortcuts_action_searchchats1(inputs);
	return en_shortcuts_action_searchchats1(inputs);
});
// src/paraglide/messages/shortcuts_action_stopanswer1.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Shortcuts_Action_Stopanswer1Inputs */
var en_shortcuts_action_stopanswer1 = () => {
	return `Stop the answer`;
};
var ru_shortcuts_action_stopanswer1 = () => {
	return `Остановить ответ`;
};
/**
* | output |
* | --- |
* | "Stop the answer" |
*
* @param {Shortcuts_Action_Stopanswer1Inputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var shortcuts_action_stopanswer1 = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_shortcuts_action_stopanswer1(inputs);
	return en_shortcuts_action_stopanswer1(inputs);
});
// src/paraglide/messages/shortcuts_action_togglesidebar1.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Shortcuts_Action_Togglesidebar1Inputs */
var en_shortcuts_action_togglesidebar1 = () => {
	return `Show or hide the sidebar`;
};
var ru_shortcuts_action_togglesidebar1 = () => {
	return `Показать или скрыть боковую панель`;
};
/**
* | output |
* | --- |
* | "Show or hide the sidebar" |
*
* @param {Shortcuts_Action_Togglesidebar1Inputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var shortcuts_action_togglesidebar1 = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_shortcuts_action_togglesidebar1(inputs);
	return en_shortcuts_action_togglesidebar1(inputs);
});
// src/paraglide/messages/shortcuts_change.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Shortcuts_ChangeInputs */
var en_shortcuts_change = () => {
	return `Change`;
};
var ru_shortcuts_change = () => {
	return `Изменить`;
};
/**
* | output |
* | --- |
* | "Change" |
*
* @param {Shortcuts_ChangeInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var shortcuts_change = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_shortcuts_change(inputs);
	return en_shortcuts_change(inputs);
});
// src/paraglide/messages/shortcuts_change_label.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{ action: NonNullable<unknown> }} Shortcuts_Change_LabelInputs */
var en_shortcuts_change_label = (i) => {
	return `Change the keys for “${i?.action}”`;
};
var ru_shortcuts_change_label = (i) => {
	return `Изменить клавиши для «${i?.action}»`;
};
/**
* | output |
* | --- |
* | "Change the keys for “{action}”" |
*
* @param {Shortcuts_Change_LabelInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var shortcuts_change_label = ((inputs, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_shortcuts_change_label(inputs);
	return en_shortcuts_change_label(inputs);
});
// src/paraglide/messages/shortcuts_conflict.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{ keys: NonNullable<unknown>, action: NonNullable<unknown> }} Shortcuts_ConflictInputs */
var en_shortcuts_conflict = (i) => {
	return `${i?.keys} is already used by “${i?.action}”`;
};
var ru_shortcuts_conflict = (i) => {
	return `${i?.keys} уже используется для «${i?.action}»`;
};
/**
* | output |
* | --- |
* | "{keys} is already used by “{action}”" |
*
* @param {Shortcuts_ConflictInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var shortcuts_conflict = ((inputs, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_shortcuts_conflict(inputs);
	return en_shortcuts_conflict(inputs);
});
// src/paraglide/messages/shortcuts_group_chats.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Shortcuts_Group_ChatsInputs */
var en_shortcuts_group_chats = () => {
	return `Chats`;
};
var ru_shortcuts_group_chats = () => {
	return `Чаты`;
};
/**
* | output |
* | --- |
* | "Chats" |
*
* @param {Shortcuts_Group_ChatsInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var shortcuts_group_chats = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_shortcuts_group_chats(inputs);
	return en_shortcuts_group_chats(inputs);
});
// src/paraglide/messages/shortcuts_group_conversation.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Shortcuts_Group_ConversationInputs */
var en_shortcuts_group_conversation = () => {
	return `Conversation`;
};
var ru_shortcuts_group_conversation = () => {
	return `Разговор`;
};
/**
* | output |
* | --- |
* | "Conversation" |
*
* @param {Shortcuts_Group_ConversationInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var shortcuts_group_conversation = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_shortcuts_group_conversation(inputs);
	return en_shortcuts_group_conversation(inputs);
});
// src/paraglide/messages/shortcuts_group_help.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Shortcuts_Group_HelpInputs */
var en_shortcuts_group_help = () => {
	return `Help`;
};
var ru_shortcuts_group_help = () => {
	return `Справка`;
};
/**
* | output |
* | --- |
* | "Help" |
*
* @param {Shortcuts_Group_HelpInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var shortcuts_group_help = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_shortcuts_group_help(inputs);
	return en_shortcuts_group_help(inputs);
});
// src/paraglide/messages/shortcuts_hint.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Shortcuts_HintInputs */
var en_shortcuts_hint = () => {
	return `Also, ? opens this list when you are not typing in a field.`;
};
var ru_shortcuts_hint = () => {
	return `Также ? открывает этот список, когда вы не печатаете в поле.`;
};
/**
* | output |
* | --- |
* | "Also, ? opens this list when you are not typing in a field." |
*
* @param {Shortcuts_HintInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var shortcuts_hint = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_shortcuts_hint(inputs);
	return en_shortcuts_hint(inputs);
});
// src/paraglide/messages/shortcuts_keys_col.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Shortcuts_Keys_ColInputs */
var en_shortcuts_keys_col = () => {
	return `Keys`;
};
var ru_shortcuts_keys_col = () => {
	return `Клавиши`;
};
/**
* | output |
* | --- |
* | "Keys" |
*
* @param {Shortcuts_Keys_ColInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var shortcuts_keys_col = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_shortcuts_keys_col(inputs);
	return en_shortcuts_keys_col(inputs);
});
// src/paraglide/messages/shortcuts_press.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Shortcuts_PressInputs */
var en_shortcuts_press = () => {
	return `Press the new keys… (Esc cancels)`;
};
var ru_shortcuts_press = () => {
	return `Нажмите новое сочетание… (Esc — отмена)`;
};
/**
* | output |
* | --- |
* | "Press the new keys… (Esc cancels)" |
*
* @param {Shortcuts_PressInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var shortcuts_press = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_shortcuts_press(inputs);
	return en_shortcuts_press(inputs);
});
// src/paraglide/messages/shortcuts_reserved.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{ keys: NonNullable<unknown> }} Shortcuts_ReservedInputs */
var en_shortcuts_reserved = (i) => {
	return `${i?.keys} is kept by the browser; choose another`;
};
var ru_shortcuts_reserved = (i) => {
	return `${i?.keys} занято браузером; выберите другое`;
};
/**
* | output |
* | --- |
* | "{keys} is kept by the browser; choose another" |
*
* @param {Shortcuts_ReservedInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var shortcuts_reserved = ((inputs, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_shortcuts_reserved(inputs);
	return en_shortcuts_reserved(inputs);
});
// src/paraglide/messages/shortcuts_reset.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Shortcuts_ResetInputs */
var en_shortcuts_reset = () => {
	return `Reset to defaults`;
};
var ru_shortcuts_reset = () => {
	return `Сбросить по умолчанию`;
};
/**
* | output |
* | --- |
* | "Reset to defaults" |
*
* @param {Shortcuts_ResetInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var shortcuts_reset = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_shortcuts_reset(inputs);
	return en_shortcuts_reset(inputs);
});
// \0virtual:vite-rsc/css?type=rsc&id=%2Fwork%2Fmain%2Fsrc%2Fpages%2F%5Blocale%5D%2F(cabinet)%2Fcabinet%2Fkey-combinations.tsx&lang.js
var import_react_react_server = /* @__PURE__ */ __toESM(require_react_react_server());
var Resources = ((React, deps, RemoveDuplicateServerCss, precedence) => {
	return function Resources() {
		return React.createElement(React.Fragment, null, [...deps.css.map((href) => React.createElement("link", {
			key: "css:" + href,
			rel: "stylesheet",
			crossOrigin: "anonymous",
			...precedence ? { precedence } : {},
			href,
			"data-rsc-css-href": href
		})), RemoveDuplicateServerCss && React.createElement(RemoveDuplicateServerCss, { key: "remove-duplicate-css" })]);
	};
})(import_react_react_server.default, assetsManifest.serverResources["src/pages/[locale]/(cabinet)/cabinet/key-combinations.tsx"], void 0, "vite-rsc/importer-resources");
// src/components/shortcuts/key-combinations-editor.tsx
var KeyCombinationsEditor = /* #__PURE__ */ registerClientReference((() => {
	throw new Error("It is not possible to invoke a client function from the server: \"KeyCombinationsEditor\"");
}), "77c20dfa491c", "KeyCombinationsEditor");
// src/components/shortcuts/shortcuts-texts.ts
/** The localized texts of the shortcuts island, given as a prop (islands carry no paraglide). */
function shortcutsTexts(locale) {
	const o = { locale };
	return {
		groups: {
			chats: shortcuts_group_chats({}, o),
			conversation: shortcuts_group_conversation({}, o),
			help: shortcuts_group_help({}, o)
		},
		actions: {
			newChat: shortcuts_action_newchat1({}, o),
			searchChats: shortcuts_action_searchchats1({}, o),
			nextChat: shortcuts_action_nextchat1({}, o),
			previousChat: shortcuts_action_previouschat1({}, o),
			toggleSidebar: shortcuts_action_togglesidebar1({}, o),
			focusComposer: shortcuts_action_focuscomposer1({}, o),
			stopAnswer: shortcuts_action_stopanswer1({}, o),
			regenerate: shortcuts_action_regenerate({}, o),
			copyLastAnswer: shortcuts_action_copylastanswer2({}, o),
			openHelp: shortcuts_action_openhelp1({}, o)
		},
		actionCol: shortcuts_action_col({}, o),
		keysCol: shortcuts_keys_col({}, o),
		change: shortcuts_change({}, o),
		changeLabel: shortcuts_change_label({ action: "{action}" }, o),
		press: shortcuts_press({}, o),
		conflict: shortcuts_conflict({
			keys: "{keys}",
			action: "{action}"
		}, o),
		reserved: shortcuts_reserved({ keys: "{keys}" }, o),
		reset: shortcuts_reset({}, o),
		hint: shortcuts_hint({}, o),
		saved: settings_saved({}, o),
		failed: settings_save_failed({}, o)
	};
}
// src/pages/[locale]/(cabinet)/cabinet/key-combinations.tsx
var import_jsx_runtime_react_server = require_jsx_runtime_react_server();
async function KeyCombinationsPage() {
	const { locale } = getRequestContext();
	const { shortcuts } = settingsOf(getSession()?.user);
	return /* @__PURE__ */ (0, import_jsx_runtime_react_server.jsx)(Screen, {
		name: "key-combinations",
		title: balance_key_combinations_title,
		children: /* @__PURE__ */ (0, import_jsx_runtime_react_server.jsx)(KeyCombinationsEditor, {
			initial: shortcuts,
			texts: shortcutsTexts(locale)
		})
	});
}
var getConfig = async () => ({ render: "dynamic" });
var $$wrap_KeyCombinationsPage = /* #__PURE__ */ __vite_rsc_wrap_css__(KeyCombinationsPage, "default");
function __vite_rsc_wrap_css__(value, name) {
	if (typeof value !== "function") return value;
	function __wrapper(props) {
		return import_react_react_server.createElement(import_react_react_server.Fragment, null, import_react_react_server.createElement(Resources), import_react_react_server.createElement(value, props));
	}
	Object.defineProperty(__wrapper, "name", { value: name });
	return __wrapper;
}
export { $$wrap_KeyCombinationsPage as default, getConfig };

//# sourceMappingURL=key-combinations-NboPgoUR.js.map
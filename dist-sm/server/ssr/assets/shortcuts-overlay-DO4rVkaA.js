import { t as X } from "./x-DxiIcqsh.js";
import { t as require_react } from "./react-DvVFp2nj.js";
import { i as Link } from "./client-N-I6esBt.js";
import "./main-BrDwBsBp.js";
import { n as useLocale } from "./locale-context-Du56PqBf.js";
import { a as isMacPlatform, o as paletteCombo, r as displayCombo, u as shortcutGroups } from "./shortcuts-C0ZwoCcG.js";
import { t as IconButton } from "./icon-button-kns3lRsZ.js";
import { t as require_jsx_runtime } from "./jsx-runtime-BB_2hJGX.js";
import { t as layout_close } from "./layout_close-S19It4T1.js";
import { t as getLocale } from "./runtime-CEu_NCIS.js";
// src/paraglide/messages/nav_palette_open.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Nav_Palette_OpenInputs */
var en_nav_palette_open = () => {
	return `Search pages, chats and actions`;
};
var ru_nav_palette_open = () => {
	return `Поиск страниц, чатов и действий`;
};
/**
* | output |
* | --- |
* | "Search pages, chats and actions" |
*
* @param {Nav_Palette_OpenInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var nav_palette_open = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_nav_palette_open(inputs);
	return en_nav_palette_open(inputs);
});
// src/paraglide/messages/nav_shortcuts_all.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Nav_Shortcuts_AllInputs */
var en_nav_shortcuts_all = () => {
	return `Change them in the cabinet`;
};
var ru_nav_shortcuts_all = () => {
	return `Изменить в кабинете`;
};
/**
* | output |
* | --- |
* | "Change them in the cabinet" |
*
* @param {Nav_Shortcuts_AllInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var nav_shortcuts_all = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_nav_shortcuts_all(inputs);
	return en_nav_shortcuts_all(inputs);
});
// src/paraglide/messages/nav_shortcuts_title.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Nav_Shortcuts_TitleInputs */
var en_nav_shortcuts_title = () => {
	return `Keyboard shortcuts`;
};
var ru_nav_shortcuts_title = () => {
	return `Сочетания клавиш`;
};
/**
* | output |
* | --- |
* | "Keyboard shortcuts" |
*
* @param {Nav_Shortcuts_TitleInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var nav_shortcuts_title = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_nav_shortcuts_title(inputs);
	return en_nav_shortcuts_title(inputs);
});
// src/paraglide/messages/settings_save_failed.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Settings_Save_FailedInputs */
var en_settings_save_failed = () => {
	return `Could not save the setting`;
};
var ru_settings_save_failed = () => {
	return `Не удалось сохранить настройку`;
};
/**
* | output |
* | --- |
* | "Could not save the setting" |
*
* @param {Settings_Save_FailedInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var settings_save_failed = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_settings_save_failed(inputs);
	return en_settings_save_failed(inputs);
});
// src/paraglide/messages/settings_saved.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Settings_SavedInputs */
var en_settings_saved = () => {
	return `Saved`;
};
var ru_settings_saved = () => {
	return `Сохранено`;
};
/**
* | output |
* | --- |
* | "Saved" |
*
* @param {Settings_SavedInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var settings_saved = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_settings_saved(inputs);
	return en_settings_saved(inputs);
});
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
// src/components/shortcuts/shortcuts-texts.ts
var import_react = require_react();
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
// src/components/shortcuts/shortcuts-overlay.tsx
var import_jsx_runtime = require_jsx_runtime();
/**
* The key combinations over the page (Ctrl+/ or ?), so the chat and its draft stay where they
* are; changing them is the cabinet's page, linked at the bottom.
*/
function ShortcutsOverlay({ bindings, onClose }) {
	const locale = useLocale();
	const dialog = (0, import_react.useRef)(null);
	const titleId = (0, import_react.useId)();
	const close = (0, import_react.useRef)(onClose);
	close.current = onClose;
	const texts = shortcutsTexts(locale);
	const mac = isMacPlatform();
	(0, import_react.useEffect)(() => {
		const element = dialog.current;
		if (!element) return;
		const returnTo = document.activeElement;
		element.showModal();
		return () => {
			if (element.open) element.close();
			returnTo?.focus();
		};
	}, []);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("dialog", {
		ref: dialog,
		className: "modal",
		"aria-labelledby": titleId,
		onClose: () => close.current(),
		"data-testid": "shortcuts-overlay",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: "modal-head",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h2", {
					className: "modal-title",
					id: titleId,
					children: nav_shortcuts_title({}, { locale })
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(IconButton, {
					label: layout_close({}, { locale }),
					icon: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(X, {
						size: 18,
						"aria-hidden": true
					}),
					onClick: () => dialog.current?.close(),
					"data-testid": "shortcuts-overlay-close"
				})]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("dl", {
				className: "shortcuts-overlay-list",
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("dt", { children: nav_palette_open({}, { locale }) }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("dd", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("kbd", { children: displayCombo(paletteCombo, mac) }) }),
					Object.values(shortcutGroups).flat().map((action) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
						style: { display: "contents" },
						children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("dt", { children: texts.actions[action] }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("dd", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("kbd", { children: displayCombo(bindings[action], mac) }) })]
					}, action))
				]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link, {
				to: `/${locale}/cabinet/key-combinations`,
				onClick: () => dialog.current?.close(),
				"data-testid": "shortcuts-overlay-all",
				children: nav_shortcuts_all({}, { locale })
			})
		]
	});
}
export { ShortcutsOverlay };

//# sourceMappingURL=shortcuts-overlay-DO4rVkaA.js.map
import { n as chat_copy, r as Copy } from "./copy-button-CwM9CTY0.js";
import { t as Download } from "./download-B7EB72gW.js";
import { a as chat_shared_with_you, l as Ellipsis, o as chat_rename, s as chat_delete, t as ChatListItem } from "./chat-list-item-BTeiPvWu.js";
import { t as Pencil } from "./pencil-Bb3IDKRd.js";
import { t as createLucideIcon } from "./createLucideIcon-C_lwlDyR.js";
import { b as Share2, h as chat_model, i as ModelPicker, m as chat_regenerate, n as MessageItem, p as chat_share, r as Composer, t as useChatSettings } from "./use-chat-settings-BARg5EE6.js";
import { t as Trash } from "./trash-DUbYEh-_.js";
import { t as require_react } from "./react-DvVFp2nj.js";
import { n as useLocale } from "./locale-context-Du56PqBf.js";
import { t as useHydrated } from "./use-hydrated-Bt37Pui4.js";
import { t as ActionsModal } from "./actions-modal-B1wtz8Y4.js";
import { t as FileDrop } from "./file-drop-DeFtY-f0.js";
import { t as MenuButton } from "./menu-button-DzUkOTrh.js";
import { t as Segmented } from "./segmented-CgkOIpS9.js";
import { n as showToast } from "./toast-store-DwJrIlz4.js";
import { t as layout_close } from "./layout_close-S19It4T1.js";
import { t as require_jsx_runtime } from "./jsx-runtime-BB_2hJGX.js";
import { t as getLocale } from "./runtime-CEu_NCIS.js";
// node_modules/lucide-react/dist/esm/icons/settings.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var __iconData = {
	name: "settings",
	size: 24,
	node: [["path", {
		d: "M9.671 4.136a2.34 2.34 0 0 1 4.659 0 2.34 2.34 0 0 0 3.319 1.915 2.34 2.34 0 0 1 2.33 4.033 2.34 2.34 0 0 0 0 3.831 2.34 2.34 0 0 1-2.33 4.033 2.34 2.34 0 0 0-3.319 1.915 2.34 2.34 0 0 1-4.659 0 2.34 2.34 0 0 0-3.32-1.915 2.34 2.34 0 0 1-2.33-4.033 2.34 2.34 0 0 0 0-3.831A2.34 2.34 0 0 1 6.35 6.051a2.34 2.34 0 0 0 3.319-1.915",
		key: "1i5ecw"
	}], ["circle", {
		cx: "12",
		cy: "12",
		r: "3",
		key: "1v7zrd"
	}]]
};
__iconData.node;
var Settings = createLucideIcon(__iconData);
// src/paraglide/messages/chat_actions.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Chat_ActionsInputs */
var en_chat_actions = () => {
	return `Chat actions`;
};
var ru_chat_actions = () => {
	return `Действия с чатом`;
};
/**
* | output |
* | --- |
* | "Chat actions" |
*
* @param {Chat_ActionsInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var chat_actions = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_chat_actions(inputs);
	return en_chat_actions(inputs);
});
// src/paraglide/messages/ui_action_chosen.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{ action: NonNullable<unknown> }} Ui_Action_ChosenInputs */
var en_ui_action_chosen = (i) => {
	return `Chosen: ${i?.action}`;
};
var ru_ui_action_chosen = (i) => {
	return `Выбрано: ${i?.action}`;
};
/**
* | output |
* | --- |
* | "Chosen: {action}" |
*
* @param {Ui_Action_ChosenInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var ui_action_chosen = ((inputs, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_ui_action_chosen(inputs);
	return en_ui_action_chosen(inputs);
});
// src/paraglide/messages/ui_action_download.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Ui_Action_DownloadInputs */
var en_ui_action_download = () => {
	return `Download`;
};
var ru_ui_action_download = () => {
	return `Скачать`;
};
/**
* | output |
* | --- |
* | "Download" |
*
* @param {Ui_Action_DownloadInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var ui_action_download = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_ui_action_download(inputs);
	return en_ui_action_download(inputs);
});
// src/paraglide/messages/ui_kit_answer.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Ui_Kit_AnswerInputs */
var en_ui_kit_answer = () => {
	return `Use **sorted()** for a new list or \`list.sort()\` to sort in place:

\`\`\`python
numbers = [3, 1, 2]
print(sorted(numbers))  # [1, 2, 3]
\`\`\`

- \`sorted()\` works on any iterable
- \`reverse=True\` sorts from largest to smallest`;
};
var ru_ui_kit_answer = () => {
	return `Используйте **sorted()**, чтобы получить новый список, или \`list.sort()\`, чтобы отсортировать на месте:

\`\`\`python
numbers = [3, 1, 2]
print(sorted(numbers))  # [1, 2, 3]
\`\`\`

- \`sorted()\` работает с любым итерируемым объектом
- \`reverse=True\` сортирует от большего к меньшему`;
};
/**
* | output |
* | --- |
* | "Use **sorted()** for a new list or `list.sort()` to sort in place: ```python numbers = [3, 1, 2] print(sorted(numbers)) # [1, 2, 3] ``` - `sorted()` works on..." |
*
* @param {Ui_Kit_AnswerInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var ui_kit_answer = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_ui_kit_answer(inputs);
	return en_ui_kit_answer(inputs);
});
// src/paraglide/messages/ui_kit_chat_name.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Ui_Kit_Chat_NameInputs */
var en_ui_kit_chat_name = () => {
	return `Trip to Kazan`;
};
var ru_ui_kit_chat_name = () => {
	return `Поездка в Казань`;
};
/**
* | output |
* | --- |
* | "Trip to Kazan" |
*
* @param {Ui_Kit_Chat_NameInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var ui_kit_chat_name = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_ui_kit_chat_name(inputs);
	return en_ui_kit_chat_name(inputs);
});
// src/paraglide/messages/ui_kit_chat_name_2.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Ui_Kit_Chat_Name_2Inputs */
var en_ui_kit_chat_name_2 = () => {
	return `Recipe ideas`;
};
var ru_ui_kit_chat_name_2 = () => {
	return `Идеи рецептов`;
};
/**
* | output |
* | --- |
* | "Recipe ideas" |
*
* @param {Ui_Kit_Chat_Name_2Inputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var ui_kit_chat_name_2 = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_ui_kit_chat_name_2(inputs);
	return en_ui_kit_chat_name_2(inputs);
});
// src/paraglide/messages/ui_kit_file_drop_hint.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Ui_Kit_File_Drop_HintInputs */
var en_ui_kit_file_drop_hint = () => {
	return `PNG, JPEG or PDF, up to 10 MB`;
};
var ru_ui_kit_file_drop_hint = () => {
	return `PNG, JPEG или PDF, до 10 МБ`;
};
/**
* | output |
* | --- |
* | "PNG, JPEG or PDF, up to 10 MB" |
*
* @param {Ui_Kit_File_Drop_HintInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var ui_kit_file_drop_hint = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_ui_kit_file_drop_hint(inputs);
	return en_ui_kit_file_drop_hint(inputs);
});
// src/paraglide/messages/ui_kit_file_drop_title.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Ui_Kit_File_Drop_TitleInputs */
var en_ui_kit_file_drop_title = () => {
	return `Drop a file here or click to choose one`;
};
var ru_ui_kit_file_drop_title = () => {
	return `Перетащите файл сюда или нажмите, чтобы выбрать`;
};
/**
* | output |
* | --- |
* | "Drop a file here or click to choose one" |
*
* @param {Ui_Kit_File_Drop_TitleInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var ui_kit_file_drop_title = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_ui_kit_file_drop_title(inputs);
	return en_ui_kit_file_drop_title(inputs);
});
// src/paraglide/messages/ui_kit_menu_button.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Ui_Kit_Menu_ButtonInputs */
var en_ui_kit_menu_button = () => {
	return `More actions`;
};
var ru_ui_kit_menu_button = () => {
	return `Другие действия`;
};
/**
* | output |
* | --- |
* | "More actions" |
*
* @param {Ui_Kit_Menu_ButtonInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var ui_kit_menu_button = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_ui_kit_menu_button(inputs);
	return en_ui_kit_menu_button(inputs);
});
// src/paraglide/messages/ui_kit_open_actions.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Ui_Kit_Open_ActionsInputs */
var en_ui_kit_open_actions = () => {
	return `Open the actions`;
};
var ru_ui_kit_open_actions = () => {
	return `Открыть действия`;
};
/**
* | output |
* | --- |
* | "Open the actions" |
*
* @param {Ui_Kit_Open_ActionsInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var ui_kit_open_actions = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_ui_kit_open_actions(inputs);
	return en_ui_kit_open_actions(inputs);
});
// src/paraglide/messages/ui_kit_question.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Ui_Kit_QuestionInputs */
var en_ui_kit_question = () => {
	return `How do I sort a list in Python?`;
};
var ru_ui_kit_question = () => {
	return `Как отсортировать список в Python?`;
};
/**
* | output |
* | --- |
* | "How do I sort a list in Python?" |
*
* @param {Ui_Kit_QuestionInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var ui_kit_question = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_ui_kit_question(inputs);
	return en_ui_kit_question(inputs);
});
// src/paraglide/messages/ui_kit_select_label.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Ui_Kit_Select_LabelInputs */
var en_ui_kit_select_label = () => {
	return `Tone`;
};
var ru_ui_kit_select_label = () => {
	return `Тон`;
};
/**
* | output |
* | --- |
* | "Tone" |
*
* @param {Ui_Kit_Select_LabelInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var ui_kit_select_label = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_ui_kit_select_label(inputs);
	return en_ui_kit_select_label(inputs);
});
// src/paraglide/messages/ui_kit_sent.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{ text: NonNullable<unknown> }} Ui_Kit_SentInputs */
var en_ui_kit_sent = (i) => {
	return `Sent from the kit: ${i?.text}`;
};
var ru_ui_kit_sent = (i) => {
	return `Отправлено из набора: ${i?.text}`;
};
/**
* | output |
* | --- |
* | "Sent from the kit: {text}" |
*
* @param {Ui_Kit_SentInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var ui_kit_sent = ((inputs, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_ui_kit_sent(inputs);
	return en_ui_kit_sent(inputs);
});
// src/paraglide/messages/ui_kit_show_error.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Ui_Kit_Show_ErrorInputs */
var en_ui_kit_show_error = () => {
	return `Show an error toast`;
};
var ru_ui_kit_show_error = () => {
	return `Показать ошибку`;
};
/**
* | output |
* | --- |
* | "Show an error toast" |
*
* @param {Ui_Kit_Show_ErrorInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var ui_kit_show_error = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_ui_kit_show_error(inputs);
	return en_ui_kit_show_error(inputs);
});
// src/paraglide/messages/ui_kit_show_toast.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Ui_Kit_Show_ToastInputs */
var en_ui_kit_show_toast = () => {
	return `Show a toast`;
};
var ru_ui_kit_show_toast = () => {
	return `Показать уведомление`;
};
/**
* | output |
* | --- |
* | "Show a toast" |
*
* @param {Ui_Kit_Show_ToastInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var ui_kit_show_toast = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_ui_kit_show_toast(inputs);
	return en_ui_kit_show_toast(inputs);
});
// src/paraglide/messages/ui_kit_toast_error_sample.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Ui_Kit_Toast_Error_SampleInputs */
var en_ui_kit_toast_error_sample = () => {
	return `Couldn't save the chat.`;
};
var ru_ui_kit_toast_error_sample = () => {
	return `Не удалось сохранить чат.`;
};
/**
* | output |
* | --- |
* | "Couldn't save the chat." |
*
* @param {Ui_Kit_Toast_Error_SampleInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var ui_kit_toast_error_sample = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_ui_kit_toast_error_sample(inputs);
	return en_ui_kit_toast_error_sample(inputs);
});
// src/paraglide/messages/ui_kit_toast_sample.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Ui_Kit_Toast_SampleInputs */
var en_ui_kit_toast_sample = () => {
	return `The chat is saved.`;
};
var ru_ui_kit_toast_sample = () => {
	return `Чат сохранён.`;
};
/**
* | output |
* | --- |
* | "The chat is saved." |
*
* @param {Ui_Kit_Toast_SampleInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var ui_kit_toast_sample = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_ui_kit_toast_sample(inputs);
	return en_ui_kit_toast_sample(inputs);
});
// src/paraglide/messages/ui_kit_tone_formal.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Ui_Kit_Tone_FormalInputs */
var en_ui_kit_tone_formal = () => {
	return `Formal`;
};
var ru_ui_kit_tone_formal = () => {
	return `Официальный`;
};
/**
* | output |
* | --- |
* | "Formal" |
*
* @param {Ui_Kit_Tone_FormalInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var ui_kit_tone_formal = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_ui_kit_tone_formal(inputs);
	return en_ui_kit_tone_formal(inputs);
});
// src/paraglide/messages/ui_kit_tone_friendly.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Ui_Kit_Tone_FriendlyInputs */
var en_ui_kit_tone_friendly = () => {
	return `Friendly`;
};
var ru_ui_kit_tone_friendly = () => {
	return `Дружелюбный`;
};
/**
* | output |
* | --- |
* | "Friendly" |
*
* @param {Ui_Kit_Tone_FriendlyInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var ui_kit_tone_friendly = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_ui_kit_tone_friendly(inputs);
	return en_ui_kit_tone_friendly(inputs);
});
// src/paraglide/messages/ui_kit_tone_neutral.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Ui_Kit_Tone_NeutralInputs */
var en_ui_kit_tone_neutral = () => {
	return `Neutral`;
};
var ru_ui_kit_tone_neutral = () => {
	return `Нейтральный`;
};
/**
* | output |
* | --- |
* | "Neutral" |
*
* @param {Ui_Kit_Tone_NeutralInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var ui_kit_tone_neutral = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_ui_kit_tone_neutral(inputs);
	return en_ui_kit_tone_neutral(inputs);
});
// src/paraglide/messages/ui_settings.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Ui_SettingsInputs */
var en_ui_settings = () => {
	return `Settings`;
};
var ru_ui_settings = () => {
	return `Настройки`;
};
/**
* | output |
* | --- |
* | "Settings" |
*
* @param {Ui_SettingsInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var ui_settings = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_ui_settings(inputs);
	return en_ui_settings(inputs);
});
// src/components/ui/kit/kit-islands.tsx
var import_react = require_react();
var import_jsx_runtime = require_jsx_runtime();
/** The kit's islands: real components with handlers that only say what they would do. */
function KitToastDemo() {
	const locale = useLocale();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: "kit-row",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("button", {
			type: "button",
			className: "button",
			onClick: () => showToast(ui_kit_toast_sample({}, { locale })),
			"data-testid": "kit-toast",
			children: ui_kit_show_toast({}, { locale })
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("button", {
			type: "button",
			className: "button button-danger",
			onClick: () => showToast(ui_kit_toast_error_sample({}, { locale }), { kind: "error" }),
			"data-testid": "kit-toast-error",
			children: ui_kit_show_error({}, { locale })
		})]
	});
}
/** The actions every chat offers, as the actions modal and the menu list them. */
function useSampleActions() {
	const locale = useLocale();
	const chosen = (label) => () => showToast(ui_action_chosen({ action: label }, { locale }));
	const action = (id, label, icon, danger = false) => ({
		id,
		label,
		icon,
		danger,
		onSelect: chosen(label)
	});
	return [
		action("copy", chat_copy({}, { locale }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Copy, {
			size: 18,
			"aria-hidden": true
		})),
		action("share", chat_share({}, { locale }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Share2, {
			size: 18,
			"aria-hidden": true
		})),
		action("rename", chat_rename({}, { locale }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Pencil, {
			size: 18,
			"aria-hidden": true
		})),
		action("download", ui_action_download({}, { locale }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Download, {
			size: 18,
			"aria-hidden": true
		})),
		action("settings", ui_settings({}, { locale }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Settings, {
			size: 18,
			"aria-hidden": true
		})),
		action("delete", chat_delete({}, { locale }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Trash, {
			size: 18,
			"aria-hidden": true
		}), true)
	];
}
function KitActionsDemo({ testId = "actions-modal" }) {
	const locale = useLocale();
	const [open, setOpen] = (0, import_react.useState)(false);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("button", {
		type: "button",
		className: "button",
		onClick: () => setOpen(true),
		"aria-haspopup": "dialog",
		"data-testid": `${testId}-open`,
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Ellipsis, {
			size: 18,
			"aria-hidden": true
		}), ui_kit_open_actions({}, { locale })]
	}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ActionsModal, {
		open,
		title: chat_actions({}, { locale }),
		closeLabel: layout_close({}, { locale }),
		actions: useSampleActions(),
		onClose: () => setOpen(false),
		testId
	})] });
}
function KitMenuDemo() {
	const locale = useLocale();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(MenuButton, {
		label: ui_kit_menu_button({}, { locale }),
		icon: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Ellipsis, {
			size: 18,
			"aria-hidden": true
		}),
		items: useSampleActions()
	});
}
function KitComposer() {
	const locale = useLocale();
	const settings = useChatSettings();
	const [running, setRunning] = (0, import_react.useState)(false);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Composer, {
		draftKey: "ui-kit",
		running,
		settings,
		onSend: (text) => {
			showToast(ui_kit_sent({ text }, { locale }));
			setRunning(true);
		},
		onStop: () => setRunning(false)
	});
}
function KitMessages({ answer }) {
	const locale = useLocale();
	const question = {
		id: "kit-q",
		role: "user",
		content: ui_kit_question({}, { locale })
	};
	const reply = {
		id: "kit-a",
		role: "assistant",
		content: ui_kit_answer({}, { locale }),
		rendered: answer,
		model: "gpt:gpt-mini",
		inputTokens: 14,
		outputTokens: 61,
		costKopecks: 3,
		saved: true
	};
	const failed = {
		id: "kit-e",
		role: "assistant",
		content: "",
		status: "error",
		error: {
			kind: "funds",
			message: ""
		}
	};
	const regenerate = () => showToast(chat_regenerate({}, { locale }));
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: "message-list kit-messages",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(MessageItem, {
				message: question,
				isLast: false,
				busy: false
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(MessageItem, {
				message: reply,
				isLast: true,
				busy: false,
				onRegenerate: regenerate
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(MessageItem, {
				message: failed,
				isLast: false,
				busy: false,
				onRegenerate: regenerate
			})
		]
	});
}
function KitChatItems() {
	const locale = useLocale();
	const noop = () => void 0;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("ul", {
		className: "chat-items kit-chat-items",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ChatListItem, {
				chat: {
					id: "kit-1",
					name: ui_kit_chat_name({}, { locale })
				},
				active: true,
				onRename: noop,
				onDelete: noop
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ChatListItem, {
				chat: {
					id: "kit-2",
					name: ui_kit_chat_name_2({}, { locale }),
					generating: true
				},
				active: false,
				onRename: noop,
				onDelete: noop
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ChatListItem, {
				chat: {
					id: "kit-3",
					name: chat_shared_with_you({}, { locale }),
					readOnly: true
				},
				active: false,
				onRename: noop,
				onDelete: noop
			})
		]
	});
}
function KitSegmentedDemo() {
	const locale = useLocale();
	const [tone, setTone] = (0, import_react.useState)("neutral");
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Segmented, {
		label: ui_kit_select_label({}, { locale }),
		value: tone,
		onChange: setTone,
		options: [
			{
				value: "neutral",
				label: ui_kit_tone_neutral({}, { locale })
			},
			{
				value: "friendly",
				label: ui_kit_tone_friendly({}, { locale })
			},
			{
				value: "formal",
				label: ui_kit_tone_formal({}, { locale })
			}
		]
	});
}
function KitFileDropDemo() {
	const locale = useLocale();
	const [chosen, setChosen] = (0, import_react.useState)();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FileDrop, {
		title: ui_kit_file_drop_title({}, { locale }),
		hint: ui_kit_file_drop_hint({}, { locale }),
		chosen,
		accept: "image/png,image/jpeg,application/pdf",
		onFiles: ([file]) => setChosen(file?.name)
	});
}
/** Sample models with the catalogue's figures, so the picker shows every state without an api. */
var kitModels = [
	{
		id: "gpt:gpt-mini",
		name: "GPT-4o mini",
		group: "OpenAI",
		capabilities: [
			"vision",
			"search",
			"tools"
		],
		prices: {
			input: 1.5,
			output: 6
		},
		contextWindow: 128e3
	},
	{
		id: "gemini:gemini-25-pro",
		name: "Gemini 2.5 Pro",
		group: "Google",
		capabilities: [
			"reasoning",
			"vision",
			"tools"
		],
		prices: {
			input: 12.5,
			output: 100
		},
		contextWindow: 1048576
	},
	{
		id: "claude:claude-sonnet",
		name: "Claude Sonnet 4.5",
		group: "Anthropic",
		capabilities: [
			"reasoning",
			"vision",
			"tools"
		],
		prices: {
			input: 30,
			output: 150
		},
		contextWindow: 2e5
	}
];
function KitModelPickerDemo() {
	const locale = useLocale();
	const [model, setModel] = (0, import_react.useState)("gpt:gpt-mini");
	const [favorites, setFavorites] = (0, import_react.useState)(["claude:claude-sonnet"]);
	const hydrated = useHydrated();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ModelPicker, {
		label: chat_model({}, { locale }),
		models: kitModels,
		value: model,
		onChange: setModel,
		favorites,
		onToggleFavorite: (id) => setFavorites((list) => list.includes(id) ? list.filter((one) => one !== id) : [...list, id]),
		ready: hydrated,
		testId: "kit-model-picker"
	});
}
// \0virtual:vite-rsc/client-references/group/shared:src/components/ui/kit/kit-islands.tsx
var export_20be2f6a4fc8 = {
	KitActionsDemo,
	KitChatItems,
	KitComposer,
	KitFileDropDemo,
	KitMenuDemo,
	KitMessages,
	KitModelPickerDemo,
	KitSegmentedDemo,
	KitToastDemo
};
export { export_20be2f6a4fc8 };

//# sourceMappingURL=kit-islands-DupdseZi.js.map
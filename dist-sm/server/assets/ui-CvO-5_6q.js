import "./server-entry-DT-5lg8R.js";
import { a as KitMenuDemo, c as KitSegmentedDemo, d as misc_ui_title, f as misc_ui_actions_modal_title, i as KitFileDropDemo, l as KitToastDemo, n as KitChatItems, o as KitMessages, r as KitComposer, s as KitModelPickerDemo, t as KitActionsDemo, u as ForcedTheme } from "./kit-islands-zAfZIhbE.js";
import { t as Screen } from "./screen-BQ-IwAnC.js";
import { t as AppToaster } from "./app-toaster-CLNo1y9n.js";
import { i as __toESM, t as require_react_react_server } from "./react.react-server-C3EmDfio.js";
import { t as layout_new_chat } from "./layout_new_chat-B4Mw42_Z.js";
import { n as layout_theme_dark, t as layout_theme_light } from "./layout_theme_light-ZWrsUp69.js";
import { a as nav_commands, i as nav_palette_open, n as createLucideIcon, r as PaletteLauncher, t as ToolsNav } from "./tools-nav-BjChoIAJ.js";
import { t as misc_loading } from "./misc_loading-Bs7zDFl-.js";
import { i as layout_mode_image, n as layout_mode_text, r as layout_mode_midjourney, t as Plus } from "./sidebar-EoJRqkvP.js";
import { t as misc_retry } from "./misc_retry-BVqGZTRn.js";
import { t as translator } from "./translate-alnGGpNo.js";
import { t as getRequestContext } from "./request-context.server-DaeM4xFu.js";
import { t as Markdown } from "./voice-CMlLsji9.js";
import { A as registerClientReference, T as Link, v as require_jsx_runtime_react_server } from "./internal-headers-Ckg8TsQ5.js";
import { t as LocaleProvider } from "./locale-context-Dp0qp9rS.js";
import { t as getLocale } from "./runtime-CEu_NCIS.js";
import assetsManifest from "../__vite_rsc_assets_manifest.js";
// src/paraglide/messages/chat_cancel.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Chat_CancelInputs */
var en_chat_cancel = () => {
	return `Cancel`;
};
var ru_chat_cancel = () => {
	return `Отмена`;
};
/**
* | output |
* | --- |
* | "Cancel" |
*
* @param {Chat_CancelInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var chat_cancel = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_chat_cancel(inputs);
	return en_chat_cancel(inputs);
});
// src/paraglide/messages/chat_delete.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Chat_DeleteInputs */
var en_chat_delete = () => {
	return `Delete`;
};
var ru_chat_delete = () => {
	return `Удалить`;
};
/**
* | output |
* | --- |
* | "Delete" |
*
* @param {Chat_DeleteInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var chat_delete = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_chat_delete(inputs);
	return en_chat_delete(inputs);
});
// src/paraglide/messages/chat_empty_title.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Chat_Empty_TitleInputs */
var en_chat_empty_title = () => {
	return `How can I help you today?`;
};
var ru_chat_empty_title = () => {
	return `Чем я могу помочь?`;
};
/**
* | output |
* | --- |
* | "How can I help you today?" |
*
* @param {Chat_Empty_TitleInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var chat_empty_title = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_chat_empty_title(inputs);
	return en_chat_empty_title(inputs);
});
// src/paraglide/messages/chat_regenerate.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Chat_RegenerateInputs */
var en_chat_regenerate = () => {
	return `Regenerate`;
};
var ru_chat_regenerate = () => {
	return `Сгенерировать заново`;
};
/**
* | output |
* | --- |
* | "Regenerate" |
*
* @param {Chat_RegenerateInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var chat_regenerate = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_chat_regenerate(inputs);
	return en_chat_regenerate(inputs);
});
// src/paraglide/messages/chat_send.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Chat_SendInputs */
var en_chat_send = () => {
	return `Send`;
};
var ru_chat_send = () => {
	return `Отправить`;
};
/**
* | output |
* | --- |
* | "Send" |
*
* @param {Chat_SendInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var chat_send = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_chat_send(inputs);
	return en_chat_send(inputs);
});
// src/paraglide/messages/ui_empty_chats_hint.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Ui_Empty_Chats_HintInputs */
var en_ui_empty_chats_hint = () => {
	return `Your chats will appear here. Ask anything in the box below to start one.`;
};
var ru_ui_empty_chats_hint = () => {
	return `Здесь появятся ваши чаты. Задайте любой вопрос в поле ниже, чтобы начать.`;
};
/**
* | output |
* | --- |
* | "Your chats will appear here. Ask anything in the box below to start one." |
*
* @param {Ui_Empty_Chats_HintInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var ui_empty_chats_hint = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_ui_empty_chats_hint(inputs);
	return en_ui_empty_chats_hint(inputs);
});
// src/paraglide/messages/ui_empty_chats_title.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Ui_Empty_Chats_TitleInputs */
var en_ui_empty_chats_title = () => {
	return `No chats yet`;
};
var ru_ui_empty_chats_title = () => {
	return `Чатов пока нет`;
};
/**
* | output |
* | --- |
* | "No chats yet" |
*
* @param {Ui_Empty_Chats_TitleInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var ui_empty_chats_title = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_ui_empty_chats_title(inputs);
	return en_ui_empty_chats_title(inputs);
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
// src/paraglide/messages/ui_kit_buttons.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Ui_Kit_ButtonsInputs */
var en_ui_kit_buttons = () => {
	return `Buttons`;
};
var ru_ui_kit_buttons = () => {
	return `Кнопки`;
};
/**
* | output |
* | --- |
* | "Buttons" |
*
* @param {Ui_Kit_ButtonsInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var ui_kit_buttons = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_ui_kit_buttons(inputs);
	return en_ui_kit_buttons(inputs);
});
// src/paraglide/messages/ui_kit_card_body.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Ui_Kit_Card_BodyInputs */
var en_ui_kit_card_body = () => {
	return `A card groups one set of controls or one result on a surface of its own.`;
};
var ru_ui_kit_card_body = () => {
	return `Карточка собирает на своей подложке одну группу настроек или один результат.`;
};
/**
* | output |
* | --- |
* | "A card groups one set of controls or one result on a surface of its own." |
*
* @param {Ui_Kit_Card_BodyInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var ui_kit_card_body = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_ui_kit_card_body(inputs);
	return en_ui_kit_card_body(inputs);
});
// src/paraglide/messages/ui_kit_card_title.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Ui_Kit_Card_TitleInputs */
var en_ui_kit_card_title = () => {
	return `Image generation`;
};
var ru_ui_kit_card_title = () => {
	return `Генерация картинок`;
};
/**
* | output |
* | --- |
* | "Image generation" |
*
* @param {Ui_Kit_Card_TitleInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var ui_kit_card_title = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_ui_kit_card_title(inputs);
	return en_ui_kit_card_title(inputs);
});
// src/paraglide/messages/ui_kit_cards.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Ui_Kit_CardsInputs */
var en_ui_kit_cards = () => {
	return `Cards`;
};
var ru_ui_kit_cards = () => {
	return `Карточки`;
};
/**
* | output |
* | --- |
* | "Cards" |
*
* @param {Ui_Kit_CardsInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var ui_kit_cards = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_ui_kit_cards(inputs);
	return en_ui_kit_cards(inputs);
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
// src/paraglide/messages/ui_kit_composer.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Ui_Kit_ComposerInputs */
var en_ui_kit_composer = () => {
	return `Composer`;
};
var ru_ui_kit_composer = () => {
	return `Поле сообщения`;
};
/**
* | output |
* | --- |
* | "Composer" |
*
* @param {Ui_Kit_ComposerInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var ui_kit_composer = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_ui_kit_composer(inputs);
	return en_ui_kit_composer(inputs);
});
// src/paraglide/messages/ui_kit_dialogs.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Ui_Kit_DialogsInputs */
var en_ui_kit_dialogs = () => {
	return `Dialogs`;
};
var ru_ui_kit_dialogs = () => {
	return `Диалоги`;
};
/**
* | output |
* | --- |
* | "Dialogs" |
*
* @param {Ui_Kit_DialogsInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var ui_kit_dialogs = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_ui_kit_dialogs(inputs);
	return en_ui_kit_dialogs(inputs);
});
// src/paraglide/messages/ui_kit_error_hint.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Ui_Kit_Error_HintInputs */
var en_ui_kit_error_hint = () => {
	return `Check the connection and try again.`;
};
var ru_ui_kit_error_hint = () => {
	return `Проверьте соединение и попробуйте ещё раз.`;
};
/**
* | output |
* | --- |
* | "Check the connection and try again." |
*
* @param {Ui_Kit_Error_HintInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var ui_kit_error_hint = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_ui_kit_error_hint(inputs);
	return en_ui_kit_error_hint(inputs);
});
// src/paraglide/messages/ui_kit_error_title.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Ui_Kit_Error_TitleInputs */
var en_ui_kit_error_title = () => {
	return `Couldn't load the chats`;
};
var ru_ui_kit_error_title = () => {
	return `Не удалось загрузить чаты`;
};
/**
* | output |
* | --- |
* | "Couldn't load the chats" |
*
* @param {Ui_Kit_Error_TitleInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var ui_kit_error_title = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_ui_kit_error_title(inputs);
	return en_ui_kit_error_title(inputs);
});
// src/paraglide/messages/ui_kit_field_error.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Ui_Kit_Field_ErrorInputs */
var en_ui_kit_field_error = () => {
	return `Enter a name of 2 to 60 characters.`;
};
var ru_ui_kit_field_error = () => {
	return `Введите имя от 2 до 60 символов.`;
};
/**
* | output |
* | --- |
* | "Enter a name of 2 to 60 characters." |
*
* @param {Ui_Kit_Field_ErrorInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var ui_kit_field_error = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_ui_kit_field_error(inputs);
	return en_ui_kit_field_error(inputs);
});
// src/paraglide/messages/ui_kit_field_label.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Ui_Kit_Field_LabelInputs */
var en_ui_kit_field_label = () => {
	return `Your name`;
};
var ru_ui_kit_field_label = () => {
	return `Ваше имя`;
};
/**
* | output |
* | --- |
* | "Your name" |
*
* @param {Ui_Kit_Field_LabelInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var ui_kit_field_label = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_ui_kit_field_label(inputs);
	return en_ui_kit_field_label(inputs);
});
// src/paraglide/messages/ui_kit_field_placeholder.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Ui_Kit_Field_PlaceholderInputs */
var en_ui_kit_field_placeholder = () => {
	return `Anna`;
};
var ru_ui_kit_field_placeholder = () => {
	return `Анна`;
};
/**
* | output |
* | --- |
* | "Anna" |
*
* @param {Ui_Kit_Field_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var ui_kit_field_placeholder = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_ui_kit_field_placeholder(inputs);
	return en_ui_kit_field_placeholder(inputs);
});
// src/paraglide/messages/ui_kit_file_drop.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Ui_Kit_File_DropInputs */
var en_ui_kit_file_drop = () => {
	return `File drop zone`;
};
var ru_ui_kit_file_drop = () => {
	return `Поле для файла`;
};
/**
* | output |
* | --- |
* | "File drop zone" |
*
* @param {Ui_Kit_File_DropInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var ui_kit_file_drop = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_ui_kit_file_drop(inputs);
	return en_ui_kit_file_drop(inputs);
});
// src/paraglide/messages/ui_kit_inputs.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Ui_Kit_InputsInputs */
var en_ui_kit_inputs = () => {
	return `Inputs`;
};
var ru_ui_kit_inputs = () => {
	return `Поля ввода`;
};
/**
* | output |
* | --- |
* | "Inputs" |
*
* @param {Ui_Kit_InputsInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var ui_kit_inputs = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_ui_kit_inputs(inputs);
	return en_ui_kit_inputs(inputs);
});
// src/paraglide/messages/ui_kit_intro.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Ui_Kit_IntroInputs */
var en_ui_kit_intro = () => {
	return `Every component of Beseda in each state, light and dark side by side. Browser tests check the components here.`;
};
var ru_ui_kit_intro = () => {
	return `Все компоненты Беседы во всех состояниях, светлая и тёмная темы рядом. Браузерные тесты проверяют компоненты здесь.`;
};
/**
* | output |
* | --- |
* | "Every component of Beseda in each state, light and dark side by side. Browser tests check the components here." |
*
* @param {Ui_Kit_IntroInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var ui_kit_intro = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_ui_kit_intro(inputs);
	return en_ui_kit_intro(inputs);
});
// src/paraglide/messages/ui_kit_loading.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Ui_Kit_LoadingInputs */
var en_ui_kit_loading = () => {
	return `Loading skeletons`;
};
var ru_ui_kit_loading = () => {
	return `Заглушки загрузки`;
};
/**
* | output |
* | --- |
* | "Loading skeletons" |
*
* @param {Ui_Kit_LoadingInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var ui_kit_loading = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_ui_kit_loading(inputs);
	return en_ui_kit_loading(inputs);
});
// src/paraglide/messages/ui_kit_menus.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Ui_Kit_MenusInputs */
var en_ui_kit_menus = () => {
	return `Menus`;
};
var ru_ui_kit_menus = () => {
	return `Меню`;
};
/**
* | output |
* | --- |
* | "Menus" |
*
* @param {Ui_Kit_MenusInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var ui_kit_menus = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_ui_kit_menus(inputs);
	return en_ui_kit_menus(inputs);
});
// src/paraglide/messages/ui_kit_message.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Ui_Kit_MessageInputs */
var en_ui_kit_message = () => {
	return `A message with markdown and code`;
};
var ru_ui_kit_message = () => {
	return `Сообщение с разметкой и кодом`;
};
/**
* | output |
* | --- |
* | "A message with markdown and code" |
*
* @param {Ui_Kit_MessageInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var ui_kit_message = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_ui_kit_message(inputs);
	return en_ui_kit_message(inputs);
});
// src/paraglide/messages/ui_kit_model_picker.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Ui_Kit_Model_PickerInputs */
var en_ui_kit_model_picker = () => {
	return `Model picker`;
};
var ru_ui_kit_model_picker = () => {
	return `Выбор модели`;
};
/**
* | output |
* | --- |
* | "Model picker" |
*
* @param {Ui_Kit_Model_PickerInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var ui_kit_model_picker = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_ui_kit_model_picker(inputs);
	return en_ui_kit_model_picker(inputs);
});
// src/paraglide/messages/ui_kit_navigation.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Ui_Kit_NavigationInputs */
var en_ui_kit_navigation = () => {
	return `Navigation: tools and command palette`;
};
var ru_ui_kit_navigation = () => {
	return `Навигация: инструменты и палитра команд`;
};
/**
* | output |
* | --- |
* | "Navigation: tools and command palette" |
*
* @param {Ui_Kit_NavigationInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var ui_kit_navigation = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_ui_kit_navigation(inputs);
	return en_ui_kit_navigation(inputs);
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
// src/paraglide/messages/ui_kit_segmented.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Ui_Kit_SegmentedInputs */
var en_ui_kit_segmented = () => {
	return `Segmented controls`;
};
var ru_ui_kit_segmented = () => {
	return `Переключатели`;
};
/**
* | output |
* | --- |
* | "Segmented controls" |
*
* @param {Ui_Kit_SegmentedInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var ui_kit_segmented = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_ui_kit_segmented(inputs);
	return en_ui_kit_segmented(inputs);
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
// src/paraglide/messages/ui_kit_selects.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Ui_Kit_SelectsInputs */
var en_ui_kit_selects = () => {
	return `Selects`;
};
var ru_ui_kit_selects = () => {
	return `Списки выбора`;
};
/**
* | output |
* | --- |
* | "Selects" |
*
* @param {Ui_Kit_SelectsInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var ui_kit_selects = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_ui_kit_selects(inputs);
	return en_ui_kit_selects(inputs);
});
// src/paraglide/messages/ui_kit_sidebar_item.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Ui_Kit_Sidebar_ItemInputs */
var en_ui_kit_sidebar_item = () => {
	return `Sidebar items`;
};
var ru_ui_kit_sidebar_item = () => {
	return `Элементы боковой панели`;
};
/**
* | output |
* | --- |
* | "Sidebar items" |
*
* @param {Ui_Kit_Sidebar_ItemInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var ui_kit_sidebar_item = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_ui_kit_sidebar_item(inputs);
	return en_ui_kit_sidebar_item(inputs);
});
// src/paraglide/messages/ui_kit_states.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Ui_Kit_StatesInputs */
var en_ui_kit_states = () => {
	return `Empty and error states`;
};
var ru_ui_kit_states = () => {
	return `Пустые состояния и ошибки`;
};
/**
* | output |
* | --- |
* | "Empty and error states" |
*
* @param {Ui_Kit_StatesInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var ui_kit_states = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_ui_kit_states(inputs);
	return en_ui_kit_states(inputs);
});
// src/paraglide/messages/ui_kit_tabs.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Ui_Kit_TabsInputs */
var en_ui_kit_tabs = () => {
	return `Tabs`;
};
var ru_ui_kit_tabs = () => {
	return `Вкладки`;
};
/**
* | output |
* | --- |
* | "Tabs" |
*
* @param {Ui_Kit_TabsInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var ui_kit_tabs = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_ui_kit_tabs(inputs);
	return en_ui_kit_tabs(inputs);
});
// src/paraglide/messages/ui_kit_toasts.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Ui_Kit_ToastsInputs */
var en_ui_kit_toasts = () => {
	return `Toasts`;
};
var ru_ui_kit_toasts = () => {
	return `Уведомления`;
};
/**
* | output |
* | --- |
* | "Toasts" |
*
* @param {Ui_Kit_ToastsInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var ui_kit_toasts = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_ui_kit_toasts(inputs);
	return en_ui_kit_toasts(inputs);
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
// src/paraglide/messages/ui_state_default.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Ui_State_DefaultInputs */
var en_ui_state_default = () => {
	return `Default`;
};
var ru_ui_state_default = () => {
	return `Обычное`;
};
/**
* | output |
* | --- |
* | "Default" |
*
* @param {Ui_State_DefaultInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var ui_state_default = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_ui_state_default(inputs);
	return en_ui_state_default(inputs);
});
// src/paraglide/messages/ui_state_disabled.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Ui_State_DisabledInputs */
var en_ui_state_disabled = () => {
	return `Disabled`;
};
var ru_ui_state_disabled = () => {
	return `Недоступно`;
};
/**
* | output |
* | --- |
* | "Disabled" |
*
* @param {Ui_State_DisabledInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var ui_state_disabled = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_ui_state_disabled(inputs);
	return en_ui_state_disabled(inputs);
});
// src/paraglide/messages/ui_state_error.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Ui_State_ErrorInputs */
var en_ui_state_error = () => {
	return `Error`;
};
var ru_ui_state_error = () => {
	return `Ошибка`;
};
/**
* | output |
* | --- |
* | "Error" |
*
* @param {Ui_State_ErrorInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var ui_state_error = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_ui_state_error(inputs);
	return en_ui_state_error(inputs);
});
// src/paraglide/messages/ui_state_focus.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Ui_State_FocusInputs */
var en_ui_state_focus = () => {
	return `Focus shown`;
};
var ru_ui_state_focus = () => {
	return `Видимый фокус`;
};
/**
* | output |
* | --- |
* | "Focus shown" |
*
* @param {Ui_State_FocusInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var ui_state_focus = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_ui_state_focus(inputs);
	return en_ui_state_focus(inputs);
});
// src/paraglide/messages/ui_state_hover.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Ui_State_HoverInputs */
var en_ui_state_hover = () => {
	return `Hover`;
};
var ru_ui_state_hover = () => {
	return `Наведение`;
};
/**
* | output |
* | --- |
* | "Hover" |
*
* @param {Ui_State_HoverInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var ui_state_hover = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_ui_state_hover(inputs);
	return en_ui_state_hover(inputs);
});
// src/paraglide/messages/ui_state_loading.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Ui_State_LoadingInputs */
var en_ui_state_loading = () => {
	return `Loading`;
};
var ru_ui_state_loading = () => {
	return `Загрузка`;
};
/**
* | output |
* | --- |
* | "Loading" |
*
* @param {Ui_State_LoadingInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var ui_state_loading = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_ui_state_loading(inputs);
	return en_ui_state_loading(inputs);
});
// node_modules/lucide-react/dist/esm/icons/chevron-down.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var __iconData$6 = {
	name: "chevron-down",
	size: 24,
	node: [["path", {
		d: "m6 9 6 6 6-6",
		key: "qrunsl"
	}]]
};
__iconData$6.node;
var ChevronDown = createLucideIcon(__iconData$6);
// node_modules/lucide-react/dist/esm/icons/circle-exclamation-point.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var __iconData$5 = {
	name: "circle-exclamation-point",
	size: 24,
	node: [
		["circle", {
			cx: "12",
			cy: "12",
			r: "10",
			key: "1mglay"
		}],
		["line", {
			x1: "12",
			x2: "12",
			y1: "8",
			y2: "12",
			key: "1pkeuh"
		}],
		["line", {
			x1: "12",
			x2: "12.01",
			y1: "16",
			y2: "16",
			key: "4dfq90"
		}]
	],
	aliases: ["alert-circle", "circle-alert"]
};
__iconData$5.node;
var CircleExclamationPoint = createLucideIcon(__iconData$5);
// node_modules/lucide-react/dist/esm/icons/inbox.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var __iconData$4 = {
	name: "inbox",
	size: 24,
	node: [["polyline", {
		points: "22 12 16 12 14 15 10 15 8 12 2 12",
		key: "o97t9d"
	}], ["path", {
		d: "M5.45 5.11 2 12v6a2 2 0 0 0 2 2h16a2 2 0 0 0 2-2v-6l-3.45-6.89A2 2 0 0 0 16.76 4H7.24a2 2 0 0 0-1.79 1.11z",
		key: "oot6mr"
	}]]
};
__iconData$4.node;
var Inbox = createLucideIcon(__iconData$4);
// node_modules/lucide-react/dist/esm/icons/loader-circle.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var __iconData$3 = {
	name: "loader-circle",
	size: 24,
	node: [["path", {
		d: "M21 12a9 9 0 1 1-6.219-8.56",
		key: "13zald"
	}]],
	aliases: ["loader-2"]
};
__iconData$3.node;
var LoaderCircle = createLucideIcon(__iconData$3);
// node_modules/lucide-react/dist/esm/icons/rotate-ccw.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var __iconData$2 = {
	name: "rotate-ccw",
	size: 24,
	node: [["path", {
		d: "M3 12a9 9 0 1 0 9-9 9.75 9.75 0 0 0-6.74 2.74L3 8",
		key: "1357e3"
	}], ["path", {
		d: "M3 3v5h5",
		key: "1xhq8a"
	}]]
};
__iconData$2.node;
var RotateCcw = createLucideIcon(__iconData$2);
// node_modules/lucide-react/dist/esm/icons/send.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var __iconData$1 = {
	name: "send",
	size: 24,
	node: [["path", {
		d: "M14.536 21.686a.5.5 0 0 0 .937-.024l6.5-19a.496.496 0 0 0-.635-.635l-19 6.5a.5.5 0 0 0-.024.937l7.93 3.18a2 2 0 0 1 1.112 1.11z",
		key: "1ffxy3"
	}], ["path", {
		d: "m21.854 2.147-10.94 10.939",
		key: "12cjpa"
	}]]
};
__iconData$1.node;
var Send = createLucideIcon(__iconData$1);
// node_modules/lucide-react/dist/esm/icons/trash.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var __iconData = {
	name: "trash",
	size: 24,
	node: [
		["path", {
			d: "M10 11v6",
			key: "nco0om"
		}],
		["path", {
			d: "M14 11v6",
			key: "outv1u"
		}],
		["path", {
			d: "M19 6v14a2 2 0 0 1-2 2H7a2 2 0 0 1-2-2V6",
			key: "miytrc"
		}],
		["path", {
			d: "M3 6h18",
			key: "d0wm0j"
		}],
		["path", {
			d: "M8 6V4a2 2 0 0 1 2-2h4a2 2 0 0 1 2 2v2",
			key: "e791ji"
		}]
	],
	aliases: ["trash-2"]
};
__iconData.node;
var Trash = createLucideIcon(__iconData);
// \0virtual:vite-rsc/css?type=rsc&id=%2Fwork%2Fmain%2Fsrc%2Fcomponents%2Fui%2Fkit%2Fkit-sections.tsx&lang.js
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
})(import_react_react_server.default, assetsManifest.serverResources["src/components/ui/kit/kit-sections.tsx"], void 0, "vite-rsc/importer-resources");
// src/components/ui/empty-state.tsx
var import_jsx_runtime_react_server = require_jsx_runtime_react_server();
/**
* An empty list or a failed load: what happened, what to do next, and optionally the action
* itself (a link or a button). `kind="error"` marks a failure.
*
* @example <EmptyState icon={<MessageSquare aria-hidden />} title={…} hint={…} action={<Link …/>} />
*/
function EmptyState({ icon, title, hint, action, kind = "empty", testId = "empty-state" }) {
	return /* @__PURE__ */ (0, import_jsx_runtime_react_server.jsxs)("div", {
		className: "empty-state",
		"data-kind": kind,
		role: kind === "error" ? "alert" : void 0,
		"data-testid": testId,
		children: [
			icon,
			/* @__PURE__ */ (0, import_jsx_runtime_react_server.jsx)("p", {
				className: "empty-state-title",
				children: title
			}),
			hint && /* @__PURE__ */ (0, import_jsx_runtime_react_server.jsx)("p", { children: hint }),
			action
		]
	});
}
// src/components/ui/icon-button.tsx
/**
* A button shown as an icon, named by `label` for assistive technology and in a small tooltip
* for everyone else (docs/decisions/081-icons.md).
*
* @example <IconButton label={m.chat_copy()} icon={<Copy size={16} aria-hidden />} onClick={copy} />
*/
function IconButton({ label, icon, text, tooltipSide = "top", className = "icon-button", type = "button", ...rest }) {
	return /* @__PURE__ */ (0, import_jsx_runtime_react_server.jsxs)("button", {
		type,
		className,
		"aria-label": text ? void 0 : label,
		"data-tooltip": text ? void 0 : label,
		"data-tooltip-side": tooltipSide === "bottom" ? "bottom" : void 0,
		...rest,
		children: [icon, text]
	});
}
// src/components/ui/select.tsx
/**
* The kit's select: the platform's `<select>` (keyboard, screen readers and phones' own pickers
* for free) drawn as the kit draws inputs, with its own chevron in both themes.
*
* @example <Select value={size} onChange={(e) => setSize(e.target.value)}>{options}</Select>
*/
function Select({ className, ...props }) {
	return /* @__PURE__ */ (0, import_jsx_runtime_react_server.jsxs)("span", {
		className: "select-wrap",
		children: [/* @__PURE__ */ (0, import_jsx_runtime_react_server.jsx)("select", {
			...props,
			className: className ? `select ${className}` : "select"
		}), /* @__PURE__ */ (0, import_jsx_runtime_react_server.jsx)(ChevronDown, {
			size: 16,
			className: "select-chevron",
			"aria-hidden": true
		})]
	});
}
// src/components/ui/skeleton.tsx
/**
* Grey lines standing in for a list while it loads; announced once as "loading" by its label.
*
* @example {loading ? <Skeleton label={m.misc_loading()} lines={4} /> : <List />}
*/
function Skeleton({ label, lines = 3, testId = "skeleton" }) {
	return /* @__PURE__ */ (0, import_jsx_runtime_react_server.jsx)("div", {
		className: "skeleton",
		role: "status",
		"aria-label": label,
		"aria-busy": "true",
		"data-testid": testId,
		children: Array.from({ length: lines }, (_, i) => /* @__PURE__ */ (0, import_jsx_runtime_react_server.jsx)("span", { className: "skeleton-line" }, i))
	});
}
// src/components/ui/tabs.tsx
var Tabs = /* #__PURE__ */ registerClientReference((() => {
	throw new Error("It is not possible to invoke a client function from the server: \"Tabs\"");
}), "6fe6ee80c8a6", "Tabs");
// src/components/ui/kit/kit-sections.tsx
function Section({ title, children }) {
	return /* @__PURE__ */ (0, import_jsx_runtime_react_server.jsxs)("section", {
		className: "kit-section",
		children: [/* @__PURE__ */ (0, import_jsx_runtime_react_server.jsx)("h3", {
			className: "kit-section-title",
			children: title
		}), children]
	});
}
/** One component in one state, captioned with the state's name. */
function State({ name, children }) {
	return /* @__PURE__ */ (0, import_jsx_runtime_react_server.jsxs)("figure", {
		className: "kit-state",
		children: [children, /* @__PURE__ */ (0, import_jsx_runtime_react_server.jsx)("figcaption", {
			className: "muted",
			children: name
		})]
	});
}
/**
* Every component of the kit in each of its states, for one colour mode; `prefix` keeps the
* ids of the two side-by-side copies apart.
*/
function KitSections({ prefix }) {
	const { locale } = getRequestContext();
	const t = translator(locale);
	const states = {
		normal: t(ui_state_default),
		hover: t(ui_state_hover),
		focus: t(ui_state_focus),
		disabled: t(ui_state_disabled),
		error: t(ui_state_error),
		loading: t(ui_state_loading)
	};
	const field = (id, extra, error) => /* @__PURE__ */ (0, import_jsx_runtime_react_server.jsxs)("label", {
		className: "field",
		htmlFor: `${prefix}-${id}`,
		children: [
			t(ui_kit_field_label),
			/* @__PURE__ */ (0, import_jsx_runtime_react_server.jsx)("input", {
				id: `${prefix}-${id}`,
				className: "input",
				placeholder: t(ui_kit_field_placeholder),
				"aria-invalid": error || void 0,
				"aria-describedby": error ? `${prefix}-${id}-error` : void 0,
				...extra
			}),
			error && /* @__PURE__ */ (0, import_jsx_runtime_react_server.jsx)("span", {
				className: "field-error",
				id: `${prefix}-${id}-error`,
				children: t(ui_kit_field_error)
			})
		]
	});
	const select = (id, extra) => /* @__PURE__ */ (0, import_jsx_runtime_react_server.jsxs)("label", {
		className: "field",
		htmlFor: `${prefix}-${id}`,
		children: [t(ui_kit_select_label), /* @__PURE__ */ (0, import_jsx_runtime_react_server.jsxs)(Select, {
			id: `${prefix}-${id}`,
			...extra,
			children: [
				/* @__PURE__ */ (0, import_jsx_runtime_react_server.jsx)("option", { children: t(ui_kit_tone_neutral) }),
				/* @__PURE__ */ (0, import_jsx_runtime_react_server.jsx)("option", { children: t(ui_kit_tone_friendly) }),
				/* @__PURE__ */ (0, import_jsx_runtime_react_server.jsx)("option", { children: t(ui_kit_tone_formal) })
			]
		})]
	});
	return /* @__PURE__ */ (0, import_jsx_runtime_react_server.jsxs)("div", {
		className: "kit",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime_react_server.jsx)(Section, {
				title: t(ui_kit_buttons),
				children: /* @__PURE__ */ (0, import_jsx_runtime_react_server.jsxs)("div", {
					className: "kit-states",
					children: [
						/* @__PURE__ */ (0, import_jsx_runtime_react_server.jsxs)(State, {
							name: states.normal,
							children: [
								/* @__PURE__ */ (0, import_jsx_runtime_react_server.jsxs)("button", {
									type: "button",
									className: "button button-primary",
									children: [/* @__PURE__ */ (0, import_jsx_runtime_react_server.jsx)(Send, {
										size: 16,
										"aria-hidden": true
									}), t(chat_send)]
								}),
								/* @__PURE__ */ (0, import_jsx_runtime_react_server.jsx)("button", {
									type: "button",
									className: "button",
									children: t(chat_cancel)
								}),
								/* @__PURE__ */ (0, import_jsx_runtime_react_server.jsxs)("button", {
									type: "button",
									className: "button button-danger",
									children: [/* @__PURE__ */ (0, import_jsx_runtime_react_server.jsx)(Trash, {
										size: 16,
										"aria-hidden": true
									}), t(chat_delete)]
								}),
								/* @__PURE__ */ (0, import_jsx_runtime_react_server.jsx)(IconButton, {
									label: t(chat_regenerate),
									icon: /* @__PURE__ */ (0, import_jsx_runtime_react_server.jsx)(RotateCcw, {
										size: 16,
										"aria-hidden": true
									})
								})
							]
						}),
						/* @__PURE__ */ (0, import_jsx_runtime_react_server.jsxs)(State, {
							name: states.hover,
							children: [
								/* @__PURE__ */ (0, import_jsx_runtime_react_server.jsx)("button", {
									type: "button",
									className: "button button-primary",
									"data-kit-state": "hover",
									children: t(chat_send)
								}),
								/* @__PURE__ */ (0, import_jsx_runtime_react_server.jsx)("button", {
									type: "button",
									className: "button",
									"data-kit-state": "hover",
									children: t(chat_cancel)
								}),
								/* @__PURE__ */ (0, import_jsx_runtime_react_server.jsx)(IconButton, {
									label: t(chat_regenerate),
									icon: /* @__PURE__ */ (0, import_jsx_runtime_react_server.jsx)(RotateCcw, {
										size: 16,
										"aria-hidden": true
									}),
									"data-kit-state": "hover"
								})
							]
						}),
						/* @__PURE__ */ (0, import_jsx_runtime_react_server.jsxs)(State, {
							name: states.focus,
							children: [/* @__PURE__ */ (0, import_jsx_runtime_react_server.jsx)("button", {
								type: "button",
								className: "button button-primary",
								"data-kit-state": "focus",
								children: t(chat_send)
							}), /* @__PURE__ */ (0, import_jsx_runtime_react_server.jsx)("button", {
								type: "button",
								className: "button",
								"data-kit-state": "focus",
								children: t(chat_cancel)
							})]
						}),
						/* @__PURE__ */ (0, import_jsx_runtime_react_server.jsxs)(State, {
							name: states.disabled,
							children: [/* @__PURE__ */ (0, import_jsx_runtime_react_server.jsx)("button", {
								type: "button",
								className: "button button-primary",
								disabled: true,
								children: t(chat_send)
							}), /* @__PURE__ */ (0, import_jsx_runtime_react_server.jsx)("button", {
								type: "button",
								className: "button",
								disabled: true,
								children: t(chat_cancel)
							})]
						}),
						/* @__PURE__ */ (0, import_jsx_runtime_react_server.jsx)(State, {
							name: states.loading,
							children: /* @__PURE__ */ (0, import_jsx_runtime_react_server.jsxs)("button", {
								type: "button",
								className: "button button-primary",
								"aria-busy": "true",
								disabled: true,
								children: [/* @__PURE__ */ (0, import_jsx_runtime_react_server.jsx)(LoaderCircle, {
									size: 16,
									className: "spin",
									"aria-hidden": true
								}), t(misc_loading)]
							})
						}),
						/* @__PURE__ */ (0, import_jsx_runtime_react_server.jsx)(State, {
							name: t(layout_new_chat),
							children: /* @__PURE__ */ (0, import_jsx_runtime_react_server.jsxs)("button", {
								type: "button",
								className: "button button-primary",
								children: [/* @__PURE__ */ (0, import_jsx_runtime_react_server.jsx)(Plus, {
									size: 18,
									"aria-hidden": true
								}), t(layout_new_chat)]
							})
						})
					]
				})
			}),
			/* @__PURE__ */ (0, import_jsx_runtime_react_server.jsx)(Section, {
				title: t(ui_kit_inputs),
				children: /* @__PURE__ */ (0, import_jsx_runtime_react_server.jsxs)("div", {
					className: "kit-states",
					children: [
						/* @__PURE__ */ (0, import_jsx_runtime_react_server.jsx)(State, {
							name: states.normal,
							children: field("name", {})
						}),
						/* @__PURE__ */ (0, import_jsx_runtime_react_server.jsx)(State, {
							name: states.focus,
							children: field("name-focus", { "data-kit-state": "focus" })
						}),
						/* @__PURE__ */ (0, import_jsx_runtime_react_server.jsx)(State, {
							name: states.disabled,
							children: field("name-disabled", { disabled: true })
						}),
						/* @__PURE__ */ (0, import_jsx_runtime_react_server.jsx)(State, {
							name: states.error,
							children: field("name-error", { defaultValue: "A" }, true)
						})
					]
				})
			}),
			/* @__PURE__ */ (0, import_jsx_runtime_react_server.jsx)(Section, {
				title: t(ui_kit_selects),
				children: /* @__PURE__ */ (0, import_jsx_runtime_react_server.jsxs)("div", {
					className: "kit-states",
					children: [
						/* @__PURE__ */ (0, import_jsx_runtime_react_server.jsx)(State, {
							name: states.normal,
							children: select("tone", {})
						}),
						/* @__PURE__ */ (0, import_jsx_runtime_react_server.jsx)(State, {
							name: states.focus,
							children: select("tone-focus", { "data-kit-state": "focus" })
						}),
						/* @__PURE__ */ (0, import_jsx_runtime_react_server.jsx)(State, {
							name: states.disabled,
							children: select("tone-disabled", { disabled: true })
						})
					]
				})
			}),
			/* @__PURE__ */ (0, import_jsx_runtime_react_server.jsx)(Section, {
				title: t(ui_kit_segmented),
				children: /* @__PURE__ */ (0, import_jsx_runtime_react_server.jsx)(KitSegmentedDemo, {})
			}),
			/* @__PURE__ */ (0, import_jsx_runtime_react_server.jsx)(Section, {
				title: t(ui_kit_model_picker),
				children: /* @__PURE__ */ (0, import_jsx_runtime_react_server.jsx)(KitModelPickerDemo, {})
			}),
			/* @__PURE__ */ (0, import_jsx_runtime_react_server.jsx)(Section, {
				title: t(ui_kit_file_drop),
				children: /* @__PURE__ */ (0, import_jsx_runtime_react_server.jsx)(KitFileDropDemo, {})
			}),
			/* @__PURE__ */ (0, import_jsx_runtime_react_server.jsx)(Section, {
				title: t(ui_kit_cards),
				children: /* @__PURE__ */ (0, import_jsx_runtime_react_server.jsxs)("article", {
					className: "card",
					children: [/* @__PURE__ */ (0, import_jsx_runtime_react_server.jsx)("h4", { children: t(ui_kit_card_title) }), /* @__PURE__ */ (0, import_jsx_runtime_react_server.jsx)("p", {
						className: "muted",
						children: t(ui_kit_card_body)
					})]
				})
			}),
			/* @__PURE__ */ (0, import_jsx_runtime_react_server.jsx)(Section, {
				title: t(ui_kit_tabs),
				children: /* @__PURE__ */ (0, import_jsx_runtime_react_server.jsx)(Tabs, {
					label: t(ui_kit_tabs),
					tabs: [
						{
							id: "text",
							label: t(layout_mode_text),
							panel: /* @__PURE__ */ (0, import_jsx_runtime_react_server.jsx)("p", { children: t(chat_empty_title) })
						},
						{
							id: "image",
							label: t(layout_mode_image),
							panel: /* @__PURE__ */ (0, import_jsx_runtime_react_server.jsx)("p", { children: t(ui_kit_question) })
						},
						{
							id: "mj",
							label: t(layout_mode_midjourney),
							panel: /* @__PURE__ */ (0, import_jsx_runtime_react_server.jsx)("p", { children: t(ui_kit_chat_name) }),
							disabled: true
						}
					]
				})
			}),
			/* @__PURE__ */ (0, import_jsx_runtime_react_server.jsx)(Section, {
				title: t(ui_kit_menus),
				children: /* @__PURE__ */ (0, import_jsx_runtime_react_server.jsx)(KitMenuDemo, {})
			}),
			/* @__PURE__ */ (0, import_jsx_runtime_react_server.jsx)(Section, {
				title: t(ui_kit_dialogs),
				children: /* @__PURE__ */ (0, import_jsx_runtime_react_server.jsx)(KitActionsDemo, { testId: `${prefix}-actions-modal` })
			}),
			/* @__PURE__ */ (0, import_jsx_runtime_react_server.jsx)(Section, {
				title: t(ui_kit_toasts),
				children: /* @__PURE__ */ (0, import_jsx_runtime_react_server.jsx)(KitToastDemo, {})
			}),
			/* @__PURE__ */ (0, import_jsx_runtime_react_server.jsx)(Section, {
				title: t(ui_kit_composer),
				children: /* @__PURE__ */ (0, import_jsx_runtime_react_server.jsx)(KitComposer, {})
			}),
			/* @__PURE__ */ (0, import_jsx_runtime_react_server.jsx)(Section, {
				title: t(ui_kit_message),
				children: /* @__PURE__ */ (0, import_jsx_runtime_react_server.jsx)(KitMessages, { answer: /* @__PURE__ */ (0, import_jsx_runtime_react_server.jsx)(Markdown, { source: t(ui_kit_answer) }) })
			}),
			/* @__PURE__ */ (0, import_jsx_runtime_react_server.jsx)(Section, {
				title: t(ui_kit_sidebar_item),
				children: /* @__PURE__ */ (0, import_jsx_runtime_react_server.jsx)(KitChatItems, {})
			}),
			/* @__PURE__ */ (0, import_jsx_runtime_react_server.jsxs)(Section, {
				title: t(ui_kit_states),
				children: [/* @__PURE__ */ (0, import_jsx_runtime_react_server.jsx)(EmptyState, {
					icon: /* @__PURE__ */ (0, import_jsx_runtime_react_server.jsx)(Inbox, {
						size: 28,
						"aria-hidden": true
					}),
					title: t(ui_empty_chats_title),
					hint: t(ui_empty_chats_hint)
				}), /* @__PURE__ */ (0, import_jsx_runtime_react_server.jsx)(EmptyState, {
					kind: "error",
					icon: /* @__PURE__ */ (0, import_jsx_runtime_react_server.jsx)(CircleExclamationPoint, {
						size: 28,
						"aria-hidden": true
					}),
					title: t(ui_kit_error_title),
					hint: t(ui_kit_error_hint),
					action: /* @__PURE__ */ (0, import_jsx_runtime_react_server.jsx)("button", {
						type: "button",
						className: "button",
						children: t(misc_retry)
					}),
					testId: "kit-error-state"
				})]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime_react_server.jsx)(Section, {
				title: t(ui_kit_navigation),
				children: /* @__PURE__ */ (0, import_jsx_runtime_react_server.jsxs)("div", {
					className: "kit-states",
					children: [/* @__PURE__ */ (0, import_jsx_runtime_react_server.jsx)(State, {
						name: states.normal,
						children: /* @__PURE__ */ (0, import_jsx_runtime_react_server.jsx)(ToolsNav, { variant: "sidebar" })
					}), /* @__PURE__ */ (0, import_jsx_runtime_react_server.jsx)(State, {
						name: t(nav_commands),
						children: /* @__PURE__ */ (0, import_jsx_runtime_react_server.jsx)(PaletteLauncher, {
							label: t(nav_palette_open),
							text: t(nav_commands)
						})
					})]
				})
			}),
			/* @__PURE__ */ (0, import_jsx_runtime_react_server.jsx)(Section, {
				title: t(ui_kit_loading),
				children: /* @__PURE__ */ (0, import_jsx_runtime_react_server.jsx)(Skeleton, {
					label: t(misc_loading),
					lines: 4,
					testId: "kit-skeleton"
				})
			})
		]
	});
}
KitSections = /* #__PURE__ */ __vite_rsc_wrap_css__(KitSections, "KitSections");
function __vite_rsc_wrap_css__(value, name) {
	if (typeof value !== "function") return value;
	function __wrapper(props) {
		return import_react_react_server.createElement(import_react_react_server.Fragment, null, import_react_react_server.createElement(Resources), import_react_react_server.createElement(value, props));
	}
	Object.defineProperty(__wrapper, "name", { value: name });
	return __wrapper;
}
// src/pages/[locale]/(plain)/ui/index.tsx
/** The interface kit: every component in each state, light and dark side by side. */
async function UiPage() {
	const { locale } = getRequestContext();
	const t = translator(locale);
	return /* @__PURE__ */ (0, import_jsx_runtime_react_server.jsxs)(LocaleProvider, {
		locale,
		children: [/* @__PURE__ */ (0, import_jsx_runtime_react_server.jsx)("main", {
			className: "kit-page",
			id: "content",
			children: /* @__PURE__ */ (0, import_jsx_runtime_react_server.jsxs)(Screen, {
				name: "ui",
				title: misc_ui_title,
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime_react_server.jsx)("p", {
						className: "muted",
						children: t(ui_kit_intro)
					}),
					/* @__PURE__ */ (0, import_jsx_runtime_react_server.jsx)("p", { children: /* @__PURE__ */ (0, import_jsx_runtime_react_server.jsx)(Link, {
						to: `/${locale}/ui/actions-modal`,
						children: t(misc_ui_actions_modal_title)
					}) }),
					/* @__PURE__ */ (0, import_jsx_runtime_react_server.jsxs)("div", {
						className: "kit-columns",
						children: [/* @__PURE__ */ (0, import_jsx_runtime_react_server.jsxs)(ForcedTheme, {
							mode: "light",
							children: [/* @__PURE__ */ (0, import_jsx_runtime_react_server.jsx)("h2", {
								className: "kit-theme-title",
								children: t(layout_theme_light)
							}), /* @__PURE__ */ (0, import_jsx_runtime_react_server.jsx)(KitSections, { prefix: "light" })]
						}), /* @__PURE__ */ (0, import_jsx_runtime_react_server.jsxs)(ForcedTheme, {
							mode: "dark",
							children: [/* @__PURE__ */ (0, import_jsx_runtime_react_server.jsx)("h2", {
								className: "kit-theme-title",
								children: t(layout_theme_dark)
							}), /* @__PURE__ */ (0, import_jsx_runtime_react_server.jsx)(KitSections, { prefix: "dark" })]
						})]
					})
				]
			})
		}), /* @__PURE__ */ (0, import_jsx_runtime_react_server.jsx)(AppToaster, {})]
	});
}
var getConfig = async () => ({ render: "dynamic" });
export { UiPage as default, getConfig };

//# sourceMappingURL=ui-CvO-5_6q.js.map
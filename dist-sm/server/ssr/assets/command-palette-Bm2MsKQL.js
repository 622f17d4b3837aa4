import { t as require_react } from "./react-DvVFp2nj.js";
import "./main-BrDwBsBp.js";
import { n as useRouter } from "./client-N-I6esBt.js";
import { n as useLocale } from "./locale-context-Du56PqBf.js";
import { r as useChatSearch, t as runPaletteAction } from "./palette-actions-BTqxF87O.js";
import { t as chat_untitled } from "./chat_untitled-DEAuioUQ.js";
import { t as locales } from "./locales-BzwGgCCk.js";
import { t as require_jsx_runtime } from "./jsx-runtime-BB_2hJGX.js";
import { t as getLocale } from "./runtime-CEu_NCIS.js";
// src/paraglide/messages/apikeys_title.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Apikeys_TitleInputs */
var en_apikeys_title = () => {
	return `API keys`;
};
var ru_apikeys_title = () => {
	return `Ключи API`;
};
/**
* | output |
* | --- |
* | "API keys" |
*
* @param {Apikeys_TitleInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var apikeys_title = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_apikeys_title(inputs);
	return en_apikeys_title(inputs);
});
// src/paraglide/messages/balance_key_combinations_title.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Balance_Key_Combinations_TitleInputs */
var en_balance_key_combinations_title = () => {
	return `Keyboard shortcuts`;
};
var ru_balance_key_combinations_title = () => {
	return `Сочетания клавиш`;
};
/**
* | output |
* | --- |
* | "Keyboard shortcuts" |
*
* @param {Balance_Key_Combinations_TitleInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var balance_key_combinations_title = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_balance_key_combinations_title(inputs);
	return en_balance_key_combinations_title(inputs);
});
// src/paraglide/messages/balance_members_title.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Balance_Members_TitleInputs */
var en_balance_members_title = () => {
	return `Members`;
};
var ru_balance_members_title = () => {
	return `Участники`;
};
/**
* | output |
* | --- |
* | "Members" |
*
* @param {Balance_Members_TitleInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var balance_members_title = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_balance_members_title(inputs);
	return en_balance_members_title(inputs);
});
// src/paraglide/messages/balance_settings_title.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Balance_Settings_TitleInputs */
var en_balance_settings_title = () => {
	return `Settings`;
};
var ru_balance_settings_title = () => {
	return `Настройки`;
};
/**
* | output |
* | --- |
* | "Settings" |
*
* @param {Balance_Settings_TitleInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var balance_settings_title = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_balance_settings_title(inputs);
	return en_balance_settings_title(inputs);
});
// src/paraglide/messages/balance_title.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Balance_TitleInputs */
var en_balance_title = () => {
	return `Balance`;
};
var ru_balance_title = () => {
	return `Баланс`;
};
/**
* | output |
* | --- |
* | "Balance" |
*
* @param {Balance_TitleInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var balance_title = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_balance_title(inputs);
	return en_balance_title(inputs);
});
// src/paraglide/messages/layout_language.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Layout_LanguageInputs */
var en_layout_language = () => {
	return `Language`;
};
var ru_layout_language = () => {
	return `Язык`;
};
/**
* | output |
* | --- |
* | "Language" |
*
* @param {Layout_LanguageInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var layout_language = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_layout_language(inputs);
	return en_layout_language(inputs);
});
// src/paraglide/messages/layout_theme.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Layout_ThemeInputs */
var en_layout_theme = () => {
	return `Theme`;
};
var ru_layout_theme = () => {
	return `Тема`;
};
/**
* | output |
* | --- |
* | "Theme" |
*
* @param {Layout_ThemeInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var layout_theme = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_layout_theme(inputs);
	return en_layout_theme(inputs);
});
// src/paraglide/messages/mcp_tools_title.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Mcp_Tools_TitleInputs */
var en_mcp_tools_title = () => {
	return `Tools`;
};
var ru_mcp_tools_title = () => {
	return `Инструменты`;
};
/**
* | output |
* | --- |
* | "Tools" |
*
* @param {Mcp_Tools_TitleInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var mcp_tools_title = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_mcp_tools_title(inputs);
	return en_mcp_tools_title(inputs);
});
// src/paraglide/messages/midjourney_title.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Midjourney_TitleInputs */
var en_midjourney_title = () => {
	return `Midjourney`;
};
var ru_midjourney_title = () => {
	return `Midjourney`;
};
/**
* | output |
* | --- |
* | "Midjourney" |
*
* @param {Midjourney_TitleInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var midjourney_title = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_midjourney_title(inputs);
	return en_midjourney_title(inputs);
});
// src/paraglide/messages/misc_feedback_title.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Misc_Feedback_TitleInputs */
var en_misc_feedback_title = () => {
	return `Feedback`;
};
var ru_misc_feedback_title = () => {
	return `Обратная связь`;
};
/**
* | output |
* | --- |
* | "Feedback" |
*
* @param {Misc_Feedback_TitleInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var misc_feedback_title = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_misc_feedback_title(inputs);
	return en_misc_feedback_title(inputs);
});
// src/paraglide/messages/misc_policy_title.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Misc_Policy_TitleInputs */
var en_misc_policy_title = () => {
	return `Privacy policy`;
};
var ru_misc_policy_title = () => {
	return `Политика конфиденциальности`;
};
/**
* | output |
* | --- |
* | "Privacy policy" |
*
* @param {Misc_Policy_TitleInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var misc_policy_title = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_misc_policy_title(inputs);
	return en_misc_policy_title(inputs);
});
// src/paraglide/messages/misc_terms_title.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Misc_Terms_TitleInputs */
var en_misc_terms_title = () => {
	return `Terms of use`;
};
var ru_misc_terms_title = () => {
	return `Пользовательское соглашение`;
};
/**
* | output |
* | --- |
* | "Terms of use" |
*
* @param {Misc_Terms_TitleInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var misc_terms_title = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_misc_terms_title(inputs);
	return en_misc_terms_title(inputs);
});
// src/paraglide/messages/nav_action_language.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{ language: NonNullable<unknown> }} Nav_Action_LanguageInputs */
var en_nav_action_language = (i) => {
	return `Switch language to ${i?.language}`;
};
var ru_nav_action_language = (i) => {
	return `Сменить язык на ${i?.language}`;
};
/**
* | output |
* | --- |
* | "Switch language to {language}" |
*
* @param {Nav_Action_LanguageInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var nav_action_language = ((inputs, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_nav_action_language(inputs);
	return en_nav_action_language(inputs);
});
// src/paraglide/messages/nav_action_new_chat.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Nav_Action_New_ChatInputs */
var en_nav_action_new_chat = () => {
	return `New chat`;
};
var ru_nav_action_new_chat = () => {
	return `Новый чат`;
};
/**
* | output |
* | --- |
* | "New chat" |
*
* @param {Nav_Action_New_ChatInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var nav_action_new_chat = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_nav_action_new_chat(inputs);
	return en_nav_action_new_chat(inputs);
});
// src/paraglide/messages/nav_action_shortcuts.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Nav_Action_ShortcutsInputs */
var en_nav_action_shortcuts = () => {
	return `Show keyboard shortcuts`;
};
var ru_nav_action_shortcuts = () => {
	return `Показать сочетания клавиш`;
};
/**
* | output |
* | --- |
* | "Show keyboard shortcuts" |
*
* @param {Nav_Action_ShortcutsInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var nav_action_shortcuts = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_nav_action_shortcuts(inputs);
	return en_nav_action_shortcuts(inputs);
});
// src/paraglide/messages/nav_action_sign_out.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Nav_Action_Sign_OutInputs */
var en_nav_action_sign_out = () => {
	return `Sign out`;
};
var ru_nav_action_sign_out = () => {
	return `Выйти`;
};
/**
* | output |
* | --- |
* | "Sign out" |
*
* @param {Nav_Action_Sign_OutInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var nav_action_sign_out = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_nav_action_sign_out(inputs);
	return en_nav_action_sign_out(inputs);
});
// src/paraglide/messages/nav_action_theme_dark.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Nav_Action_Theme_DarkInputs */
var en_nav_action_theme_dark = () => {
	return `Switch to dark theme`;
};
var ru_nav_action_theme_dark = () => {
	return `Включить тёмную тему`;
};
/**
* | output |
* | --- |
* | "Switch to dark theme" |
*
* @param {Nav_Action_Theme_DarkInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var nav_action_theme_dark = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_nav_action_theme_dark(inputs);
	return en_nav_action_theme_dark(inputs);
});
// src/paraglide/messages/nav_action_theme_light.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Nav_Action_Theme_LightInputs */
var en_nav_action_theme_light = () => {
	return `Switch to light theme`;
};
var ru_nav_action_theme_light = () => {
	return `Включить светлую тему`;
};
/**
* | output |
* | --- |
* | "Switch to light theme" |
*
* @param {Nav_Action_Theme_LightInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var nav_action_theme_light = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_nav_action_theme_light(inputs);
	return en_nav_action_theme_light(inputs);
});
// src/paraglide/messages/nav_kind_action.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Nav_Kind_ActionInputs */
var en_nav_kind_action = () => {
	return `Action`;
};
var ru_nav_kind_action = () => {
	return `Действие`;
};
/**
* | output |
* | --- |
* | "Action" |
*
* @param {Nav_Kind_ActionInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var nav_kind_action = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_nav_kind_action(inputs);
	return en_nav_kind_action(inputs);
});
// src/paraglide/messages/nav_kind_chat.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Nav_Kind_ChatInputs */
var en_nav_kind_chat = () => {
	return `Chat`;
};
var ru_nav_kind_chat = () => {
	return `Чат`;
};
/**
* | output |
* | --- |
* | "Chat" |
*
* @param {Nav_Kind_ChatInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var nav_kind_chat = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_nav_kind_chat(inputs);
	return en_nav_kind_chat(inputs);
});
// src/paraglide/messages/nav_kind_page.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Nav_Kind_PageInputs */
var en_nav_kind_page = () => {
	return `Page`;
};
var ru_nav_kind_page = () => {
	return `Страница`;
};
/**
* | output |
* | --- |
* | "Page" |
*
* @param {Nav_Kind_PageInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var nav_kind_page = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_nav_kind_page(inputs);
	return en_nav_kind_page(inputs);
});
// src/paraglide/messages/nav_page_chat.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Nav_Page_ChatInputs */
var en_nav_page_chat = () => {
	return `Chat`;
};
var ru_nav_page_chat = () => {
	return `Чат`;
};
/**
* | output |
* | --- |
* | "Chat" |
*
* @param {Nav_Page_ChatInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var nav_page_chat = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_nav_page_chat(inputs);
	return en_nav_page_chat(inputs);
});
// src/paraglide/messages/nav_page_gen.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Nav_Page_GenInputs */
var en_nav_page_gen = () => {
	return `Generation prices`;
};
var ru_nav_page_gen = () => {
	return `Цены на генерацию`;
};
/**
* | output |
* | --- |
* | "Generation prices" |
*
* @param {Nav_Page_GenInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var nav_page_gen = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_nav_page_gen(inputs);
	return en_nav_page_gen(inputs);
});
// src/paraglide/messages/nav_page_images.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Nav_Page_ImagesInputs */
var en_nav_page_images = () => {
	return `Image chats`;
};
var ru_nav_page_images = () => {
	return `Чаты с картинками`;
};
/**
* | output |
* | --- |
* | "Image chats" |
*
* @param {Nav_Page_ImagesInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var nav_page_images = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_nav_page_images(inputs);
	return en_nav_page_images(inputs);
});
// src/paraglide/messages/nav_palette_empty.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Nav_Palette_EmptyInputs */
var en_nav_palette_empty = () => {
	return `Nothing found`;
};
var ru_nav_palette_empty = () => {
	return `Ничего не найдено`;
};
/**
* | output |
* | --- |
* | "Nothing found" |
*
* @param {Nav_Palette_EmptyInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var nav_palette_empty = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_nav_palette_empty(inputs);
	return en_nav_palette_empty(inputs);
});
// src/paraglide/messages/nav_palette_hint.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Nav_Palette_HintInputs */
var en_nav_palette_hint = () => {
	return `↑↓ to move, Enter to open, Esc to close`;
};
var ru_nav_palette_hint = () => {
	return `↑↓ — выбор, Enter — открыть, Esc — закрыть`;
};
/**
* | output |
* | --- |
* | "↑↓ to move, Enter to open, Esc to close" |
*
* @param {Nav_Palette_HintInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var nav_palette_hint = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_nav_palette_hint(inputs);
	return en_nav_palette_hint(inputs);
});
// src/paraglide/messages/nav_palette_placeholder.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Nav_Palette_PlaceholderInputs */
var en_nav_palette_placeholder = () => {
	return `Type a page, a chat or an action…`;
};
var ru_nav_palette_placeholder = () => {
	return `Страница, чат или действие…`;
};
/**
* | output |
* | --- |
* | "Type a page, a chat or an action…" |
*
* @param {Nav_Palette_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var nav_palette_placeholder = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_nav_palette_placeholder(inputs);
	return en_nav_palette_placeholder(inputs);
});
// src/paraglide/messages/nav_palette_results.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Nav_Palette_ResultsInputs */
var en_nav_palette_results = () => {
	return `Results`;
};
var ru_nav_palette_results = () => {
	return `Результаты`;
};
/**
* | output |
* | --- |
* | "Results" |
*
* @param {Nav_Palette_ResultsInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var nav_palette_results = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_nav_palette_results(inputs);
	return en_nav_palette_results(inputs);
});
// src/paraglide/messages/nav_palette_searching.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Nav_Palette_SearchingInputs */
var en_nav_palette_searching = () => {
	return `Searching chats…`;
};
var ru_nav_palette_searching = () => {
	return `Ищем в чатах…`;
};
/**
* | output |
* | --- |
* | "Searching chats…" |
*
* @param {Nav_Palette_SearchingInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var nav_palette_searching = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_nav_palette_searching(inputs);
	return en_nav_palette_searching(inputs);
});
// src/paraglide/messages/nav_palette_title.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Nav_Palette_TitleInputs */
var en_nav_palette_title = () => {
	return `Go to or do`;
};
var ru_nav_palette_title = () => {
	return `Перейти или выполнить`;
};
/**
* | output |
* | --- |
* | "Go to or do" |
*
* @param {Nav_Palette_TitleInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var nav_palette_title = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_nav_palette_title(inputs);
	return en_nav_palette_title(inputs);
});
// src/paraglide/messages/profile_title.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Profile_TitleInputs */
var en_profile_title = () => {
	return `Profile`;
};
var ru_profile_title = () => {
	return `Профиль`;
};
/**
* | output |
* | --- |
* | "Profile" |
*
* @param {Profile_TitleInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var profile_title = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_profile_title(inputs);
	return en_profile_title(inputs);
});
// src/paraglide/messages/service_title.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Service_TitleInputs */
var en_service_title = () => {
	return `Services`;
};
var ru_service_title = () => {
	return `Сервисы`;
};
/**
* | output |
* | --- |
* | "Services" |
*
* @param {Service_TitleInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var service_title = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_service_title(inputs);
	return en_service_title(inputs);
});
// src/paraglide/messages/service_tool_avatar_title.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Service_Tool_Avatar_TitleInputs */
var en_service_tool_avatar_title = () => {
	return `Avatar studio`;
};
var ru_service_tool_avatar_title = () => {
	return `Студия аватаров`;
};
/**
* | output |
* | --- |
* | "Avatar studio" |
*
* @param {Service_Tool_Avatar_TitleInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var service_tool_avatar_title = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_service_tool_avatar_title(inputs);
	return en_service_tool_avatar_title(inputs);
});
// src/paraglide/messages/service_tool_text_studio_title.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Service_Tool_Text_Studio_TitleInputs */
var en_service_tool_text_studio_title = () => {
	return `Text studio`;
};
var ru_service_tool_text_studio_title = () => {
	return `Текстовая студия`;
};
/**
* | output |
* | --- |
* | "Text studio" |
*
* @param {Service_Tool_Text_Studio_TitleInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var service_tool_text_studio_title = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_service_tool_text_studio_title(inputs);
	return en_service_tool_text_studio_title(inputs);
});
// src/paraglide/messages/support_title.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Support_TitleInputs */
var en_support_title = () => {
	return `Support`;
};
var ru_support_title = () => {
	return `Поддержка`;
};
/**
* | output |
* | --- |
* | "Support" |
*
* @param {Support_TitleInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var support_title = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_support_title(inputs);
	return en_support_title(inputs);
});
// src/paraglide/messages/transcription_title.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Transcription_TitleInputs */
var en_transcription_title = () => {
	return `Transcription`;
};
var ru_transcription_title = () => {
	return `Транскрибация`;
};
/**
* | output |
* | --- |
* | "Transcription" |
*
* @param {Transcription_TitleInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var transcription_title = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_transcription_title(inputs);
	return en_transcription_title(inputs);
});
// src/lib/navigation/destinations.ts
var import_react = require_react();
/**
* Every page a signed-in person may want, in one list: the Tools navigation of each layout and
* the command palette both read it, so a new page cannot be reachable from one and not the other.
*/
var destinations = [
	{
		id: "chat",
		path: "/chat",
		title: nav_page_chat,
		group: "chats"
	},
	{
		id: "images",
		path: "/chat/image",
		title: nav_page_images,
		group: "chats"
	},
	{
		id: "midjourney",
		path: "/chat/midjourney",
		title: midjourney_title,
		group: "chats"
	},
	{
		id: "text",
		path: "/text",
		title: service_tool_text_studio_title,
		group: "tools"
	},
	{
		id: "transcription",
		path: "/transcription",
		title: transcription_title,
		group: "tools"
	},
	{
		id: "avatar",
		path: "/avatar",
		title: service_tool_avatar_title,
		group: "tools"
	},
	{
		id: "service",
		path: "/service",
		title: service_title,
		group: "tools"
	},
	{
		id: "gen",
		path: "/gen",
		title: nav_page_gen,
		group: "tools"
	},
	{
		id: "balance",
		path: "/cabinet/balance",
		title: balance_title,
		group: "cabinet"
	},
	{
		id: "members",
		path: "/cabinet/members",
		title: balance_members_title,
		group: "cabinet"
	},
	{
		id: "profile",
		path: "/cabinet/profile",
		title: profile_title,
		group: "cabinet"
	},
	{
		id: "settings",
		path: "/cabinet/settings",
		title: balance_settings_title,
		group: "cabinet"
	},
	{
		id: "api-keys",
		path: "/cabinet/api-keys",
		title: apikeys_title,
		group: "cabinet"
	},
	{
		id: "mcp-tools",
		path: "/cabinet/tools",
		title: mcp_tools_title,
		group: "cabinet"
	},
	{
		id: "key-combinations",
		path: "/cabinet/key-combinations",
		title: balance_key_combinations_title,
		group: "cabinet"
	},
	{
		id: "support",
		path: "/support",
		title: support_title,
		group: "help"
	},
	{
		id: "feedback",
		path: "/feedback",
		title: misc_feedback_title,
		group: "help"
	},
	{
		id: "terms",
		path: "/terms",
		title: misc_terms_title,
		group: "legal"
	},
	{
		id: "policy",
		path: "/policy",
		title: misc_policy_title,
		group: "legal"
	}
];
destinations.filter((d) => [
	"tools",
	"help",
	"legal"
].includes(d.group));
// src/components/navigation/palette-entries.ts
var languageNames = {
	ru: "Русский",
	en: "English"
};
/** A name in every language, lowercased, so a Russian page finds "settings" and vice versa. */
var everyLanguage = (name) => locales.map((locale) => name(locale).toLowerCase()).join(" ");
/** The pages and actions of the palette, in the page's language; `dark` is the theme shown now. */
function staticEntries(locale, dark) {
	const o = { locale };
	const other = locales.find((l) => l !== locale) ?? locale;
	const pages = destinations.map((d) => ({
		id: `page-${d.id}`,
		kind: "page",
		label: d.title({}, o),
		terms: `${everyLanguage((l) => d.title({}, { locale: l }))} ${d.path}`,
		to: `/${locale}${d.path}`
	}));
	const theme = dark ? nav_action_theme_light : nav_action_theme_dark;
	const action = (id, label, terms) => ({
		id: `action-${id}`,
		kind: "action",
		label,
		terms: everyLanguage(terms),
		action: id
	});
	return [
		action("new-chat", nav_action_new_chat({}, o), (l) => nav_action_new_chat({}, { locale: l })),
		action("theme", theme({}, o), (l) => `${nav_action_theme_dark({}, { locale: l })} ${nav_action_theme_light({}, { locale: l })} ${layout_theme({}, { locale: l })}`),
		action("language", nav_action_language({ language: languageNames[other] }, o), (l) => `${nav_action_language({ language: languageNames[other] }, { locale: l })} ${layout_language({}, { locale: l })}`),
		action("shortcuts", nav_action_shortcuts({}, o), (l) => nav_action_shortcuts({}, { locale: l })),
		action("sign-out", nav_action_sign_out({}, o), (l) => nav_action_sign_out({}, { locale: l })),
		...pages
	];
}
/** Whether every word of the query is in the entry's names. */
function matches(entry, query) {
	const haystack = `${entry.label.toLowerCase()} ${entry.terms}`;
	return query.toLowerCase().split(/\s+/).filter(Boolean).every((word) => haystack.includes(word));
}
/** Chats found by the search api, one entry per chat (its title hit or its first message hit). */
function chatEntries(locale, hits, untitled) {
	const seen = /* @__PURE__ */ new Set();
	return hits.flatMap((hit) => {
		if (seen.has(hit.chatId)) return [];
		seen.add(hit.chatId);
		const modePath = hit.mode === "text" ? "" : `${hit.mode}/`;
		return [{
			id: `chat-${hit.chatId}`,
			kind: "chat",
			label: hit.chatName || untitled,
			terms: "",
			to: `/${locale}/chat/${modePath}${hit.chatId}`
		}];
	});
}
// src/components/navigation/command-palette.tsx
var import_jsx_runtime = require_jsx_runtime();
var isDark = () => {
	const theme = document.documentElement.dataset.theme;
	if (theme === "dark" || theme === "light") return theme === "dark";
	return window.matchMedia("(prefers-color-scheme: dark)").matches;
};
/**
* The command palette (issue 26, item 4): a modal combobox that finds pages, chats (through the
* chat search api) and actions by name in either language. Arrows move, Enter opens, Escape
* closes and focus returns to whatever had it (ARIA combobox with a listbox popup).
*/
function CommandPalette({ onClose }) {
	const locale = useLocale();
	const router = useRouter();
	const dialog = (0, import_react.useRef)(null);
	const input = (0, import_react.useRef)(null);
	const listId = (0, import_react.useId)();
	const [query, setQuery] = (0, import_react.useState)("");
	const [active, setActive] = (0, import_react.useState)(0);
	const search = useChatSearch(query);
	const close = (0, import_react.useRef)(onClose);
	close.current = onClose;
	const o = { locale };
	const fixed = (0, import_react.useMemo)(() => staticEntries(locale, isDark()), [locale]);
	const entries = (0, import_react.useMemo)(() => [...fixed.filter((entry) => matches(entry, query)), ...chatEntries(locale, search.hits, chat_untitled({}, { locale }))], [
		fixed,
		query,
		search.hits,
		locale
	]);
	const current = entries[Math.min(active, entries.length - 1)];
	(0, import_react.useEffect)(() => {
		const element = dialog.current;
		if (!element) return;
		const returnTo = document.activeElement;
		element.showModal();
		input.current?.focus();
		return () => {
			if (element.open) element.close();
			returnTo?.focus();
		};
	}, []);
	(0, import_react.useEffect)(() => {
		if (!current) return;
		document.getElementById(`${listId}-${current.id}`)?.scrollIntoView({ block: "nearest" });
	}, [current, listId]);
	const choose = (entry) => {
		dialog.current?.close();
		if (entry.to) router.push(entry.to);
		else if (entry.action) runPaletteAction(entry.action, locale, router.push);
	};
	const onKeyDown = (event) => {
		const last = entries.length - 1;
		if (event.key === "ArrowDown") setActive((at) => at >= last ? 0 : at + 1);
		else if (event.key === "ArrowUp") setActive((at) => at <= 0 ? last : at - 1);
		else if (event.key === "Home") setActive(0);
		else if (event.key === "End") setActive(last);
		else if (event.key === "Enter" && current) choose(current);
		else return;
		event.preventDefault();
	};
	const kinds = {
		page: nav_kind_page({}, o),
		chat: nav_kind_chat({}, o),
		action: nav_kind_action({}, o)
	};
	const status = entries.length > 0 ? "" : search.status === "loading" ? nav_palette_searching({}, o) : nav_palette_empty({}, o);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("dialog", {
		ref: dialog,
		className: "palette",
		"aria-label": nav_palette_title({}, o),
		onClose: () => close.current(),
		onClick: (event) => {
			if (event.target === event.currentTarget) event.currentTarget.close();
		},
		"data-testid": "palette",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("input", {
				ref: input,
				className: "palette-input",
				type: "text",
				role: "combobox",
				"aria-label": nav_palette_title({}, o),
				"aria-expanded": entries.length > 0,
				"aria-controls": listId,
				"aria-autocomplete": "list",
				"aria-activedescendant": current ? `${listId}-${current.id}` : void 0,
				placeholder: nav_palette_placeholder({}, o),
				autoComplete: "off",
				spellCheck: false,
				value: query,
				onChange: (event) => {
					setQuery(event.target.value);
					setActive(0);
				},
				onKeyDown,
				"data-testid": "palette-input"
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
				className: "palette-list",
				id: listId,
				role: "listbox",
				"aria-label": nav_palette_results({}, o),
				"data-testid": "palette-list",
				children: entries.map((entry) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
					id: `${listId}-${entry.id}`,
					className: "palette-option",
					role: "option",
					tabIndex: -1,
					"aria-selected": entry === current,
					onClick: () => choose(entry),
					onMouseMove: () => setActive(entries.indexOf(entry)),
					"data-kind": entry.kind,
					"data-testid": "palette-option",
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
						className: "palette-option-label",
						children: entry.label
					}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
						className: "palette-option-kind",
						children: kinds[entry.kind]
					})]
				}, entry.id))
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				className: "palette-status",
				role: "status",
				"data-testid": "palette-status",
				children: status
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				className: "palette-hint",
				"aria-hidden": true,
				children: nav_palette_hint({}, o)
			})
		]
	});
}
export { CommandPalette };

//# sourceMappingURL=command-palette-Bm2MsKQL.js.map
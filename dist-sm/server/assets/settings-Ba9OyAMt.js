import { i as __toESM, t as require_react_react_server } from "./react.react-server-C3EmDfio.js";
/* empty css                  */
import { A as registerClientReference, v as require_jsx_runtime_react_server } from "./internal-headers-Ckg8TsQ5.js";
import { t as balance_settings_title } from "./balance_settings_title-DMUCnBqy.js";
import { n as layout_theme_dark, t as layout_theme_light } from "./layout_theme_light-ZWrsUp69.js";
import { t as layout_theme_system } from "./layout_theme_system-DxidG2o_.js";
import { t as Screen } from "./screen-BQ-IwAnC.js";
import { n as settings_save_failed, t as settings_saved } from "./settings_saved-mKxWOX47.js";
import { t as getRequestContext } from "./request-context.server-DaeM4xFu.js";
import { t as getSession } from "./session.server-CTa-f66o.js";
import { t as settingsOf } from "./settings-BRS-2DHE.js";
import { t as getLocale } from "./runtime-CEu_NCIS.js";
import assetsManifest from "../__vite_rsc_assets_manifest.js";
// src/paraglide/messages/settings_auto_read.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Settings_Auto_ReadInputs */
var en_settings_auto_read = () => {
	return `Read new answers aloud`;
};
var ru_settings_auto_read = () => {
	return `Читать новые ответы вслух`;
};
/**
* | output |
* | --- |
* | "Read new answers aloud" |
*
* @param {Settings_Auto_ReadInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var settings_auto_read = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_settings_auto_read(inputs);
	return en_settings_auto_read(inputs);
});
// src/paraglide/messages/settings_chat_group.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Settings_Chat_GroupInputs */
var en_settings_chat_group = () => {
	return `Chat`;
};
var ru_settings_chat_group = () => {
	return `Чат`;
};
/**
* | output |
* | --- |
* | "Chat" |
*
* @param {Settings_Chat_GroupInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var settings_chat_group = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_settings_chat_group(inputs);
	return en_settings_chat_group(inputs);
});
// src/paraglide/messages/settings_date_format.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Settings_Date_FormatInputs */
var en_settings_date_format = () => {
	return `Date format`;
};
var ru_settings_date_format = () => {
	return `Формат даты`;
};
/**
* | output |
* | --- |
* | "Date format" |
*
* @param {Settings_Date_FormatInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var settings_date_format = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_settings_date_format(inputs);
	return en_settings_date_format(inputs);
});
// src/paraglide/messages/settings_default_assistant.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Settings_Default_AssistantInputs */
var en_settings_default_assistant = () => {
	return `Default assistant`;
};
var ru_settings_default_assistant = () => {
	return `Ассистент по умолчанию`;
};
/**
* | output |
* | --- |
* | "Default assistant" |
*
* @param {Settings_Default_AssistantInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var settings_default_assistant = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_settings_default_assistant(inputs);
	return en_settings_default_assistant(inputs);
});
// src/paraglide/messages/settings_default_model.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Settings_Default_ModelInputs */
var en_settings_default_model = () => {
	return `Default model`;
};
var ru_settings_default_model = () => {
	return `Модель по умолчанию`;
};
/**
* | output |
* | --- |
* | "Default model" |
*
* @param {Settings_Default_ModelInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var settings_default_model = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_settings_default_model(inputs);
	return en_settings_default_model(inputs);
});
// src/paraglide/messages/settings_do_not_track.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Settings_Do_Not_TrackInputs */
var en_settings_do_not_track = () => {
	return `Do not track my visits (no page-visit analytics)`;
};
var ru_settings_do_not_track = () => {
	return `Не отслеживать мои посещения (без веб-аналитики)`;
};
/**
* | output |
* | --- |
* | "Do not track my visits (no page-visit analytics)" |
*
* @param {Settings_Do_Not_TrackInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var settings_do_not_track = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_settings_do_not_track(inputs);
	return en_settings_do_not_track(inputs);
});
// src/paraglide/messages/settings_language.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Settings_LanguageInputs */
var en_settings_language = () => {
	return `Interface language`;
};
var ru_settings_language = () => {
	return `Язык интерфейса`;
};
/**
* | output |
* | --- |
* | "Interface language" |
*
* @param {Settings_LanguageInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var settings_language = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_settings_language(inputs);
	return en_settings_language(inputs);
});
// src/paraglide/messages/settings_look_group.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Settings_Look_GroupInputs */
var en_settings_look_group = () => {
	return `Appearance and language`;
};
var ru_settings_look_group = () => {
	return `Внешний вид и язык`;
};
/**
* | output |
* | --- |
* | "Appearance and language" |
*
* @param {Settings_Look_GroupInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var settings_look_group = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_settings_look_group(inputs);
	return en_settings_look_group(inputs);
});
// src/paraglide/messages/settings_none.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Settings_NoneInputs */
var en_settings_none = () => {
	return `Not chosen`;
};
var ru_settings_none = () => {
	return `Не выбрано`;
};
/**
* | output |
* | --- |
* | "Not chosen" |
*
* @param {Settings_NoneInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var settings_none = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_settings_none(inputs);
	return en_settings_none(inputs);
});
// src/paraglide/messages/settings_privacy_group.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Settings_Privacy_GroupInputs */
var en_settings_privacy_group = () => {
	return `Privacy`;
};
var ru_settings_privacy_group = () => {
	return `Конфиденциальность`;
};
/**
* | output |
* | --- |
* | "Privacy" |
*
* @param {Settings_Privacy_GroupInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var settings_privacy_group = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_settings_privacy_group(inputs);
	return en_settings_privacy_group(inputs);
});
// src/paraglide/messages/settings_send_ctrl_enter.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Settings_Send_Ctrl_EnterInputs */
var en_settings_send_ctrl_enter = () => {
	return `Ctrl+Enter or ⌘+Enter (Enter for a new line)`;
};
var ru_settings_send_ctrl_enter = () => {
	return `Ctrl+Enter или ⌘+Enter (Enter — новая строка)`;
};
/**
* | output |
* | --- |
* | "Ctrl+Enter or ⌘+Enter (Enter for a new line)" |
*
* @param {Settings_Send_Ctrl_EnterInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var settings_send_ctrl_enter = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_settings_send_ctrl_enter(inputs);
	return en_settings_send_ctrl_enter(inputs);
});
// src/paraglide/messages/settings_send_enter.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Settings_Send_EnterInputs */
var en_settings_send_enter = () => {
	return `Enter (Shift+Enter for a new line)`;
};
var ru_settings_send_enter = () => {
	return `Enter (Shift+Enter — новая строка)`;
};
/**
* | output |
* | --- |
* | "Enter (Shift+Enter for a new line)" |
*
* @param {Settings_Send_EnterInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var settings_send_enter = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_settings_send_enter(inputs);
	return en_settings_send_enter(inputs);
});
// src/paraglide/messages/settings_send_on.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Settings_Send_OnInputs */
var en_settings_send_on = () => {
	return `Send a message with`;
};
var ru_settings_send_on = () => {
	return `Отправлять сообщение`;
};
/**
* | output |
* | --- |
* | "Send a message with" |
*
* @param {Settings_Send_OnInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var settings_send_on = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_settings_send_on(inputs);
	return en_settings_send_on(inputs);
});
// src/paraglide/messages/settings_speech_rate.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Settings_Speech_RateInputs */
var en_settings_speech_rate = () => {
	return `Speed`;
};
var ru_settings_speech_rate = () => {
	return `Скорость`;
};
/**
* | output |
* | --- |
* | "Speed" |
*
* @param {Settings_Speech_RateInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var settings_speech_rate = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_settings_speech_rate(inputs);
	return en_settings_speech_rate(inputs);
});
// src/paraglide/messages/settings_theme.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Settings_ThemeInputs */
var en_settings_theme = () => {
	return `Theme`;
};
var ru_settings_theme = () => {
	return `Тема`;
};
/**
* | output |
* | --- |
* | "Theme" |
*
* @param {Settings_ThemeInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var settings_theme = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_settings_theme(inputs);
	return en_settings_theme(inputs);
});
// src/paraglide/messages/settings_time_group.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Settings_Time_GroupInputs */
var en_settings_time_group = () => {
	return `Time and dates`;
};
var ru_settings_time_group = () => {
	return `Время и даты`;
};
/**
* | output |
* | --- |
* | "Time and dates" |
*
* @param {Settings_Time_GroupInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var settings_time_group = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_settings_time_group(inputs);
	return en_settings_time_group(inputs);
});
// src/paraglide/messages/settings_time_zone.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Settings_Time_ZoneInputs */
var en_settings_time_zone = () => {
	return `Time zone`;
};
var ru_settings_time_zone = () => {
	return `Часовой пояс`;
};
/**
* | output |
* | --- |
* | "Time zone" |
*
* @param {Settings_Time_ZoneInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var settings_time_zone = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_settings_time_zone(inputs);
	return en_settings_time_zone(inputs);
});
// src/paraglide/messages/settings_voice.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Settings_VoiceInputs */
var en_settings_voice = () => {
	return `Voice`;
};
var ru_settings_voice = () => {
	return `Голос`;
};
/**
* | output |
* | --- |
* | "Voice" |
*
* @param {Settings_VoiceInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var settings_voice = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_settings_voice(inputs);
	return en_settings_voice(inputs);
});
// src/paraglide/messages/settings_voice_auto.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Settings_Voice_AutoInputs */
var en_settings_voice_auto = () => {
	return `By the interface language`;
};
var ru_settings_voice_auto = () => {
	return `По языку интерфейса`;
};
/**
* | output |
* | --- |
* | "By the interface language" |
*
* @param {Settings_Voice_AutoInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var settings_voice_auto = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_settings_voice_auto(inputs);
	return en_settings_voice_auto(inputs);
});
// src/paraglide/messages/settings_voice_group.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Settings_Voice_GroupInputs */
var en_settings_voice_group = () => {
	return `Reading aloud`;
};
var ru_settings_voice_group = () => {
	return `Чтение вслух`;
};
/**
* | output |
* | --- |
* | "Reading aloud" |
*
* @param {Settings_Voice_GroupInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var settings_voice_group = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_settings_voice_group(inputs);
	return en_settings_voice_group(inputs);
});
// \0virtual:vite-rsc/css?type=rsc&id=%2Fwork%2Fmain%2Fsrc%2Fpages%2F%5Blocale%5D%2F(cabinet)%2Fcabinet%2Fsettings.tsx&lang.js
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
})(import_react_react_server.default, assetsManifest.serverResources["src/pages/[locale]/(cabinet)/cabinet/settings.tsx"], void 0, "vite-rsc/importer-resources");
// src/components/chat-porting/chat-porting-panel.tsx
/** All chats as one download, in each format the api offers. */
/**
* Settings: download all chats as JSON or Markdown, or import a Beseda or ChatGPT export after a
* preview of what it will create (docs/decisions/103-chat-export-import.md). The cabinet has no
* LocaleProvider: the page passes the locale.
*/
var ChatPortingPanel = /* #__PURE__ */ registerClientReference((() => {
	throw new Error("It is not possible to invoke a client function from the server: \"ChatPortingPanel\"");
}), "0eed2790d541", "ChatPortingPanel");
// src/components/settings/settings-form.tsx
var SettingsForm = /* #__PURE__ */ registerClientReference((() => {
	throw new Error("It is not possible to invoke a client function from the server: \"SettingsForm\"");
}), "838c65986e08", "SettingsForm");
// src/components/settings/settings-texts.ts
/** The localized texts of the settings island, given as a prop (islands carry no paraglide). */
function settingsTexts(locale) {
	const o = { locale };
	return {
		saved: settings_saved({}, o),
		failed: settings_save_failed({}, o),
		lookGroup: settings_look_group({}, o),
		theme: settings_theme({}, o),
		themes: {
			system: layout_theme_system({}, o),
			light: layout_theme_light({}, o),
			dark: layout_theme_dark({}, o)
		},
		language: settings_language({}, o),
		chatGroup: settings_chat_group({}, o),
		defaultModel: settings_default_model({}, o),
		defaultAssistant: settings_default_assistant({}, o),
		none: settings_none({}, o),
		sendOn: settings_send_on({}, o),
		sendEnter: settings_send_enter({}, o),
		sendCtrlEnter: settings_send_ctrl_enter({}, o),
		voiceGroup: settings_voice_group({}, o),
		voice: settings_voice({}, o),
		voiceAuto: settings_voice_auto({}, o),
		speechRate: settings_speech_rate({}, o),
		autoRead: settings_auto_read({}, o),
		timeGroup: settings_time_group({}, o),
		timeZone: settings_time_zone({}, o),
		dateFormat: settings_date_format({}, o),
		privacyGroup: settings_privacy_group({}, o),
		doNotTrack: settings_do_not_track({}, o)
	};
}
// src/pages/[locale]/(cabinet)/cabinet/settings.tsx
var import_jsx_runtime_react_server = require_jsx_runtime_react_server();
async function SettingsPage() {
	const { locale, theme } = getRequestContext();
	const user = getSession()?.user;
	const settings = settingsOf(user);
	const timeZone = typeof user?.timeZone === "string" ? user.timeZone : "Europe/Moscow";
	return /* @__PURE__ */ (0, import_jsx_runtime_react_server.jsxs)(Screen, {
		name: "settings",
		title: balance_settings_title,
		children: [/* @__PURE__ */ (0, import_jsx_runtime_react_server.jsx)(SettingsForm, {
			initial: {
				...settings,
				theme: settings.theme ?? theme
			},
			locale,
			timeZone,
			texts: settingsTexts(locale)
		}), /* @__PURE__ */ (0, import_jsx_runtime_react_server.jsx)(ChatPortingPanel, { locale })]
	});
}
var getConfig = async () => ({ render: "dynamic" });
var $$wrap_SettingsPage = /* #__PURE__ */ __vite_rsc_wrap_css__(SettingsPage, "default");
function __vite_rsc_wrap_css__(value, name) {
	if (typeof value !== "function") return value;
	function __wrapper(props) {
		return import_react_react_server.createElement(import_react_react_server.Fragment, null, import_react_react_server.createElement(Resources), import_react_react_server.createElement(value, props));
	}
	Object.defineProperty(__wrapper, "name", { value: name });
	return __wrapper;
}
export { $$wrap_SettingsPage as default, getConfig };

//# sourceMappingURL=settings-Ba9OyAMt.js.map
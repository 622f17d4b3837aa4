import { i as __toESM, t as require_react_react_server } from "./react.react-server-C3EmDfio.js";
/* empty css              */
import { A as registerClientReference, v as require_jsx_runtime_react_server } from "./internal-headers-Ckg8TsQ5.js";
import { t as apikeys_title } from "./apikeys_title-CAknv39N.js";
import { t as Screen } from "./screen-BQ-IwAnC.js";
import { t as misc_retry } from "./misc_retry-BVqGZTRn.js";
import { t as getPublicConfig } from "./public-config.server-5B4QXSnC.js";
import { t as getRequestContext } from "./request-context.server-DaeM4xFu.js";
import { t as getLocale } from "./runtime-CEu_NCIS.js";
import assetsManifest from "../__vite_rsc_assets_manifest.js";
// src/paraglide/messages/apikeys_cancel.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Apikeys_CancelInputs */
var en_apikeys_cancel = () => {
	return `Cancel`;
};
var ru_apikeys_cancel = () => {
	return `Отмена`;
};
/**
* | output |
* | --- |
* | "Cancel" |
*
* @param {Apikeys_CancelInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var apikeys_cancel = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_apikeys_cancel(inputs);
	return en_apikeys_cancel(inputs);
});
// src/paraglide/messages/apikeys_cap.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Apikeys_CapInputs */
var en_apikeys_cap = () => {
	return `Monthly cap, ₽ (optional)`;
};
var ru_apikeys_cap = () => {
	return `Лимит в месяц, ₽ (необязательно)`;
};
/**
* | output |
* | --- |
* | "Monthly cap, ₽ (optional)" |
*
* @param {Apikeys_CapInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var apikeys_cap = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_apikeys_cap(inputs);
	return en_apikeys_cap(inputs);
});
// src/paraglide/messages/apikeys_cap_hint.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Apikeys_Cap_HintInputs */
var en_apikeys_cap_hint = () => {
	return `The most this key may spend in a calendar month. Leave empty for no cap.`;
};
var ru_apikeys_cap_hint = () => {
	return `Сколько ключ может потратить за календарный месяц. Оставьте пустым, чтобы не ограничивать.`;
};
/**
* | output |
* | --- |
* | "The most this key may spend in a calendar month. Leave empty for no cap." |
*
* @param {Apikeys_Cap_HintInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var apikeys_cap_hint = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_apikeys_cap_hint(inputs);
	return en_apikeys_cap_hint(inputs);
});
// src/paraglide/messages/apikeys_cap_invalid.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Apikeys_Cap_InvalidInputs */
var en_apikeys_cap_invalid = () => {
	return `Enter a whole number of roubles, e.g. 500.`;
};
var ru_apikeys_cap_invalid = () => {
	return `Введите целое число рублей, например 500.`;
};
/**
* | output |
* | --- |
* | "Enter a whole number of roubles, e.g. 500." |
*
* @param {Apikeys_Cap_InvalidInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var apikeys_cap_invalid = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_apikeys_cap_invalid(inputs);
	return en_apikeys_cap_invalid(inputs);
});
// src/paraglide/messages/apikeys_col_created.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Apikeys_Col_CreatedInputs */
var en_apikeys_col_created = () => {
	return `Created`;
};
var ru_apikeys_col_created = () => {
	return `Создан`;
};
/**
* | output |
* | --- |
* | "Created" |
*
* @param {Apikeys_Col_CreatedInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var apikeys_col_created = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_apikeys_col_created(inputs);
	return en_apikeys_col_created(inputs);
});
// src/paraglide/messages/apikeys_col_key.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Apikeys_Col_KeyInputs */
var en_apikeys_col_key = () => {
	return `Key`;
};
var ru_apikeys_col_key = () => {
	return `Ключ`;
};
/**
* | output |
* | --- |
* | "Key" |
*
* @param {Apikeys_Col_KeyInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var apikeys_col_key = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_apikeys_col_key(inputs);
	return en_apikeys_col_key(inputs);
});
// src/paraglide/messages/apikeys_col_name.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Apikeys_Col_NameInputs */
var en_apikeys_col_name = () => {
	return `Name`;
};
var ru_apikeys_col_name = () => {
	return `Название`;
};
/**
* | output |
* | --- |
* | "Name" |
*
* @param {Apikeys_Col_NameInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var apikeys_col_name = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_apikeys_col_name(inputs);
	return en_apikeys_col_name(inputs);
});
// src/paraglide/messages/apikeys_col_spent.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Apikeys_Col_SpentInputs */
var en_apikeys_col_spent = () => {
	return `Spent`;
};
var ru_apikeys_col_spent = () => {
	return `Потрачено`;
};
/**
* | output |
* | --- |
* | "Spent" |
*
* @param {Apikeys_Col_SpentInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var apikeys_col_spent = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_apikeys_col_spent(inputs);
	return en_apikeys_col_spent(inputs);
});
// src/paraglide/messages/apikeys_col_used.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Apikeys_Col_UsedInputs */
var en_apikeys_col_used = () => {
	return `Last used`;
};
var ru_apikeys_col_used = () => {
	return `Последний вызов`;
};
/**
* | output |
* | --- |
* | "Last used" |
*
* @param {Apikeys_Col_UsedInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var apikeys_col_used = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_apikeys_col_used(inputs);
	return en_apikeys_col_used(inputs);
});
// src/paraglide/messages/apikeys_copied.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Apikeys_CopiedInputs */
var en_apikeys_copied = () => {
	return `Copied`;
};
var ru_apikeys_copied = () => {
	return `Скопировано`;
};
/**
* | output |
* | --- |
* | "Copied" |
*
* @param {Apikeys_CopiedInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var apikeys_copied = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_apikeys_copied(inputs);
	return en_apikeys_copied(inputs);
});
// src/paraglide/messages/apikeys_copy.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Apikeys_CopyInputs */
var en_apikeys_copy = () => {
	return `Copy`;
};
var ru_apikeys_copy = () => {
	return `Копировать`;
};
/**
* | output |
* | --- |
* | "Copy" |
*
* @param {Apikeys_CopyInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var apikeys_copy = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_apikeys_copy(inputs);
	return en_apikeys_copy(inputs);
});
// src/paraglide/messages/apikeys_create.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Apikeys_CreateInputs */
var en_apikeys_create = () => {
	return `Create key`;
};
var ru_apikeys_create = () => {
	return `Создать ключ`;
};
/**
* | output |
* | --- |
* | "Create key" |
*
* @param {Apikeys_CreateInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var apikeys_create = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_apikeys_create(inputs);
	return en_apikeys_create(inputs);
});
// src/paraglide/messages/apikeys_create_title.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Apikeys_Create_TitleInputs */
var en_apikeys_create_title = () => {
	return `New key`;
};
var ru_apikeys_create_title = () => {
	return `Новый ключ`;
};
/**
* | output |
* | --- |
* | "New key" |
*
* @param {Apikeys_Create_TitleInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var apikeys_create_title = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_apikeys_create_title(inputs);
	return en_apikeys_create_title(inputs);
});
// src/paraglide/messages/apikeys_created.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Apikeys_CreatedInputs */
var en_apikeys_created = () => {
	return `Copy your key now: it is shown only once.`;
};
var ru_apikeys_created = () => {
	return `Скопируйте ключ сейчас: он показывается только один раз.`;
};
/**
* | output |
* | --- |
* | "Copy your key now: it is shown only once." |
*
* @param {Apikeys_CreatedInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var apikeys_created = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_apikeys_created(inputs);
	return en_apikeys_created(inputs);
});
// src/paraglide/messages/apikeys_docs_intro.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{ url: NonNullable<unknown> }} Apikeys_Docs_IntroInputs */
var en_apikeys_docs_intro = (i) => {
	return `Base URL: ${i?.url}. Model ids are Beseda's, e.g. gpt:gpt-mini; GET /models lists them. Errors follow OpenAI's format.`;
};
var ru_apikeys_docs_intro = (i) => {
	return `Базовый адрес: ${i?.url}. Идентификаторы моделей — как в Беседе, например gpt:gpt-mini; их список — GET /models. Ошибки — в формате OpenAI.`;
};
/**
* | output |
* | --- |
* | "Base URL: {url}. Model ids are Beseda's, e.g. gpt:gpt-mini; GET /models lists them. Errors follow OpenAI's format." |
*
* @param {Apikeys_Docs_IntroInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var apikeys_docs_intro = ((inputs, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_apikeys_docs_intro(inputs);
	return en_apikeys_docs_intro(inputs);
});
// src/paraglide/messages/apikeys_docs_title.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Apikeys_Docs_TitleInputs */
var en_apikeys_docs_title = () => {
	return `How to call it`;
};
var ru_apikeys_docs_title = () => {
	return `Как вызывать`;
};
/**
* | output |
* | --- |
* | "How to call it" |
*
* @param {Apikeys_Docs_TitleInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var apikeys_docs_title = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_apikeys_docs_title(inputs);
	return en_apikeys_docs_title(inputs);
});
// src/paraglide/messages/apikeys_done.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Apikeys_DoneInputs */
var en_apikeys_done = () => {
	return `Done`;
};
var ru_apikeys_done = () => {
	return `Готово`;
};
/**
* | output |
* | --- |
* | "Done" |
*
* @param {Apikeys_DoneInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var apikeys_done = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_apikeys_done(inputs);
	return en_apikeys_done(inputs);
});
// src/paraglide/messages/apikeys_failed.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Apikeys_FailedInputs */
var en_apikeys_failed = () => {
	return `Something went wrong. Try again.`;
};
var ru_apikeys_failed = () => {
	return `Что-то пошло не так. Попробуйте ещё раз.`;
};
/**
* | output |
* | --- |
* | "Something went wrong. Try again." |
*
* @param {Apikeys_FailedInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var apikeys_failed = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_apikeys_failed(inputs);
	return en_apikeys_failed(inputs);
});
// src/paraglide/messages/apikeys_intro.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Apikeys_IntroInputs */
var en_apikeys_intro = () => {
	return `Call Beseda's models from your own code with the official OpenAI SDKs. Calls are paid from your team's balance.`;
};
var ru_apikeys_intro = () => {
	return `Вызывайте модели Беседы из своего кода через официальные SDK OpenAI. Вызовы оплачиваются с баланса вашей команды.`;
};
/**
* | output |
* | --- |
* | "Call Beseda's models from your own code with the official OpenAI SDKs. Calls are paid from your team's balance." |
*
* @param {Apikeys_IntroInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var apikeys_intro = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_apikeys_intro(inputs);
	return en_apikeys_intro(inputs);
});
// src/paraglide/messages/apikeys_list_title.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Apikeys_List_TitleInputs */
var en_apikeys_list_title = () => {
	return `Your keys`;
};
var ru_apikeys_list_title = () => {
	return `Ваши ключи`;
};
/**
* | output |
* | --- |
* | "Your keys" |
*
* @param {Apikeys_List_TitleInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var apikeys_list_title = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_apikeys_list_title(inputs);
	return en_apikeys_list_title(inputs);
});
// src/paraglide/messages/apikeys_load_failed.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Apikeys_Load_FailedInputs */
var en_apikeys_load_failed = () => {
	return `Could not load your keys.`;
};
var ru_apikeys_load_failed = () => {
	return `Не удалось загрузить ключи.`;
};
/**
* | output |
* | --- |
* | "Could not load your keys." |
*
* @param {Apikeys_Load_FailedInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var apikeys_load_failed = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_apikeys_load_failed(inputs);
	return en_apikeys_load_failed(inputs);
});
// src/paraglide/messages/apikeys_loading.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Apikeys_LoadingInputs */
var en_apikeys_loading = () => {
	return `Loading keys…`;
};
var ru_apikeys_loading = () => {
	return `Загружаем ключи…`;
};
/**
* | output |
* | --- |
* | "Loading keys…" |
*
* @param {Apikeys_LoadingInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var apikeys_loading = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_apikeys_loading(inputs);
	return en_apikeys_loading(inputs);
});
// src/paraglide/messages/apikeys_month_of_cap.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{ spent: NonNullable<unknown>, cap: NonNullable<unknown> }} Apikeys_Month_Of_CapInputs */
var en_apikeys_month_of_cap = (i) => {
	return `${i?.spent} of ${i?.cap} this month`;
};
var ru_apikeys_month_of_cap = (i) => {
	return `${i?.spent} из ${i?.cap} в этом месяце`;
};
/**
* | output |
* | --- |
* | "{spent} of {cap} this month" |
*
* @param {Apikeys_Month_Of_CapInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var apikeys_month_of_cap = ((inputs, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_apikeys_month_of_cap(inputs);
	return en_apikeys_month_of_cap(inputs);
});
// src/paraglide/messages/apikeys_name.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Apikeys_NameInputs */
var en_apikeys_name = () => {
	return `Name`;
};
var ru_apikeys_name = () => {
	return `Название`;
};
/**
* | output |
* | --- |
* | "Name" |
*
* @param {Apikeys_NameInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var apikeys_name = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_apikeys_name(inputs);
	return en_apikeys_name(inputs);
});
// src/paraglide/messages/apikeys_name_hint.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Apikeys_Name_HintInputs */
var en_apikeys_name_hint = () => {
	return `For you to tell keys apart, e.g. “Home script”.`;
};
var ru_apikeys_name_hint = () => {
	return `Чтобы отличать ключи, например «Домашний скрипт».`;
};
/**
* | output |
* | --- |
* | "For you to tell keys apart, e.g. “Home script”." |
*
* @param {Apikeys_Name_HintInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var apikeys_name_hint = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_apikeys_name_hint(inputs);
	return en_apikeys_name_hint(inputs);
});
// src/paraglide/messages/apikeys_never.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Apikeys_NeverInputs */
var en_apikeys_never = () => {
	return `Never`;
};
var ru_apikeys_never = () => {
	return `Не использовался`;
};
/**
* | output |
* | --- |
* | "Never" |
*
* @param {Apikeys_NeverInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var apikeys_never = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_apikeys_never(inputs);
	return en_apikeys_never(inputs);
});
// src/paraglide/messages/apikeys_none.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Apikeys_NoneInputs */
var en_apikeys_none = () => {
	return `No keys yet.`;
};
var ru_apikeys_none = () => {
	return `Ключей пока нет.`;
};
/**
* | output |
* | --- |
* | "No keys yet." |
*
* @param {Apikeys_NoneInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var apikeys_none = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_apikeys_none(inputs);
	return en_apikeys_none(inputs);
});
// src/paraglide/messages/apikeys_revoke.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Apikeys_RevokeInputs */
var en_apikeys_revoke = () => {
	return `Revoke`;
};
var ru_apikeys_revoke = () => {
	return `Отозвать`;
};
/**
* | output |
* | --- |
* | "Revoke" |
*
* @param {Apikeys_RevokeInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var apikeys_revoke = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_apikeys_revoke(inputs);
	return en_apikeys_revoke(inputs);
});
// src/paraglide/messages/apikeys_revoke_label.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{ name: NonNullable<unknown> }} Apikeys_Revoke_LabelInputs */
var en_apikeys_revoke_label = (i) => {
	return `Revoke the key ${i?.name}`;
};
var ru_apikeys_revoke_label = (i) => {
	return `Отозвать ключ ${i?.name}`;
};
/**
* | output |
* | --- |
* | "Revoke the key {name}" |
*
* @param {Apikeys_Revoke_LabelInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var apikeys_revoke_label = ((inputs, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_apikeys_revoke_label(inputs);
	return en_apikeys_revoke_label(inputs);
});
// src/paraglide/messages/apikeys_revoke_title.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{ name: NonNullable<unknown> }} Apikeys_Revoke_TitleInputs */
var en_apikeys_revoke_title = (i) => {
	return `Revoke “${i?.name}”? Programs using it will stop working.`;
};
var ru_apikeys_revoke_title = (i) => {
	return `Отозвать «${i?.name}»? Программы, которые им пользуются, перестанут работать.`;
};
/**
* | output |
* | --- |
* | "Revoke “{name}”? Programs using it will stop working." |
*
* @param {Apikeys_Revoke_TitleInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var apikeys_revoke_title = ((inputs, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_apikeys_revoke_title(inputs);
	return en_apikeys_revoke_title(inputs);
});
// src/paraglide/messages/apikeys_revoked.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Apikeys_RevokedInputs */
var en_apikeys_revoked = () => {
	return `Key revoked.`;
};
var ru_apikeys_revoked = () => {
	return `Ключ отозван.`;
};
/**
* | output |
* | --- |
* | "Key revoked." |
*
* @param {Apikeys_RevokedInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var apikeys_revoked = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_apikeys_revoked(inputs);
	return en_apikeys_revoked(inputs);
});
// \0virtual:vite-rsc/css?type=rsc&id=%2Fwork%2Fmain%2Fsrc%2Fpages%2F%5Blocale%5D%2F(cabinet)%2Fcabinet%2Fapi-keys.tsx&lang.js
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
})(import_react_react_server.default, assetsManifest.serverResources["src/pages/[locale]/(cabinet)/cabinet/api-keys.tsx"], void 0, "vite-rsc/importer-resources");
// src/components/api-keys/api-keys-docs.tsx
var import_jsx_runtime_react_server = require_jsx_runtime_react_server();
/** The three ways to call the endpoint, with `{base}` the endpoint's base URL. */
var examples = (base) => [
	{
		id: "curl",
		title: "curl",
		code: `curl ${base}/chat/completions \\
  -H "Authorization: Bearer $BESEDA_API_KEY" \\
  -H "Content-Type: application/json" \\
  -d '{"model": "gpt:gpt-mini", "messages": [{"role": "user", "content": "Hi"}]}'`
	},
	{
		id: "python",
		title: "Python",
		code: `import os
from openai import OpenAI

client = OpenAI(base_url="${base}", api_key=os.environ["BESEDA_API_KEY"])
answer = client.chat.completions.create(
    model="gpt:gpt-mini", messages=[{"role": "user", "content": "Hi"}]
)
print(answer.choices[0].message.content)`
	},
	{
		id: "javascript",
		title: "JavaScript",
		code: `import OpenAI from 'openai';

const client = new OpenAI({ baseURL: '${base}', apiKey: process.env.BESEDA_API_KEY });
const stream = await client.chat.completions.create({
  model: 'gpt:gpt-mini',
  messages: [{ role: 'user', content: 'Hi' }],
  stream: true,
});
for await (const chunk of stream) process.stdout.write(chunk.choices[0]?.delta.content ?? '');`
	}
];
/** A compact how-to under the keys: the base URL and curl, Python and JavaScript examples. */
function ApiKeysDocs({ locale, apiUrl }) {
	const base = `${apiUrl ?? "https://api.example"}/openai/v1`;
	return /* @__PURE__ */ (0, import_jsx_runtime_react_server.jsxs)("section", {
		className: "api-keys-section api-keys-docs",
		"data-testid": "api-keys-docs",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime_react_server.jsx)("h2", { children: apikeys_docs_title({}, { locale }) }),
			/* @__PURE__ */ (0, import_jsx_runtime_react_server.jsx)("p", { children: apikeys_docs_intro({ url: base }, { locale }) }),
			examples(base).map((example) => /* @__PURE__ */ (0, import_jsx_runtime_react_server.jsxs)("figure", {
				className: "api-keys-example",
				children: [/* @__PURE__ */ (0, import_jsx_runtime_react_server.jsx)("figcaption", { children: example.title }), /* @__PURE__ */ (0, import_jsx_runtime_react_server.jsx)("pre", { children: /* @__PURE__ */ (0, import_jsx_runtime_react_server.jsx)("code", { children: example.code }) })]
			}, example.id))
		]
	});
}
// src/components/api-keys/api-keys-panel.tsx
var ApiKeysPanel = /* #__PURE__ */ registerClientReference((() => {
	throw new Error("It is not possible to invoke a client function from the server: \"ApiKeysPanel\"");
}), "44bf5eafc7fd", "ApiKeysPanel");
// src/components/api-keys/api-keys-texts.ts
/** The localized texts of the API keys island, given as a prop (islands carry no paraglide). */
function apiKeysTexts(locale) {
	const o = { locale };
	return {
		loading: apikeys_loading({}, o),
		loadFailed: apikeys_load_failed({}, o),
		retry: misc_retry({}, o),
		createTitle: apikeys_create_title({}, o),
		name: apikeys_name({}, o),
		nameHint: apikeys_name_hint({}, o),
		cap: apikeys_cap({}, o),
		capHint: apikeys_cap_hint({}, o),
		capInvalid: apikeys_cap_invalid({}, o),
		create: apikeys_create({}, o),
		created: apikeys_created({}, o),
		copy: apikeys_copy({}, o),
		copied: apikeys_copied({}, o),
		done: apikeys_done({}, o),
		listTitle: apikeys_list_title({}, o),
		none: apikeys_none({}, o),
		colName: apikeys_col_name({}, o),
		colKey: apikeys_col_key({}, o),
		colCreated: apikeys_col_created({}, o),
		colUsed: apikeys_col_used({}, o),
		colSpent: apikeys_col_spent({}, o),
		never: apikeys_never({}, o),
		monthOfCap: apikeys_month_of_cap({
			spent: "{spent}",
			cap: "{cap}"
		}, o),
		revoke: apikeys_revoke({}, o),
		revokeLabel: apikeys_revoke_label({ name: "{name}" }, o),
		revokeTitle: apikeys_revoke_title({ name: "{name}" }, o),
		cancel: apikeys_cancel({}, o),
		revoked: apikeys_revoked({}, o),
		failed: apikeys_failed({}, o)
	};
}
// src/pages/[locale]/(cabinet)/cabinet/api-keys.tsx
async function ApiKeysPage() {
	const { locale } = getRequestContext();
	return /* @__PURE__ */ (0, import_jsx_runtime_react_server.jsxs)(Screen, {
		name: "api-keys",
		title: apikeys_title,
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime_react_server.jsx)("p", {
				className: "muted",
				children: apikeys_intro({}, { locale })
			}),
			/* @__PURE__ */ (0, import_jsx_runtime_react_server.jsx)(ApiKeysPanel, {
				locale,
				texts: apiKeysTexts(locale)
			}),
			/* @__PURE__ */ (0, import_jsx_runtime_react_server.jsx)(ApiKeysDocs, {
				locale,
				apiUrl: getPublicConfig().apiUrl
			})
		]
	});
}
var getConfig = async () => ({ render: "dynamic" });
var $$wrap_ApiKeysPage = /* #__PURE__ */ __vite_rsc_wrap_css__(ApiKeysPage, "default");
function __vite_rsc_wrap_css__(value, name) {
	if (typeof value !== "function") return value;
	function __wrapper(props) {
		return import_react_react_server.createElement(import_react_react_server.Fragment, null, import_react_react_server.createElement(Resources), import_react_react_server.createElement(value, props));
	}
	Object.defineProperty(__wrapper, "name", { value: name });
	return __wrapper;
}
export { $$wrap_ApiKeysPage as default, getConfig };

//# sourceMappingURL=api-keys-BIiaSz_u.js.map
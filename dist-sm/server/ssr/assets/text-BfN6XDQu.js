import { t as require_react } from "./react-DvVFp2nj.js";
import { n as useLocale } from "./locale-context-Du56PqBf.js";
import { o as writeModel, r as readModel, t as useCatalog } from "./use-catalog-20yJ5-m-.js";
import { n as useKeepTyped } from "./typed-before-hydration-Bi9ecWqC.js";
import { t as useHydrated } from "./use-hydrated-Bt37Pui4.js";
import { t as Select } from "./select-D9r9nEi0.js";
import { t as formatDateTime } from "./date-OdRU47Ty.js";
import { t as require_jsx_runtime } from "./jsx-runtime-BB_2hJGX.js";
import { t as CopyButton } from "./copy-button-CwM9CTY0.js";
import { n as buildSendRequest, t as runAnswer } from "./answer-stream-C6n8iv9c.js";
import { t as getLocale } from "./runtime-CEu_NCIS.js";
// src/paraglide/messages/text_studio_action.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Text_Studio_ActionInputs */
var en_text_studio_action = () => {
	return `Action`;
};
var ru_text_studio_action = () => {
	return `Действие`;
};
/**
* | output |
* | --- |
* | "Action" |
*
* @param {Text_Studio_ActionInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var text_studio_action = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_text_studio_action(inputs);
	return en_text_studio_action(inputs);
});
// src/paraglide/messages/text_studio_action_expand.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Text_Studio_Action_ExpandInputs */
var en_text_studio_action_expand = () => {
	return `Expand`;
};
var ru_text_studio_action_expand = () => {
	return `Расширить`;
};
/**
* | output |
* | --- |
* | "Expand" |
*
* @param {Text_Studio_Action_ExpandInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var text_studio_action_expand = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_text_studio_action_expand(inputs);
	return en_text_studio_action_expand(inputs);
});
// src/paraglide/messages/text_studio_action_fix.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Text_Studio_Action_FixInputs */
var en_text_studio_action_fix = () => {
	return `Fix grammar and spelling`;
};
var ru_text_studio_action_fix = () => {
	return `Исправить грамматику и орфографию`;
};
/**
* | output |
* | --- |
* | "Fix grammar and spelling" |
*
* @param {Text_Studio_Action_FixInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var text_studio_action_fix = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_text_studio_action_fix(inputs);
	return en_text_studio_action_fix(inputs);
});
// src/paraglide/messages/text_studio_action_rewrite.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Text_Studio_Action_RewriteInputs */
var en_text_studio_action_rewrite = () => {
	return `Rewrite`;
};
var ru_text_studio_action_rewrite = () => {
	return `Переписать`;
};
/**
* | output |
* | --- |
* | "Rewrite" |
*
* @param {Text_Studio_Action_RewriteInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var text_studio_action_rewrite = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_text_studio_action_rewrite(inputs);
	return en_text_studio_action_rewrite(inputs);
});
// src/paraglide/messages/text_studio_action_shorten.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Text_Studio_Action_ShortenInputs */
var en_text_studio_action_shorten = () => {
	return `Shorten`;
};
var ru_text_studio_action_shorten = () => {
	return `Сократить`;
};
/**
* | output |
* | --- |
* | "Shorten" |
*
* @param {Text_Studio_Action_ShortenInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var text_studio_action_shorten = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_text_studio_action_shorten(inputs);
	return en_text_studio_action_shorten(inputs);
});
// src/paraglide/messages/text_studio_action_summarize.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Text_Studio_Action_SummarizeInputs */
var en_text_studio_action_summarize = () => {
	return `Summarize`;
};
var ru_text_studio_action_summarize = () => {
	return `Кратко изложить`;
};
/**
* | output |
* | --- |
* | "Summarize" |
*
* @param {Text_Studio_Action_SummarizeInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var text_studio_action_summarize = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_text_studio_action_summarize(inputs);
	return en_text_studio_action_summarize(inputs);
});
// src/paraglide/messages/text_studio_action_tone.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Text_Studio_Action_ToneInputs */
var en_text_studio_action_tone = () => {
	return `Change the tone`;
};
var ru_text_studio_action_tone = () => {
	return `Сменить тон`;
};
/**
* | output |
* | --- |
* | "Change the tone" |
*
* @param {Text_Studio_Action_ToneInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var text_studio_action_tone = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_text_studio_action_tone(inputs);
	return en_text_studio_action_tone(inputs);
});
// src/paraglide/messages/text_studio_action_translate.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Text_Studio_Action_TranslateInputs */
var en_text_studio_action_translate = () => {
	return `Translate EN ↔ RU`;
};
var ru_text_studio_action_translate = () => {
	return `Перевести EN ↔ RU`;
};
/**
* | output |
* | --- |
* | "Translate EN ↔ RU" |
*
* @param {Text_Studio_Action_TranslateInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var text_studio_action_translate = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_text_studio_action_translate(inputs);
	return en_text_studio_action_translate(inputs);
});
// src/paraglide/messages/text_studio_added.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Text_Studio_AddedInputs */
var en_text_studio_added = () => {
	return `added`;
};
var ru_text_studio_added = () => {
	return `добавлено`;
};
/**
* | output |
* | --- |
* | "added" |
*
* @param {Text_Studio_AddedInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var text_studio_added = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_text_studio_added(inputs);
	return en_text_studio_added(inputs);
});
// src/paraglide/messages/text_studio_continue.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Text_Studio_ContinueInputs */
var en_text_studio_continue = () => {
	return `Continue in a chat`;
};
var ru_text_studio_continue = () => {
	return `Продолжить в чате`;
};
/**
* | output |
* | --- |
* | "Continue in a chat" |
*
* @param {Text_Studio_ContinueInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var text_studio_continue = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_text_studio_continue(inputs);
	return en_text_studio_continue(inputs);
});
// src/paraglide/messages/text_studio_continue_failed.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Text_Studio_Continue_FailedInputs */
var en_text_studio_continue_failed = () => {
	return `Couldn't open the chat. Try again.`;
};
var ru_text_studio_continue_failed = () => {
	return `Не удалось открыть чат. Попробуйте снова.`;
};
/**
* | output |
* | --- |
* | "Couldn't open the chat. Try again." |
*
* @param {Text_Studio_Continue_FailedInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var text_studio_continue_failed = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_text_studio_continue_failed(inputs);
	return en_text_studio_continue_failed(inputs);
});
// src/paraglide/messages/text_studio_failed.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Text_Studio_FailedInputs */
var en_text_studio_failed = () => {
	return `Something went wrong. Try again: your text is kept.`;
};
var ru_text_studio_failed = () => {
	return `Что-то пошло не так. Попробуйте снова: ваш текст сохранён.`;
};
/**
* | output |
* | --- |
* | "Something went wrong. Try again: your text is kept." |
*
* @param {Text_Studio_FailedInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var text_studio_failed = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_text_studio_failed(inputs);
	return en_text_studio_failed(inputs);
});
// src/paraglide/messages/text_studio_history_delete.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Text_Studio_History_DeleteInputs */
var en_text_studio_history_delete = () => {
	return `Delete`;
};
var ru_text_studio_history_delete = () => {
	return `Удалить`;
};
/**
* | output |
* | --- |
* | "Delete" |
*
* @param {Text_Studio_History_DeleteInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var text_studio_history_delete = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_text_studio_history_delete(inputs);
	return en_text_studio_history_delete(inputs);
});
// src/paraglide/messages/text_studio_history_delete_failed.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Text_Studio_History_Delete_FailedInputs */
var en_text_studio_history_delete_failed = () => {
	return `Couldn't delete the run. Try again.`;
};
var ru_text_studio_history_delete_failed = () => {
	return `Не удалось удалить запуск. Попробуйте ещё раз.`;
};
/**
* | output |
* | --- |
* | "Couldn't delete the run. Try again." |
*
* @param {Text_Studio_History_Delete_FailedInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var text_studio_history_delete_failed = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_text_studio_history_delete_failed(inputs);
	return en_text_studio_history_delete_failed(inputs);
});
// src/paraglide/messages/text_studio_history_empty.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Text_Studio_History_EmptyInputs */
var en_text_studio_history_empty = () => {
	return `Your past runs appear here: open one again or delete it.`;
};
var ru_text_studio_history_empty = () => {
	return `Здесь появятся прошлые запуски: их можно открыть снова или удалить.`;
};
/**
* | output |
* | --- |
* | "Your past runs appear here: open one again or delete it." |
*
* @param {Text_Studio_History_EmptyInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var text_studio_history_empty = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_text_studio_history_empty(inputs);
	return en_text_studio_history_empty(inputs);
});
// src/paraglide/messages/text_studio_history_load_failed.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Text_Studio_History_Load_FailedInputs */
var en_text_studio_history_load_failed = () => {
	return `Couldn't load the history. Reload the page to try again.`;
};
var ru_text_studio_history_load_failed = () => {
	return `Не удалось загрузить историю. Обновите страницу, чтобы попробовать снова.`;
};
/**
* | output |
* | --- |
* | "Couldn't load the history. Reload the page to try again." |
*
* @param {Text_Studio_History_Load_FailedInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var text_studio_history_load_failed = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_text_studio_history_load_failed(inputs);
	return en_text_studio_history_load_failed(inputs);
});
// src/paraglide/messages/text_studio_history_open.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Text_Studio_History_OpenInputs */
var en_text_studio_history_open = () => {
	return `Open`;
};
var ru_text_studio_history_open = () => {
	return `Открыть`;
};
/**
* | output |
* | --- |
* | "Open" |
*
* @param {Text_Studio_History_OpenInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var text_studio_history_open = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_text_studio_history_open(inputs);
	return en_text_studio_history_open(inputs);
});
// src/paraglide/messages/text_studio_history_title.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Text_Studio_History_TitleInputs */
var en_text_studio_history_title = () => {
	return `History`;
};
var ru_text_studio_history_title = () => {
	return `История`;
};
/**
* | output |
* | --- |
* | "History" |
*
* @param {Text_Studio_History_TitleInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var text_studio_history_title = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_text_studio_history_title(inputs);
	return en_text_studio_history_title(inputs);
});
// src/paraglide/messages/text_studio_history_unknown_action.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Text_Studio_History_Unknown_ActionInputs */
var en_text_studio_history_unknown_action = () => {
	return `Run`;
};
var ru_text_studio_history_unknown_action = () => {
	return `Запуск`;
};
/**
* | output |
* | --- |
* | "Run" |
*
* @param {Text_Studio_History_Unknown_ActionInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var text_studio_history_unknown_action = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_text_studio_history_unknown_action(inputs);
	return en_text_studio_history_unknown_action(inputs);
});
// src/paraglide/messages/text_studio_mark_changes.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Text_Studio_Mark_ChangesInputs */
var en_text_studio_mark_changes = () => {
	return `Mark the changes`;
};
var ru_text_studio_mark_changes = () => {
	return `Отметить изменения`;
};
/**
* | output |
* | --- |
* | "Mark the changes" |
*
* @param {Text_Studio_Mark_ChangesInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var text_studio_mark_changes = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_text_studio_mark_changes(inputs);
	return en_text_studio_mark_changes(inputs);
});
// src/paraglide/messages/text_studio_model.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Text_Studio_ModelInputs */
var en_text_studio_model = () => {
	return `Model`;
};
var ru_text_studio_model = () => {
	return `Модель`;
};
/**
* | output |
* | --- |
* | "Model" |
*
* @param {Text_Studio_ModelInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var text_studio_model = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_text_studio_model(inputs);
	return en_text_studio_model(inputs);
});
// src/paraglide/messages/text_studio_need_text.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Text_Studio_Need_TextInputs */
var en_text_studio_need_text = () => {
	return `Type or paste a text first.`;
};
var ru_text_studio_need_text = () => {
	return `Сначала введите или вставьте текст.`;
};
/**
* | output |
* | --- |
* | "Type or paste a text first." |
*
* @param {Text_Studio_Need_TextInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var text_studio_need_text = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_text_studio_need_text(inputs);
	return en_text_studio_need_text(inputs);
});
// src/paraglide/messages/text_studio_original.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Text_Studio_OriginalInputs */
var en_text_studio_original = () => {
	return `Your text`;
};
var ru_text_studio_original = () => {
	return `Ваш текст`;
};
/**
* | output |
* | --- |
* | "Your text" |
*
* @param {Text_Studio_OriginalInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var text_studio_original = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_text_studio_original(inputs);
	return en_text_studio_original(inputs);
});
// src/paraglide/messages/text_studio_original_placeholder.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Text_Studio_Original_PlaceholderInputs */
var en_text_studio_original_placeholder = () => {
	return `Paste or type a text…`;
};
var ru_text_studio_original_placeholder = () => {
	return `Вставьте или напишите текст…`;
};
/**
* | output |
* | --- |
* | "Paste or type a text…" |
*
* @param {Text_Studio_Original_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var text_studio_original_placeholder = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_text_studio_original_placeholder(inputs);
	return en_text_studio_original_placeholder(inputs);
});
// src/paraglide/messages/text_studio_removed.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Text_Studio_RemovedInputs */
var en_text_studio_removed = () => {
	return `removed`;
};
var ru_text_studio_removed = () => {
	return `удалено`;
};
/**
* | output |
* | --- |
* | "removed" |
*
* @param {Text_Studio_RemovedInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var text_studio_removed = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_text_studio_removed(inputs);
	return en_text_studio_removed(inputs);
});
// src/paraglide/messages/text_studio_replace.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Text_Studio_ReplaceInputs */
var en_text_studio_replace = () => {
	return `Replace the original`;
};
var ru_text_studio_replace = () => {
	return `Заменить исходный текст`;
};
/**
* | output |
* | --- |
* | "Replace the original" |
*
* @param {Text_Studio_ReplaceInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var text_studio_replace = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_text_studio_replace(inputs);
	return en_text_studio_replace(inputs);
});
// src/paraglide/messages/text_studio_result.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Text_Studio_ResultInputs */
var en_text_studio_result = () => {
	return `Result`;
};
var ru_text_studio_result = () => {
	return `Результат`;
};
/**
* | output |
* | --- |
* | "Result" |
*
* @param {Text_Studio_ResultInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var text_studio_result = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_text_studio_result(inputs);
	return en_text_studio_result(inputs);
});
// src/paraglide/messages/text_studio_result_empty.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Text_Studio_Result_EmptyInputs */
var en_text_studio_result_empty = () => {
	return `The result appears here. Paste a text, pick an action and press Apply.`;
};
var ru_text_studio_result_empty = () => {
	return `Здесь появится результат. Вставьте текст, выберите действие и нажмите «Применить».`;
};
/**
* | output |
* | --- |
* | "The result appears here. Paste a text, pick an action and press Apply." |
*
* @param {Text_Studio_Result_EmptyInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var text_studio_result_empty = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_text_studio_result_empty(inputs);
	return en_text_studio_result_empty(inputs);
});
// src/paraglide/messages/text_studio_run.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Text_Studio_RunInputs */
var en_text_studio_run = () => {
	return `Apply`;
};
var ru_text_studio_run = () => {
	return `Применить`;
};
/**
* | output |
* | --- |
* | "Apply" |
*
* @param {Text_Studio_RunInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var text_studio_run = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_text_studio_run(inputs);
	return en_text_studio_run(inputs);
});
// src/paraglide/messages/text_studio_stop.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Text_Studio_StopInputs */
var en_text_studio_stop = () => {
	return `Stop`;
};
var ru_text_studio_stop = () => {
	return `Остановить`;
};
/**
* | output |
* | --- |
* | "Stop" |
*
* @param {Text_Studio_StopInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var text_studio_stop = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_text_studio_stop(inputs);
	return en_text_studio_stop(inputs);
});
// src/paraglide/messages/text_studio_tone.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Text_Studio_ToneInputs */
var en_text_studio_tone = () => {
	return `Tone`;
};
var ru_text_studio_tone = () => {
	return `Тон`;
};
/**
* | output |
* | --- |
* | "Tone" |
*
* @param {Text_Studio_ToneInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var text_studio_tone = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_text_studio_tone(inputs);
	return en_text_studio_tone(inputs);
});
// src/paraglide/messages/text_studio_tone_confident.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Text_Studio_Tone_ConfidentInputs */
var en_text_studio_tone_confident = () => {
	return `Confident`;
};
var ru_text_studio_tone_confident = () => {
	return `Уверенный`;
};
/**
* | output |
* | --- |
* | "Confident" |
*
* @param {Text_Studio_Tone_ConfidentInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var text_studio_tone_confident = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_text_studio_tone_confident(inputs);
	return en_text_studio_tone_confident(inputs);
});
// src/paraglide/messages/text_studio_tone_formal.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Text_Studio_Tone_FormalInputs */
var en_text_studio_tone_formal = () => {
	return `Formal`;
};
var ru_text_studio_tone_formal = () => {
	return `Официальный`;
};
/**
* | output |
* | --- |
* | "Formal" |
*
* @param {Text_Studio_Tone_FormalInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var text_studio_tone_formal = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_text_studio_tone_formal(inputs);
	return en_text_studio_tone_formal(inputs);
});
// src/paraglide/messages/text_studio_tone_friendly.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Text_Studio_Tone_FriendlyInputs */
var en_text_studio_tone_friendly = () => {
	return `Friendly`;
};
var ru_text_studio_tone_friendly = () => {
	return `Дружелюбный`;
};
/**
* | output |
* | --- |
* | "Friendly" |
*
* @param {Text_Studio_Tone_FriendlyInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var text_studio_tone_friendly = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_text_studio_tone_friendly(inputs);
	return en_text_studio_tone_friendly(inputs);
});
// src/paraglide/messages/text_studio_tone_neutral.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Text_Studio_Tone_NeutralInputs */
var en_text_studio_tone_neutral = () => {
	return `Neutral`;
};
var ru_text_studio_tone_neutral = () => {
	return `Нейтральный`;
};
/**
* | output |
* | --- |
* | "Neutral" |
*
* @param {Text_Studio_Tone_NeutralInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var text_studio_tone_neutral = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_text_studio_tone_neutral(inputs);
	return en_text_studio_tone_neutral(inputs);
});
// src/paraglide/messages/text_studio_tone_playful.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Text_Studio_Tone_PlayfulInputs */
var en_text_studio_tone_playful = () => {
	return `Playful`;
};
var ru_text_studio_tone_playful = () => {
	return `Игривый`;
};
/**
* | output |
* | --- |
* | "Playful" |
*
* @param {Text_Studio_Tone_PlayfulInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var text_studio_tone_playful = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_text_studio_tone_playful(inputs);
	return en_text_studio_tone_playful(inputs);
});
// src/lib/text-studio/actions.ts
var import_react = require_react();
/** What the text studio can do with a text (docs/decisions/075-text-studio.md). */
var textActions = [
	"rewrite",
	"shorten",
	"expand",
	"fix",
	"tone",
	"translate",
	"summarize"
];
var textTones = [
	"formal",
	"friendly",
	"confident",
	"playful",
	"neutral"
];
var toneWords = {
	formal: {
		en: "formal",
		ru: "официальный"
	},
	friendly: {
		en: "friendly",
		ru: "дружелюбный"
	},
	confident: {
		en: "confident",
		ru: "уверенный"
	},
	playful: {
		en: "playful",
		ru: "игривый"
	},
	neutral: {
		en: "neutral",
		ru: "нейтральный"
	}
};
var tasks = {
	rewrite: {
		en: "Rewrite the text in other words, keeping its meaning, facts and length.",
		ru: "Перепиши текст другими словами, сохранив смысл, факты и объём."
	},
	shorten: {
		en: "Shorten the text to about half its length, keeping every key point.",
		ru: "Сократи текст примерно вдвое, сохранив все ключевые мысли."
	},
	expand: {
		en: "Expand the text to about twice its length with relevant detail, adding no invented facts.",
		ru: "Расширь текст примерно вдвое уместными подробностями, не выдумывая фактов."
	},
	fix: {
		en: "Fix grammar, spelling and punctuation. Change nothing else: keep the wording and style.",
		ru: "Исправь грамматику, орфографию и пунктуацию. Больше ничего не меняй: сохрани слова и стиль."
	},
	tone: {
		en: "Rewrite the text in a {tone} tone, keeping its meaning.",
		ru: "Перепиши текст в тоне «{tone}», сохранив смысл."
	},
	translate: {
		en: "Translate the text: Russian into English, any other language into Russian. Keep the formatting.",
		ru: "Переведи текст: русский — на английский, любой другой язык — на русский. Сохрани форматирование."
	},
	summarize: {
		en: "Summarize the text in a few sentences: the main points only.",
		ru: "Кратко изложи текст в нескольких предложениях: только главное."
	}
};
var rules = {
	en: {
		sameLanguage: "Answer in the text's own language.",
		onlyResult: "Reply with the resulting text only: no preface, no quotes, no comments."
	},
	ru: {
		sameLanguage: "Отвечай на языке самого текста.",
		onlyResult: "Ответь только готовым текстом: без вступления, кавычек и комментариев."
	}
};
/**
* The system instruction of an action, in the interface language. The answer keeps the text's
* own language, except when translating.
*
* @example instructionFor('tone', 'friendly', 'en')
*/
function instructionFor(action, tone, locale) {
	return [...[tasks[action][locale].replace("{tone}", toneWords[tone][locale]), action === "translate" ? "" : rules[locale].sameLanguage], rules[locale].onlyResult].filter(Boolean).join(" ");
}
/** Whether a word-level diff against the original means something for this action. */
function marksChanges(action) {
	return action !== "translate" && action !== "summarize";
}
var isTextAction = (value) => textActions.includes(value);
var isTextTone = (value) => textTones.includes(value);
// src/components/text-studio/studio-history.tsx
var import_jsx_runtime = require_jsx_runtime();
var snippet = (text) => text.length > 160 ? `${text.slice(0, 160)}…` : text;
/**
* The text studio's history (docs/decisions/077-text-studio-history.md): the user's past runs,
* newest first, each with its action, text and result; open one back into the studio or delete it.
*/
function StudioHistory({ locale, version, actionName, onOpen }) {
	const t = { locale };
	const [runs, setRuns] = (0, import_react.useState)(null);
	const [problem, setProblem] = (0, import_react.useState)();
	(0, import_react.useEffect)(() => {
		let live = true;
		fetch("/api/v1/text-studio").then(async (res) => {
			if (!res.ok) throw new Error(String(res.status));
			const body = await res.json();
			if (live) setRuns(body.items);
		}).catch(() => live && setProblem(text_studio_history_load_failed({}, { locale })));
		return () => {
			live = false;
		};
	}, [version, locale]);
	const remove = (0, import_react.useCallback)(async (run) => {
		setProblem(void 0);
		if ((await fetch(`/api/v1/text-studio/${encodeURIComponent(run.chatId)}`, { method: "DELETE" }).catch(() => null))?.ok) setRuns((list) => list?.filter((item) => item.chatId !== run.chatId) ?? null);
		else setProblem(text_studio_history_delete_failed({}, { locale }));
	}, [locale]);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("section", {
		className: "text-studio-history",
		"aria-labelledby": "text-studio-history-title",
		"data-testid": "text-studio-history",
		"data-ready": runs ? "true" : void 0,
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h2", {
				id: "text-studio-history-title",
				children: text_studio_history_title({}, t)
			}),
			problem && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				className: "form-error",
				role: "alert",
				"data-testid": "text-studio-history-problem",
				children: problem
			}),
			runs && runs.length === 0 && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				className: "text-studio-history-empty",
				children: text_studio_history_empty({}, t)
			}),
			runs && runs.length > 0 && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("ul", {
				className: "text-studio-history-list",
				children: runs.map((run) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("li", {
					className: "text-studio-history-item",
					"data-testid": "text-studio-past-run",
					children: [
						/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("p", {
							className: "text-studio-history-meta",
							children: [
								/* @__PURE__ */ (0, import_jsx_runtime.jsx)("strong", { children: actionName(run.action) }),
								" ",
								/* @__PURE__ */ (0, import_jsx_runtime.jsx)("time", {
									dateTime: run.createdAt,
									children: formatDateTime(run.createdAt, locale)
								})
							]
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
							className: "text-studio-history-text",
							"data-testid": "text-studio-past-original",
							children: snippet(run.original)
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("p", {
							className: "text-studio-history-text",
							"data-testid": "text-studio-past-result",
							children: ["→ ", snippet(run.result)]
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
							className: "text-studio-history-actions",
							children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("button", {
								type: "button",
								className: "button",
								disabled: !run.requestId,
								onClick: () => onOpen(run),
								"data-testid": "text-studio-past-open",
								children: text_studio_history_open({}, t)
							}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("button", {
								type: "button",
								className: "button",
								onClick: () => void remove(run),
								"data-testid": "text-studio-past-delete",
								children: text_studio_history_delete({}, t)
							})]
						})
					]
				}, run.chatId))
			})
		]
	});
}
// src/components/text-studio/diff-view.tsx
var loading;
/** jsdiff is loaded on demand: only this page, and only once a result is finished. */
function loadDiff() {
	loading ??= import("./libesm-ChM0lUY4.js").then((module) => module.diffWordsWithSpace);
	return loading;
}
/**
* The result with the words it adds and removes against the original marked, as `<ins>` and
* `<del>` (with their meaning spelled out for screen readers).
*/
function DiffView({ before, after, labels }) {
	const [parts, setParts] = (0, import_react.useState)();
	(0, import_react.useEffect)(() => {
		let live = true;
		loadDiff().then((diff) => live && setParts(diff(before, after)));
		return () => {
			live = false;
		};
	}, [before, after]);
	if (!parts) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
		className: "text-studio-output",
		children: after
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
		className: "text-studio-output",
		"data-testid": "text-studio-diff",
		children: parts.map((part, index) => {
			const key = `${index}-${part.value.length}`;
			if (part.added) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("ins", {
				title: labels.added,
				children: part.value
			}, key);
			if (part.removed) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("del", {
				title: labels.removed,
				children: part.value
			}, key);
			return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", { children: part.value }, key);
		})
	});
}
// src/components/text-studio/studio-result.tsx
/** Turns the run's chat into an ordinary chat and opens it. */
async function continueInChat(chatId, locale) {
	if (!(await fetch(`/api/v1/text-studio/${encodeURIComponent(chatId)}/continue`, { method: "POST" })).ok) return false;
	window.location.assign(`/${locale}/chat/${encodeURIComponent(chatId)}`);
	return true;
}
/** The result pane: the streamed text, then the marked changes and what to do with it. */
function StudioResult({ run, original, markable, onReplace }) {
	const locale = useLocale();
	const t = { locale };
	const [markChanges, setMarkChanges] = (0, import_react.useState)(true);
	const [continueFailed, setContinueFailed] = (0, import_react.useState)(false);
	const finished = run.status === "complete" || run.status === "stopped";
	const showDiff = finished && markable && markChanges && original.trim() !== "";
	const failed = run.status === "error";
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("section", {
		className: "text-studio-pane",
		"aria-labelledby": "text-studio-result-title",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: "text-studio-pane-head",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h2", {
					id: "text-studio-result-title",
					className: "text-studio-pane-title",
					children: text_studio_result({}, t)
				}), markable && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("label", {
					className: "text-studio-check",
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("input", {
						type: "checkbox",
						checked: markChanges,
						onChange: (event) => setMarkChanges(event.target.checked),
						"data-testid": "text-studio-mark"
					}), text_studio_mark_changes({}, t)]
				})]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
				className: "text-studio-result",
				"data-testid": "text-studio-result",
				"data-status": run.status,
				"data-chat-id": run.chatId,
				"aria-busy": run.status === "streaming",
				children: run.status === "idle" ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
					className: "muted",
					children: text_studio_result_empty({}, t)
				}) : showDiff ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(DiffView, {
					before: original,
					after: run.result,
					labels: {
						added: text_studio_added({}, t),
						removed: text_studio_removed({}, t)
					}
				}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
					className: "text-studio-output",
					"data-testid": "text-studio-output",
					children: run.result
				})
			}),
			failed && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				className: "form-error",
				role: "alert",
				"data-testid": "text-studio-error",
				children: run.error ?? text_studio_failed({}, t)
			}),
			continueFailed && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				className: "form-error",
				role: "alert",
				children: text_studio_continue_failed({}, t)
			}),
			finished && run.result && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: "text-studio-actions",
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(CopyButton, {
						text: run.result,
						testId: "text-studio-copy"
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("button", {
						type: "button",
						className: "button",
						onClick: onReplace,
						"data-testid": "text-studio-replace",
						children: text_studio_replace({}, t)
					}),
					run.chatId && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("button", {
						type: "button",
						className: "button",
						"data-testid": "text-studio-continue",
						onClick: async () => {
							const chatId = run.chatId;
							setContinueFailed(chatId ? !await continueInChat(chatId, locale) : true);
						},
						children: text_studio_continue({}, t)
					})
				]
			})
		]
	});
}
// src/components/text-studio/use-studio-run.ts
/** The studio's own query parameters: a reload finds its run (and choices) in the address. */
function studioQuery(values) {
	const url = new URL(window.location.href);
	for (const [name, value] of Object.entries(values)) if (value) url.searchParams.set(name, value);
	else url.searchParams.delete(name);
	window.history.replaceState(window.history.state, "", url);
}
/** The first question of a run's chat: the original text, for a page reloaded mid-run. */
async function originalOf(chatId) {
	const res = await fetch(`/api/v1/message/chat/${encodeURIComponent(chatId)}/?pageNumber=1`);
	if (!res.ok) return void 0;
	return (await res.json()).items?.find((item) => item.role === "user")?.content;
}
/**
* One text-studio run at a time, through the chat's send route (`studio=text`): streamed,
* resumable after a reload from `?run=<requestId>`, stoppable. The generation, its billing and
* its stream are the chat's (docs/decisions/075-text-studio.md).
*/
function useStudioRun(onOriginal) {
	const [run, setRun] = (0, import_react.useState)({
		result: "",
		status: "idle"
	});
	const current = (0, import_react.useRef)(void 0);
	const follow = (0, import_react.useCallback)((requestId, start, fetchOriginal = false) => {
		current.current?.detach();
		setRun({
			requestId,
			result: "",
			status: "streaming"
		});
		const started = runAnswer({
			requestId,
			start,
			onMeta: (meta) => {
				setRun((previous) => ({
					...previous,
					chatId: meta.chatId
				}));
				if (fetchOriginal) originalOf(meta.chatId).then((text) => text !== void 0 && onOriginal(text));
			},
			onUpdate: (update) => setRun((previous) => ({
				...previous,
				result: update.text,
				status: update.status,
				error: update.error?.message
			}))
		});
		current.current = started;
	}, [onOriginal]);
	const start = (0, import_react.useCallback)((input) => {
		const requestId = crypto.randomUUID();
		const request = buildSendRequest({
			model: input.model,
			requestId,
			messages: [{
				role: "system",
				content: input.instruction
			}, {
				role: "user",
				content: input.text
			}]
		});
		request.url += `&studio=text&studioAction=${encodeURIComponent(input.action)}`;
		studioQuery({ run: requestId });
		follow(requestId, request);
	}, [follow]);
	const stop = (0, import_react.useCallback)(() => {
		const requestId = run.requestId;
		current.current?.stop();
		if (requestId) fetch(`/api/v1/openai/stop/${encodeURIComponent(requestId)}`, { method: "POST" }).catch(() => void 0);
	}, [run.requestId]);
	(0, import_react.useEffect)(() => {
		const requestId = new URL(window.location.href).searchParams.get("run");
		if (requestId && /^[A-Za-z0-9_-]{8,100}$/.test(requestId)) follow(requestId, void 0, true);
		return () => current.current?.detach();
	}, [follow]);
	/** Shows a past run again (finished or not), read back from its stream. */
	const reopen = (0, import_react.useCallback)((requestId) => {
		studioQuery({ run: requestId });
		follow(requestId);
	}, [follow]);
	return {
		run,
		start,
		stop,
		clear: (0, import_react.useCallback)(() => {
			current.current?.detach();
			studioQuery({ run: void 0 });
			setRun({
				result: "",
				status: "idle"
			});
		}, []),
		reopen
	};
}
// src/components/text-studio/text-studio.tsx
var actionLabels = {
	rewrite: text_studio_action_rewrite,
	shorten: text_studio_action_shorten,
	expand: text_studio_action_expand,
	fix: text_studio_action_fix,
	tone: text_studio_action_tone,
	translate: text_studio_action_translate,
	summarize: text_studio_action_summarize
};
var toneLabels = {
	formal: text_studio_tone_formal,
	friendly: text_studio_tone_friendly,
	confident: text_studio_tone_confident,
	playful: text_studio_tone_playful,
	neutral: text_studio_tone_neutral
};
/**
* The text studio (`/text`): a text, an action, a model; the result streams beside the
* original, with the changes marked once it is finished.
*/
function TextStudio() {
	const locale = useLocale();
	const t = { locale };
	const hydrated = useHydrated();
	const catalog = useCatalog();
	const [text, setText] = (0, import_react.useState)("");
	const original = (0, import_react.useRef)(null);
	useKeepTyped(original, setText);
	const [action, setAction] = (0, import_react.useState)("rewrite");
	const [tone, setTone] = (0, import_react.useState)("friendly");
	const [model, setModel] = (0, import_react.useState)("");
	const [problem, setProblem] = (0, import_react.useState)();
	const { run, start, stop, reopen } = useStudioRun(setText);
	const [finished, setFinished] = (0, import_react.useState)(0);
	(0, import_react.useEffect)(() => {
		if (run.requestId && run.status !== "idle" && run.status !== "streaming") setFinished((count) => count + 1);
	}, [run.requestId, run.status]);
	(0, import_react.useEffect)(() => {
		const query = new URL(window.location.href).searchParams;
		const savedAction = query.get("action");
		const savedTone = query.get("tone");
		if (isTextAction(savedAction)) setAction(savedAction);
		if (isTextTone(savedTone)) setTone(savedTone);
	}, []);
	const models = catalog?.models ?? [];
	(0, import_react.useEffect)(() => {
		if (!catalog || catalog.models.length === 0) return;
		const stored = readModel(window.localStorage);
		const known = (id) => catalog.models.find((entry) => entry.id === id)?.id;
		setModel(known(stored) ?? known(catalog.defaultModel) ?? catalog.models[0]?.id ?? "");
	}, [catalog]);
	const streaming = run.status === "streaming";
	const submit = (event) => {
		event.preventDefault();
		if (streaming) return;
		if (!text.trim()) {
			setProblem(text_studio_need_text({}, t));
			return;
		}
		setProblem(void 0);
		studioQuery({
			action,
			tone: action === "tone" ? tone : void 0
		});
		start({
			model,
			instruction: instructionFor(action, tone, locale),
			text,
			action: action === "tone" ? `tone:${tone}` : action
		});
	};
	const actionName = (stored) => {
		const [name, toneName] = (stored ?? "").split(":");
		if (!isTextAction(name)) return text_studio_history_unknown_action({}, t);
		const label = actionLabels[name]({}, t);
		return isTextTone(toneName) ? `${label}: ${toneLabels[toneName]({}, t)}` : label;
	};
	const open = (past) => {
		if (!past.requestId || streaming) return;
		const [name, toneName] = (past.action ?? "").split(":");
		const pastAction = isTextAction(name) ? name : "rewrite";
		setAction(pastAction);
		if (isTextTone(toneName)) setTone(toneName);
		setText(past.original);
		setProblem(void 0);
		studioQuery({
			action: pastAction,
			tone: isTextTone(toneName) ? toneName : void 0
		});
		reopen(past.requestId);
		document.getElementById("text-studio-original")?.focus();
	};
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("form", {
		className: "text-studio",
		onSubmit: submit,
		"data-testid": "text-studio",
		"data-hydrated": hydrated ? "true" : void 0,
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: "text-studio-controls",
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("label", {
						className: "text-studio-field",
						children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", { children: text_studio_action({}, t) }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Select, {
							value: action,
							onChange: (event) => setAction(event.target.value),
							"data-testid": "text-studio-action",
							children: textActions.map((id) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("option", {
								value: id,
								children: actionLabels[id]({}, t)
							}, id))
						})]
					}),
					action === "tone" && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("label", {
						className: "text-studio-field",
						children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", { children: text_studio_tone({}, t) }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Select, {
							value: tone,
							onChange: (event) => setTone(event.target.value),
							"data-testid": "text-studio-tone",
							children: textTones.map((id) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("option", {
								value: id,
								children: toneLabels[id]({}, t)
							}, id))
						})]
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("label", {
						className: "text-studio-field",
						children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", { children: text_studio_model({}, t) }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Select, {
							value: model,
							onChange: (event) => {
								setModel(event.target.value);
								writeModel(window.localStorage, event.target.value);
							},
							"data-testid": "text-studio-model",
							children: models.map((entry) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("option", {
								value: entry.id,
								children: entry.title
							}, entry.id))
						})]
					}),
					streaming ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("button", {
						type: "button",
						className: "button",
						onClick: stop,
						"data-testid": "text-studio-stop",
						children: text_studio_stop({}, t)
					}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)("button", {
						type: "submit",
						className: "button button-primary",
						disabled: !model,
						"data-testid": "text-studio-run",
						children: text_studio_run({}, t)
					})
				]
			}),
			problem && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				className: "form-error",
				role: "alert",
				"data-testid": "text-studio-problem",
				children: problem
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: "text-studio-panes",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
					className: "text-studio-pane",
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("label", {
						htmlFor: "text-studio-original",
						className: "text-studio-pane-title",
						children: text_studio_original({}, t)
					}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("textarea", {
						id: "text-studio-original",
						ref: original,
						value: text,
						onChange: (event) => setText(event.target.value),
						onKeyDown: (event) => {
							if (event.key === "Enter" && (event.ctrlKey || event.metaKey)) {
								event.preventDefault();
								event.currentTarget.form?.requestSubmit();
							}
						},
						"aria-keyshortcuts": "Control+Enter",
						placeholder: text_studio_original_placeholder({}, t),
						rows: 14,
						maxLength: 1e5,
						"data-testid": "text-studio-original"
					})]
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(StudioResult, {
					run,
					original: text,
					markable: marksChanges(action),
					onReplace: () => setText(run.result)
				})]
			})
		]
	}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(StudioHistory, {
		locale,
		version: finished,
		actionName,
		onOpen: open
	})] });
}
// \0virtual:vite-rsc/client-references/group/facade:src/pages/[locale]/(chats)/text.tsx
var export_d033d0dc19e3 = { TextStudio };
export { export_d033d0dc19e3 };

//# sourceMappingURL=text-BfN6XDQu.js.map
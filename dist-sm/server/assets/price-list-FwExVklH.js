import { t as getLocale } from "./runtime-CEu_NCIS.js";
import { n as service_tool_avatar_title, t as service_tool_text_studio_title } from "./service_tool_text_studio_title-D3ibPzj4.js";
// src/paraglide/messages/service_prices_failed.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Service_Prices_FailedInputs */
var en_service_prices_failed = () => {
	return `Prices could not be loaded right now. Reload the page to try again.`;
};
var ru_service_prices_failed = () => {
	return `Не удалось загрузить цены. Обновите страницу, чтобы попробовать ещё раз.`;
};
/**
* | output |
* | --- |
* | "Prices could not be loaded right now. Reload the page to try again." |
*
* @param {Service_Prices_FailedInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var service_prices_failed = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_service_prices_failed(inputs);
	return en_service_prices_failed(inputs);
});
// src/paraglide/messages/service_tool_avatar_desc.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Service_Tool_Avatar_DescInputs */
var en_service_tool_avatar_desc = () => {
	return `Turn a photo or a description into a set of avatars in the style you pick, then set one as your profile picture.`;
};
var ru_service_tool_avatar_desc = () => {
	return `Превратите фото или описание в набор аватаров в выбранном стиле и поставьте любой на аватар профиля.`;
};
/**
* | output |
* | --- |
* | "Turn a photo or a description into a set of avatars in the style you pick, then set one as your profile picture." |
*
* @param {Service_Tool_Avatar_DescInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var service_tool_avatar_desc = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_service_tool_avatar_desc(inputs);
	return en_service_tool_avatar_desc(inputs);
});
// src/paraglide/messages/service_tool_image_desc.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Service_Tool_Image_DescInputs */
var en_service_tool_image_desc = () => {
	return `Describe a picture and get it in seconds; refine it turn by turn, choose the size and how many variants you want.`;
};
var ru_service_tool_image_desc = () => {
	return `Опишите картинку и получите её за секунды; уточняйте её шаг за шагом, выбирайте размер и число вариантов.`;
};
/**
* | output |
* | --- |
* | "Describe a picture and get it in seconds; refine it turn by turn, choose the size and how many variants you want." |
*
* @param {Service_Tool_Image_DescInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var service_tool_image_desc = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_service_tool_image_desc(inputs);
	return en_service_tool_image_desc(inputs);
});
// src/paraglide/messages/service_tool_image_title.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Service_Tool_Image_TitleInputs */
var en_service_tool_image_title = () => {
	return `Image chat`;
};
var ru_service_tool_image_title = () => {
	return `Чат с картинками`;
};
/**
* | output |
* | --- |
* | "Image chat" |
*
* @param {Service_Tool_Image_TitleInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var service_tool_image_title = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_service_tool_image_title(inputs);
	return en_service_tool_image_title(inputs);
});
// src/paraglide/messages/service_tool_midjourney_desc.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Service_Tool_Midjourney_DescInputs */
var en_service_tool_midjourney_desc = () => {
	return `Grids of four images from Midjourney, with upscales, variations and rerolls one button away.`;
};
var ru_service_tool_midjourney_desc = () => {
	return `Сетки из четырёх изображений Midjourney; увеличение, вариации и перегенерация — одной кнопкой.`;
};
/**
* | output |
* | --- |
* | "Grids of four images from Midjourney, with upscales, variations and rerolls one button away." |
*
* @param {Service_Tool_Midjourney_DescInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var service_tool_midjourney_desc = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_service_tool_midjourney_desc(inputs);
	return en_service_tool_midjourney_desc(inputs);
});
// src/paraglide/messages/service_tool_midjourney_title.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Service_Tool_Midjourney_TitleInputs */
var en_service_tool_midjourney_title = () => {
	return `Midjourney`;
};
var ru_service_tool_midjourney_title = () => {
	return `Midjourney`;
};
/**
* | output |
* | --- |
* | "Midjourney" |
*
* @param {Service_Tool_Midjourney_TitleInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var service_tool_midjourney_title = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_service_tool_midjourney_title(inputs);
	return en_service_tool_midjourney_title(inputs);
});
// src/paraglide/messages/service_tool_speech_desc.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Service_Tool_Speech_DescInputs */
var en_service_tool_speech_desc = () => {
	return `Have answers read aloud in a natural voice, at your speed; turn on reading of new answers in the settings.`;
};
var ru_service_tool_speech_desc = () => {
	return `Ответы читаются вслух естественным голосом с нужной скоростью; чтение новых ответов включается в настройках.`;
};
/**
* | output |
* | --- |
* | "Have answers read aloud in a natural voice, at your speed; turn on reading of new answers in the settings." |
*
* @param {Service_Tool_Speech_DescInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var service_tool_speech_desc = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_service_tool_speech_desc(inputs);
	return en_service_tool_speech_desc(inputs);
});
// src/paraglide/messages/service_tool_speech_title.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Service_Tool_Speech_TitleInputs */
var en_service_tool_speech_title = () => {
	return `Read aloud`;
};
var ru_service_tool_speech_title = () => {
	return `Озвучивание`;
};
/**
* | output |
* | --- |
* | "Read aloud" |
*
* @param {Service_Tool_Speech_TitleInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var service_tool_speech_title = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_service_tool_speech_title(inputs);
	return en_service_tool_speech_title(inputs);
});
// src/paraglide/messages/service_tool_text_desc.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Service_Tool_Text_DescInputs */
var en_service_tool_text_desc = () => {
	return `Talk to leading language models: questions, drafts, code, analysis of files and pictures, web search where the model offers it.`;
};
var ru_service_tool_text_desc = () => {
	return `Общайтесь с ведущими языковыми моделями: вопросы, черновики, код, разбор файлов и картинок, поиск в интернете там, где модель это умеет.`;
};
/**
* | output |
* | --- |
* | "Talk to leading language models: questions, drafts, code, analysis of files and pictures, web search where the model offers it." |
*
* @param {Service_Tool_Text_DescInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var service_tool_text_desc = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_service_tool_text_desc(inputs);
	return en_service_tool_text_desc(inputs);
});
// src/paraglide/messages/service_tool_text_studio_desc.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Service_Tool_Text_Studio_DescInputs */
var en_service_tool_text_studio_desc = () => {
	return `Rewrite, shorten, expand, fix, change the tone, translate or summarize a text, with the changes marked.`;
};
var ru_service_tool_text_studio_desc = () => {
	return `Перепишите, сократите, расширьте, исправьте, смените тон, переведите или перескажите текст с отмеченными правками.`;
};
/**
* | output |
* | --- |
* | "Rewrite, shorten, expand, fix, change the tone, translate or summarize a text, with the changes marked." |
*
* @param {Service_Tool_Text_Studio_DescInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var service_tool_text_studio_desc = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_service_tool_text_studio_desc(inputs);
	return en_service_tool_text_studio_desc(inputs);
});
// src/paraglide/messages/service_tool_text_title.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Service_Tool_Text_TitleInputs */
var en_service_tool_text_title = () => {
	return `Text chat`;
};
var ru_service_tool_text_title = () => {
	return `Текстовый чат`;
};
/**
* | output |
* | --- |
* | "Text chat" |
*
* @param {Service_Tool_Text_TitleInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var service_tool_text_title = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_service_tool_text_title(inputs);
	return en_service_tool_text_title(inputs);
});
// src/paraglide/messages/service_tool_transcription_desc.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Service_Tool_Transcription_DescInputs */
var en_service_tool_transcription_desc = () => {
	return `Upload a recording and get the text with times and speakers; search it and download TXT, SRT or VTT.`;
};
var ru_service_tool_transcription_desc = () => {
	return `Загрузите запись и получите текст с таймкодами и спикерами; ищите по нему и скачивайте TXT, SRT или VTT.`;
};
/**
* | output |
* | --- |
* | "Upload a recording and get the text with times and speakers; search it and download TXT, SRT or VTT." |
*
* @param {Service_Tool_Transcription_DescInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var service_tool_transcription_desc = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_service_tool_transcription_desc(inputs);
	return en_service_tool_transcription_desc(inputs);
});
// src/paraglide/messages/service_tool_transcription_title.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Service_Tool_Transcription_TitleInputs */
var en_service_tool_transcription_title = () => {
	return `Transcription`;
};
var ru_service_tool_transcription_title = () => {
	return `Расшифровка`;
};
/**
* | output |
* | --- |
* | "Transcription" |
*
* @param {Service_Tool_Transcription_TitleInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var service_tool_transcription_title = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_service_tool_transcription_title(inputs);
	return en_service_tool_transcription_title(inputs);
});
// src/paraglide/messages/service_unit_grid.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{ price: NonNullable<unknown> }} Service_Unit_GridInputs */
var en_service_unit_grid = (i) => {
	return `${i?.price} per grid of four`;
};
var ru_service_unit_grid = (i) => {
	return `${i?.price} за сетку из четырёх`;
};
/**
* | output |
* | --- |
* | "{price} per grid of four" |
*
* @param {Service_Unit_GridInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var service_unit_grid = ((inputs, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_service_unit_grid(inputs);
	return en_service_unit_grid(inputs);
});
// src/paraglide/messages/service_unit_image.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{ price: NonNullable<unknown> }} Service_Unit_ImageInputs */
var en_service_unit_image = (i) => {
	return `${i?.price} per image`;
};
var ru_service_unit_image = (i) => {
	return `${i?.price} за изображение`;
};
/**
* | output |
* | --- |
* | "{price} per image" |
*
* @param {Service_Unit_ImageInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var service_unit_image = ((inputs, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_service_unit_image(inputs);
	return en_service_unit_image(inputs);
});
// src/paraglide/messages/service_unit_million_input_tokens.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{ price: NonNullable<unknown> }} Service_Unit_Million_Input_TokensInputs */
var en_service_unit_million_input_tokens = (i) => {
	return `${i?.price} per 1M input tokens`;
};
var ru_service_unit_million_input_tokens = (i) => {
	return `${i?.price} за 1 млн входных токенов`;
};
/**
* | output |
* | --- |
* | "{price} per 1M input tokens" |
*
* @param {Service_Unit_Million_Input_TokensInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var service_unit_million_input_tokens = ((inputs, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_service_unit_million_input_tokens(inputs);
	return en_service_unit_million_input_tokens(inputs);
});
// src/paraglide/messages/service_unit_million_output_tokens.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{ price: NonNullable<unknown> }} Service_Unit_Million_Output_TokensInputs */
var en_service_unit_million_output_tokens = (i) => {
	return `${i?.price} per 1M output tokens`;
};
var ru_service_unit_million_output_tokens = (i) => {
	return `${i?.price} за 1 млн выходных токенов`;
};
/**
* | output |
* | --- |
* | "{price} per 1M output tokens" |
*
* @param {Service_Unit_Million_Output_TokensInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var service_unit_million_output_tokens = ((inputs, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_service_unit_million_output_tokens(inputs);
	return en_service_unit_million_output_tokens(inputs);
});
// src/paraglide/messages/service_unit_minute.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{ price: NonNullable<unknown> }} Service_Unit_MinuteInputs */
var en_service_unit_minute = (i) => {
	return `${i?.price} per minute of audio`;
};
var ru_service_unit_minute = (i) => {
	return `${i?.price} за минуту аудио`;
};
/**
* | output |
* | --- |
* | "{price} per minute of audio" |
*
* @param {Service_Unit_MinuteInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var service_unit_minute = ((inputs, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_service_unit_minute(inputs);
	return en_service_unit_minute(inputs);
});
// src/paraglide/messages/service_unit_thousand_chars.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{ price: NonNullable<unknown> }} Service_Unit_Thousand_CharsInputs */
var en_service_unit_thousand_chars = (i) => {
	return `${i?.price} per 1,000 characters`;
};
var ru_service_unit_thousand_chars = (i) => {
	return `${i?.price} за 1000 символов`;
};
/**
* | output |
* | --- |
* | "{price} per 1,000 characters" |
*
* @param {Service_Unit_Thousand_CharsInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var service_unit_thousand_chars = ((inputs, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_service_unit_thousand_chars(inputs);
	return en_service_unit_thousand_chars(inputs);
});
// src/paraglide/messages/service_unit_upscale.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{ price: NonNullable<unknown> }} Service_Unit_UpscaleInputs */
var en_service_unit_upscale = (i) => {
	return `${i?.price} per upscale`;
};
var ru_service_unit_upscale = (i) => {
	return `${i?.price} за увеличение`;
};
/**
* | output |
* | --- |
* | "{price} per upscale" |
*
* @param {Service_Unit_UpscaleInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var service_unit_upscale = ((inputs, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_service_unit_upscale(inputs);
	return en_service_unit_upscale(inputs);
});
// src/lib/format/number.ts
/** The Intl locale numbers and money are written in for a page's language. */
var numberTag = (locale) => locale === "ru" ? "ru-RU" : "en-US";
// src/lib/format/money.ts
/** Kopecks as an exact decimal string ("-12.05"), built from integers. */
function rubString(kopecks) {
	const sign = kopecks < 0 ? "-" : "";
	const abs = Math.abs(Math.trunc(kopecks));
	return `${sign}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, "0")}`;
}
/**
* Kopecks as rubles the one way the interface writes money: `1 234,56 ₽` in Russian,
* `RUB 1,234.56` in English. The amount reaches Intl as a decimal string, never as a float.
*
* @example formatRub(123_456, 'ru') // '1 234,56 ₽'
*/
function formatRub(kopecks, locale) {
	const ru = locale === "ru";
	return new Intl.NumberFormat(numberTag(locale), {
		style: "currency",
		currency: "RUB",
		currencyDisplay: ru ? "narrowSymbol" : "code"
	}).format(rubString(kopecks));
}
// src/lib/prices/price-list.ts
var unitMessages = {
	million_input_tokens: service_unit_million_input_tokens,
	million_output_tokens: service_unit_million_output_tokens,
	image: service_unit_image,
	grid: service_unit_grid,
	upscale: service_unit_upscale,
	minute: service_unit_minute,
	thousand_chars: service_unit_thousand_chars
};
/**
* One price as a reader says it.
*
* @example priceText({ unit: 'image', kopecks: 400 }, 'en') // 'RUB 4.00 per image'
*/
function priceText(price, locale) {
	return unitMessages[price.unit]({ price: formatRub(price.kopecks, locale) }, { locale });
}
var toolMessages = {
	text: {
		title: service_tool_text_title,
		description: service_tool_text_desc
	},
	image: {
		title: service_tool_image_title,
		description: service_tool_image_desc
	},
	midjourney: {
		title: service_tool_midjourney_title,
		description: service_tool_midjourney_desc
	},
	transcription: {
		title: service_tool_transcription_title,
		description: service_tool_transcription_desc
	},
	speech: {
		title: service_tool_speech_title,
		description: service_tool_speech_desc
	},
	avatar: {
		title: service_tool_avatar_title,
		description: service_tool_avatar_desc
	},
	"text-studio": {
		title: service_tool_text_studio_title,
		description: service_tool_text_studio_desc
	}
};
/** Where each tool starts (without the locale prefix): read-aloud lives in the text chat. */
var toolPaths = {
	text: "/chat",
	image: "/chat/image",
	midjourney: "/chat/midjourney",
	transcription: "/transcription",
	speech: "/chat",
	avatar: "/avatar",
	"text-studio": "/text"
};
/** A tool's name and what it does, in `locale`. */
function toolTexts(id, locale) {
	const { title, description } = toolMessages[id];
	return {
		title: title({}, { locale }),
		description: description({}, { locale })
	};
}
export { service_prices_failed as i, toolPaths as n, toolTexts as r, priceText as t };

//# sourceMappingURL=price-list-FwExVklH.js.map
import { t as require_react } from "./react-DvVFp2nj.js";
import { n as useLocale } from "./locale-context-Du56PqBf.js";
import { t as formatRub } from "./money-BT--L-MG.js";
import { t as useHydrated } from "./use-hydrated-Bt37Pui4.js";
import { t as PromptBox } from "./images-5AxLEk1B.js";
import { t as Select } from "./select-D9r9nEi0.js";
import { t as require_jsx_runtime } from "./jsx-runtime-BB_2hJGX.js";
import { t as rememberThisChat } from "./last-chat-client-DgDZ4ujs.js";
import { t as announceChat } from "./ui-message-COrbkFev.js";
import { t as getLocale } from "./runtime-CEu_NCIS.js";
// src/paraglide/messages/midjourney_action_other.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{ button: NonNullable<unknown> }} Midjourney_Action_OtherInputs */
var en_midjourney_action_other = (i) => {
	return `${i?.button}`;
};
var ru_midjourney_action_other = (i) => {
	return `${i?.button}`;
};
/**
* | output |
* | --- |
* | "{button}" |
*
* @param {Midjourney_Action_OtherInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var midjourney_action_other = ((inputs, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_midjourney_action_other(inputs);
	return en_midjourney_action_other(inputs);
});
// src/paraglide/messages/midjourney_action_upscale.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{ button: NonNullable<unknown> }} Midjourney_Action_UpscaleInputs */
var en_midjourney_action_upscale = (i) => {
	return `Upscale ${i?.button}`;
};
var ru_midjourney_action_upscale = (i) => {
	return `Увеличение ${i?.button}`;
};
/**
* | output |
* | --- |
* | "Upscale {button}" |
*
* @param {Midjourney_Action_UpscaleInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var midjourney_action_upscale = ((inputs, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_midjourney_action_upscale(inputs);
	return en_midjourney_action_upscale(inputs);
});
// src/paraglide/messages/midjourney_action_variation.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{ button: NonNullable<unknown> }} Midjourney_Action_VariationInputs */
var en_midjourney_action_variation = (i) => {
	return `Variation ${i?.button}`;
};
var ru_midjourney_action_variation = (i) => {
	return `Вариация ${i?.button}`;
};
/**
* | output |
* | --- |
* | "Variation {button}" |
*
* @param {Midjourney_Action_VariationInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var midjourney_action_variation = ((inputs, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_midjourney_action_variation(inputs);
	return en_midjourney_action_variation(inputs);
});
// src/paraglide/messages/midjourney_adds.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{ suffix: NonNullable<unknown> }} Midjourney_AddsInputs */
var en_midjourney_adds = (i) => {
	return `Adds to the prompt: ${i?.suffix}`;
};
var ru_midjourney_adds = (i) => {
	return `Добавится к запросу: ${i?.suffix}`;
};
/**
* | output |
* | --- |
* | "Adds to the prompt: {suffix}" |
*
* @param {Midjourney_AddsInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var midjourney_adds = ((inputs, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_midjourney_adds(inputs);
	return en_midjourney_adds(inputs);
});
// src/paraglide/messages/midjourney_adds_nothing.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Midjourney_Adds_NothingInputs */
var en_midjourney_adds_nothing = () => {
	return `The parameters add nothing to the prompt.`;
};
var ru_midjourney_adds_nothing = () => {
	return `Параметры ничего не добавляют к запросу.`;
};
/**
* | output |
* | --- |
* | "The parameters add nothing to the prompt." |
*
* @param {Midjourney_Adds_NothingInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var midjourney_adds_nothing = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_midjourney_adds_nothing(inputs);
	return en_midjourney_adds_nothing(inputs);
});
// src/paraglide/messages/midjourney_aspect_ratio.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Midjourney_Aspect_RatioInputs */
var en_midjourney_aspect_ratio = () => {
	return `Aspect ratio`;
};
var ru_midjourney_aspect_ratio = () => {
	return `Соотношение сторон`;
};
/**
* | output |
* | --- |
* | "Aspect ratio" |
*
* @param {Midjourney_Aspect_RatioInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var midjourney_aspect_ratio = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_midjourney_aspect_ratio(inputs);
	return en_midjourney_aspect_ratio(inputs);
});
// src/paraglide/messages/midjourney_btn_pan_down.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Midjourney_Btn_Pan_DownInputs */
var en_midjourney_btn_pan_down = () => {
	return `Pan down`;
};
var ru_midjourney_btn_pan_down = () => {
	return `Сдвинуть вниз`;
};
/**
* | output |
* | --- |
* | "Pan down" |
*
* @param {Midjourney_Btn_Pan_DownInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var midjourney_btn_pan_down = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_midjourney_btn_pan_down(inputs);
	return en_midjourney_btn_pan_down(inputs);
});
// src/paraglide/messages/midjourney_btn_pan_left.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Midjourney_Btn_Pan_LeftInputs */
var en_midjourney_btn_pan_left = () => {
	return `Pan left`;
};
var ru_midjourney_btn_pan_left = () => {
	return `Сдвинуть влево`;
};
/**
* | output |
* | --- |
* | "Pan left" |
*
* @param {Midjourney_Btn_Pan_LeftInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var midjourney_btn_pan_left = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_midjourney_btn_pan_left(inputs);
	return en_midjourney_btn_pan_left(inputs);
});
// src/paraglide/messages/midjourney_btn_pan_right.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Midjourney_Btn_Pan_RightInputs */
var en_midjourney_btn_pan_right = () => {
	return `Pan right`;
};
var ru_midjourney_btn_pan_right = () => {
	return `Сдвинуть вправо`;
};
/**
* | output |
* | --- |
* | "Pan right" |
*
* @param {Midjourney_Btn_Pan_RightInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var midjourney_btn_pan_right = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_midjourney_btn_pan_right(inputs);
	return en_midjourney_btn_pan_right(inputs);
});
// src/paraglide/messages/midjourney_btn_pan_up.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Midjourney_Btn_Pan_UpInputs */
var en_midjourney_btn_pan_up = () => {
	return `Pan up`;
};
var ru_midjourney_btn_pan_up = () => {
	return `Сдвинуть вверх`;
};
/**
* | output |
* | --- |
* | "Pan up" |
*
* @param {Midjourney_Btn_Pan_UpInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var midjourney_btn_pan_up = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_midjourney_btn_pan_up(inputs);
	return en_midjourney_btn_pan_up(inputs);
});
// src/paraglide/messages/midjourney_btn_upscale_2x.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Midjourney_Btn_Upscale_2xInputs */
var en_midjourney_btn_upscale_2x = () => {
	return `Upscale 2×`;
};
var ru_midjourney_btn_upscale_2x = () => {
	return `Увеличить в 2 раза`;
};
/**
* | output |
* | --- |
* | "Upscale 2×" |
*
* @param {Midjourney_Btn_Upscale_2xInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var midjourney_btn_upscale_2x = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_midjourney_btn_upscale_2x(inputs);
	return en_midjourney_btn_upscale_2x(inputs);
});
// src/paraglide/messages/midjourney_btn_upscale_4x.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Midjourney_Btn_Upscale_4xInputs */
var en_midjourney_btn_upscale_4x = () => {
	return `Upscale 4×`;
};
var ru_midjourney_btn_upscale_4x = () => {
	return `Увеличить в 4 раза`;
};
/**
* | output |
* | --- |
* | "Upscale 4×" |
*
* @param {Midjourney_Btn_Upscale_4xInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var midjourney_btn_upscale_4x = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_midjourney_btn_upscale_4x(inputs);
	return en_midjourney_btn_upscale_4x(inputs);
});
// src/paraglide/messages/midjourney_btn_upscale_creative.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Midjourney_Btn_Upscale_CreativeInputs */
var en_midjourney_btn_upscale_creative = () => {
	return `Upscale (creative)`;
};
var ru_midjourney_btn_upscale_creative = () => {
	return `Увеличить (творчески)`;
};
/**
* | output |
* | --- |
* | "Upscale (creative)" |
*
* @param {Midjourney_Btn_Upscale_CreativeInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var midjourney_btn_upscale_creative = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_midjourney_btn_upscale_creative(inputs);
	return en_midjourney_btn_upscale_creative(inputs);
});
// src/paraglide/messages/midjourney_btn_upscale_subtle.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Midjourney_Btn_Upscale_SubtleInputs */
var en_midjourney_btn_upscale_subtle = () => {
	return `Upscale (subtle)`;
};
var ru_midjourney_btn_upscale_subtle = () => {
	return `Увеличить (мягко)`;
};
/**
* | output |
* | --- |
* | "Upscale (subtle)" |
*
* @param {Midjourney_Btn_Upscale_SubtleInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var midjourney_btn_upscale_subtle = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_midjourney_btn_upscale_subtle(inputs);
	return en_midjourney_btn_upscale_subtle(inputs);
});
// src/paraglide/messages/midjourney_btn_vary_strong.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Midjourney_Btn_Vary_StrongInputs */
var en_midjourney_btn_vary_strong = () => {
	return `Vary (strong)`;
};
var ru_midjourney_btn_vary_strong = () => {
	return `Вариация (сильная)`;
};
/**
* | output |
* | --- |
* | "Vary (strong)" |
*
* @param {Midjourney_Btn_Vary_StrongInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var midjourney_btn_vary_strong = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_midjourney_btn_vary_strong(inputs);
	return en_midjourney_btn_vary_strong(inputs);
});
// src/paraglide/messages/midjourney_btn_vary_subtle.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Midjourney_Btn_Vary_SubtleInputs */
var en_midjourney_btn_vary_subtle = () => {
	return `Vary (subtle)`;
};
var ru_midjourney_btn_vary_subtle = () => {
	return `Вариация (слабая)`;
};
/**
* | output |
* | --- |
* | "Vary (subtle)" |
*
* @param {Midjourney_Btn_Vary_SubtleInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var midjourney_btn_vary_subtle = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_midjourney_btn_vary_subtle(inputs);
	return en_midjourney_btn_vary_subtle(inputs);
});
// src/paraglide/messages/midjourney_btn_zoom_out_1_5x.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Midjourney_Btn_Zoom_Out_1_5xInputs */
var en_midjourney_btn_zoom_out_1_5x = () => {
	return `Zoom out 1.5×`;
};
var ru_midjourney_btn_zoom_out_1_5x = () => {
	return `Отдалить в 1,5 раза`;
};
/**
* | output |
* | --- |
* | "Zoom out 1.5×" |
*
* @param {Midjourney_Btn_Zoom_Out_1_5xInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var midjourney_btn_zoom_out_1_5x = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_midjourney_btn_zoom_out_1_5x(inputs);
	return en_midjourney_btn_zoom_out_1_5x(inputs);
});
// src/paraglide/messages/midjourney_btn_zoom_out_2x.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Midjourney_Btn_Zoom_Out_2xInputs */
var en_midjourney_btn_zoom_out_2x = () => {
	return `Zoom out 2×`;
};
var ru_midjourney_btn_zoom_out_2x = () => {
	return `Отдалить в 2 раза`;
};
/**
* | output |
* | --- |
* | "Zoom out 2×" |
*
* @param {Midjourney_Btn_Zoom_Out_2xInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var midjourney_btn_zoom_out_2x = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_midjourney_btn_zoom_out_2x(inputs);
	return en_midjourney_btn_zoom_out_2x(inputs);
});
// src/paraglide/messages/midjourney_chaos.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Midjourney_ChaosInputs */
var en_midjourney_chaos = () => {
	return `Chaos`;
};
var ru_midjourney_chaos = () => {
	return `Хаос`;
};
/**
* | output |
* | --- |
* | "Chaos" |
*
* @param {Midjourney_ChaosInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var midjourney_chaos = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_midjourney_chaos(inputs);
	return en_midjourney_chaos(inputs);
});
// src/paraglide/messages/midjourney_cost.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{ amount: NonNullable<unknown> }} Midjourney_CostInputs */
var en_midjourney_cost = (i) => {
	return `Cost: ${i?.amount}`;
};
var ru_midjourney_cost = (i) => {
	return `Стоимость: ${i?.amount}`;
};
/**
* | output |
* | --- |
* | "Cost: {amount}" |
*
* @param {Midjourney_CostInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var midjourney_cost = ((inputs, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_midjourney_cost(inputs);
	return en_midjourney_cost(inputs);
});
// src/paraglide/messages/midjourney_empty.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Midjourney_EmptyInputs */
var en_midjourney_empty = () => {
	return `Describe an image and press Generate: the grid appears here and fills in as Midjourney works.`;
};
var ru_midjourney_empty = () => {
	return `Опишите изображение и нажмите «Создать»: сетка появится здесь и будет заполняться по мере работы Midjourney.`;
};
/**
* | output |
* | --- |
* | "Describe an image and press Generate: the grid appears here and fills in as Midjourney works." |
*
* @param {Midjourney_EmptyInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var midjourney_empty = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_midjourney_empty(inputs);
	return en_midjourney_empty(inputs);
});
// src/paraglide/messages/midjourney_generate.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Midjourney_GenerateInputs */
var en_midjourney_generate = () => {
	return `Generate`;
};
var ru_midjourney_generate = () => {
	return `Создать`;
};
/**
* | output |
* | --- |
* | "Generate" |
*
* @param {Midjourney_GenerateInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var midjourney_generate = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_midjourney_generate(inputs);
	return en_midjourney_generate(inputs);
});
// src/paraglide/messages/midjourney_generating.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Midjourney_GeneratingInputs */
var en_midjourney_generating = () => {
	return `Starting…`;
};
var ru_midjourney_generating = () => {
	return `Запускаем…`;
};
/**
* | output |
* | --- |
* | "Starting…" |
*
* @param {Midjourney_GeneratingInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var midjourney_generating = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_midjourney_generating(inputs);
	return en_midjourney_generating(inputs);
});
// src/paraglide/messages/midjourney_image_alt.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{ prompt: NonNullable<unknown> }} Midjourney_Image_AltInputs */
var en_midjourney_image_alt = (i) => {
	return `Midjourney image: ${i?.prompt}`;
};
var ru_midjourney_image_alt = (i) => {
	return `Изображение Midjourney: ${i?.prompt}`;
};
/**
* | output |
* | --- |
* | "Midjourney image: {prompt}" |
*
* @param {Midjourney_Image_AltInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var midjourney_image_alt = ((inputs, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_midjourney_image_alt(inputs);
	return en_midjourney_image_alt(inputs);
});
// src/paraglide/messages/midjourney_off.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Midjourney_OffInputs */
var en_midjourney_off = () => {
	return `Midjourney is not connected on this server, so images cannot be made here yet.`;
};
var ru_midjourney_off = () => {
	return `Midjourney не подключён на этом сервере, поэтому изображения здесь пока не создать.`;
};
/**
* | output |
* | --- |
* | "Midjourney is not connected on this server, so images cannot be made here yet." |
*
* @param {Midjourney_OffInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var midjourney_off = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_midjourney_off(inputs);
	return en_midjourney_off(inputs);
});
// src/paraglide/messages/midjourney_preview_alt.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{ percent: NonNullable<unknown>, prompt: NonNullable<unknown> }} Midjourney_Preview_AltInputs */
var en_midjourney_preview_alt = (i) => {
	return `Midjourney grid filling in (${i?.percent}%): ${i?.prompt}`;
};
var ru_midjourney_preview_alt = (i) => {
	return `Сетка Midjourney рисуется (${i?.percent}%): ${i?.prompt}`;
};
/**
* | output |
* | --- |
* | "Midjourney grid filling in ({percent}%): {prompt}" |
*
* @param {Midjourney_Preview_AltInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var midjourney_preview_alt = ((inputs, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_midjourney_preview_alt(inputs);
	return en_midjourney_preview_alt(inputs);
});
// src/paraglide/messages/midjourney_price_before.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{ amount: NonNullable<unknown> }} Midjourney_Price_BeforeInputs */
var en_midjourney_price_before = (i) => {
	return `${i?.amount} per grid`;
};
var ru_midjourney_price_before = (i) => {
	return `${i?.amount} за сетку`;
};
/**
* | output |
* | --- |
* | "{amount} per grid" |
*
* @param {Midjourney_Price_BeforeInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var midjourney_price_before = ((inputs, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_midjourney_price_before(inputs);
	return en_midjourney_price_before(inputs);
});
// src/paraglide/messages/midjourney_progress.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{ percent: NonNullable<unknown> }} Midjourney_ProgressInputs */
var en_midjourney_progress = (i) => {
	return `${i?.percent}% done`;
};
var ru_midjourney_progress = (i) => {
	return `Готово на ${i?.percent}%`;
};
/**
* | output |
* | --- |
* | "{percent}% done" |
*
* @param {Midjourney_ProgressInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var midjourney_progress = ((inputs, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_midjourney_progress(inputs);
	return en_midjourney_progress(inputs);
});
// src/paraglide/messages/midjourney_prompt_label.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Midjourney_Prompt_LabelInputs */
var en_midjourney_prompt_label = () => {
	return `Prompt`;
};
var ru_midjourney_prompt_label = () => {
	return `Запрос`;
};
/**
* | output |
* | --- |
* | "Prompt" |
*
* @param {Midjourney_Prompt_LabelInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var midjourney_prompt_label = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_midjourney_prompt_label(inputs);
	return en_midjourney_prompt_label(inputs);
});
// src/paraglide/messages/midjourney_prompt_placeholder.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Midjourney_Prompt_PlaceholderInputs */
var en_midjourney_prompt_placeholder = () => {
	return `Describe the image…`;
};
var ru_midjourney_prompt_placeholder = () => {
	return `Опишите изображение…`;
};
/**
* | output |
* | --- |
* | "Describe the image…" |
*
* @param {Midjourney_Prompt_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var midjourney_prompt_placeholder = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_midjourney_prompt_placeholder(inputs);
	return en_midjourney_prompt_placeholder(inputs);
});
// src/paraglide/messages/midjourney_queued.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Midjourney_QueuedInputs */
var en_midjourney_queued = () => {
	return `Waiting for Midjourney…`;
};
var ru_midjourney_queued = () => {
	return `Ждём Midjourney…`;
};
/**
* | output |
* | --- |
* | "Waiting for Midjourney…" |
*
* @param {Midjourney_QueuedInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var midjourney_queued = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_midjourney_queued(inputs);
	return en_midjourney_queued(inputs);
});
// src/paraglide/messages/midjourney_reroll.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Midjourney_RerollInputs */
var en_midjourney_reroll = () => {
	return `Reroll`;
};
var ru_midjourney_reroll = () => {
	return `Перегенерировать`;
};
/**
* | output |
* | --- |
* | "Reroll" |
*
* @param {Midjourney_RerollInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var midjourney_reroll = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_midjourney_reroll(inputs);
	return en_midjourney_reroll(inputs);
});
// src/paraglide/messages/midjourney_retry.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Midjourney_RetryInputs */
var en_midjourney_retry = () => {
	return `Try again`;
};
var ru_midjourney_retry = () => {
	return `Повторить`;
};
/**
* | output |
* | --- |
* | "Try again" |
*
* @param {Midjourney_RetryInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var midjourney_retry = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_midjourney_retry(inputs);
	return en_midjourney_retry(inputs);
});
// src/paraglide/messages/midjourney_stylize.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Midjourney_StylizeInputs */
var en_midjourney_stylize = () => {
	return `Stylize`;
};
var ru_midjourney_stylize = () => {
	return `Стилизация`;
};
/**
* | output |
* | --- |
* | "Stylize" |
*
* @param {Midjourney_StylizeInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var midjourney_stylize = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_midjourney_stylize(inputs);
	return en_midjourney_stylize(inputs);
});
// src/paraglide/messages/midjourney_version.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Midjourney_VersionInputs */
var en_midjourney_version = () => {
	return `Version`;
};
var ru_midjourney_version = () => {
	return `Версия`;
};
/**
* | output |
* | --- |
* | "Version" |
*
* @param {Midjourney_VersionInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var midjourney_version = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_midjourney_version(inputs);
	return en_midjourney_version(inputs);
});
// src/paraglide/messages/midjourney_version_default.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Midjourney_Version_DefaultInputs */
var en_midjourney_version_default = () => {
	return `Default`;
};
var ru_midjourney_version_default = () => {
	return `По умолчанию`;
};
/**
* | output |
* | --- |
* | "Default" |
*
* @param {Midjourney_Version_DefaultInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var midjourney_version_default = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_midjourney_version_default(inputs);
	return en_midjourney_version_default(inputs);
});
// src/paraglide/messages/midjourney_weird.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Midjourney_WeirdInputs */
var en_midjourney_weird = () => {
	return `Weird`;
};
var ru_midjourney_weird = () => {
	return `Необычность`;
};
/**
* | output |
* | --- |
* | "Weird" |
*
* @param {Midjourney_WeirdInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var midjourney_weird = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_midjourney_weird(inputs);
	return en_midjourney_weird(inputs);
});
// src/lib/midjourney/prompt-preview.ts
var import_react = require_react();
var defaultParams = {
	aspectRatio: "1:1",
	stylize: 0,
	weird: 0,
	chaos: 0,
	version: ""
};
var paramLimits = {
	stylize: 1e3,
	weird: 3e3,
	chaos: 100
};
var aspectRatios = [
	"1:1",
	"4:3",
	"3:2",
	"16:9",
	"21:9",
	"3:4",
	"2:3",
	"9:16"
];
var versions = [
	"",
	"7",
	"6.1",
	"6",
	"niji 6"
];
/**
* What the parameters add to the prompt, per SPEC §5 (the api builds the same): `--ar W:H` only
* if not 1:1, `--stylize`, `--weird` and `--chaos` only above 0, then the version.
*
* @example promptSuffix({ ...defaultParams, aspectRatio: '16:9', chaos: 5 }) // '--ar 16:9 --chaos 5'
*/
function promptSuffix(params) {
	const parts = [];
	const [w, h] = params.aspectRatio.split(":");
	if (w && h && w !== h) parts.push(`--ar ${w}:${h}`);
	if (params.stylize > 0) parts.push(`--stylize ${params.stylize}`);
	if (params.weird > 0) parts.push(`--weird ${params.weird}`);
	if (params.chaos > 0) parts.push(`--chaos ${params.chaos}`);
	if (params.version) parts.push(params.version.startsWith("niji") ? `--${params.version}` : `--v ${params.version}`);
	return parts.join(" ");
}
/** The request body of a generate call. */
function generateBody(prompt, params, chatId) {
	return {
		image: {
			prompt,
			...chatId ? { chatId } : {}
		},
		...params.aspectRatio !== "1:1" ? { aspectRatio: params.aspectRatio } : {},
		stylize: params.stylize,
		weird: params.weird,
		chaos: params.chaos,
		...params.version ? { version: params.version } : {},
		requestId: crypto.randomUUID()
	};
}
var isRunning = (task) => task.status === "SUBMITTED" || task.status === "IN_PROGRESS";
// src/components/midjourney/parameter-controls.tsx
var import_jsx_runtime = require_jsx_runtime();
/** Aspect ratio, stylize, weird, chaos and version, with what they add to the prompt, live. */
function ParameterControls({ params, onChange }) {
	const locale = useLocale();
	const numbers = [
		["stylize", midjourney_stylize({}, { locale })],
		["weird", midjourney_weird({}, { locale })],
		["chaos", midjourney_chaos({}, { locale })]
	];
	const suffix = promptSuffix(params);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("fieldset", {
		className: "mj-params",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("label", { children: [midjourney_aspect_ratio({}, { locale }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Select, {
				value: params.aspectRatio,
				"data-testid": "mj-aspect-ratio",
				onChange: (e) => onChange({
					...params,
					aspectRatio: e.target.value
				}),
				children: aspectRatios.map((ratio) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("option", {
					value: ratio,
					children: ratio
				}, ratio))
			})] }),
			numbers.map(([name, label]) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("label", { children: [label, /* @__PURE__ */ (0, import_jsx_runtime.jsx)("input", {
				className: "input",
				type: "number",
				min: 0,
				max: paramLimits[name],
				step: 1,
				value: params[name],
				"data-testid": `mj-${name}`,
				onChange: (e) => {
					const value = Math.round(Number(e.target.value) || 0);
					onChange({
						...params,
						[name]: Math.min(Math.max(value, 0), paramLimits[name])
					});
				}
			})] }, name)),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("label", { children: [midjourney_version({}, { locale }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Select, {
				value: params.version,
				onChange: (e) => onChange({
					...params,
					version: e.target.value
				}),
				children: versions.map((version) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("option", {
					value: version,
					children: version || midjourney_version_default({}, { locale })
				}, version))
			})] }),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("output", {
				className: "mj-suffix muted",
				"data-testid": "mj-suffix",
				"aria-live": "polite",
				children: suffix ? midjourney_adds({ suffix }, { locale }) : midjourney_adds_nothing({}, { locale })
			})
		]
	});
}
// src/components/midjourney/button-label.ts
var named = {
	reroll: midjourney_reroll,
	upscale_subtle: midjourney_btn_upscale_subtle,
	upscale_creative: midjourney_btn_upscale_creative,
	upscale_2x: midjourney_btn_upscale_2x,
	upscale_4x: midjourney_btn_upscale_4x,
	vary_subtle: midjourney_btn_vary_subtle,
	vary_strong: midjourney_btn_vary_strong,
	zoom_out_2x: midjourney_btn_zoom_out_2x,
	zoom_out_1_5x: midjourney_btn_zoom_out_1_5x,
	pan_left: midjourney_btn_pan_left,
	pan_right: midjourney_btn_pan_right,
	pan_up: midjourney_btn_pan_up,
	pan_down: midjourney_btn_pan_down
};
/**
* A Midjourney button in the page's language (api/src/midjourney/buttons.ts names them): the
* grid's U1–V4 keep Midjourney's short names and get a spoken name; the rest say what they do.
*/
function buttonLabel(button, locale) {
	if (/^U\d$/.test(button)) return {
		text: button,
		spoken: midjourney_action_upscale({ button }, { locale })
	};
	if (/^V\d$/.test(button)) return {
		text: button,
		spoken: midjourney_action_variation({ button }, { locale })
	};
	const message = named[button];
	return { text: message ? message({}, { locale }) : button };
}
// src/components/midjourney/task-card.tsx
function actionLabel(action, locale) {
	if (action === "imagine") return null;
	if (/^U\d$/.test(action)) return midjourney_action_upscale({ button: action }, { locale });
	if (/^V\d$/.test(action)) return midjourney_action_variation({ button: action }, { locale });
	if (action === "reroll") return midjourney_reroll({}, { locale });
	return midjourney_action_other({ button: action }, { locale });
}
/**
* One task: its prompt, the grid filling in with a progress bar while it runs, then the image
* and its buttons — or the error with a retry.
*/
function TaskCard({ task, disabled, onPress, onRetry }) {
	const locale = useLocale();
	const label = actionLabel(task.action, locale);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("article", {
		className: "mj-task",
		"data-testid": "mj-task",
		"data-status": task.status,
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("header", {
				className: "mj-task-head",
				children: [label ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("strong", { children: label }) : null, /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
					className: "mj-task-prompt",
					children: task.prompt
				})]
			}),
			isRunning(task) && task.previewUrl ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("img", {
				className: "mj-image mj-preview",
				src: `/api${task.previewUrl}`,
				alt: midjourney_preview_alt({
					percent: task.progress,
					prompt: task.prompt
				}, { locale }),
				"data-testid": "mj-preview"
			}) : null,
			isRunning(task) ? /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: "mj-progress",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
					className: "mj-progress-bar",
					role: "progressbar",
					"aria-valuemin": 0,
					"aria-valuemax": 100,
					"aria-valuenow": task.progress,
					style: { width: `${task.progress}%` }
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
					className: "muted",
					children: task.progress > 0 ? midjourney_progress({ percent: task.progress }, { locale }) : midjourney_queued({}, { locale })
				})]
			}) : null,
			task.status === "SUCCESS" && task.imageUrl ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("a", {
				href: `/api${task.imageUrl}`,
				target: "_blank",
				rel: "noreferrer",
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("img", {
					className: "mj-image",
					src: `/api${task.imageUrl}`,
					alt: midjourney_image_alt({ prompt: task.prompt }, { locale }),
					"data-testid": "mj-image"
				})
			}) : null,
			task.error ? /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("p", {
				className: "mj-error",
				role: "alert",
				children: [
					task.error.message,
					" ",
					task.status === "FAILURE" ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("button", {
						type: "button",
						className: "button button-small",
						disabled,
						onClick: () => onRetry(task),
						"data-testid": "mj-retry",
						children: midjourney_retry({}, { locale })
					}) : null
				]
			}) : null,
			task.buttons.length > 0 ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
				className: "mj-buttons",
				children: task.buttons.map((b) => {
					const label = buttonLabel(b.button, locale);
					return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("button", {
						type: "button",
						className: "button button-small",
						disabled,
						"data-testid": `mj-button-${b.button}`,
						"aria-label": label.spoken,
						title: label.spoken,
						onClick: () => onPress(task, b.button),
						children: label.text
					}, b.button);
				})
			}) : null,
			task.status === "SUCCESS" && task.costKopecks > 0 ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				className: "muted mj-cost",
				children: midjourney_cost({ amount: formatRub(task.costKopecks, locale) }, { locale })
			}) : null
		]
	});
}
// src/components/midjourney/use-midjourney-tasks.ts
/** How often a running task is read again; the api's Durable Object does the real polling. */
var REFRESH_MS = 1500;
async function postJson(path, body) {
	const response = await fetch(path, {
		method: "POST",
		headers: { "Content-Type": "application/json" },
		body: JSON.stringify(body)
	});
	const data = await response.json().catch(() => null);
	if (!response.ok || !data?.id) throw new Error(data?.message || `HTTP error! status: ${response.status}`);
	return data;
}
/**
* The studio's tasks, newest first: starts them, presses their buttons, and re-reads the running
* ones until they end. A reload gets the same tasks from the server, wherever they are.
*/
function useMidjourneyTasks(initial, initialChatId) {
	const [tasks, setTasks] = (0, import_react.useState)(initial);
	const [chatId, setChatId] = (0, import_react.useState)(initialChatId);
	const [error, setError] = (0, import_react.useState)(null);
	const [busy, setBusy] = (0, import_react.useState)(false);
	const put = (0, import_react.useCallback)((task) => {
		setTasks((list) => list.some((t) => t.id === task.id) ? list.map((t) => t.id === task.id ? task : t) : [task, ...list]);
	}, []);
	const start = (0, import_react.useCallback)((path, body) => {
		const run = async () => {
			setBusy(true);
			setError(null);
			try {
				const task = await postJson(path, body);
				put(task);
				if (!chatId) {
					setChatId(task.chatId);
					const url = `${window.location.pathname.replace(/\/$/, "")}/${task.chatId}`;
					window.history.replaceState(null, "", url);
					rememberThisChat();
					announceChat({ chatId: task.chatId });
				}
			} catch (failure) {
				setError({
					message: failure.message,
					retry: () => void run()
				});
			} finally {
				setBusy(false);
			}
		};
		run();
	}, [chatId, put]);
	const runningKey = tasks.filter(isRunning).map((t) => t.id).join(",");
	(0, import_react.useEffect)(() => {
		if (!runningKey) return;
		let reading = false;
		const timer = setInterval(async () => {
			if (reading) return;
			reading = true;
			try {
				for (const id of runningKey.split(",")) {
					const response = await fetch(`/api/v1/openai/midjourney/${encodeURIComponent(id)}`);
					if (response.ok) put(await response.json());
				}
			} catch {} finally {
				reading = false;
			}
		}, REFRESH_MS);
		return () => clearInterval(timer);
	}, [runningKey, put]);
	return {
		tasks,
		chatId,
		error,
		busy,
		start
	};
}
// src/components/midjourney/midjourney-studio.tsx
/** `/chat/midjourney/:slug?`: the prompt box, the parameters, and the chat's tasks. */
function MidjourneyStudio({ chatId, initial, enabled, gridKopecks }) {
	const locale = useLocale();
	const hydrated = useHydrated();
	const [prompt, setPrompt] = (0, import_react.useState)("");
	const [params, setParams] = (0, import_react.useState)(defaultParams);
	const studio = useMidjourneyTasks(initial, chatId);
	const submit = (event) => {
		event?.preventDefault();
		const text = prompt.trim();
		if (!text || studio.busy) return;
		studio.start("/api/v1/openai/midjourney/generate", generateBody(text, params, studio.chatId));
	};
	const press = (task, button) => studio.start("/api/v1/openai/midjourney/button", {
		action: {
			button,
			chatId: task.chatId,
			messageId: task.messageId
		},
		requestId: crypto.randomUUID()
	});
	const retry = (task) => task.action === "imagine" || !task.parentId ? studio.start("/api/v1/openai/midjourney/generate", {
		image: {
			prompt: task.prompt,
			chatId: task.chatId
		},
		requestId: crypto.randomUUID()
	}) : studio.start("/api/v1/openai/midjourney/button", {
		action: {
			button: task.action,
			chatId: task.chatId,
			messageId: task.parentId
		},
		requestId: crypto.randomUUID()
	});
	if (!enabled) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
		className: "muted",
		"data-testid": "mj-off",
		children: midjourney_off({}, { locale })
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: "mj-studio",
		"data-testid": "mj-studio",
		"data-hydrated": hydrated,
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("form", {
				className: "mj-form",
				onSubmit: submit,
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PromptBox, {
						label: midjourney_prompt_label({}, { locale }),
						placeholder: midjourney_prompt_placeholder({}, { locale }),
						value: prompt,
						onChange: setPrompt,
						onSubmit: submit,
						testId: "mj-prompt"
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ParameterControls, {
						params,
						onChange: setParams
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
						className: "studio-submit",
						children: [gridKopecks !== void 0 ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
							className: "muted",
							"data-testid": "mj-price",
							children: midjourney_price_before({ amount: formatRub(gridKopecks, locale) }, { locale })
						}) : null, /* @__PURE__ */ (0, import_jsx_runtime.jsx)("button", {
							type: "submit",
							className: "button button-primary",
							disabled: studio.busy || !prompt.trim(),
							"data-testid": "mj-generate",
							children: studio.busy ? midjourney_generating({}, { locale }) : midjourney_generate({}, { locale })
						})]
					})
				]
			}),
			studio.error ? /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("p", {
				className: "mj-error",
				role: "alert",
				"data-testid": "mj-error",
				children: [
					studio.error.message,
					" ",
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("button", {
						type: "button",
						className: "button button-small",
						onClick: studio.error.retry,
						children: midjourney_retry({}, { locale })
					})
				]
			}) : null,
			studio.tasks.length === 0 ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				className: "muted",
				children: midjourney_empty({}, { locale })
			}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
				className: "mj-tasks",
				children: studio.tasks.map((task) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(TaskCard, {
					task,
					disabled: studio.busy,
					onPress: press,
					onRetry: retry
				}, task.id))
			})
		]
	});
}
// \0virtual:vite-rsc/client-references/group/shared:src/components/midjourney/midjourney-studio.tsx
var export_9d045cb696cf = { MidjourneyStudio };
export { export_9d045cb696cf };

//# sourceMappingURL=midjourney-studio-ui8HCfSR.js.map
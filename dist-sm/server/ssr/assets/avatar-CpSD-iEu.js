import { t as require_react } from "./react-DvVFp2nj.js";
import { n as useLocale } from "./locale-context-Du56PqBf.js";
import { t as formatRub } from "./money-BT--L-MG.js";
import { n as useKeepTyped } from "./typed-before-hydration-Bi9ecWqC.js";
import { t as useHydrated } from "./use-hydrated-Bt37Pui4.js";
import { t as Select } from "./select-D9r9nEi0.js";
import { t as require_jsx_runtime } from "./jsx-runtime-BB_2hJGX.js";
import { t as formatDateTime } from "./date-OdRU47Ty.js";
import { t as FileDrop } from "./file-drop-DeFtY-f0.js";
import { t as getLocale } from "./runtime-CEu_NCIS.js";
// src/paraglide/messages/avatar_studio_count.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Avatar_Studio_CountInputs */
var en_avatar_studio_count = () => {
	return `How many`;
};
var ru_avatar_studio_count = () => {
	return `Сколько`;
};
/**
* | output |
* | --- |
* | "How many" |
*
* @param {Avatar_Studio_CountInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var avatar_studio_count = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_avatar_studio_count(inputs);
	return en_avatar_studio_count(inputs);
});
// src/paraglide/messages/avatar_studio_create.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Avatar_Studio_CreateInputs */
var en_avatar_studio_create = () => {
	return `Create avatars`;
};
var ru_avatar_studio_create = () => {
	return `Создать аватары`;
};
/**
* | output |
* | --- |
* | "Create avatars" |
*
* @param {Avatar_Studio_CreateInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var avatar_studio_create = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_avatar_studio_create(inputs);
	return en_avatar_studio_create(inputs);
});
// src/paraglide/messages/avatar_studio_creating.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Avatar_Studio_CreatingInputs */
var en_avatar_studio_creating = () => {
	return `Drawing your avatars… this can take up to a minute.`;
};
var ru_avatar_studio_creating = () => {
	return `Рисуем аватары… это может занять до минуты.`;
};
/**
* | output |
* | --- |
* | "Drawing your avatars… this can take up to a minute." |
*
* @param {Avatar_Studio_CreatingInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var avatar_studio_creating = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_avatar_studio_creating(inputs);
	return en_avatar_studio_creating(inputs);
});
// src/paraglide/messages/avatar_studio_description.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Avatar_Studio_DescriptionInputs */
var en_avatar_studio_description = () => {
	return `Describe the face`;
};
var ru_avatar_studio_description = () => {
	return `Опишите лицо`;
};
/**
* | output |
* | --- |
* | "Describe the face" |
*
* @param {Avatar_Studio_DescriptionInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var avatar_studio_description = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_avatar_studio_description(inputs);
	return en_avatar_studio_description(inputs);
});
// src/paraglide/messages/avatar_studio_description_placeholder.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Avatar_Studio_Description_PlaceholderInputs */
var en_avatar_studio_description_placeholder = () => {
	return `For example: a smiling woman with short red hair and round glasses`;
};
var ru_avatar_studio_description_placeholder = () => {
	return `Например: улыбающаяся женщина с короткими рыжими волосами и в круглых очках`;
};
/**
* | output |
* | --- |
* | "For example: a smiling woman with short red hair and round glasses" |
*
* @param {Avatar_Studio_Description_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var avatar_studio_description_placeholder = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_avatar_studio_description_placeholder(inputs);
	return en_avatar_studio_description_placeholder(inputs);
});
// src/paraglide/messages/avatar_studio_download.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Avatar_Studio_DownloadInputs */
var en_avatar_studio_download = () => {
	return `Download`;
};
var ru_avatar_studio_download = () => {
	return `Скачать`;
};
/**
* | output |
* | --- |
* | "Download" |
*
* @param {Avatar_Studio_DownloadInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var avatar_studio_download = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_avatar_studio_download(inputs);
	return en_avatar_studio_download(inputs);
});
// src/paraglide/messages/avatar_studio_failed.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Avatar_Studio_FailedInputs */
var en_avatar_studio_failed = () => {
	return `Something went wrong. Try again.`;
};
var ru_avatar_studio_failed = () => {
	return `Что-то пошло не так. Попробуйте снова.`;
};
/**
* | output |
* | --- |
* | "Something went wrong. Try again." |
*
* @param {Avatar_Studio_FailedInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var avatar_studio_failed = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_avatar_studio_failed(inputs);
	return en_avatar_studio_failed(inputs);
});
// src/paraglide/messages/avatar_studio_history.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Avatar_Studio_HistoryInputs */
var en_avatar_studio_history = () => {
	return `Earlier runs`;
};
var ru_avatar_studio_history = () => {
	return `Прошлые запуски`;
};
/**
* | output |
* | --- |
* | "Earlier runs" |
*
* @param {Avatar_Studio_HistoryInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var avatar_studio_history = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_avatar_studio_history(inputs);
	return en_avatar_studio_history(inputs);
});
// src/paraglide/messages/avatar_studio_history_empty.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Avatar_Studio_History_EmptyInputs */
var en_avatar_studio_history_empty = () => {
	return `No avatars yet. Upload a photo or describe a face, pick a style and press Create avatars.`;
};
var ru_avatar_studio_history_empty = () => {
	return `Аватаров пока нет. Загрузите фото или опишите лицо, выберите стиль и нажмите «Создать аватары».`;
};
/**
* | output |
* | --- |
* | "No avatars yet. Upload a photo or describe a face, pick a style and press Create avatars." |
*
* @param {Avatar_Studio_History_EmptyInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var avatar_studio_history_empty = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_avatar_studio_history_empty(inputs);
	return en_avatar_studio_history_empty(inputs);
});
// src/paraglide/messages/avatar_studio_image_alt.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{ n: NonNullable<unknown>, style: NonNullable<unknown> }} Avatar_Studio_Image_AltInputs */
var en_avatar_studio_image_alt = (i) => {
	return `Avatar ${i?.n}, ${i?.style}`;
};
var ru_avatar_studio_image_alt = (i) => {
	return `Аватар ${i?.n}, ${i?.style}`;
};
/**
* | output |
* | --- |
* | "Avatar {n}, {style}" |
*
* @param {Avatar_Studio_Image_AltInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var avatar_studio_image_alt = ((inputs, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_avatar_studio_image_alt(inputs);
	return en_avatar_studio_image_alt(inputs);
});
// src/paraglide/messages/avatar_studio_need_face.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Avatar_Studio_Need_FaceInputs */
var en_avatar_studio_need_face = () => {
	return `Upload a photo or describe the face.`;
};
var ru_avatar_studio_need_face = () => {
	return `Загрузите фото или опишите лицо.`;
};
/**
* | output |
* | --- |
* | "Upload a photo or describe the face." |
*
* @param {Avatar_Studio_Need_FaceInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var avatar_studio_need_face = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_avatar_studio_need_face(inputs);
	return en_avatar_studio_need_face(inputs);
});
// src/paraglide/messages/avatar_studio_off.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Avatar_Studio_OffInputs */
var en_avatar_studio_off = () => {
	return `The avatar studio is off: no image model that can edit photos is configured.`;
};
var ru_avatar_studio_off = () => {
	return `Студия аватаров выключена: не настроена модель, которая умеет редактировать фото.`;
};
/**
* | output |
* | --- |
* | "The avatar studio is off: no image model that can edit photos is configured." |
*
* @param {Avatar_Studio_OffInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var avatar_studio_off = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_avatar_studio_off(inputs);
	return en_avatar_studio_off(inputs);
});
// src/paraglide/messages/avatar_studio_photo.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Avatar_Studio_PhotoInputs */
var en_avatar_studio_photo = () => {
	return `Photo`;
};
var ru_avatar_studio_photo = () => {
	return `Фото`;
};
/**
* | output |
* | --- |
* | "Photo" |
*
* @param {Avatar_Studio_PhotoInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var avatar_studio_photo = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_avatar_studio_photo(inputs);
	return en_avatar_studio_photo(inputs);
});
// src/paraglide/messages/avatar_studio_photo_hint.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{ maxMb: NonNullable<unknown> }} Avatar_Studio_Photo_HintInputs */
var en_avatar_studio_photo_hint = (i) => {
	return `PNG, JPEG or WebP, up to ${i?.maxMb} MB. Or describe the face instead.`;
};
var ru_avatar_studio_photo_hint = (i) => {
	return `PNG, JPEG или WebP, до ${i?.maxMb} МБ. Или опишите лицо словами.`;
};
/**
* | output |
* | --- |
* | "PNG, JPEG or WebP, up to {maxMb} MB. Or describe the face instead." |
*
* @param {Avatar_Studio_Photo_HintInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var avatar_studio_photo_hint = ((inputs, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_avatar_studio_photo_hint(inputs);
	return en_avatar_studio_photo_hint(inputs);
});
// src/paraglide/messages/avatar_studio_photo_not_image.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Avatar_Studio_Photo_Not_ImageInputs */
var en_avatar_studio_photo_not_image = () => {
	return `This file is not a PNG, JPEG or WebP image.`;
};
var ru_avatar_studio_photo_not_image = () => {
	return `Этот файл — не изображение PNG, JPEG или WebP.`;
};
/**
* | output |
* | --- |
* | "This file is not a PNG, JPEG or WebP image." |
*
* @param {Avatar_Studio_Photo_Not_ImageInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var avatar_studio_photo_not_image = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_avatar_studio_photo_not_image(inputs);
	return en_avatar_studio_photo_not_image(inputs);
});
// src/paraglide/messages/avatar_studio_photo_preview.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Avatar_Studio_Photo_PreviewInputs */
var en_avatar_studio_photo_preview = () => {
	return `The chosen photo`;
};
var ru_avatar_studio_photo_preview = () => {
	return `Выбранное фото`;
};
/**
* | output |
* | --- |
* | "The chosen photo" |
*
* @param {Avatar_Studio_Photo_PreviewInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var avatar_studio_photo_preview = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_avatar_studio_photo_preview(inputs);
	return en_avatar_studio_photo_preview(inputs);
});
// src/paraglide/messages/avatar_studio_photo_too_large.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{ maxMb: NonNullable<unknown> }} Avatar_Studio_Photo_Too_LargeInputs */
var en_avatar_studio_photo_too_large = (i) => {
	return `The photo is larger than ${i?.maxMb} MB. Choose a smaller one.`;
};
var ru_avatar_studio_photo_too_large = (i) => {
	return `Фото больше ${i?.maxMb} МБ. Выберите файл поменьше.`;
};
/**
* | output |
* | --- |
* | "The photo is larger than {maxMb} MB. Choose a smaller one." |
*
* @param {Avatar_Studio_Photo_Too_LargeInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var avatar_studio_photo_too_large = ((inputs, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_avatar_studio_photo_too_large(inputs);
	return en_avatar_studio_photo_too_large(inputs);
});
// src/paraglide/messages/avatar_studio_price.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{ total: NonNullable<unknown> }} Avatar_Studio_PriceInputs */
var en_avatar_studio_price = (i) => {
	return `Price: ${i?.total}`;
};
var ru_avatar_studio_price = (i) => {
	return `Стоимость: ${i?.total}`;
};
/**
* | output |
* | --- |
* | "Price: {total}" |
*
* @param {Avatar_Studio_PriceInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var avatar_studio_price = ((inputs, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_avatar_studio_price(inputs);
	return en_avatar_studio_price(inputs);
});
// src/paraglide/messages/avatar_studio_profile_set.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Avatar_Studio_Profile_SetInputs */
var en_avatar_studio_profile_set = () => {
	return `Your profile picture is updated.`;
};
var ru_avatar_studio_profile_set = () => {
	return `Фото профиля обновлено.`;
};
/**
* | output |
* | --- |
* | "Your profile picture is updated." |
*
* @param {Avatar_Studio_Profile_SetInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var avatar_studio_profile_set = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_avatar_studio_profile_set(inputs);
	return en_avatar_studio_profile_set(inputs);
});
// src/paraglide/messages/avatar_studio_progress.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{ seconds: NonNullable<unknown> }} Avatar_Studio_ProgressInputs */
var en_avatar_studio_progress = (i) => {
	return `Drawing your avatars… ${i?.seconds} s so far. You can leave the page: they will be here when you come back.`;
};
var ru_avatar_studio_progress = (i) => {
	return `Рисуем аватары… прошло ${i?.seconds} с. Можно уйти со страницы: они будут здесь, когда вы вернётесь.`;
};
/**
* | output |
* | --- |
* | "Drawing your avatars… {seconds} s so far. You can leave the page: they will be here when you come back." |
*
* @param {Avatar_Studio_ProgressInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var avatar_studio_progress = ((inputs, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_avatar_studio_progress(inputs);
	return en_avatar_studio_progress(inputs);
});
// src/paraglide/messages/avatar_studio_refused.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Avatar_Studio_RefusedInputs */
var en_avatar_studio_refused = () => {
	return `The image service refused this photo or description; nothing was charged. Try another one.`;
};
var ru_avatar_studio_refused = () => {
	return `Сервис изображений отказался обрабатывать это фото или описание; деньги не списаны. Попробуйте другое.`;
};
/**
* | output |
* | --- |
* | "The image service refused this photo or description; nothing was charged. Try another one." |
*
* @param {Avatar_Studio_RefusedInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var avatar_studio_refused = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_avatar_studio_refused(inputs);
	return en_avatar_studio_refused(inputs);
});
// src/paraglide/messages/avatar_studio_remove_photo.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Avatar_Studio_Remove_PhotoInputs */
var en_avatar_studio_remove_photo = () => {
	return `Remove the photo`;
};
var ru_avatar_studio_remove_photo = () => {
	return `Убрать фото`;
};
/**
* | output |
* | --- |
* | "Remove the photo" |
*
* @param {Avatar_Studio_Remove_PhotoInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var avatar_studio_remove_photo = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_avatar_studio_remove_photo(inputs);
	return en_avatar_studio_remove_photo(inputs);
});
// src/paraglide/messages/avatar_studio_results.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Avatar_Studio_ResultsInputs */
var en_avatar_studio_results = () => {
	return `Your avatars`;
};
var ru_avatar_studio_results = () => {
	return `Ваши аватары`;
};
/**
* | output |
* | --- |
* | "Your avatars" |
*
* @param {Avatar_Studio_ResultsInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var avatar_studio_results = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_avatar_studio_results(inputs);
	return en_avatar_studio_results(inputs);
});
// src/paraglide/messages/avatar_studio_run_failed.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Avatar_Studio_Run_FailedInputs */
var en_avatar_studio_run_failed = () => {
	return `This run failed; nothing was charged.`;
};
var ru_avatar_studio_run_failed = () => {
	return `Этот запуск не удался; деньги не списаны.`;
};
/**
* | output |
* | --- |
* | "This run failed; nothing was charged." |
*
* @param {Avatar_Studio_Run_FailedInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var avatar_studio_run_failed = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_avatar_studio_run_failed(inputs);
	return en_avatar_studio_run_failed(inputs);
});
// src/paraglide/messages/avatar_studio_set_profile.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Avatar_Studio_Set_ProfileInputs */
var en_avatar_studio_set_profile = () => {
	return `Set as profile picture`;
};
var ru_avatar_studio_set_profile = () => {
	return `Сделать фото профиля`;
};
/**
* | output |
* | --- |
* | "Set as profile picture" |
*
* @param {Avatar_Studio_Set_ProfileInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var avatar_studio_set_profile = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_avatar_studio_set_profile(inputs);
	return en_avatar_studio_set_profile(inputs);
});
// src/paraglide/messages/avatar_studio_style.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Avatar_Studio_StyleInputs */
var en_avatar_studio_style = () => {
	return `Style`;
};
var ru_avatar_studio_style = () => {
	return `Стиль`;
};
/**
* | output |
* | --- |
* | "Style" |
*
* @param {Avatar_Studio_StyleInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var avatar_studio_style = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_avatar_studio_style(inputs);
	return en_avatar_studio_style(inputs);
});
// src/paraglide/messages/avatar_studio_style_anime.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Avatar_Studio_Style_AnimeInputs */
var en_avatar_studio_style_anime = () => {
	return `Anime`;
};
var ru_avatar_studio_style_anime = () => {
	return `Аниме`;
};
/**
* | output |
* | --- |
* | "Anime" |
*
* @param {Avatar_Studio_Style_AnimeInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var avatar_studio_style_anime = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_avatar_studio_style_anime(inputs);
	return en_avatar_studio_style_anime(inputs);
});
// src/paraglide/messages/avatar_studio_style_cartoon3d.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Avatar_Studio_Style_Cartoon3dInputs */
var en_avatar_studio_style_cartoon3d = () => {
	return `3D cartoon`;
};
var ru_avatar_studio_style_cartoon3d = () => {
	return `3D-мультфильм`;
};
/**
* | output |
* | --- |
* | "3D cartoon" |
*
* @param {Avatar_Studio_Style_Cartoon3dInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var avatar_studio_style_cartoon3d = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_avatar_studio_style_cartoon3d(inputs);
	return en_avatar_studio_style_cartoon3d(inputs);
});
// src/paraglide/messages/avatar_studio_style_comic.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Avatar_Studio_Style_ComicInputs */
var en_avatar_studio_style_comic = () => {
	return `Comic book`;
};
var ru_avatar_studio_style_comic = () => {
	return `Комикс`;
};
/**
* | output |
* | --- |
* | "Comic book" |
*
* @param {Avatar_Studio_Style_ComicInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var avatar_studio_style_comic = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_avatar_studio_style_comic(inputs);
	return en_avatar_studio_style_comic(inputs);
});
// src/paraglide/messages/avatar_studio_style_pixel.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Avatar_Studio_Style_PixelInputs */
var en_avatar_studio_style_pixel = () => {
	return `Pixel art`;
};
var ru_avatar_studio_style_pixel = () => {
	return `Пиксель-арт`;
};
/**
* | output |
* | --- |
* | "Pixel art" |
*
* @param {Avatar_Studio_Style_PixelInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var avatar_studio_style_pixel = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_avatar_studio_style_pixel(inputs);
	return en_avatar_studio_style_pixel(inputs);
});
// src/paraglide/messages/avatar_studio_style_studio.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Avatar_Studio_Style_StudioInputs */
var en_avatar_studio_style_studio = () => {
	return `Studio portrait`;
};
var ru_avatar_studio_style_studio = () => {
	return `Студийный портрет`;
};
/**
* | output |
* | --- |
* | "Studio portrait" |
*
* @param {Avatar_Studio_Style_StudioInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var avatar_studio_style_studio = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_avatar_studio_style_studio(inputs);
	return en_avatar_studio_style_studio(inputs);
});
// src/paraglide/messages/avatar_studio_style_watercolor.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Avatar_Studio_Style_WatercolorInputs */
var en_avatar_studio_style_watercolor = () => {
	return `Watercolor`;
};
var ru_avatar_studio_style_watercolor = () => {
	return `Акварель`;
};
/**
* | output |
* | --- |
* | "Watercolor" |
*
* @param {Avatar_Studio_Style_WatercolorInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var avatar_studio_style_watercolor = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_avatar_studio_style_watercolor(inputs);
	return en_avatar_studio_style_watercolor(inputs);
});
// src/components/avatar-studio/avatar-api.ts
var import_react = require_react();
/** A failed call's localized message (the api's `{code, message}`), or undefined. */
async function messageOf(res) {
	try {
		const body = await res.json();
		return typeof body.message === "string" ? body.message : void 0;
	} catch {
		return;
	}
}
var AvatarCallError = class extends Error {};
async function call(path, init) {
	const res = await fetch(`/api${path}`, init);
	if (!res.ok) throw new AvatarCallError(await messageOf(res) ?? "");
	return await res.json();
}
var loadAvatarConfig = () => call("/v1/avatars/config");
var loadAvatarRun = (id) => call(`/v1/avatars/${encodeURIComponent(id)}`);
var loadAvatarRuns = () => call("/v1/avatars").then((body) => body.items);
function createAvatarRun(input) {
	const form = new FormData();
	form.set("requestId", input.requestId);
	form.set("style", input.style);
	form.set("count", String(input.count));
	form.set("description", input.description);
	if (input.photo) form.set("photo", input.photo);
	return call("/v1/avatars", {
		method: "POST",
		body: form
	});
}
var setAsProfilePicture = (runId, imageId) => call(`/v1/avatars/${encodeURIComponent(runId)}/images/${encodeURIComponent(imageId)}/profile`, { method: "POST" });
/** PNG, JPEG or WebP by the first bytes, as the api sniffs them. */
async function isPhoto(file) {
	const bytes = new Uint8Array(await file.slice(0, 12).arrayBuffer());
	const starts = (...sig) => sig.every((byte, i) => bytes[i] === byte);
	const ascii = (from, to) => String.fromCharCode(...bytes.subarray(from, to));
	return starts(137, 80, 78, 71) || starts(255, 216, 255) || ascii(0, 4) === "RIFF" && ascii(8, 12) === "WEBP";
}
// src/components/avatar-studio/style-labels.ts
var labels = {
	studio: avatar_studio_style_studio,
	anime: avatar_studio_style_anime,
	cartoon3d: avatar_studio_style_cartoon3d,
	watercolor: avatar_studio_style_watercolor,
	pixel: avatar_studio_style_pixel,
	comic: avatar_studio_style_comic
};
/** A style's name in the interface language (the api's id when it is a new one). */
function styleLabel(style, locale) {
	return labels[style]?.({}, { locale }) ?? style;
}
// src/components/avatar-studio/avatar-gallery.tsx
var import_jsx_runtime = require_jsx_runtime();
/** A run's avatars, each with a download and "set as profile picture". */
function AvatarGallery({ run, testId }) {
	const locale = useLocale();
	const t = { locale };
	const [status, setStatus] = (0, import_react.useState)();
	const style = styleLabel(run.style, locale);
	const makeProfile = async (imageId) => {
		try {
			await setAsProfilePicture(run.id, imageId);
			setStatus({
				ok: true,
				text: avatar_studio_profile_set({}, t)
			});
		} catch (error) {
			setStatus({
				ok: false,
				text: error.message || avatar_studio_failed({}, t)
			});
		}
	};
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: "avatar-gallery",
		"data-testid": testId,
		"data-run-id": run.id,
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("ul", {
			className: "avatar-grid",
			children: run.images.map((image, index) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("li", {
				className: "avatar-card",
				"data-testid": "avatar-image",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("img", {
					src: `/api${image.url}`,
					alt: avatar_studio_image_alt({
						n: String(index + 1),
						style
					}, t),
					width: image.width ?? 256,
					height: image.height ?? 256,
					loading: "lazy"
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
					className: "avatar-card-actions",
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("a", {
						className: "button",
						href: `/api${image.url}`,
						download: `beseda-avatar-${run.style}-${index + 1}.png`,
						"data-testid": "avatar-download",
						children: avatar_studio_download({}, t)
					}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("button", {
						type: "button",
						className: "button",
						onClick: () => makeProfile(image.id),
						"data-testid": "avatar-set-profile",
						children: avatar_studio_set_profile({}, t)
					})]
				})]
			}, image.id))
		}), status && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
			className: status.ok ? "avatar-status" : "avatar-status avatar-error",
			role: status.ok ? "status" : "alert",
			"data-testid": "avatar-profile-status",
			children: status.text
		})]
	});
}
// src/components/avatar-studio/avatar-history.tsx
/** My earlier runs, newest first: when, which style, what it cost, and their avatars. */
function AvatarHistory({ runs, empty }) {
	const locale = useLocale();
	const t = { locale };
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("section", {
		"aria-labelledby": "avatar-history-title",
		"data-testid": "avatar-history",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h2", {
				id: "avatar-history-title",
				className: "avatar-heading",
				children: avatar_studio_history({}, t)
			}),
			empty && runs !== void 0 && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				className: "muted",
				"data-testid": "avatar-history-empty",
				children: avatar_studio_history_empty({}, t)
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("ul", {
				className: "avatar-runs",
				children: (runs ?? []).map((run) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("li", {
					className: "avatar-run",
					"data-testid": "avatar-run",
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("p", {
						className: "muted",
						children: [
							formatDateTime(run.createdAt, locale),
							" · ",
							styleLabel(run.style, locale),
							run.cost ? ` · ${formatRub(run.cost, locale)}` : ""
						]
					}), run.status === "error" ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
						className: "muted",
						children: avatar_studio_run_failed({}, t)
					}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(AvatarGallery, {
						run,
						testId: "avatar-run-images"
					})]
				}, run.id))
			})
		]
	});
}
// src/components/avatar-studio/photo-field.tsx
/** The photo input with a preview (a blob: URL, which the CSP admits) and a remove button. */
function PhotoField({ photo, maxMb, onChoose }) {
	const t = { locale: useLocale() };
	const [preview, setPreview] = (0, import_react.useState)();
	(0, import_react.useEffect)(() => {
		if (!photo) return setPreview(void 0);
		const url = URL.createObjectURL(photo);
		setPreview(url);
		return () => URL.revokeObjectURL(url);
	}, [photo]);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: "avatar-photo",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FileDrop, {
			title: avatar_studio_photo({}, t),
			hint: avatar_studio_photo_hint({ maxMb }, t),
			chosen: photo?.name,
			accept: "image/png,image/jpeg,image/webp",
			onFiles: ([file]) => onChoose(file),
			testId: "avatar-photo-input"
		}), preview && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
			className: "avatar-photo-preview",
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("img", {
				src: preview,
				alt: avatar_studio_photo_preview({}, t),
				width: 96,
				height: 96,
				"data-testid": "avatar-photo-preview"
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("button", {
				type: "button",
				className: "button",
				onClick: () => onChoose(void 0),
				"data-testid": "avatar-photo-remove",
				children: avatar_studio_remove_photo({}, t)
			})]
		})]
	});
}
// src/components/avatar-studio/use-avatar-job.ts
var POLL_MS = 1e3;
/** Keeps the running run's id in the address, so a reload finds it again. */
function runQuery(id) {
	const url = new URL(window.location.href);
	if (id) url.searchParams.set("run", id);
	else url.searchParams.delete("run");
	window.history.replaceState(window.history.state, "", url);
}
/**
* Follows one avatar run until its job ends (docs/decisions/078-avatar-jobs.md): polls
* `GET /v1/avatars/{id}` every second, keeps `?run=` in the address while it runs (a reload
* picks it up again), and calls `onEnd` once with the finished or failed run.
*/
function useAvatarJob(onEnd) {
	const [run, setRun] = (0, import_react.useState)();
	const [now, setNow] = (0, import_react.useState)(() => Date.now());
	const timer = (0, import_react.useRef)(void 0);
	const ended = (0, import_react.useRef)(onEnd);
	ended.current = onEnd;
	const follow = (0, import_react.useCallback)((id) => {
		clearTimeout(timer.current);
		const tick = async () => {
			const next = await loadAvatarRun(id).catch(() => void 0);
			setNow(Date.now());
			if (next) setRun(next);
			if (next && next.status !== "running") {
				runQuery(void 0);
				ended.current(next);
				return;
			}
			timer.current = setTimeout(tick, POLL_MS);
		};
		tick();
	}, []);
	const started = (0, import_react.useCallback)((first) => {
		setRun(first);
		if (first.status === "running") {
			runQuery(first.id);
			follow(first.id);
		} else ended.current(first);
	}, [follow]);
	(0, import_react.useEffect)(() => {
		const id = new URL(window.location.href).searchParams.get("run");
		if (id && /^[\w-]{8,100}$/.test(id)) follow(id);
		return () => clearTimeout(timer.current);
	}, [follow]);
	const seconds = run ? Math.max(0, Math.round((now - Date.parse(run.createdAt)) / 1e3)) : 0;
	return {
		run,
		started,
		running: run?.status === "running",
		seconds
	};
}
// src/components/avatar-studio/avatar-studio.tsx
/** What to tell the user when a run's job failed (nothing was charged then). */
function failureOf(run, locale) {
	if (run.errorCode === "image_refused") return avatar_studio_refused({}, { locale });
	if (run.errorCode === "avatar_studio_off") return avatar_studio_off({}, { locale });
	return avatar_studio_run_failed({}, { locale });
}
/**
* The avatar studio (`/avatar`): a photo or a described face, a style and a count; the avatars
* come back from the image model, each downloadable or made the profile picture.
*/
function AvatarStudio() {
	const locale = useLocale();
	const t = { locale };
	const hydrated = useHydrated();
	const [config, setConfig] = (0, import_react.useState)();
	const [runs, setRuns] = (0, import_react.useState)();
	const [photo, setPhoto] = (0, import_react.useState)();
	const [description, setDescription] = (0, import_react.useState)("");
	const descriptionField = (0, import_react.useRef)(null);
	useKeepTyped(descriptionField, setDescription);
	const [style, setStyle] = (0, import_react.useState)("studio");
	const [count, setCount] = (0, import_react.useState)(2);
	const [busy, setBusy] = (0, import_react.useState)(false);
	const [error, setError] = (0, import_react.useState)();
	const job = useAvatarJob((run) => {
		setRuns((list) => [run, ...(list ?? []).filter((item) => item.id !== run.id)]);
		if (run.status === "error") setError(failureOf(run, locale));
	});
	const latest = job.run;
	const working = busy || job.running;
	(0, import_react.useEffect)(() => {
		loadAvatarConfig().then(setConfig).catch(() => setError(avatar_studio_failed({}, { locale })));
		loadAvatarRuns().then(setRuns).catch(() => setRuns([]));
	}, [locale]);
	const maxMb = String(Math.round((config?.maxPhotoBytes ?? 4194304) / 1024 / 1024));
	const choosePhoto = async (file) => {
		setError(void 0);
		if (!file) return setPhoto(void 0);
		if (config && file.size > config.maxPhotoBytes) return setError(avatar_studio_photo_too_large({ maxMb }, t));
		if (!await isPhoto(file)) return setError(avatar_studio_photo_not_image({}, t));
		setPhoto(file);
	};
	const submit = async (event) => {
		event.preventDefault();
		if (working) return;
		if (!photo && !description.trim()) return setError(avatar_studio_need_face({}, t));
		setError(void 0);
		setBusy(true);
		try {
			const run = await createAvatarRun({
				requestId: crypto.randomUUID(),
				style,
				count,
				description,
				photo
			});
			job.started(run);
		} catch (failure) {
			setError(failure.message || avatar_studio_failed({}, t));
		} finally {
			setBusy(false);
		}
	};
	if (config && !config.enabled) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
		className: "muted",
		"data-testid": "avatar-studio-off",
		children: avatar_studio_off({}, t)
	});
	const price = config?.kopecksPerImage ? formatRub(config.kopecksPerImage * count, locale) : "";
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: "avatar-studio",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("form", {
				className: "avatar-form",
				onSubmit: submit,
				"data-testid": "avatar-form",
				"data-hydrated": hydrated && config ? "true" : void 0,
				"aria-busy": working,
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PhotoField, {
						photo,
						maxMb,
						onChoose: choosePhoto
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("label", {
						className: "avatar-field",
						children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", { children: avatar_studio_description({}, t) }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("textarea", {
							ref: descriptionField,
							value: description,
							onChange: (event) => setDescription(event.target.value),
							placeholder: avatar_studio_description_placeholder({}, t),
							rows: 3,
							maxLength: 1e3,
							"data-testid": "avatar-description"
						})]
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("fieldset", {
						className: "avatar-styles",
						children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("legend", { children: avatar_studio_style({}, t) }), (config?.styles ?? ["studio"]).map((id) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("label", {
							className: "avatar-style",
							children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("input", {
								type: "radio",
								name: "style",
								value: id,
								checked: style === id,
								onChange: () => setStyle(id),
								"data-testid": `avatar-style-${id}`
							}), styleLabel(id, locale)]
						}, id))]
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
						className: "avatar-submit",
						children: [
							/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("label", {
								className: "avatar-field",
								children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", { children: avatar_studio_count({}, t) }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Select, {
									value: count,
									onChange: (event) => setCount(Number(event.target.value)),
									"data-testid": "avatar-count",
									children: Array.from({ length: config?.maxCount ?? 4 }, (_, i) => i + 1).map((n) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("option", {
										value: n,
										children: n
									}, n))
								})]
							}),
							price && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
								className: "muted",
								children: avatar_studio_price({ total: price }, t)
							}),
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)("button", {
								type: "submit",
								className: "button button-primary",
								disabled: working,
								"data-testid": "avatar-create",
								children: avatar_studio_create({}, t)
							})
						]
					}),
					busy && !job.running && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
						className: "muted",
						role: "status",
						"data-testid": "avatar-busy",
						children: avatar_studio_creating({}, t)
					}),
					job.running && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
						className: "avatar-progress",
						"data-testid": "avatar-progress",
						children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("progress", { "aria-label": avatar_studio_creating({}, t) }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
							className: "muted",
							role: "status",
							children: avatar_studio_progress({ seconds: String(job.seconds) }, t)
						})]
					}),
					error && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
						className: "avatar-error",
						role: "alert",
						"data-testid": "avatar-error",
						children: error
					})
				]
			}),
			latest && latest.images.length > 0 && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("section", {
				"aria-labelledby": "avatar-results-title",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h2", {
					id: "avatar-results-title",
					className: "avatar-heading",
					children: avatar_studio_results({}, t)
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(AvatarGallery, {
					run: latest,
					testId: "avatar-results"
				})]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(AvatarHistory, {
				runs: runs?.filter((run) => run.status !== "running" && !(run.id === latest?.id && run.images.length > 0)),
				empty: !runs?.length
			})
		]
	});
}
// \0virtual:vite-rsc/client-references/group/facade:src/pages/[locale]/(text-page)/avatar.tsx
var export_793718d7cb65 = { AvatarStudio };
export { export_793718d7cb65 };

//# sourceMappingURL=avatar-CpSD-iEu.js.map
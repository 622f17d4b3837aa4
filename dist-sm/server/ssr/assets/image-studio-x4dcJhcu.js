import { t as require_react } from "./react-DvVFp2nj.js";
import { n as useLocale } from "./locale-context-Du56PqBf.js";
import { t as formatRub } from "./money-BT--L-MG.js";
import { t as useHydrated } from "./use-hydrated-Bt37Pui4.js";
import { t as PromptBox } from "./images-5AxLEk1B.js";
import { t as Segmented } from "./segmented-CgkOIpS9.js";
import { t as Select } from "./select-D9r9nEi0.js";
import { t as require_jsx_runtime } from "./jsx-runtime-BB_2hJGX.js";
import { i as toBrowserImage, n as imageSendForm, r as imageSendPath } from "./image-turns-BhlDrUyb.js";
import { t as rememberThisChat } from "./last-chat-client-DgDZ4ujs.js";
import { t as announceChat } from "./ui-message-COrbkFev.js";
import { t as getLocale } from "./runtime-CEu_NCIS.js";
// src/paraglide/messages/image_ai_prompt_placeholder.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Image_Ai_Prompt_PlaceholderInputs */
var en_image_ai_prompt_placeholder = () => {
	return `Describe the image you want…`;
};
var ru_image_ai_prompt_placeholder = () => {
	return `Опишите изображение, которое хотите получить…`;
};
/**
* | output |
* | --- |
* | "Describe the image you want…" |
*
* @param {Image_Ai_Prompt_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var image_ai_prompt_placeholder = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_image_ai_prompt_placeholder(inputs);
	return en_image_ai_prompt_placeholder(inputs);
});
// src/paraglide/messages/images_alt.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{ prompt: NonNullable<unknown> }} Images_AltInputs */
var en_images_alt = (i) => {
	return `Image: ${i?.prompt}`;
};
var ru_images_alt = (i) => {
	return `Картинка: ${i?.prompt}`;
};
/**
* | output |
* | --- |
* | "Image: {prompt}" |
*
* @param {Images_AltInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var images_alt = ((inputs, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_images_alt(inputs);
	return en_images_alt(inputs);
});
// src/paraglide/messages/images_close.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Images_CloseInputs */
var en_images_close = () => {
	return `Close`;
};
var ru_images_close = () => {
	return `Закрыть`;
};
/**
* | output |
* | --- |
* | "Close" |
*
* @param {Images_CloseInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var images_close = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_images_close(inputs);
	return en_images_close(inputs);
});
// src/paraglide/messages/images_copied.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Images_CopiedInputs */
var en_images_copied = () => {
	return `Copied`;
};
var ru_images_copied = () => {
	return `Скопировано`;
};
/**
* | output |
* | --- |
* | "Copied" |
*
* @param {Images_CopiedInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var images_copied = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_images_copied(inputs);
	return en_images_copied(inputs);
});
// src/paraglide/messages/images_copy_prompt.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Images_Copy_PromptInputs */
var en_images_copy_prompt = () => {
	return `Copy prompt`;
};
var ru_images_copy_prompt = () => {
	return `Копировать запрос`;
};
/**
* | output |
* | --- |
* | "Copy prompt" |
*
* @param {Images_Copy_PromptInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var images_copy_prompt = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_images_copy_prompt(inputs);
	return en_images_copy_prompt(inputs);
});
// src/paraglide/messages/images_cost.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{ amount: NonNullable<unknown> }} Images_CostInputs */
var en_images_cost = (i) => {
	return `Cost: ${i?.amount}`;
};
var ru_images_cost = (i) => {
	return `Стоимость: ${i?.amount}`;
};
/**
* | output |
* | --- |
* | "Cost: {amount}" |
*
* @param {Images_CostInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var images_cost = ((inputs, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_images_cost(inputs);
	return en_images_cost(inputs);
});
// src/paraglide/messages/images_count.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Images_CountInputs */
var en_images_count = () => {
	return `Images`;
};
var ru_images_count = () => {
	return `Картинок`;
};
/**
* | output |
* | --- |
* | "Images" |
*
* @param {Images_CountInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var images_count = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_images_count(inputs);
	return en_images_count(inputs);
});
// src/paraglide/messages/images_delete.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Images_DeleteInputs */
var en_images_delete = () => {
	return `Delete`;
};
var ru_images_delete = () => {
	return `Удалить`;
};
/**
* | output |
* | --- |
* | "Delete" |
*
* @param {Images_DeleteInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var images_delete = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_images_delete(inputs);
	return en_images_delete(inputs);
});
// src/paraglide/messages/images_download.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Images_DownloadInputs */
var en_images_download = () => {
	return `Download`;
};
var ru_images_download = () => {
	return `Скачать`;
};
/**
* | output |
* | --- |
* | "Download" |
*
* @param {Images_DownloadInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var images_download = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_images_download(inputs);
	return en_images_download(inputs);
});
// src/paraglide/messages/images_empty.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Images_EmptyInputs */
var en_images_empty = () => {
	return `Describe an image and press Generate. Follow-ups refine the last image when the model can edit.`;
};
var ru_images_empty = () => {
	return `Опишите картинку и нажмите «Нарисовать». Следующие запросы дорабатывают последнюю картинку, если модель это умеет.`;
};
/**
* | output |
* | --- |
* | "Describe an image and press Generate. Follow-ups refine the last image when the model can edit." |
*
* @param {Images_EmptyInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var images_empty = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_images_empty(inputs);
	return en_images_empty(inputs);
});
// src/paraglide/messages/images_failed.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Images_FailedInputs */
var en_images_failed = () => {
	return `No image was made; nothing was charged.`;
};
var ru_images_failed = () => {
	return `Картинка не получилась; деньги не списаны.`;
};
/**
* | output |
* | --- |
* | "No image was made; nothing was charged." |
*
* @param {Images_FailedInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var images_failed = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_images_failed(inputs);
	return en_images_failed(inputs);
});
// src/paraglide/messages/images_generate.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Images_GenerateInputs */
var en_images_generate = () => {
	return `Generate`;
};
var ru_images_generate = () => {
	return `Нарисовать`;
};
/**
* | output |
* | --- |
* | "Generate" |
*
* @param {Images_GenerateInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var images_generate = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_images_generate(inputs);
	return en_images_generate(inputs);
});
// src/paraglide/messages/images_generating.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Images_GeneratingInputs */
var en_images_generating = () => {
	return `Drawing…`;
};
var ru_images_generating = () => {
	return `Рисуем…`;
};
/**
* | output |
* | --- |
* | "Drawing…" |
*
* @param {Images_GeneratingInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var images_generating = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_images_generating(inputs);
	return en_images_generating(inputs);
});
// src/paraglide/messages/images_input.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Images_InputInputs */
var en_images_input = () => {
	return `The next image refines the one you chose.`;
};
var ru_images_input = () => {
	return `Следующая картинка доработает выбранную.`;
};
/**
* | output |
* | --- |
* | "The next image refines the one you chose." |
*
* @param {Images_InputInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var images_input = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_images_input(inputs);
	return en_images_input(inputs);
});
// src/paraglide/messages/images_input_clear.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Images_Input_ClearInputs */
var en_images_input_clear = () => {
	return `Don't use it`;
};
var ru_images_input_clear = () => {
	return `Не использовать`;
};
/**
* | output |
* | --- |
* | "Don't use it" |
*
* @param {Images_Input_ClearInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var images_input_clear = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_images_input_clear(inputs);
	return en_images_input_clear(inputs);
});
// src/paraglide/messages/images_lightbox.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Images_LightboxInputs */
var en_images_lightbox = () => {
	return `Image viewer`;
};
var ru_images_lightbox = () => {
	return `Просмотр картинки`;
};
/**
* | output |
* | --- |
* | "Image viewer" |
*
* @param {Images_LightboxInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var images_lightbox = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_images_lightbox(inputs);
	return en_images_lightbox(inputs);
});
// src/paraglide/messages/images_model.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Images_ModelInputs */
var en_images_model = () => {
	return `Model`;
};
var ru_images_model = () => {
	return `Модель`;
};
/**
* | output |
* | --- |
* | "Model" |
*
* @param {Images_ModelInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var images_model = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_images_model(inputs);
	return en_images_model(inputs);
});
// src/paraglide/messages/images_next.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Images_NextInputs */
var en_images_next = () => {
	return `Next image`;
};
var ru_images_next = () => {
	return `Следующая картинка`;
};
/**
* | output |
* | --- |
* | "Next image" |
*
* @param {Images_NextInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var images_next = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_images_next(inputs);
	return en_images_next(inputs);
});
// src/paraglide/messages/images_no_models.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Images_No_ModelsInputs */
var en_images_no_models = () => {
	return `No image model is configured on this server.`;
};
var ru_images_no_models = () => {
	return `На этом сервере не подключена ни одна модель для картинок.`;
};
/**
* | output |
* | --- |
* | "No image model is configured on this server." |
*
* @param {Images_No_ModelsInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var images_no_models = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_images_no_models(inputs);
	return en_images_no_models(inputs);
});
// src/paraglide/messages/images_open.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{ index: NonNullable<unknown>, prompt: NonNullable<unknown> }} Images_OpenInputs */
var en_images_open = (i) => {
	return `Open image ${i?.index} of "${i?.prompt}"`;
};
var ru_images_open = (i) => {
	return `Открыть картинку ${i?.index} по запросу «${i?.prompt}»`;
};
/**
* | output |
* | --- |
* | "Open image {index} of \"{prompt}\"" |
*
* @param {Images_OpenInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var images_open = ((inputs, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_images_open(inputs);
	return en_images_open(inputs);
});
// src/paraglide/messages/images_previous.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Images_PreviousInputs */
var en_images_previous = () => {
	return `Previous image`;
};
var ru_images_previous = () => {
	return `Предыдущая картинка`;
};
/**
* | output |
* | --- |
* | "Previous image" |
*
* @param {Images_PreviousInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var images_previous = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_images_previous(inputs);
	return en_images_previous(inputs);
});
// src/paraglide/messages/images_price.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{ amount: NonNullable<unknown> }} Images_PriceInputs */
var en_images_price = (i) => {
	return `${i?.amount} per image`;
};
var ru_images_price = (i) => {
	return `${i?.amount} за картинку`;
};
/**
* | output |
* | --- |
* | "{amount} per image" |
*
* @param {Images_PriceInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var images_price = ((inputs, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_images_price(inputs);
	return en_images_price(inputs);
});
// src/paraglide/messages/images_prompt_label.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Images_Prompt_LabelInputs */
var en_images_prompt_label = () => {
	return `Prompt`;
};
var ru_images_prompt_label = () => {
	return `Запрос`;
};
/**
* | output |
* | --- |
* | "Prompt" |
*
* @param {Images_Prompt_LabelInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var images_prompt_label = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_images_prompt_label(inputs);
	return en_images_prompt_label(inputs);
});
// src/paraglide/messages/images_retry.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Images_RetryInputs */
var en_images_retry = () => {
	return `Try again`;
};
var ru_images_retry = () => {
	return `Попробовать снова`;
};
/**
* | output |
* | --- |
* | "Try again" |
*
* @param {Images_RetryInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var images_retry = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_images_retry(inputs);
	return en_images_retry(inputs);
});
// src/paraglide/messages/images_size.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Images_SizeInputs */
var en_images_size = () => {
	return `Size`;
};
var ru_images_size = () => {
	return `Размер`;
};
/**
* | output |
* | --- |
* | "Size" |
*
* @param {Images_SizeInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var images_size = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_images_size(inputs);
	return en_images_size(inputs);
});
// src/paraglide/messages/images_use_as_input.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Images_Use_As_InputInputs */
var en_images_use_as_input = () => {
	return `Use as input`;
};
var ru_images_use_as_input = () => {
	return `Взять за основу`;
};
/**
* | output |
* | --- |
* | "Use as input" |
*
* @param {Images_Use_As_InputInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var images_use_as_input = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_images_use_as_input(inputs);
	return en_images_use_as_input(inputs);
});
// src/components/images/image-controls.tsx
var import_react = require_react();
var import_jsx_runtime = require_jsx_runtime();
/** The image model, size and count pickers; a model change keeps size and count valid. */
function ImageControls({ models, choice, onChange }) {
	const locale = useLocale();
	const model = models.find((item) => item.id === choice.modelId) ?? models[0];
	const pickModel = (id) => {
		const next = models.find((item) => item.id === id);
		if (!next) return;
		onChange({
			modelId: id,
			size: next.sizes.includes(choice.size) ? choice.size : next.sizes[0] ?? "",
			n: Math.min(choice.n, next.maxImages)
		});
	};
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("fieldset", {
		className: "img-controls",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("label", { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", { children: images_model({}, { locale }) }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Select, {
				value: choice.modelId,
				onChange: (e) => pickModel(e.target.value),
				"data-testid": "img-model",
				children: models.map((item) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("option", {
					value: item.id,
					children: item.title
				}, item.id))
			})] }),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("label", { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", { children: images_size({}, { locale }) }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Select, {
				value: choice.size,
				onChange: (e) => onChange({
					...choice,
					size: e.target.value
				}),
				"data-testid": "img-size",
				children: (model?.sizes ?? []).map((size) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("option", {
					value: size,
					children: size.replace("x", " × ")
				}, size))
			})] }),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: "img-count",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", { children: images_count({}, { locale }) }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Segmented, {
					label: images_count({}, { locale }),
					value: String(choice.n),
					options: Array.from({ length: model?.maxImages ?? 1 }, (_, i) => ({
						value: String(i + 1),
						label: String(i + 1)
					})),
					onChange: (next) => onChange({
						...choice,
						n: Number(next)
					}),
					testId: "img-count"
				})]
			})
		]
	});
}
// src/components/images/image-conversation.tsx
/** The chat's prompts, each followed by the images it made (buttons that open the viewer). */
function ImageConversation({ turns, onOpen }) {
	const locale = useLocale();
	if (turns.length === 0) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
		className: "muted",
		children: images_empty({}, { locale })
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("ol", {
		className: "img-turns",
		"data-testid": "img-turns",
		children: turns.map((turn) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("li", {
			className: "img-turn",
			"data-testid": "img-turn",
			children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
					className: "img-turn-prompt",
					children: turn.prompt
				}),
				turn.error ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
					className: "img-error",
					children: images_failed({}, { locale })
				}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
					className: "img-turn-images",
					children: turn.images.map((image, index) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("button", {
						type: "button",
						className: "img-thumb",
						onClick: () => onOpen(image.id),
						"aria-label": images_open({
							index: index + 1,
							prompt: turn.prompt
						}, { locale }),
						"data-testid": "img-thumb",
						children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("img", {
							src: image.thumbnailUrl ?? image.url,
							alt: images_alt({ prompt: turn.prompt }, { locale }),
							width: image.width ?? void 0,
							height: image.height ?? void 0,
							loading: "lazy"
						})
					}, image.id))
				}),
				turn.cost > 0 ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
					className: "muted img-cost",
					children: images_cost({ amount: formatRub(turn.cost, locale) }, { locale })
				}) : null
			]
		}, turn.id))
	});
}
// src/components/images/image-lightbox.tsx
/**
* A modal viewer over the chat's images: Esc closes, ←/→ move, and the actions download the
* original bytes (`?download=1` names the file), copy the prompt, use the image as input, delete.
*/
function ImageLightbox({ items, index, onMove, onClose, onUseAsInput, onDelete }) {
	const locale = useLocale();
	const dialog = (0, import_react.useRef)(null);
	const [copied, setCopied] = (0, import_react.useState)(false);
	const item = items[index];
	const move = (step) => {
		if (items.length < 2) return;
		setCopied(false);
		onMove((index + step + items.length) % items.length);
	};
	(0, import_react.useEffect)(() => {
		const element = dialog.current;
		if (element && !element.open) element.showModal();
	}, []);
	if (!item) return null;
	const copyPrompt = async () => {
		await navigator.clipboard?.writeText(item.prompt).catch(() => void 0);
		setCopied(true);
	};
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("dialog", {
		ref: dialog,
		className: "img-lightbox",
		"aria-label": images_lightbox({}, { locale }),
		"data-testid": "img-lightbox",
		onCancel: (e) => {
			e.preventDefault();
			onClose();
		},
		onKeyDown: (e) => {
			if (e.key === "ArrowLeft") move(-1);
			if (e.key === "ArrowRight") move(1);
		},
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("img", {
				src: item.image.url,
				alt: images_alt({ prompt: item.prompt }, { locale }),
				width: item.image.width ?? void 0,
				height: item.image.height ?? void 0,
				"data-testid": "img-lightbox-image"
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				className: "img-lightbox-prompt",
				children: item.prompt
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: "img-lightbox-actions",
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("button", {
						type: "button",
						className: "button",
						onClick: () => move(-1),
						disabled: items.length < 2,
						children: ["← ", images_previous({}, { locale })]
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("button", {
						type: "button",
						className: "button",
						onClick: () => move(1),
						disabled: items.length < 2,
						children: [images_next({}, { locale }), " →"]
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("a", {
						className: "button",
						href: `${item.image.url}?download=1`,
						download: true,
						"data-testid": "img-download",
						children: images_download({}, { locale })
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("button", {
						type: "button",
						className: "button",
						onClick: copyPrompt,
						"data-testid": "img-copy-prompt",
						children: copied ? images_copied({}, { locale }) : images_copy_prompt({}, { locale })
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("button", {
						type: "button",
						className: "button",
						onClick: () => onUseAsInput(item.image),
						"data-testid": "img-use-input",
						children: images_use_as_input({}, { locale })
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("button", {
						type: "button",
						className: "button",
						onClick: () => onDelete(item.image),
						"data-testid": "img-delete",
						children: images_delete({}, { locale })
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("button", {
						type: "button",
						className: "button",
						onClick: onClose,
						"data-testid": "img-close",
						children: images_close({}, { locale })
					})
				]
			})
		]
	});
}
// src/components/images/use-image-chat.ts
/**
* An image chat in the browser: sends prompts with the image flag, appends each answer's images,
* remembers the image chosen as input, and deletes images. The first answer names the new chat
* in the address, so a reload shows it.
*/
function useImageChat(initial, initialChatId) {
	const [turns, setTurns] = (0, import_react.useState)(initial);
	const [chatId, setChatId] = (0, import_react.useState)(initialChatId);
	const [busy, setBusy] = (0, import_react.useState)(false);
	const [error, setError] = (0, import_react.useState)(null);
	const [inputImage, setInputImage] = (0, import_react.useState)(null);
	return {
		turns,
		chatId,
		busy,
		error,
		inputImage,
		setInputImage,
		send: (0, import_react.useCallback)((options) => {
			const requestId = crypto.randomUUID();
			const run = async () => {
				setBusy(true);
				setError(null);
				try {
					const form = imageSendForm({
						...options,
						requestId,
						inputMediaId: inputImage?.id
					});
					const response = await fetch(imageSendPath(options.modelId, chatId), {
						method: "POST",
						body: form
					});
					const answer = await response.json().catch(() => null);
					if (!response.ok || !answer?.chatId) throw new Error(answer?.message || `HTTP error! status: ${response.status}`);
					const turn = {
						id: answer.userMessageId ?? answer.messageId,
						prompt: answer.prompt,
						model: answer.model,
						cost: answer.cost,
						images: answer.images.map(toBrowserImage)
					};
					setTurns((list) => [...list, turn]);
					setInputImage(null);
					if (!chatId) {
						setChatId(answer.chatId);
						const base = window.location.pathname.replace(/\/$/, "");
						window.history.replaceState(null, "", `${base}/${answer.chatId}`);
						rememberThisChat();
						announceChat({ chatId: answer.chatId });
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
		}, [chatId, inputImage]),
		remove: (0, import_react.useCallback)(async (image) => {
			if (!(await fetch(`/api/v1/media/${encodeURIComponent(image.id)}`, { method: "DELETE" })).ok) return false;
			setTurns((list) => list.map((turn) => ({
				...turn,
				images: turn.images.filter((i) => i.id !== image.id)
			})));
			setInputImage((chosen) => chosen?.id === image.id ? null : chosen);
			return true;
		}, [])
	};
}
// src/components/images/image-studio.tsx
/** `/chat/image/:slug?`: the prompt box, model/size/count, the conversation and its viewer. */
function ImageStudio({ chatId, models, initial }) {
	const locale = useLocale();
	const hydrated = useHydrated();
	const chat = useImageChat(initial, chatId);
	const [prompt, setPrompt] = (0, import_react.useState)("");
	const first = models[0];
	const [choice, setChoice] = (0, import_react.useState)({
		modelId: first?.id ?? "",
		size: first?.sizes[0] ?? "",
		n: 1
	});
	const [open, setOpen] = (0, import_react.useState)(null);
	const items = chat.turns.flatMap((turn) => turn.images.map((image) => ({
		image,
		prompt: turn.prompt
	})));
	const submit = (event) => {
		event?.preventDefault();
		const text = prompt.trim();
		if (!text || chat.busy || !choice.modelId) return;
		chat.send({
			prompt: text,
			...choice
		});
		setPrompt("");
	};
	if (!first) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
		className: "muted",
		"data-testid": "img-no-models",
		children: images_no_models({}, { locale })
	});
	const priceKopecks = models.find((model) => model.id === choice.modelId)?.kopecksPerImage;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: "img-studio",
		"data-testid": "img-studio",
		"data-hydrated": hydrated,
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ImageConversation, {
				turns: chat.turns,
				onOpen: (imageId) => setOpen(items.findIndex((item) => item.image.id === imageId))
			}),
			chat.error ? /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("p", {
				className: "img-error",
				role: "alert",
				"data-testid": "img-error",
				children: [
					chat.error.message,
					" ",
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("button", {
						type: "button",
						className: "button button-small",
						onClick: chat.error.retry,
						children: images_retry({}, { locale })
					})
				]
			}) : null,
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("form", {
				className: "img-form",
				onSubmit: submit,
				children: [
					chat.inputImage ? /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("p", {
						className: "img-input",
						"data-testid": "img-input",
						children: [
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)("img", {
								src: chat.inputImage.thumbnailUrl ?? chat.inputImage.url,
								alt: "",
								width: 48,
								height: 48
							}),
							images_input({}, { locale }),
							" ",
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)("button", {
								type: "button",
								className: "button button-small",
								onClick: () => chat.setInputImage(null),
								children: images_input_clear({}, { locale })
							})
						]
					}) : null,
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PromptBox, {
						label: images_prompt_label({}, { locale }),
						placeholder: image_ai_prompt_placeholder({}, { locale }),
						value: prompt,
						onChange: setPrompt,
						onSubmit: submit,
						testId: "img-prompt"
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ImageControls, {
						models,
						choice,
						onChange: setChoice
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
						className: "studio-submit",
						children: [priceKopecks !== void 0 ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
							className: "muted",
							"data-testid": "img-price",
							children: images_price({ amount: formatRub(priceKopecks, locale) }, { locale })
						}) : null, /* @__PURE__ */ (0, import_jsx_runtime.jsx)("button", {
							type: "submit",
							className: "button button-primary",
							disabled: chat.busy || !prompt.trim(),
							"data-testid": "img-generate",
							children: chat.busy ? images_generating({}, { locale }) : images_generate({}, { locale })
						})]
					})
				]
			}),
			open !== null && items[open] ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ImageLightbox, {
				items,
				index: open,
				onMove: setOpen,
				onClose: () => setOpen(null),
				onUseAsInput: (image) => {
					chat.setInputImage(image);
					setOpen(null);
				},
				onDelete: async (image) => {
					if (await chat.remove(image)) setOpen(null);
				}
			}) : null
		]
	});
}
// \0virtual:vite-rsc/client-references/group/shared:src/components/images/image-studio.tsx
var export_9bc95bd64d0c = { ImageStudio };
export { export_9bc95bd64d0c };

//# sourceMappingURL=image-studio-x4dcJhcu.js.map
import { A as registerClientReference, v as require_jsx_runtime_react_server } from "./internal-headers-Ckg8TsQ5.js";
import { t as getLocale } from "./runtime-CEu_NCIS.js";
import { t as chat_not_found } from "./chat_not_found-g3Xc9Hid.js";
import { t as ImageChatGrid } from "./image-chat-grid-D_z6Zki3.js";
import { t as getRequestContext } from "./request-context.server-DaeM4xFu.js";
import { t as PageTitle } from "./page-title-DrBfYZv2.js";
import { n as upstreamJson, t as UpstreamError } from "./upstream.server-BawSuzwa.js";
// src/paraglide/messages/image_ai_title.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Image_Ai_TitleInputs */
var en_image_ai_title = () => {
	return `Image generation`;
};
var ru_image_ai_title = () => {
	return `Генерация изображений`;
};
/**
* | output |
* | --- |
* | "Image generation" |
*
* @param {Image_Ai_TitleInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var image_ai_title = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_image_ai_title(inputs);
	return en_image_ai_title(inputs);
});
// src/lib/images/image-turns.ts
/** The api's `/v1/media/{id}` through the front's `/api` passthrough. */
var browserUrl = (url) => url.startsWith("/api/") ? url : `/api${url}`;
/** An image with its addresses through the front's `/api` passthrough. */
var toBrowserImage = (image) => ({
	...image,
	url: browserUrl(image.url),
	thumbnailUrl: image.thumbnailUrl ? browserUrl(image.thumbnailUrl) : null
});
/** A chat's messages (oldest first) as turns: each user prompt with the answer after it. */
function turnsOf(messages) {
	const turns = [];
	for (const message of messages) {
		if (message.role === "user") {
			turns.push({
				id: message.id,
				prompt: message.content,
				model: message.model,
				images: [],
				cost: 0
			});
			continue;
		}
		const turn = turns.at(-1);
		if (message.role !== "assistant" || !turn) continue;
		turn.images = (message.images ?? []).map(toBrowserImage);
		turn.cost = message.cost ?? 0;
		if (message.status === "error") turn.error = message.errorCode ?? "error";
	}
	return turns;
}
/** The image models of the catalogue's answer; text models never appear in image mode. */
function imageModelsOf(body) {
	return (body?.models ?? []).flatMap((raw) => {
		const model = raw;
		if (!model.id || !model.capabilities?.includes("image") || !model.image) return [];
		return [{
			id: model.id,
			title: model.title ?? model.id,
			sizes: model.image.sizes,
			maxImages: model.image.maxImages,
			canEdit: model.image.canEdit,
			kopecksPerImage: model.price?.kopecksPerImage ?? 0
		}];
	});
}
// src/components/images/image-studio.tsx
var ImageStudio = /* #__PURE__ */ registerClientReference((() => {
	throw new Error("It is not possible to invoke a client function from the server: \"ImageStudio\"");
}), "9bc95bd64d0c", "ImageStudio");
// src/components/images/image-page.tsx
var import_jsx_runtime_react_server = require_jsx_runtime_react_server();
/** A chat’s messages (its last 100), as turns of prompt and images. */
async function loadTurns(slug) {
	if (!slug) return [];
	return turnsOf((await upstreamJson(`/v1/message/chat/${encodeURIComponent(slug)}/?pageNumber=1&pageSize=100`)).items ?? []);
}
/**
* `/chat/image/:slug?` on the server: the image models, the chat's turns and the grid of image
* chats (newest first, each with its newest image) are in the first byte.
*/
async function ImagePage({ slug }) {
	const { locale } = getRequestContext();
	let turns;
	try {
		turns = await loadTurns(slug);
	} catch (error) {
		if (error instanceof UpstreamError && (error.status === 404 || error.status === 400)) return /* @__PURE__ */ (0, import_jsx_runtime_react_server.jsxs)("section", {
			className: "screen",
			"data-testid": "chat-not-found",
			children: [/* @__PURE__ */ (0, import_jsx_runtime_react_server.jsx)(PageTitle, {
				title: image_ai_title({}, { locale }),
				hidden: true
			}), /* @__PURE__ */ (0, import_jsx_runtime_react_server.jsx)("p", {
				className: "muted",
				children: chat_not_found({}, { locale })
			})]
		});
		throw error;
	}
	const [catalog, chats] = await Promise.all([upstreamJson("/v2/llm/cabinet/models"), upstreamJson("/v1/chat?mode=image&take=48")]);
	return /* @__PURE__ */ (0, import_jsx_runtime_react_server.jsxs)("section", {
		className: "screen",
		"data-testid": "screen-image",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime_react_server.jsx)(PageTitle, { title: image_ai_title({}, { locale }) }),
			/* @__PURE__ */ (0, import_jsx_runtime_react_server.jsx)(ImageStudio, {
				chatId: slug,
				models: imageModelsOf(catalog),
				initial: turns
			}, slug ?? "new"),
			/* @__PURE__ */ (0, import_jsx_runtime_react_server.jsx)(ImageChatGrid, {
				chats: chats.items ?? [],
				activeId: slug,
				locale
			})
		]
	});
}
export { ImagePage as t };

//# sourceMappingURL=image-page-DA_Q9xDy.js.map
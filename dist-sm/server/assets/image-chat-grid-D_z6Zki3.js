import { A as registerClientReference, v as require_jsx_runtime_react_server } from "./internal-headers-Ckg8TsQ5.js";
import { t as getLocale } from "./runtime-CEu_NCIS.js";
import { t as layout_new_chat } from "./layout_new_chat-B4Mw42_Z.js";
// src/paraglide/messages/images_chats.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Images_ChatsInputs */
var en_images_chats = () => {
	return `Image chats`;
};
var ru_images_chats = () => {
	return `Чаты картинок`;
};
/**
* | output |
* | --- |
* | "Image chats" |
*
* @param {Images_ChatsInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var images_chats = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_images_chats(inputs);
	return en_images_chats(inputs);
});
// src/paraglide/messages/images_chats_empty.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Images_Chats_EmptyInputs */
var en_images_chats_empty = () => {
	return `No image chats yet.`;
};
var ru_images_chats_empty = () => {
	return `Чатов картинок пока нет.`;
};
/**
* | output |
* | --- |
* | "No image chats yet." |
*
* @param {Images_Chats_EmptyInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var images_chats_empty = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_images_chats_empty(inputs);
	return en_images_chats_empty(inputs);
});
// src/paraglide/messages/images_new_chat.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Images_New_ChatInputs */
var en_images_new_chat = () => {
	return `New image chat`;
};
var ru_images_new_chat = () => {
	return `Новый чат картинок`;
};
/**
* | output |
* | --- |
* | "New image chat" |
*
* @param {Images_New_ChatInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var images_new_chat = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_images_new_chat(inputs);
	return en_images_new_chat(inputs);
});
// src/paraglide/messages/midjourney_chats.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Midjourney_ChatsInputs */
var en_midjourney_chats = () => {
	return `Midjourney chats`;
};
var ru_midjourney_chats = () => {
	return `Чаты Midjourney`;
};
/**
* | output |
* | --- |
* | "Midjourney chats" |
*
* @param {Midjourney_ChatsInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var midjourney_chats = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_midjourney_chats(inputs);
	return en_midjourney_chats(inputs);
});
// src/paraglide/messages/midjourney_chats_empty.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Midjourney_Chats_EmptyInputs */
var en_midjourney_chats_empty = () => {
	return `No Midjourney chats yet.`;
};
var ru_midjourney_chats_empty = () => {
	return `Чатов Midjourney пока нет.`;
};
/**
* | output |
* | --- |
* | "No Midjourney chats yet." |
*
* @param {Midjourney_Chats_EmptyInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var midjourney_chats_empty = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_midjourney_chats_empty(inputs);
	return en_midjourney_chats_empty(inputs);
});
// src/paraglide/messages/midjourney_new_chat.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Midjourney_New_ChatInputs */
var en_midjourney_new_chat = () => {
	return `New Midjourney chat`;
};
var ru_midjourney_new_chat = () => {
	return `Новый чат Midjourney`;
};
/**
* | output |
* | --- |
* | "New Midjourney chat" |
*
* @param {Midjourney_New_ChatInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var midjourney_new_chat = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_midjourney_new_chat(inputs);
	return en_midjourney_new_chat(inputs);
});
// src/components/images/image-chat-list.tsx
var ImageChatList = /* #__PURE__ */ registerClientReference((() => {
	throw new Error("It is not possible to invoke a client function from the server: \"ImageChatList\"");
}), "1d03cc66fe29", "ImageChatList");
// src/components/images/image-chat-grid.tsx
var import_jsx_runtime_react_server = require_jsx_runtime_react_server();
var texts = {
	image: {
		title: images_chats,
		create: images_new_chat,
		empty: images_chats_empty
	},
	midjourney: {
		title: midjourney_chats,
		create: midjourney_new_chat,
		empty: midjourney_chats_empty
	}
};
/**
* The user's image or Midjourney chats, newest first, as a grid of thumbnails (a small rendition
* of each chat's newest image, not the original scaled down).
*/
function ImageChatGrid({ chats, activeId, locale, mode = "image" }) {
	const text = texts[mode];
	const base = `/${locale}/chat/${mode}`;
	return /* @__PURE__ */ (0, import_jsx_runtime_react_server.jsxs)("nav", {
		className: "img-chats",
		"aria-label": text.title({}, { locale }),
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime_react_server.jsx)("h2", { children: text.title({}, { locale }) }),
			/* @__PURE__ */ (0, import_jsx_runtime_react_server.jsx)("p", { children: /* @__PURE__ */ (0, import_jsx_runtime_react_server.jsx)("a", {
				href: base,
				"data-testid": "img-new-chat",
				children: text.create({}, { locale })
			}) }),
			/* @__PURE__ */ (0, import_jsx_runtime_react_server.jsx)(ImageChatList, {
				chats,
				activeId,
				base,
				emptyText: text.empty({}, { locale }),
				untitled: layout_new_chat({}, { locale })
			})
		]
	});
}
export { ImageChatGrid as t };

//# sourceMappingURL=image-chat-grid-D_z6Zki3.js.map
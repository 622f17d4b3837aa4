import { t as require_react } from "./react-DvVFp2nj.js";
import { t as browserUrl } from "./image-turns-BhlDrUyb.js";
import { n as chatNamedEvent } from "./use-chat-name-BVv4bx4i.js";
import { t as require_jsx_runtime } from "./jsx-runtime-BB_2hJGX.js";
// src/components/images/image-chat-list.tsx
var import_react = require_react();
var import_jsx_runtime = require_jsx_runtime();
/**
* The grid's tiles, newest first. A chat the studio has just created (announced as
* `beseda:chat`) joins at once and takes its name when it is announced, so the list never says
* "none yet" beside the grid being made.
*/
function ImageChatList({ chats, activeId, base, emptyText, untitled }) {
	const [list, setList] = (0, import_react.useState)(chats);
	(0, import_react.useEffect)(() => {
		const onChat = (event) => {
			const { chatId, name } = event.detail;
			setList((current) => current.some((chat) => chat.id === chatId) ? current : [{
				id: chatId,
				name: name ?? "",
				updatedAt: (/* @__PURE__ */ new Date()).toISOString()
			}, ...current]);
		};
		const onNamed = (event) => {
			const { chatId, name } = event.detail;
			setList((current) => current.map((chat) => chat.id === chatId ? {
				...chat,
				name
			} : chat));
		};
		window.addEventListener("beseda:chat", onChat);
		window.addEventListener(chatNamedEvent, onNamed);
		return () => {
			window.removeEventListener("beseda:chat", onChat);
			window.removeEventListener(chatNamedEvent, onNamed);
		};
	}, []);
	if (list.length === 0) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
		className: "muted",
		children: emptyText
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("ul", {
		className: "img-chat-grid",
		"data-testid": "img-chat-grid",
		children: list.map((chat) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("a", {
			href: `${base}/${encodeURIComponent(chat.id)}`,
			"aria-current": chat.id === activeId ? "page" : void 0,
			"data-testid": "img-chat-link",
			children: [chat.thumbnailUrl ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("img", {
				src: browserUrl(chat.thumbnailUrl),
				alt: "",
				loading: "lazy"
			}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
				className: "img-chat-blank",
				"aria-hidden": "true"
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
				className: "img-chat-name",
				children: chat.name || untitled
			})]
		}) }, chat.id))
	});
}
// \0virtual:vite-rsc/client-references/group/shared:src/components/images/image-chat-list.tsx
var export_1d03cc66fe29 = { ImageChatList };
export { export_1d03cc66fe29 };

//# sourceMappingURL=image-chat-list-Cdvi6rwb.js.map
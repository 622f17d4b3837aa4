import { i as __toESM, t as require_react_react_server } from "./react.react-server-C3EmDfio.js";
import { n as toMessagePage } from "./normalize-CWzUoz2d.js";
import { t as chat_not_found } from "./chat_not_found-g3Xc9Hid.js";
import { t as chat_title } from "./chat_title-DEwRvDjM.js";
import { t as getRequestContext } from "./request-context.server-DaeM4xFu.js";
import { n as upstreamJson, t as UpstreamError } from "./upstream.server-BawSuzwa.js";
import { t as PageTitle } from "./page-title-DrBfYZv2.js";
import { A as registerClientReference, v as require_jsx_runtime_react_server } from "./internal-headers-Ckg8TsQ5.js";
import { t as Markdown } from "./voice-CMlLsji9.js";
import assetsManifest from "../__vite_rsc_assets_manifest.js";
// \0virtual:vite-rsc/css?type=rsc&id=%2Fwork%2Fmain%2Fsrc%2Fcomponents%2Fchat%2Fconversation-page.tsx&lang.js
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
})(import_react_react_server.default, assetsManifest.serverResources["src/components/chat/conversation-page.tsx"], void 0, "vite-rsc/importer-resources");
// src/lib/chat/placeholder.ts
/** SPEC §3: a chat id starting with fk- is a client placeholder, never sent as chatId. */
function isPlaceholderId(id) {
	return id === void 0 || id.startsWith("fk-");
}
// src/components/chat/conversation.tsx
var Conversation = /* #__PURE__ */ registerClientReference((() => {
	throw new Error("It is not possible to invoke a client function from the server: \"Conversation\"");
}), "16715b7881a4", "Conversation");
// src/components/chat/new-conversation.tsx
var NewConversation = /* #__PURE__ */ registerClientReference((() => {
	throw new Error("It is not possible to invoke a client function from the server: \"NewConversation\"");
}), "1518ad3305b7", "NewConversation");
// src/components/chat/ui-message.ts
/** Maps a stream error (its code or HTTP status) to the message the person sees. */
function errorKind(code, status) {
	if (code === "network") return "network";
	if (code === "insufficient_funds" || status === 402) return "funds";
	if (code === "rate_limited" || code === "rate_limit" || status === 429) return "rate";
	return "provider";
}
/** A message as the api saved it, as the conversation shows it. */
var fromSaved = (message) => ({
	...message,
	saved: true,
	error: message.status === "error" ? {
		kind: errorKind(message.errorCode, void 0),
		message: ""
	} : void 0
});
// src/components/chat/conversation-page.tsx
var import_jsx_runtime_react_server = require_jsx_runtime_react_server();
async function loadChat(chatId) {
	const [chat, page] = await Promise.all([upstreamJson(`/v1/chat/${encodeURIComponent(chatId)}`), upstreamJson(`/v1/message/chat/${encodeURIComponent(chatId)}/?pageNumber=1&pageSize=50`)]);
	return {
		name: typeof chat?.name === "string" ? chat.name : "",
		readOnly: chat?.access === "reader",
		temporary: typeof chat?.expiresAt === "string",
		page: toMessagePage(page, 1, 50)
	};
}
/**
* `/chat/:slug?` on the server: the latest page of messages with finished answers already
* rendered as markdown, so the first byte holds the conversation and no markdown code ships.
*/
async function ConversationPage({ slug }) {
	const { locale } = getRequestContext();
	if (!slug || isPlaceholderId(slug)) return /* @__PURE__ */ (0, import_jsx_runtime_react_server.jsxs)(import_jsx_runtime_react_server.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime_react_server.jsx)(PageTitle, {
		title: chat_title({}, { locale }),
		hidden: true
	}), /* @__PURE__ */ (0, import_jsx_runtime_react_server.jsx)(NewConversation, {})] });
	let loaded;
	try {
		loaded = await loadChat(slug);
	} catch (error) {
		if (error instanceof UpstreamError && (error.status === 404 || error.status === 400)) return /* @__PURE__ */ (0, import_jsx_runtime_react_server.jsxs)("section", {
			className: "screen",
			"data-testid": "chat-not-found",
			children: [/* @__PURE__ */ (0, import_jsx_runtime_react_server.jsx)(PageTitle, {
				title: chat_title({}, { locale }),
				hidden: true
			}), /* @__PURE__ */ (0, import_jsx_runtime_react_server.jsx)("p", {
				className: "muted",
				children: chat_not_found({}, { locale })
			})]
		});
		throw error;
	}
	const initial = loaded.page.messages.map((message) => ({
		...fromSaved(message),
		rendered: message.role === "assistant" && message.status !== "streaming" ? /* @__PURE__ */ (0, import_jsx_runtime_react_server.jsx)(Markdown, { source: message.content }) : void 0
	}));
	return /* @__PURE__ */ (0, import_jsx_runtime_react_server.jsxs)(import_jsx_runtime_react_server.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime_react_server.jsx)(PageTitle, {
		title: loaded.name || chat_title({}, { locale }),
		hidden: true
	}), /* @__PURE__ */ (0, import_jsx_runtime_react_server.jsx)(Conversation, {
		chatId: slug,
		title: loaded.name,
		initial,
		hasMore: loaded.page.hasMore,
		leafId: loaded.page.leafId,
		readOnly: loaded.readOnly,
		temporary: loaded.temporary
	}, slug)] });
}
ConversationPage = /* #__PURE__ */ __vite_rsc_wrap_css__(ConversationPage, "ConversationPage");
function __vite_rsc_wrap_css__(value, name) {
	if (typeof value !== "function") return value;
	function __wrapper(props) {
		return import_react_react_server.createElement(import_react_react_server.Fragment, null, import_react_react_server.createElement(Resources), import_react_react_server.createElement(value, props));
	}
	Object.defineProperty(__wrapper, "name", { value: name });
	return __wrapper;
}
export { ConversationPage as t };

//# sourceMappingURL=conversation-page-B-Bm1c-K.js.map
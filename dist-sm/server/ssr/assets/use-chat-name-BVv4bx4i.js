import { t as require_react } from "./react-DvVFp2nj.js";
// src/components/chat/use-chat-name.ts
var import_react = require_react();
var chatNamedEvent = "beseda:chat-named";
/** Tells the page a chat's name, once the api gave it or the person renamed it (sidebar). */
function announceChatName(chatId, name) {
	window.dispatchEvent(new CustomEvent(chatNamedEvent, { detail: {
		chatId,
		name
	} }));
}
/**
* The name of the open chat: the one the page came with, then whatever is announced for it, so
* a new chat's header gets its name without a reload and follows a rename in the sidebar.
*/
function useChatName(chatId, initial) {
	const [named, setNamed] = (0, import_react.useState)();
	(0, import_react.useEffect)(() => {
		const onNamed = (event) => {
			const detail = event.detail;
			if (detail.chatId === chatId) setNamed(detail);
		};
		window.addEventListener(chatNamedEvent, onNamed);
		return () => window.removeEventListener(chatNamedEvent, onNamed);
	}, [chatId]);
	return named?.chatId === chatId ? named.name : initial;
}
export { chatNamedEvent as n, useChatName as r, announceChatName as t };

//# sourceMappingURL=use-chat-name-BVv4bx4i.js.map
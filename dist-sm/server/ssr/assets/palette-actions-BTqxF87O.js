import { t as require_react } from "./react-DvVFp2nj.js";
import { t as locales } from "./locales-BzwGgCCk.js";
// src/lib/search/search-hits.ts
var import_react = require_react();
var modes = [
	"text",
	"image",
	"midjourney"
];
/** The api's answer, checked field by field (a malformed hit is dropped, never rendered). */
function toSearchPage(body) {
	const data = body ?? {};
	return {
		hits: (Array.isArray(data.items) ? data.items : []).flatMap((item) => {
			const hit = item;
			if (typeof hit.chatId !== "string" || typeof hit.snippet !== "string") return [];
			const marks = Array.isArray(hit.marks) ? hit.marks.filter((mark) => typeof mark.start === "number" && typeof mark.end === "number") : [];
			return [{
				chatId: hit.chatId,
				chatName: typeof hit.chatName === "string" ? hit.chatName : "",
				mode: modes.includes(String(hit.mode)) ? hit.mode : "text",
				messageId: typeof hit.messageId === "string" ? hit.messageId : null,
				snippet: hit.snippet,
				marks
			}];
		}),
		hasMore: data.hasMore === true
	};
}
/**
* The snippet cut into plain and marked parts, for `<mark>` elements (never HTML from the api).
*
* @example markedParts('a cat', [{ start: 2, end: 5 }]) // [{text:'a ',marked:false},{text:'cat',marked:true}]
*/
function markedParts(text, marks) {
	const parts = [];
	let at = 0;
	for (const { start, end } of [...marks].sort((a, b) => a.start - b.start)) {
		if (start < at || end > text.length || end <= start) continue;
		if (start > at) parts.push({
			text: text.slice(at, start),
			marked: false
		});
		parts.push({
			text: text.slice(start, end),
			marked: true
		});
		at = end;
	}
	if (at < text.length) parts.push({
		text: text.slice(at),
		marked: false
	});
	return parts;
}
/** Where a hit opens: the chat's page, at the message when there is one (text chats page it in). */
function hitHref(locale, hit) {
	const modePath = hit.mode === "text" ? "" : `${hit.mode}/`;
	const at = hit.messageId ? `?m=${encodeURIComponent(hit.messageId)}` : "";
	return `/${locale}/chat/${modePath}${encodeURIComponent(hit.chatId)}${at}`;
}
// src/components/search/use-chat-search.ts
/** Typing pauses this long before a request; each new request aborts the one before. */
var debounceMs = 250;
var take = 20;
/** Results of `GET /v1/chat/search` for `query` as it is typed: debounced, abortable, paged. */
function useChatSearch(query) {
	const [hits, setHits] = (0, import_react.useState)([]);
	const [status, setStatus] = (0, import_react.useState)("idle");
	const [hasMore, setHasMore] = (0, import_react.useState)(false);
	const page = (0, import_react.useRef)(1);
	const running = (0, import_react.useRef)(null);
	const wanted = query.trim();
	const fetchPage = (0, import_react.useCallback)(async (q, pageNumber) => {
		running.current?.abort();
		const controller = new AbortController();
		running.current = controller;
		setStatus("loading");
		try {
			const params = new URLSearchParams({
				q,
				page: String(pageNumber),
				take: String(take)
			});
			const response = await fetch(`/api/v1/chat/search?${params}`, { signal: controller.signal });
			if (!response.ok) throw new Error(`search ${response.status}`);
			const result = toSearchPage(await response.json());
			page.current = pageNumber;
			setHits((shown) => pageNumber === 1 ? result.hits : [...shown, ...result.hits]);
			setHasMore(result.hasMore);
			setStatus("done");
		} catch {
			if (!controller.signal.aborted) setStatus("failed");
		}
	}, []);
	(0, import_react.useEffect)(() => {
		if (!wanted) {
			running.current?.abort();
			setHits([]);
			setHasMore(false);
			setStatus("idle");
			return;
		}
		const timer = setTimeout(() => void fetchPage(wanted, 1), debounceMs);
		return () => clearTimeout(timer);
	}, [wanted, fetchPage]);
	(0, import_react.useEffect)(() => () => running.current?.abort(), []);
	return {
		hits,
		status,
		hasMore,
		loadMore: (0, import_react.useCallback)(() => {
			if (wanted) fetchPage(wanted, page.current + 1);
		}, [wanted, fetchPage]),
		query: wanted
	};
}
// src/components/navigation/palette-actions.ts
var byTestId = (id) => document.querySelector(`[data-testid="${id}"]`);
/** Asks the chats layout for its shortcuts overlay (src/components/shortcuts/). */
var shortcutsHelpEvent = "beseda:shortcuts-help";
/**
* Runs a palette action through the product's own controls where the page has them (the theme
* switch saves to the account, the sign-out form ends the session), so the palette adds no
* second way of doing any of it.
*/
function runPaletteAction(action, locale, go) {
	switch (action) {
		case "new-chat": {
			const link = byTestId("new-chat");
			if (link) link.click();
			else go(`/${locale}/chat`);
			return;
		}
		case "theme": {
			const root = document.documentElement.dataset.theme;
			byTestId(root === "dark" || root !== "light" && window.matchMedia("(prefers-color-scheme: dark)").matches ? "theme-light" : "theme-dark")?.click();
			return;
		}
		case "language": {
			const other = locales.find((l) => l !== locale) ?? locale;
			const link = byTestId(`language-${other}`);
			if (link) link.click();
			else location.assign(location.pathname.replace(/^\/(ru|en)(?=\/|$)/, `/${other}`));
			return;
		}
		case "sign-out":
			byTestId("sign-out")?.click();
			return;
		case "shortcuts":
			if (document.documentElement.dataset.shortcuts === "ready") window.dispatchEvent(new Event(shortcutsHelpEvent));
			else go(`/${locale}/cabinet/key-combinations`);
			return;
	}
}
export { markedParts as a, hitHref as i, shortcutsHelpEvent as n, useChatSearch as r, runPaletteAction as t };

//# sourceMappingURL=palette-actions-BTqxF87O.js.map
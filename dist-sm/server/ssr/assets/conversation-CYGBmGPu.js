import { t as require_react } from "./react-DvVFp2nj.js";
import "./main-BrDwBsBp.js";
import { n as useRouter } from "./client-N-I6esBt.js";
import { n as useLocale } from "./locale-context-Du56PqBf.js";
import { n as newPlaceholderId, t as isPlaceholderId } from "./placeholder-Bq-Ds2fl.js";
import { t as Download } from "./download-B7EB72gW.js";
import { t as MenuButton } from "./menu-button-DzUkOTrh.js";
import { t as require_jsx_runtime } from "./jsx-runtime-BB_2hJGX.js";
import { _ as chat_error_provider, a as isImageFile, b as Share2, c as releasePlayback, d as voice_tts_off, f as voice_read_failed, g as chat_error_rate, l as takePlayback, n as MessageItem, o as synthesizeSpeech, p as chat_share, r as Composer, s as voiceFeatures, t as useChatSettings, u as RatingsScope, v as chat_error_network, y as chat_error_funds } from "./use-chat-settings-BARg5EE6.js";
import { t as clientSettings } from "./client-settings-q0tKyRWF.js";
import { t as Skeleton } from "./skeleton-BE2e5NHy.js";
import { a as toMessagePage } from "./normalize-B8PZ7xPc.js";
import { t as useHydrated } from "./use-hydrated-Bt37Pui4.js";
import { i as savedIdOf, n as errorKind, r as fromSaved, t as announceChat } from "./ui-message-COrbkFev.js";
import { t as IconButton } from "./icon-button-kns3lRsZ.js";
import { t as LazyPart } from "./lazy-part-VXuo3szl.js";
import { t as createLucideIcon } from "./createLucideIcon-C_lwlDyR.js";
import { r as useChatName } from "./use-chat-name-BVv4bx4i.js";
import { n as buildSendRequest, t as runAnswer } from "./answer-stream-C6n8iv9c.js";
import { t as rememberThisChat } from "./last-chat-client-DgDZ4ujs.js";
import { t as getLocale } from "./runtime-CEu_NCIS.js";
// node_modules/lucide-react/dist/esm/icons/message-circle-dashed.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var __iconData = {
	name: "message-circle-dashed",
	size: 24,
	node: [
		["path", {
			d: "M10.1 2.182a10 10 0 0 1 3.8 0",
			key: "5ilxe3"
		}],
		["path", {
			d: "M13.9 21.818a10 10 0 0 1-3.8 0",
			key: "11zvb9"
		}],
		["path", {
			d: "M17.609 3.72a10 10 0 0 1 2.69 2.7",
			key: "jiglxs"
		}],
		["path", {
			d: "M2.182 13.9a10 10 0 0 1 0-3.8",
			key: "c0bmvh"
		}],
		["path", {
			d: "M20.28 17.61a10 10 0 0 1-2.7 2.69",
			key: "elg7ff"
		}],
		["path", {
			d: "M21.818 10.1a10 10 0 0 1 0 3.8",
			key: "qkgqxc"
		}],
		["path", {
			d: "M3.721 6.391a10 10 0 0 1 2.7-2.69",
			key: "1mcia2"
		}],
		["path", {
			d: "m6.163 21.117-2.906.85a1 1 0 0 1-1.236-1.169l.965-2.98",
			key: "1qsu07"
		}]
	]
};
__iconData.node;
var MessageCircleDashed = createLucideIcon(__iconData);
// src/paraglide/messages/chat_branch_failed.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Chat_Branch_FailedInputs */
var en_chat_branch_failed = () => {
	return `Could not show that version. Try again.`;
};
var ru_chat_branch_failed = () => {
	return `Не удалось показать эту версию. Попробуйте ещё раз.`;
};
/**
* | output |
* | --- |
* | "Could not show that version. Try again." |
*
* @param {Chat_Branch_FailedInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var chat_branch_failed = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_chat_branch_failed(inputs);
	return en_chat_branch_failed(inputs);
});
// src/paraglide/messages/chat_continue_failed.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Chat_Continue_FailedInputs */
var en_chat_continue_failed = () => {
	return `Could not copy the chat. Try again.`;
};
var ru_chat_continue_failed = () => {
	return `Не удалось скопировать чат. Попробуйте ещё раз.`;
};
/**
* | output |
* | --- |
* | "Could not copy the chat. Try again." |
*
* @param {Chat_Continue_FailedInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var chat_continue_failed = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_chat_continue_failed(inputs);
	return en_chat_continue_failed(inputs);
});
// src/paraglide/messages/chat_continue_mine.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Chat_Continue_MineInputs */
var en_chat_continue_mine = () => {
	return `Continue in my chats`;
};
var ru_chat_continue_mine = () => {
	return `Продолжить в моих чатах`;
};
/**
* | output |
* | --- |
* | "Continue in my chats" |
*
* @param {Chat_Continue_MineInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var chat_continue_mine = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_chat_continue_mine(inputs);
	return en_chat_continue_mine(inputs);
});
// src/paraglide/messages/chat_empty_title.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Chat_Empty_TitleInputs */
var en_chat_empty_title = () => {
	return `How can I help you today?`;
};
var ru_chat_empty_title = () => {
	return `Чем я могу помочь?`;
};
/**
* | output |
* | --- |
* | "How can I help you today?" |
*
* @param {Chat_Empty_TitleInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var chat_empty_title = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_chat_empty_title(inputs);
	return en_chat_empty_title(inputs);
});
// src/paraglide/messages/chat_loading_older.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Chat_Loading_OlderInputs */
var en_chat_loading_older = () => {
	return `Loading earlier messages…`;
};
var ru_chat_loading_older = () => {
	return `Загружаем предыдущие сообщения…`;
};
/**
* | output |
* | --- |
* | "Loading earlier messages…" |
*
* @param {Chat_Loading_OlderInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var chat_loading_older = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_chat_loading_older(inputs);
	return en_chat_loading_older(inputs);
});
// src/paraglide/messages/chat_messages.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Chat_MessagesInputs */
var en_chat_messages = () => {
	return `Messages`;
};
var ru_chat_messages = () => {
	return `Сообщения`;
};
/**
* | output |
* | --- |
* | "Messages" |
*
* @param {Chat_MessagesInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var chat_messages = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_chat_messages(inputs);
	return en_chat_messages(inputs);
});
// src/paraglide/messages/chat_read_only.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Chat_Read_OnlyInputs */
var en_chat_read_only = () => {
	return `This chat is shared with you to read. Continue it in your chats to write.`;
};
var ru_chat_read_only = () => {
	return `Этим чатом с вами поделились для чтения. Чтобы писать, продолжите его в своих чатах.`;
};
/**
* | output |
* | --- |
* | "This chat is shared with you to read. Continue it in your chats to write." |
*
* @param {Chat_Read_OnlyInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var chat_read_only = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_chat_read_only(inputs);
	return en_chat_read_only(inputs);
});
// src/paraglide/messages/chat_temporary_notice.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Chat_Temporary_NoticeInputs */
var en_chat_temporary_notice = () => {
	return `Temporary chat: it stays out of your chats and search, is never shared, and is deleted 24 hours after its last message.`;
};
var ru_chat_temporary_notice = () => {
	return `Временный чат: его нет в списке чатов и в поиске, им нельзя поделиться, и он удаляется через 24 часа после последнего сообщения.`;
};
/**
* | output |
* | --- |
* | "Temporary chat: it stays out of your chats and search, is never shared, and is deleted 24 hours after its last message." |
*
* @param {Chat_Temporary_NoticeInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var chat_temporary_notice = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_chat_temporary_notice(inputs);
	return en_chat_temporary_notice(inputs);
});
// src/paraglide/messages/chat_temporary_toggle.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Chat_Temporary_ToggleInputs */
var en_chat_temporary_toggle = () => {
	return `Temporary chat`;
};
var ru_chat_temporary_toggle = () => {
	return `Временный чат`;
};
/**
* | output |
* | --- |
* | "Temporary chat" |
*
* @param {Chat_Temporary_ToggleInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var chat_temporary_toggle = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_chat_temporary_toggle(inputs);
	return en_chat_temporary_toggle(inputs);
});
// src/paraglide/messages/chat_title.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Chat_TitleInputs */
var en_chat_title = () => {
	return `Chat`;
};
var ru_chat_title = () => {
	return `Чат`;
};
/**
* | output |
* | --- |
* | "Chat" |
*
* @param {Chat_TitleInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var chat_title = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_chat_title(inputs);
	return en_chat_title(inputs);
});
// src/paraglide/messages/porting_export.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Porting_ExportInputs */
var en_porting_export = () => {
	return `Export chat`;
};
var ru_porting_export = () => {
	return `Экспорт чата`;
};
/**
* | output |
* | --- |
* | "Export chat" |
*
* @param {Porting_ExportInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var porting_export = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_porting_export(inputs);
	return en_porting_export(inputs);
});
// src/paraglide/messages/porting_export_json.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Porting_Export_JsonInputs */
var en_porting_export_json = () => {
	return `JSON (.json)`;
};
var ru_porting_export_json = () => {
	return `JSON (.json)`;
};
/**
* | output |
* | --- |
* | "JSON (.json)" |
*
* @param {Porting_Export_JsonInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var porting_export_json = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_porting_export_json(inputs);
	return en_porting_export_json(inputs);
});
// src/paraglide/messages/porting_export_md.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Porting_Export_MdInputs */
var en_porting_export_md = () => {
	return `Markdown (.md)`;
};
var ru_porting_export_md = () => {
	return `Markdown (.md)`;
};
/**
* | output |
* | --- |
* | "Markdown (.md)" |
*
* @param {Porting_Export_MdInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var porting_export_md = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_porting_export_md(inputs);
	return en_porting_export_md(inputs);
});
// src/paraglide/messages/ui_empty_chat_hint.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Ui_Empty_Chat_HintInputs */
var en_ui_empty_chat_hint = () => {
	return `Type a question below — or attach a file, dictate with the microphone, or pick a template.`;
};
var ru_ui_empty_chat_hint = () => {
	return `Напишите вопрос ниже — или прикрепите файл, продиктуйте его в микрофон, выберите шаблон.`;
};
/**
* | output |
* | --- |
* | "Type a question below — or attach a file, dictate with the microphone, or pick a template." |
*
* @param {Ui_Empty_Chat_HintInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var ui_empty_chat_hint = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_ui_empty_chat_hint(inputs);
	return en_ui_empty_chat_hint(inputs);
});
// src/paraglide/messages/voice_auto_reading.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Voice_Auto_ReadingInputs */
var en_voice_auto_reading = () => {
	return `Reading the answer aloud`;
};
var ru_voice_auto_reading = () => {
	return `Ответ читается вслух`;
};
/**
* | output |
* | --- |
* | "Reading the answer aloud" |
*
* @param {Voice_Auto_ReadingInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var voice_auto_reading = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_voice_auto_reading(inputs);
	return en_voice_auto_reading(inputs);
});
// src/paraglide/messages/voice_stop_reading.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Voice_Stop_ReadingInputs */
var en_voice_stop_reading = () => {
	return `Stop reading`;
};
var ru_voice_stop_reading = () => {
	return `Остановить чтение`;
};
/**
* | output |
* | --- |
* | "Stop reading" |
*
* @param {Voice_Stop_ReadingInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var voice_stop_reading = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_voice_stop_reading(inputs);
	return en_voice_stop_reading(inputs);
});
// src/components/chat-porting/download.ts
var import_react = require_react();
/**
* Starts a download of a same-origin URL whose answer is an attachment (the api names the file
* with Content-Disposition); the page stays where it is.
*/
function downloadFrom(url) {
	const link = document.createElement("a");
	link.href = url;
	link.download = "";
	document.body.append(link);
	link.click();
	link.remove();
}
// src/components/chat-porting/export-chat-button.tsx
var import_jsx_runtime = require_jsx_runtime();
/** The chat's export menu: Markdown (the branch shown) or JSON (the whole tree). */
function ExportChatButton({ chatId }) {
	const locale = useLocale();
	const url = (format) => `/api/v1/chat/${encodeURIComponent(chatId)}/export?format=${format}`;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
		className: "export-chat",
		"data-testid": "chat-export",
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(MenuButton, {
			label: porting_export({}, { locale }),
			icon: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Download, {
				size: 18,
				"aria-hidden": true
			}),
			items: [{
				id: "md",
				label: porting_export_md({}, { locale }),
				onSelect: () => downloadFrom(url("md"))
			}, {
				id: "json",
				label: porting_export_json({}, { locale }),
				onSelect: () => downloadFrom(url("json"))
			}]
		})
	});
}
// src/components/voice/auto-reader.tsx
/**
* "Read new answers aloud" (settings): while an answer streams, its finished sentences are read in
* order from the first one on (src/lib/voice/speech-queue.ts, loaded on demand). The bar says so
* and stops it; stopping the answer, another read-aloud, or leaving the chat stops it too.
*/
function AutoReader({ messages }) {
	const locale = useLocale();
	const audio = (0, import_react.useRef)(null);
	const reading = (0, import_react.useRef)(void 0);
	const [active, setActive] = (0, import_react.useState)(false);
	const [problem, setProblem] = (0, import_react.useState)();
	const last = messages.at(-1);
	const answer = last?.role === "assistant" && last.requestId ? last : void 0;
	const text = answer?.content ?? "";
	const streaming = answer?.status === "streaming";
	const failed = answer?.status === "stopped" || answer?.status === "error" || !!answer?.error;
	const latest = (0, import_react.useRef)(void 0);
	latest.current = {
		text,
		final: !streaming
	};
	(0, import_react.useEffect)(() => {
		if (!answer?.requestId) return;
		let current = reading.current;
		if (current?.requestId !== answer.requestId) {
			if (!streaming || !clientSettings().autoRead) return;
			current?.stop();
			const started = {
				requestId: answer.requestId,
				stopped: false,
				stop: () => {
					started.stopped = true;
					started.queue?.stop();
					releasePlayback(started.stop);
					setActive(false);
				}
			};
			current = started;
			reading.current = started;
			takePlayback(started.stop);
			setProblem(void 0);
			setActive(true);
			Promise.all([import("./speech-queue-dxQoU2Uy.js"), voiceFeatures()]).then(([{ SpeechQueue }, features]) => {
				const element = audio.current;
				if (started.stopped || !element) return;
				if (!features.tts) {
					setProblem(voice_tts_off({}, { locale }));
					return started.stop();
				}
				const rate = clientSettings().speechRate || 1;
				element.defaultPlaybackRate = rate;
				element.playbackRate = rate;
				started.queue = new SpeechQueue(element, (piece, signal) => synthesizeSpeech(piece, locale, signal), {
					onError: (error) => {
						setProblem(voice_read_failed({ reason: error.message }, { locale }));
						started.stop();
					},
					onDone: () => started.stop()
				});
				const now = reading.current === started ? latest.current : void 0;
				if (now) started.queue.update(now.text, now.final);
			});
		}
		if (failed) return current.stop();
		current.queue?.update(text, !streaming);
	}, [
		answer?.requestId,
		text,
		streaming,
		failed,
		locale
	]);
	(0, import_react.useEffect)(() => () => reading.current?.stop(), []);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: "auto-read",
		hidden: !active && !problem,
		"data-testid": "auto-read",
		children: [
			active && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("span", {
				role: "status",
				children: ["🔊 ", voice_auto_reading({}, { locale })]
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("button", {
				type: "button",
				className: "icon-button",
				onClick: () => reading.current?.stop(),
				"data-testid": "auto-read-stop",
				children: voice_stop_reading({}, { locale })
			})] }),
			problem && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
				className: "message-meta",
				role: "alert",
				"data-testid": "auto-read-error",
				children: problem
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("audio", {
				ref: audio,
				preload: "auto",
				"data-testid": "auto-read-audio"
			})
		]
	});
}
// src/components/search/use-message-target.ts
/** How long the opened message stays highlighted. */
var highlightMs = 2400;
/**
* Opens the chat at the message named by `?m=` (a search result): reveals and loads older pages
* until that message is in the DOM, scrolls it into view and highlights it briefly. A message the
* chat no longer shows (deleted, or in another branch) leaves the chat at its end.
*/
function useMessageTarget(options) {
	const { query } = useRouter();
	const target = new URLSearchParams(query).get("m");
	const settled = (0, import_react.useRef)(null);
	const { messageIds, mounted, hasMore, loading, loadOlder, scroller, onFound } = options;
	(0, import_react.useEffect)(() => {
		if (!target || settled.current === target) return;
		const index = messageIds.indexOf(target);
		if (index === -1 || index < messageIds.length - mounted) {
			if (!hasMore) settled.current = target;
			else if (!loading) loadOlder();
			return;
		}
		const element = scroller.current?.querySelector(`[data-message-id="${CSS.escape(target)}"]`);
		if (!element) return;
		settled.current = target;
		onFound();
		element.scrollIntoView({ block: "center" });
		element.dataset.searchTarget = "true";
		setTimeout(() => delete element.dataset.searchTarget, highlightMs);
	});
}
/** Messages brought back into the DOM at a time when scrolling up through loaded ones. */
var revealStep = 40;
/**
* Pages the conversation in both places it lives. In the DOM, only the newest `mountedWindow`
* messages are mounted, so a streamed token costs the same in a chat of a thousand messages as in
* a new one; scrolling up mounts more, then loads older pages from the api. What the person was
* reading stays in place (the scroll offset from the bottom is restored after each change).
*/
function useOlderPages(options) {
	const [hasMoreOnServer, setHasMoreOnServer] = (0, import_react.useState)(options.hasMore);
	const [loading, setLoading] = (0, import_react.useState)(false);
	const [mounted, setMounted] = (0, import_react.useState)(60);
	const nextPage = (0, import_react.useRef)(2);
	const anchor = (0, import_react.useRef)(void 0);
	const latest = (0, import_react.useRef)(options);
	latest.current = options;
	(0, import_react.useLayoutEffect)(() => {
		const scroller = latest.current.scroller.current;
		if (anchor.current === void 0 || !scroller) return;
		scroller.scrollTop = scroller.scrollHeight - anchor.current;
		anchor.current = void 0;
	});
	const keepPlace = (0, import_react.useCallback)(() => {
		const scroller = latest.current.scroller.current;
		if (scroller) anchor.current = scroller.scrollHeight - scroller.scrollTop;
	}, []);
	const loadOlder = (0, import_react.useCallback)(async () => {
		const options = latest.current;
		if (mounted < options.total) {
			keepPlace();
			setMounted((count) => count + revealStep);
			return;
		}
		if (loading || !hasMoreOnServer || isPlaceholderId(options.chatId)) return;
		setLoading(true);
		try {
			const page = nextPage.current;
			const query = new URLSearchParams({
				pageNumber: String(page),
				pageSize: String(50),
				...options.branch ? { branch: options.branch } : {}
			});
			const response = await fetch(`/api/v1/message/chat/${encodeURIComponent(options.chatId)}/?${query}`);
			if (!response.ok) return;
			const result = toMessagePage(await response.json(), page, 50);
			keepPlace();
			nextPage.current = page + 1;
			setHasMoreOnServer(result.hasMore && result.messages.length > 0);
			setMounted((count) => count + result.messages.length);
			options.prepend(result.messages.map((message) => ({
				...message,
				saved: true
			})));
		} finally {
			setLoading(false);
		}
	}, [
		hasMoreOnServer,
		loading,
		mounted,
		keepPlace
	]);
	/** Back to the newest window: for when the reader is at the end and the chat moves on. */
	const collapse = (0, import_react.useCallback)(() => setMounted((count) => Math.min(count, 60)), []);
	return {
		hasMore: hasMoreOnServer || mounted < options.total,
		loading,
		loadOlder,
		mounted,
		collapse
	};
}
// src/components/chat/message-list.tsx
/** Distance from the bottom (px) within which new text keeps the view pinned to the end. */
var pinDistance = 120;
/** The scrolling list of messages: older pages on scroll-up, pinned to the end while streaming. */
function MessageList({ chatId, messages, hasMore, busy, scroller, prepend, onRegenerate, branch, onEdit, onSwitch }) {
	const locale = useLocale();
	const older = useOlderPages({
		chatId,
		branch,
		hasMore,
		total: messages.length,
		scroller,
		prepend
	});
	const sentinel = (0, import_react.useRef)(null);
	const list = (0, import_react.useRef)(null);
	const pinned = (0, import_react.useRef)(true);
	/** Where this list last scrolled itself to the end; a reader scrolling up goes above it. */
	const autoTop = (0, import_react.useRef)(Number.POSITIVE_INFINITY);
	const newest = messages.at(-1)?.id;
	const { collapse } = older;
	(0, import_react.useEffect)(() => {
		if (newest !== void 0 && pinned.current) collapse();
	}, [newest, collapse]);
	(0, import_react.useEffect)(() => {
		const target = sentinel.current;
		if (!target || !older.hasMore) return;
		const observer = new IntersectionObserver((entries) => {
			if (entries.some((entry) => entry.isIntersecting)) older.loadOlder();
		});
		observer.observe(target);
		return () => observer.disconnect();
	}, [older.hasMore, older.loadOlder]);
	(0, import_react.useEffect)(() => {
		const element = scroller.current;
		if (element && pinned.current) {
			element.scrollTop = element.scrollHeight;
			autoTop.current = element.scrollTop;
		}
	});
	(0, import_react.useEffect)(() => {
		const element = scroller.current;
		const content = list.current;
		if (!element || !content) return;
		const observer = new ResizeObserver(() => {
			if (!pinned.current) return;
			element.scrollTop = element.scrollHeight;
			autoTop.current = element.scrollTop;
		});
		observer.observe(element);
		observer.observe(content);
		return () => observer.disconnect();
	}, [scroller]);
	useMessageTarget({
		messageIds: messages.map((message) => message.id),
		mounted: older.mounted,
		hasMore: older.hasMore,
		loading: older.loading,
		loadOlder: older.loadOlder,
		scroller,
		onFound: () => {
			pinned.current = false;
		}
	});
	const onScroll = () => {
		const element = scroller.current;
		if (!element) return;
		const ours = element.scrollTop >= autoTop.current - 1;
		pinned.current = ours || element.scrollHeight - element.scrollTop - element.clientHeight < pinDistance;
		if (!pinned.current) autoTop.current = Number.POSITIVE_INFINITY;
	};
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
		className: "message-scroller",
		ref: scroller,
		onScroll,
		"data-testid": "message-scroller",
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
			ref: list,
			className: "message-list",
			role: "log",
			"aria-label": chat_messages({}, { locale }),
			"data-testid": "message-list",
			children: [older.hasMore && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
				ref: sentinel,
				className: "older-sentinel muted",
				"data-testid": "older-sentinel",
				children: older.loading && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Skeleton, {
					label: chat_loading_older({}, { locale }),
					lines: 3
				})
			}), messages.slice(-older.mounted).map((message) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(MessageItem, {
				message,
				isLast: message.id === newest,
				busy,
				onRegenerate,
				onEdit,
				onSwitch
			}, message.id))]
		})
	});
}
// src/components/chat/read-only-notice.tsx
/**
* In place of the composer on a chat shared with the reader: only its owner writes, so the
* reader may copy it into a chat of their own (`POST /v1/chat/{id}/copy`) and go on there.
*/
function ReadOnlyNotice({ chatId }) {
	const locale = useLocale();
	const router = useRouter();
	const [state, setState] = (0, import_react.useState)("idle");
	const hydrated = useHydrated();
	const continueInMine = async () => {
		setState("copying");
		const response = await fetch(`/api/v1/chat/${encodeURIComponent(chatId)}/copy`, { method: "POST" }).catch(() => void 0);
		const copy = response?.ok ? await response.json() : void 0;
		if (typeof copy?.id !== "string") {
			setState("failed");
			return;
		}
		announceChat({ chatId: copy.id });
		router.push(`/${locale}/chat/${encodeURIComponent(copy.id)}`);
	};
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: "read-only-notice",
		role: "status",
		"data-testid": "read-only-notice",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", { children: chat_read_only({}, { locale }) }),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("button", {
				type: "button",
				className: "button",
				onClick: continueInMine,
				disabled: !hydrated || state === "copying",
				"data-testid": "continue-in-my-chats",
				children: chat_continue_mine({}, { locale })
			}),
			state === "failed" && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				className: "muted",
				role: "alert",
				children: chat_continue_failed({}, { locale })
			})
		]
	});
}
// src/components/chat/share-button.tsx
var ShareDialog = (0, import_react.lazy)(() => import("./share-dialog-DP0e6Zta.js").then((module) => ({ default: module.ShareDialog })));
/** Shares the chat with members of the team; the dialog loads on first use. */
function ShareButton({ chatId }) {
	const locale = useLocale();
	const [open, setOpen] = (0, import_react.useState)(false);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(IconButton, {
		label: chat_share({}, { locale }),
		icon: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Share2, {
			size: 18,
			"aria-hidden": true
		}),
		tooltipSide: "bottom",
		onClick: () => setOpen(true),
		"data-testid": "chat-share"
	}), open && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(LazyPart, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ShareDialog, {
		chatId,
		onClose: () => setOpen(false)
	}) })] });
}
// src/components/chat/temporary-toggle.tsx
/**
* A new chat's "temporary" switch (docs/decisions/151-projects-and-temporary-chats.md): pressed,
* the chat it starts is never listed, searched or shared, and is deleted a day after its last
* message.
*/
function TemporaryToggle({ on, onChange }) {
	const locale = useLocale();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(IconButton, {
		label: chat_temporary_toggle({}, { locale }),
		icon: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(MessageCircleDashed, {
			size: 18,
			"aria-hidden": true
		}),
		"aria-pressed": on,
		tooltipSide: "bottom",
		onClick: () => onChange(!on),
		"data-testid": "temporary-toggle"
	});
}
// src/components/chat/use-branch-switch.ts
/**
* `‹ n/m ›`: shows another version of a message with the branch it starts. The owner's choice is
* remembered by the api for every device; a reader of a shared chat only looks (the `branch`
* query), leaving the owner's branch as it is (docs/decisions/101-message-branches.md).
*/
function useBranchSwitch(options) {
	const { chatId, readOnly, onPage } = options;
	const [switching, setSwitching] = (0, import_react.useState)(false);
	const [failed, setFailed] = (0, import_react.useState)(false);
	return {
		switchTo: (0, import_react.useCallback)(async (messageId, how = {}) => {
			const remember = how.remember ?? !readOnly;
			setSwitching(true);
			setFailed(false);
			try {
				const base = `/api/v1/message/chat/${encodeURIComponent(chatId)}`;
				const response = !remember ? await fetch(`${base}/?${new URLSearchParams({
					pageNumber: "1",
					pageSize: String(50),
					branch: messageId
				})}`) : await fetch(`${base}/branch?pageSize=50`, {
					method: "PUT",
					headers: { "Content-Type": "application/json" },
					body: JSON.stringify({ messageId })
				});
				if (!response.ok) throw new Error(`branch ${response.status}`);
				onPage(toMessagePage(await response.json(), 1, 50));
			} catch {
				if (!how.quiet) setFailed(true);
			} finally {
				setSwitching(false);
			}
		}, [
			chatId,
			readOnly,
			onPage
		]),
		switching,
		failed
	};
}
// src/components/chat/fit-history.ts
/** The api refuses more than 1 MB of messages JSON per send (docs/decisions/023-…). */
var maxHistoryBytes = 1047552;
/**
* The newest messages of a history that fit the api's messages cap, dropping the oldest first;
* the last message (the question) always stays.
*
* @example buildSendRequest({ ...options, messages: fitHistory(history) })
*/
function fitHistory(history, maxBytes = maxHistoryBytes) {
	const encoder = new TextEncoder();
	const sizes = history.map((turn) => encoder.encode(JSON.stringify(turn)).byteLength + 1);
	let total = sizes.reduce((sum, size) => sum + size, 2);
	let first = 0;
	while (total > maxBytes && first < history.length - 1) {
		total -= sizes[first] ?? 0;
		first += 1;
	}
	return history.slice(first);
}
// src/components/chat/use-conversation.ts
/** Siblings of a new version of `of`: its versions plus one whose id the meta event brings. */
var nextVersion = (of) => {
	const ids = of.siblings?.ids ?? [savedIdOf(of) ?? ""];
	return {
		index: ids.length,
		count: ids.length + 1,
		ids: [...ids, ""]
	};
};
var refusals = {
	funds: chat_error_funds,
	rate: chat_error_rate,
	provider: chat_error_provider,
	network: chat_error_network
};
var localId = (kind) => `${kind}-${crypto.randomUUID()}`;
/** A file sent here as the message shows it; an image's thumbnail from its bytes. */
var attachmentOf = (file) => ({
	id: localId("file"),
	name: file.name,
	size: file.size,
	type: file.type,
	...isImageFile(file) ? { url: URL.createObjectURL(file) } : {}
});
/** The conversation's state: its messages, sending, streaming, stopping, regenerating, resuming. */
function useConversation(props) {
	const [chatId, setChatId] = (0, import_react.useState)(props.chatId ?? newPlaceholderId());
	const [messages, setMessages] = (0, import_react.useState)(props.initial);
	const [running, setRunning] = (0, import_react.useState)();
	const chatIdRef = (0, import_react.useRef)(chatId);
	const temporaryRef = (0, import_react.useRef)(Boolean(props.temporary));
	const locale = props.locale;
	const errorTextOf = (0, import_react.useCallback)((code, status) => refusals[errorKind(code, status)]({}, { locale }), [locale]);
	const detachAll = (0, import_react.useRef)(/* @__PURE__ */ new Set());
	const messagesRef = (0, import_react.useRef)(messages);
	messagesRef.current = messages;
	const patch = (0, import_react.useCallback)((id, change) => {
		setMessages((list) => list.map((m) => m.id === id ? {
			...m,
			...change,
			rendered: void 0
		} : m));
	}, []);
	const onMeta = (0, import_react.useCallback)((answerId, meta, questionId) => {
		const fill = (message, savedId) => savedId === void 0 ? message : {
			...message,
			savedId,
			siblings: message.siblings && {
				...message.siblings,
				ids: message.siblings.ids.map((id) => id || savedId)
			}
		};
		setMessages((list) => list.map((m) => m.id === answerId ? {
			...fill(m, meta.messageId),
			saved: true,
			...meta.leftOut?.length ? { leftOut: meta.leftOut } : {}
		} : m.id === questionId ? fill(m, meta.userMessageId) : m));
		if (isPlaceholderId(chatIdRef.current) && meta.chatId && !isPlaceholderId(meta.chatId)) {
			chatIdRef.current = meta.chatId;
			setChatId(meta.chatId);
			window.history.replaceState(window.history.state, "", `/${props.locale}/chat/${meta.chatId}`);
			if (!temporaryRef.current) rememberThisChat();
		}
		if (!temporaryRef.current) announceChat({
			chatId: meta.chatId,
			generating: true
		});
	}, [props.locale]);
	const follow = (0, import_react.useCallback)((answerId, requestId, start, shownText, placed = {}) => {
		let saved = false;
		const onUpdate = ({ text, status, usage, error, toolCalls }) => {
			if (!saved && error && placed.onRefused) placed.onRefused(errorTextOf(error.code, error.status));
			patch(answerId, {
				content: text,
				status,
				...usage ? {
					inputTokens: usage.input,
					outputTokens: usage.output,
					costKopecks: usage.cost
				} : {},
				error: error ? {
					kind: errorKind(error.code, error.status),
					message: error.message
				} : void 0,
				...toolCalls ? { toolCalls } : {}
			});
			if (status !== "streaming") {
				setRunning((current) => current?.requestId === requestId ? void 0 : current);
				if (!isPlaceholderId(chatIdRef.current) && !temporaryRef.current) announceChat({
					chatId: chatIdRef.current,
					generating: false
				});
			}
		};
		const answer = runAnswer({
			start,
			requestId,
			shownText,
			onUpdate,
			onMeta: (meta) => {
				saved = true;
				placed.onSaved?.();
				onMeta(answerId, meta, placed.questionId);
			}
		});
		detachAll.current.add(answer.detach);
		setRunning({
			requestId,
			stop: answer.stop
		});
	}, [
		onMeta,
		patch,
		errorTextOf
	]);
	const ask = (0, import_react.useCallback)((question, options, placement) => {
		const { regeneration = false } = placement;
		if (options.temporary && isPlaceholderId(chatIdRef.current)) temporaryRef.current = true;
		const requestId = crypto.randomUUID();
		const answerId = localId("answer");
		const questionId = localId("question");
		const last = messagesRef.current.at(-1);
		const parentId = regeneration ? placement.parentId : last && savedIdOf(last);
		const history = messagesRef.current.filter((m) => !m.error && m.content).slice(-20).map(({ role, content }) => ({
			role,
			content
		}));
		const fresh = [];
		if (!regeneration) {
			const attachments = (question.files ?? []).map(attachmentOf);
			fresh.push({
				id: questionId,
				role: "user",
				content: question.content,
				attachments
			});
			history.push({
				role: "user",
				content: question.content
			});
		}
		fresh.push({
			id: answerId,
			role: "assistant",
			content: "",
			status: "streaming",
			model: options.model,
			requestId,
			question,
			saved: false,
			...placement.replaces ? { siblings: nextVersion(placement.replaces) } : {}
		});
		setMessages((list) => [...list, ...fresh]);
		const chat = isPlaceholderId(chatIdRef.current) ? void 0 : chatIdRef.current;
		const request = buildSendRequest({
			...options,
			...question,
			messages: fitHistory(history),
			requestId,
			chatId: chat,
			regeneration,
			...chat && parentId ? { parentId } : {}
		});
		follow(answerId, requestId, request, void 0, regeneration ? {} : { questionId });
	}, [follow]);
	const send = (0, import_react.useCallback)((content, options) => ask({
		content,
		files: options.files
	}, options, {}), [ask]);
	/**
	* Sends an edited question as a new version of `target` (its earlier version and answers stay
	* on their branch). Resolves once the api has it, when the branch shown ends with the new
	* question and its streaming answer; rejects with the reason if the api refuses it.
	*/
	const edit = (0, import_react.useCallback)((target, content, options) => new Promise((resolve, reject) => {
		const editOf = savedIdOf(target);
		const chat = chatIdRef.current;
		if (!editOf || isPlaceholderId(chat)) {
			reject(new Error(errorTextOf(void 0, void 0)));
			return;
		}
		const requestId = crypto.randomUUID();
		const answerId = localId("answer");
		const questionId = localId("question");
		const question = {
			id: questionId,
			role: "user",
			content,
			attachments: target.attachments ?? [],
			parentId: target.parentId,
			siblings: nextVersion(target)
		};
		const answer = {
			id: answerId,
			role: "assistant",
			content: "",
			status: "streaming",
			model: options.model,
			requestId,
			saved: false
		};
		const request = buildSendRequest({
			...options,
			messages: [{
				role: "user",
				content
			}],
			requestId,
			chatId: chat,
			editOf
		});
		follow(answerId, requestId, request, void 0, {
			questionId,
			onSaved: () => {
				setMessages((list) => {
					const at = list.findIndex((m) => m.id === target.id);
					return [
						...at < 0 ? list : list.slice(0, at),
						question,
						answer
					];
				});
				resolve();
			},
			onRefused: (message) => reject(new Error(message))
		});
	}), [follow, errorTextOf]);
	/**
	* A new version of the last answer: the same question asked again with the regeneration flag;
	* the earlier answer stays on its branch, reachable with `‹ n/m ›`.
	*/
	const regenerate = (0, import_react.useCallback)((options) => {
		const list = messagesRef.current;
		const last = list.at(-1);
		if (last?.role !== "assistant") return;
		if (last.error?.kind === "network" && last.saved && last.requestId) {
			patch(last.id, {
				status: "streaming",
				error: void 0
			});
			follow(last.id, last.requestId, void 0, last.content);
			return;
		}
		const question = [...list].reverse().find((m) => m.role === "user");
		setMessages((current) => current.filter((m) => m.id !== last.id));
		messagesRef.current = list.filter((m) => m.id !== last.id);
		if (last.saved !== false) {
			const parentId = question && savedIdOf(question);
			ask({ content: question?.content ?? "" }, options, {
				regeneration: true,
				replaces: last,
				...parentId ? { parentId } : {}
			});
		} else {
			setMessages((current) => current.filter((m) => m.id !== question?.id));
			messagesRef.current = messagesRef.current.filter((m) => m.id !== question?.id);
			ask(last.question ?? { content: question?.content ?? "" }, options, {});
		}
	}, [
		ask,
		follow,
		patch
	]);
	const stop = (0, import_react.useCallback)(() => {
		if (!running) return;
		running.stop();
		fetch(`/api/v1/openai/stop/${encodeURIComponent(running.requestId)}`, { method: "POST" }).catch(() => {});
	}, [running]);
	(0, import_react.useEffect)(() => {
		const answers = detachAll.current;
		return () => {
			for (const detach of answers) detach();
		};
	}, []);
	/** Attaches again to the answer still streaming when the page was loaded. */
	(0, import_react.useEffect)(() => {
		const last = props.initial.at(-1);
		if (last?.role === "assistant" && last.status === "streaming" && last.requestId) follow(last.id, last.requestId, void 0, last.content);
	}, []);
	return {
		chatId,
		messages,
		setMessages,
		running: running !== void 0,
		send,
		edit,
		stop,
		regenerate
	};
}
// src/components/chat/conversation.tsx
/**
* The conversation island: the messages the page came with (markdown already rendered on the
* server), then everything sent and streamed here.
*/
function Conversation({ chatId: initialChatId, title, initial, hasMore, leafId, readOnly = false, temporary: savedTemporary = false }) {
	const locale = useLocale();
	const settings = useChatSettings();
	const scroller = (0, import_react.useRef)(null);
	const { query } = useRouter();
	const [temporary, setTemporary] = (0, import_react.useState)(savedTemporary);
	const folderId = initialChatId ? void 0 : new URLSearchParams(query).get("folder") || void 0;
	const conversation = useConversation({
		chatId: initialChatId,
		locale,
		initial,
		temporary: savedTemporary
	});
	const settingsRef = (0, import_react.useRef)({
		...settings,
		temporary,
		folderId
	});
	settingsRef.current = {
		...settings,
		temporary,
		folderId
	};
	const { setMessages, regenerate, edit } = conversation;
	const [view, setView] = (0, import_react.useState)({
		key: 0,
		hasMore,
		leafId
	});
	const onPage = (0, import_react.useCallback)((page) => {
		setMessages(page.messages.map(fromSaved));
		setView((current) => ({
			key: current.key + 1,
			hasMore: page.hasMore,
			leafId: page.leafId
		}));
	}, [setMessages]);
	const branches = useBranchSwitch({
		chatId: conversation.chatId,
		readOnly,
		onPage
	});
	const { switchTo } = branches;
	(0, import_react.useEffect)(() => {
		const target = new URLSearchParams(query).get("m");
		if (!initialChatId || !target || hasMore) return;
		if (initial.some((message) => message.id === target)) return;
		switchTo(target, {
			remember: false,
			quiet: true
		});
	}, []);
	const options = (0, import_react.useCallback)(() => ({
		model: settingsRef.current.model,
		webSearch: settingsRef.current.webSearch,
		assistantId: settingsRef.current.assistantId,
		temporary: settingsRef.current.temporary,
		folderId: settingsRef.current.folderId
	}), []);
	const onRegenerate = (0, import_react.useCallback)(() => regenerate(options()), [regenerate, options]);
	const onEdit = (0, import_react.useCallback)((message, text) => edit(message, text, options()), [edit, options]);
	const prepend = (0, import_react.useCallback)((older) => setMessages((list) => [...older, ...list]), [setMessages]);
	const { send } = conversation;
	const onSend = (0, import_react.useCallback)((text, files) => send(text, {
		...options(),
		files
	}), [send, options]);
	const saved = !isPlaceholderId(conversation.chatId);
	const name = useChatName(conversation.chatId, title);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("section", {
		className: "conversation",
		"data-testid": "conversation",
		"data-chat-id": conversation.chatId,
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("header", {
				className: "conversation-head",
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h1", {
						className: "conversation-title",
						"data-testid": "conversation-title",
						children: name || chat_title({}, { locale })
					}),
					!saved && !readOnly && conversation.messages.length === 0 && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(TemporaryToggle, {
						on: temporary,
						onChange: setTemporary
					}),
					saved && !temporary && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ExportChatButton, { chatId: conversation.chatId }),
					saved && !readOnly && !temporary && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ShareButton, { chatId: conversation.chatId })
				]
			}),
			temporary && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				className: "temporary-notice",
				role: "status",
				"data-testid": "temporary-notice",
				children: chat_temporary_notice({}, { locale })
			}),
			conversation.messages.length === 0 ? /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: "conversation-empty",
				"data-testid": "conversation-empty",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h2", { children: chat_empty_title({}, { locale }) }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
					className: "muted",
					children: ui_empty_chat_hint({}, { locale })
				})]
			}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(RatingsScope, {
				chatId: saved && !readOnly ? conversation.chatId : void 0,
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(MessageList, {
					chatId: conversation.chatId,
					messages: conversation.messages,
					hasMore: view.hasMore,
					busy: conversation.running || branches.switching,
					scroller,
					prepend,
					onRegenerate: readOnly ? void 0 : onRegenerate,
					branch: view.leafId,
					onEdit: readOnly ? void 0 : onEdit,
					onSwitch: branches.switchTo
				}, `${initialChatId ?? "new"}-${view.key}`)
			}),
			branches.failed && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				className: "branch-error",
				role: "alert",
				"data-testid": "branch-error",
				children: chat_branch_failed({}, { locale })
			}),
			!readOnly && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(AutoReader, { messages: conversation.messages }),
			readOnly ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ReadOnlyNotice, { chatId: conversation.chatId }) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Composer, {
				draftKey: saved ? conversation.chatId : "new",
				chatId: saved ? conversation.chatId : void 0,
				running: conversation.running,
				settings,
				onSend,
				onStop: conversation.stop
			})
		]
	});
}
// src/components/chat/new-conversation.tsx
/** The new-chat page's conversation: starts over whenever a "new chat" link is followed. */
function NewConversation() {
	const [generation, setGeneration] = (0, import_react.useState)(0);
	(0, import_react.useEffect)(() => {
		const restart = () => setGeneration((n) => n + 1);
		window.addEventListener("beseda:new-chat", restart);
		return () => window.removeEventListener("beseda:new-chat", restart);
	}, []);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Conversation, {
		initial: [],
		hasMore: false
	}, generation);
}
// \0virtual:vite-rsc/client-references/group/shared:src/components/chat/conversation.tsx
var export_16715b7881a4 = { Conversation };
var export_1518ad3305b7 = { NewConversation };
export { export_1518ad3305b7, export_16715b7881a4 };

//# sourceMappingURL=conversation-CYGBmGPu.js.map
import { t as require_react } from "./react-DvVFp2nj.js";
import { n as useLocale } from "./locale-context-Du56PqBf.js";
import { p as chat_share } from "./use-chat-settings-BARg5EE6.js";
import { t as listOf } from "./normalize-B8PZ7xPc.js";
import { t as require_jsx_runtime } from "./jsx-runtime-BB_2hJGX.js";
import { t as layout_close } from "./layout_close-S19It4T1.js";
import { t as misc_loading } from "./misc_loading-Bs7zDFl-.js";
import { t as getLocale } from "./runtime-CEu_NCIS.js";
// src/paraglide/messages/chat_share_done.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Chat_Share_DoneInputs */
var en_chat_share_done = () => {
	return `The chat is shared.`;
};
var ru_chat_share_done = () => {
	return `Доступ к чату открыт.`;
};
/**
* | output |
* | --- |
* | "The chat is shared." |
*
* @param {Chat_Share_DoneInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var chat_share_done = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_chat_share_done(inputs);
	return en_chat_share_done(inputs);
});
// src/paraglide/messages/chat_share_failed.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Chat_Share_FailedInputs */
var en_chat_share_failed = () => {
	return `Couldn't share the chat.`;
};
var ru_chat_share_failed = () => {
	return `Не удалось поделиться чатом.`;
};
/**
* | output |
* | --- |
* | "Couldn't share the chat." |
*
* @param {Chat_Share_FailedInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var chat_share_failed = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_chat_share_failed(inputs);
	return en_chat_share_failed(inputs);
});
// src/paraglide/messages/chat_share_none.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Chat_Share_NoneInputs */
var en_chat_share_none = () => {
	return `Your team has no other members yet.`;
};
var ru_chat_share_none = () => {
	return `В вашей команде пока нет других участников.`;
};
/**
* | output |
* | --- |
* | "Your team has no other members yet." |
*
* @param {Chat_Share_NoneInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var chat_share_none = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_chat_share_none(inputs);
	return en_chat_share_none(inputs);
});
// src/paraglide/messages/chat_share_title.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Chat_Share_TitleInputs */
var en_chat_share_title = () => {
	return `Share with team members`;
};
var ru_chat_share_title = () => {
	return `Поделиться с участниками команды`;
};
/**
* | output |
* | --- |
* | "Share with team members" |
*
* @param {Chat_Share_TitleInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var chat_share_title = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_chat_share_title(inputs);
	return en_chat_share_title(inputs);
});
// src/components/chat/share-dialog.tsx
var import_react = require_react();
var import_jsx_runtime = require_jsx_runtime();
function toMembers(body) {
	return listOf(body, "members").flatMap((raw) => {
		const user = typeof raw.user === "object" && raw.user !== null ? raw.user : raw;
		const id = user.id ?? raw.userId;
		if (typeof id !== "string" && typeof id !== "number") return [];
		const parts = [user.name, user.email].filter((v) => typeof v === "string" && v !== "");
		const label = parts.length === 2 ? `${parts[0]} (${parts[1]})` : parts[0];
		return [{
			id: String(id),
			label: label ?? String(id)
		}];
	});
}
/** Picks team members (`GET /v1/entity/members`) and shares with them (`POST /v1/chat/share/`). */
function ShareDialog({ chatId, onClose }) {
	const locale = useLocale();
	const dialog = (0, import_react.useRef)(null);
	const [members, setMembers] = (0, import_react.useState)();
	const [chosen, setChosen] = (0, import_react.useState)(/* @__PURE__ */ new Set());
	const [state, setState] = (0, import_react.useState)("idle");
	(0, import_react.useEffect)(() => {
		dialog.current?.showModal();
		const json = (path) => fetch(path).then((response) => response.ok ? response.json() : void 0).catch(() => void 0);
		Promise.all([json("/api/v1/entity/members"), json("/api/v1/user")]).then(([body, self]) => {
			const selfId = typeof self === "object" && self !== null && "id" in self ? String(self.id) : void 0;
			setMembers(toMembers(body).filter((member) => member.id !== selfId));
		});
	}, []);
	const toggle = (id) => setChosen((current) => {
		const next = new Set(current);
		if (!next.delete(id)) next.add(id);
		return next;
	});
	const share = async () => {
		setState("saving");
		const response = await fetch("/api/v1/chat/share/", {
			method: "POST",
			headers: { "content-type": "application/json" },
			body: JSON.stringify({
				chatId,
				userIds: [...chosen]
			})
		}).catch(() => void 0);
		setState(response?.ok ? "done" : "failed");
	};
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("dialog", {
		ref: dialog,
		className: "dialog",
		onClose,
		"data-testid": "share-dialog",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h2", { children: chat_share_title({}, { locale }) }),
			members === void 0 && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				className: "muted",
				children: misc_loading({}, { locale })
			}),
			members?.length === 0 && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				className: "muted",
				children: chat_share_none({}, { locale })
			}),
			members?.map((member) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("label", {
				className: "share-member",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("input", {
					type: "checkbox",
					checked: chosen.has(member.id),
					onChange: () => toggle(member.id),
					"data-testid": "share-member"
				}), member.label]
			}, member.id)),
			state === "done" && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				role: "status",
				"data-testid": "share-done",
				children: chat_share_done({}, { locale })
			}),
			state === "failed" && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				role: "alert",
				className: "danger",
				children: chat_share_failed({}, { locale })
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: "dialog-actions",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("button", {
					type: "button",
					className: "button",
					onClick: () => dialog.current?.close(),
					"data-testid": "share-close",
					children: layout_close({}, { locale })
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("button", {
					type: "button",
					className: "button button-primary",
					disabled: chosen.size === 0 || state === "saving",
					onClick: share,
					"data-testid": "share-save",
					children: chat_share({}, { locale })
				})]
			})
		]
	});
}
export { ShareDialog };

//# sourceMappingURL=share-dialog-DP0e6Zta.js.map
import { t as require_jsx_runtime } from "./jsx-runtime-BB_2hJGX.js";
import { t as require_react } from "./react-DvVFp2nj.js";
import { i as Link } from "./client-N-I6esBt.js";
import { t as createLucideIcon } from "./createLucideIcon-C_lwlDyR.js";
import { n as chat_generating } from "./menu-button-DzUkOTrh.js";
import { t as Eye } from "./eye-C0bTALED.js";
import { t as Pencil } from "./pencil-Bb3IDKRd.js";
import { t as Trash } from "./trash-DUbYEh-_.js";
import { t as IconButton } from "./icon-button-kns3lRsZ.js";
import { n as useLocale } from "./locale-context-Du56PqBf.js";
import { t as getLocale } from "./runtime-CEu_NCIS.js";
import { t as chat_untitled } from "./chat_untitled-DEAuioUQ.js";
import "./main-BrDwBsBp.js";
// node_modules/lucide-react/dist/esm/icons/ellipsis.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var __iconData = {
	name: "ellipsis",
	size: 24,
	node: [
		["circle", {
			cx: "12",
			cy: "12",
			r: "1",
			key: "41hilf"
		}],
		["circle", {
			cx: "19",
			cy: "12",
			r: "1",
			key: "1wjl8i"
		}],
		["circle", {
			cx: "5",
			cy: "12",
			r: "1",
			key: "1pcz8c"
		}]
	],
	aliases: ["more-horizontal"]
};
__iconData.node;
var Ellipsis = createLucideIcon(__iconData);
// src/paraglide/messages/chat_cancel.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Chat_CancelInputs */
var en_chat_cancel = () => {
	return `Cancel`;
};
var ru_chat_cancel = () => {
	return `Отмена`;
};
/**
* | output |
* | --- |
* | "Cancel" |
*
* @param {Chat_CancelInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var chat_cancel = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_chat_cancel(inputs);
	return en_chat_cancel(inputs);
});
// src/paraglide/messages/chat_delete.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Chat_DeleteInputs */
var en_chat_delete = () => {
	return `Delete`;
};
var ru_chat_delete = () => {
	return `Удалить`;
};
/**
* | output |
* | --- |
* | "Delete" |
*
* @param {Chat_DeleteInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var chat_delete = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_chat_delete(inputs);
	return en_chat_delete(inputs);
});
// src/paraglide/messages/chat_delete_confirm.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{ name: NonNullable<unknown> }} Chat_Delete_ConfirmInputs */
var en_chat_delete_confirm = (i) => {
	return `Delete the chat “${i?.name}”? This can't be undone.`;
};
var ru_chat_delete_confirm = (i) => {
	return `Удалить чат «${i?.name}»? Это нельзя отменить.`;
};
/**
* | output |
* | --- |
* | "Delete the chat “{name}”? This can't be undone." |
*
* @param {Chat_Delete_ConfirmInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var chat_delete_confirm = ((inputs, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_chat_delete_confirm(inputs);
	return en_chat_delete_confirm(inputs);
});
// src/paraglide/messages/chat_rename.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Chat_RenameInputs */
var en_chat_rename = () => {
	return `Rename`;
};
var ru_chat_rename = () => {
	return `Переименовать`;
};
/**
* | output |
* | --- |
* | "Rename" |
*
* @param {Chat_RenameInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var chat_rename = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_chat_rename(inputs);
	return en_chat_rename(inputs);
});
// src/paraglide/messages/chat_shared_with_you.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Chat_Shared_With_YouInputs */
var en_chat_shared_with_you = () => {
	return `Shared with you: read only`;
};
var ru_chat_shared_with_you = () => {
	return `Открыт вам для чтения`;
};
/**
* | output |
* | --- |
* | "Shared with you: read only" |
*
* @param {Chat_Shared_With_YouInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var chat_shared_with_you = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_chat_shared_with_you(inputs);
	return en_chat_shared_with_you(inputs);
});
// src/lib/folders/folders.ts
var import_react = require_react();
/** Instructions as the api accepts them: at most 8,000 characters. */
var folderInstructionsMax = 8e3;
/** The drag data type of a chat dragged in the sidebar; its value is the chat id. */
var chatDragType = "application/x-beseda-chat";
/** The `localStorage` key of the folders this browser shows collapsed. */
var collapsedFoldersKey = "beseda:collapsed-folders";
// src/components/sidebar/chat-list-item.tsx
var import_jsx_runtime = require_jsx_runtime();
/**
* One chat in the sidebar: a link, inline rename, delete with a confirmation; a chat shared with
* the user is only marked as such (its owner alone renames or deletes it).
*/
function ChatListItem({ chat, active, onRename, onDelete, menu }) {
	const locale = useLocale();
	const [mode, setMode] = (0, import_react.useState)("view");
	const [draft, setDraft] = (0, import_react.useState)(chat.name);
	const name = chat.name || chat_untitled({}, { locale });
	const startRename = () => {
		setDraft(chat.name);
		setMode("rename");
	};
	const own = [{
		id: "rename",
		label: chat_rename({}, { locale }),
		icon: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Pencil, {
			size: 15,
			"aria-hidden": true
		}),
		onSelect: startRename
	}, {
		id: "delete",
		label: chat_delete({}, { locale }),
		icon: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Trash, {
			size: 15,
			"aria-hidden": true
		}),
		onSelect: () => setMode("confirm")
	}];
	const save = () => {
		const value = draft.trim();
		setMode("view");
		if (value && value !== chat.name) onRename(value.slice(0, 200));
	};
	if (mode === "rename") return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", {
		className: "chat-item",
		"data-testid": "chat-item",
		"data-chat-id": chat.id,
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("input", {
			className: "chat-rename-input",
			value: draft,
			maxLength: 200,
			autoFocus: true,
			onChange: (event) => setDraft(event.target.value),
			onBlur: save,
			onKeyDown: (event) => {
				if (event.key === "Enter") save();
				if (event.key === "Escape") setMode("view");
			},
			"aria-label": chat_rename({}, { locale }),
			"data-testid": "chat-rename-input"
		})
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("li", {
		className: "chat-item",
		"data-active": active,
		"data-testid": "chat-item",
		"data-chat-id": chat.id,
		draggable: !chat.readOnly && menu !== void 0,
		onDragStart: (event) => {
			event.dataTransfer.setData(chatDragType, chat.id);
			event.dataTransfer.effectAllowed = "move";
		},
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Link, {
			to: `/${locale}/chat/${chat.mode === "midjourney" || chat.mode === "image" ? `${chat.mode}/` : ""}${chat.id}`,
			className: "chat-link",
			"aria-current": active ? "page" : void 0,
			"data-testid": "chat-link",
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
				className: "chat-name",
				children: name
			}), chat.generating && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
				className: "chat-generating",
				title: chat_generating({}, { locale }),
				"data-testid": "chat-generating"
			})]
		}), mode === "confirm" ? /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
			className: "chat-confirm",
			role: "alertdialog",
			"aria-label": chat_delete_confirm({ name }, { locale }),
			children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", { children: chat_delete_confirm({ name }, { locale }) }),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)("button", {
					type: "button",
					className: "button button-danger",
					onClick: onDelete,
					"data-testid": "chat-delete-confirm",
					children: chat_delete({}, { locale })
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)("button", {
					type: "button",
					className: "button",
					onClick: () => setMode("view"),
					"data-testid": "chat-delete-cancel",
					children: chat_cancel({}, { locale })
				})
			]
		}) : chat.readOnly ? /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("span", {
			className: "chat-item-shared",
			title: chat_shared_with_you({}, { locale }),
			"data-testid": "chat-shared-mark",
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Eye, {
				size: 14,
				"aria-hidden": true
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
				className: "visually-hidden",
				children: chat_shared_with_you({}, { locale })
			})]
		}) : /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
			className: "chat-item-actions",
			children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(IconButton, {
					label: chat_rename({}, { locale }),
					icon: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Pencil, {
						size: 15,
						"aria-hidden": true
					}),
					tooltipSide: "bottom",
					className: "icon-button chat-item-direct",
					onClick: startRename,
					"data-testid": "chat-rename"
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(IconButton, {
					label: chat_delete({}, { locale }),
					icon: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Trash, {
						size: 15,
						"aria-hidden": true
					}),
					tooltipSide: "bottom",
					className: "icon-button chat-item-direct",
					onClick: () => setMode("confirm"),
					"data-testid": "chat-delete"
				}),
				menu?.(own)
			]
		})]
	});
}
export { chat_shared_with_you as a, chat_cancel as c, folderInstructionsMax as i, Ellipsis as l, chatDragType as n, chat_rename as o, collapsedFoldersKey as r, chat_delete as s, ChatListItem as t };

//# sourceMappingURL=chat-list-item-BTeiPvWu.js.map
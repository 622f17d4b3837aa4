import { r as __toESM } from "./rolldown-runtime-SbdDWaPq.js";
import { t as PreviewOriginProvider } from "./preview-origin-kTateVhU.js";
import { t as Search } from "./search-UTBg2GiU.js";
import { i as Link, n as useRouter } from "./client-N-I6esBt.js";
import { t as require_react } from "./react-DvVFp2nj.js";
import "./main-BrDwBsBp.js";
import { n as useLocale } from "./locale-context-Du56PqBf.js";
import { a as markedParts, i as hitHref, n as shortcutsHelpEvent, r as useChatSearch } from "./palette-actions-BTqxF87O.js";
import { n as useKeepTyped } from "./typed-before-hydration-Bi9ecWqC.js";
import { t as require_jsx_runtime } from "./jsx-runtime-BB_2hJGX.js";
import { i as settingsEvent, n as publishSettings, r as seedSettings } from "./client-settings-q0tKyRWF.js";
import { a as isMacPlatform, c as resolveBindings, i as firesInFields, t as comboOf } from "./shortcuts-C0ZwoCcG.js";
import { t as LazyPart } from "./lazy-part-VXuo3szl.js";
import { t as createLucideIcon } from "./createLucideIcon-C_lwlDyR.js";
import { t as Skeleton } from "./skeleton-BE2e5NHy.js";
import { n as showToast } from "./toast-store-DwJrIlz4.js";
import { c as chat_cancel, i as folderInstructionsMax, l as Ellipsis, n as chatDragType, r as collapsedFoldersKey, t as ChatListItem } from "./chat-list-item-BTeiPvWu.js";
import { o as require_react_dom } from "../index.js";
import { t as ActionsModal } from "./actions-modal-B1wtz8Y4.js";
import { r as ChevronRight, t as MenuButton } from "./menu-button-DzUkOTrh.js";
import { t as X } from "./x-DxiIcqsh.js";
import { t as chat_untitled } from "./chat_untitled-DEAuioUQ.js";
import { t as layout_close } from "./layout_close-S19It4T1.js";
import { t as IconButton } from "./icon-button-kns3lRsZ.js";
import { t as useHydrated } from "./use-hydrated-Bt37Pui4.js";
import { t as Pencil } from "./pencil-Bb3IDKRd.js";
import { t as Trash } from "./trash-DUbYEh-_.js";
import { i as toChatSummary, r as toChatListPage } from "./normalize-B8PZ7xPc.js";
import { t as announceChatName } from "./use-chat-name-BVv4bx4i.js";
import { t as getLocale } from "./runtime-CEu_NCIS.js";
// node_modules/lucide-react/dist/esm/icons/folder-input.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var __iconData$10 = {
	name: "folder-input",
	size: 24,
	node: [
		["path", {
			d: "M2 9V5a2 2 0 0 1 2-2h3.9a2 2 0 0 1 1.69.9l.81 1.2a2 2 0 0 0 1.67.9H20a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2v-1",
			key: "fm4g5t"
		}],
		["path", {
			d: "M2 13h10",
			key: "pgb2dq"
		}],
		["path", {
			d: "m9 16 3-3-3-3",
			key: "6m91ic"
		}]
	]
};
__iconData$10.node;
var FolderInput = createLucideIcon(__iconData$10);
// node_modules/lucide-react/dist/esm/icons/folder-minus.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var __iconData$9 = {
	name: "folder-minus",
	size: 24,
	node: [["path", {
		d: "M9 13h6",
		key: "1uhe8q"
	}], ["path", {
		d: "M20 20a2 2 0 0 0 2-2V8a2 2 0 0 0-2-2h-7.9a2 2 0 0 1-1.69-.9L9.6 3.9A2 2 0 0 0 7.93 3H4a2 2 0 0 0-2 2v13a2 2 0 0 0 2 2Z",
		key: "1kt360"
	}]]
};
__iconData$9.node;
var FolderMinus = createLucideIcon(__iconData$9);
// node_modules/lucide-react/dist/esm/icons/folder-plus.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var __iconData$8 = {
	name: "folder-plus",
	size: 24,
	node: [
		["path", {
			d: "M12 10v6",
			key: "1bos4e"
		}],
		["path", {
			d: "M9 13h6",
			key: "1uhe8q"
		}],
		["path", {
			d: "M20 20a2 2 0 0 0 2-2V8a2 2 0 0 0-2-2h-7.9a2 2 0 0 1-1.69-.9L9.6 3.9A2 2 0 0 0 7.93 3H4a2 2 0 0 0-2 2v13a2 2 0 0 0 2 2Z",
			key: "1kt360"
		}]
	]
};
__iconData$8.node;
var FolderPlus = createLucideIcon(__iconData$8);
// node_modules/lucide-react/dist/esm/icons/folder.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var __iconData$7 = {
	name: "folder",
	size: 24,
	node: [["path", {
		d: "M20 20a2 2 0 0 0 2-2V8a2 2 0 0 0-2-2h-7.9a2 2 0 0 1-1.69-.9L9.6 3.9A2 2 0 0 0 7.93 3H4a2 2 0 0 0-2 2v13a2 2 0 0 0 2 2Z",
		key: "1kt360"
	}]]
};
__iconData$7.node;
var Folder = createLucideIcon(__iconData$7);
// node_modules/lucide-react/dist/esm/icons/menu.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var __iconData$6 = {
	name: "menu",
	size: 24,
	node: [
		["path", {
			d: "M4 5h16",
			key: "1tepv9"
		}],
		["path", {
			d: "M4 12h16",
			key: "1lakjw"
		}],
		["path", {
			d: "M4 19h16",
			key: "1djgab"
		}]
	]
};
__iconData$6.node;
var Menu = createLucideIcon(__iconData$6);
// node_modules/lucide-react/dist/esm/icons/message-square-plus.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var __iconData$5 = {
	name: "message-square-plus",
	size: 24,
	node: [
		["path", {
			d: "M22 17a2 2 0 0 1-2 2H6.828a2 2 0 0 0-1.414.586l-2.202 2.202A.71.71 0 0 1 2 21.286V5a2 2 0 0 1 2-2h16a2 2 0 0 1 2 2z",
			key: "18887p"
		}],
		["path", {
			d: "M12 8v6",
			key: "1ib9pf"
		}],
		["path", {
			d: "M9 11h6",
			key: "1fldmi"
		}]
	]
};
__iconData$5.node;
var MessageSquarePlus = createLucideIcon(__iconData$5);
// node_modules/lucide-react/dist/esm/icons/messages-square.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var __iconData$4 = {
	name: "messages-square",
	size: 24,
	node: [["path", {
		d: "M16 10a2 2 0 0 1-2 2H6.828a2 2 0 0 0-1.414.586l-2.202 2.202A.71.71 0 0 1 2 14.286V4a2 2 0 0 1 2-2h10a2 2 0 0 1 2 2z",
		key: "1n2ejm"
	}], ["path", {
		d: "M20 9a2 2 0 0 1 2 2v10.286a.71.71 0 0 1-1.212.502l-2.202-2.202A2 2 0 0 0 17.172 19H10a2 2 0 0 1-2-2v-1",
		key: "1qfcsi"
	}]]
};
__iconData$4.node;
var MessagesSquare = createLucideIcon(__iconData$4);
// node_modules/lucide-react/dist/esm/icons/panel-left-close.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var __iconData$3 = {
	name: "panel-left-close",
	size: 24,
	node: [
		["rect", {
			width: "18",
			height: "18",
			x: "3",
			y: "3",
			rx: "2",
			key: "afitv7"
		}],
		["path", {
			d: "M9 3v18",
			key: "fh3hqa"
		}],
		["path", {
			d: "m16 15-3-3 3-3",
			key: "14y99z"
		}]
	],
	aliases: ["sidebar-close"]
};
__iconData$3.node;
var PanelLeftClose = createLucideIcon(__iconData$3);
// node_modules/lucide-react/dist/esm/icons/panel-left-open.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var __iconData$2 = {
	name: "panel-left-open",
	size: 24,
	node: [
		["rect", {
			width: "18",
			height: "18",
			x: "3",
			y: "3",
			rx: "2",
			key: "afitv7"
		}],
		["path", {
			d: "M9 3v18",
			key: "fh3hqa"
		}],
		["path", {
			d: "m14 9 3 3-3 3",
			key: "8010ee"
		}]
	],
	aliases: ["sidebar-open"]
};
__iconData$2.node;
var PanelLeftOpen = createLucideIcon(__iconData$2);
// node_modules/lucide-react/dist/esm/icons/pin-off.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var __iconData$1 = {
	name: "pin-off",
	size: 24,
	node: [
		["path", {
			d: "M12 17v5",
			key: "bb1du9"
		}],
		["path", {
			d: "M15 9.34V7a1 1 0 0 1 1-1 2 2 0 0 0 0-4H7.89",
			key: "znwnzq"
		}],
		["path", {
			d: "m2 2 20 20",
			key: "1ooewy"
		}],
		["path", {
			d: "M9 9v1.76a2 2 0 0 1-1.11 1.79l-1.78.9A2 2 0 0 0 5 15.24V16a1 1 0 0 0 1 1h11",
			key: "c9qhm2"
		}]
	]
};
__iconData$1.node;
var PinOff = createLucideIcon(__iconData$1);
// node_modules/lucide-react/dist/esm/icons/pin.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var __iconData = {
	name: "pin",
	size: 24,
	node: [["path", {
		d: "M12 17v5",
		key: "bb1du9"
	}], ["path", {
		d: "M9 10.76a2 2 0 0 1-1.11 1.79l-1.78.9A2 2 0 0 0 5 15.24V16a1 1 0 0 0 1 1h12a1 1 0 0 0 1-1v-.76a2 2 0 0 0-1.11-1.79l-1.78-.9A2 2 0 0 1 15 10.76V7a1 1 0 0 1 1-1 2 2 0 0 0 0-4H8a2 2 0 0 0 0 4 1 1 0 0 1 1 1z",
		key: "1nkz8b"
	}]]
};
__iconData.node;
var Pin = createLucideIcon(__iconData);
// src/paraglide/messages/chat_delete_failed.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Chat_Delete_FailedInputs */
var en_chat_delete_failed = () => {
	return `Couldn't delete the chat.`;
};
var ru_chat_delete_failed = () => {
	return `Не удалось удалить чат.`;
};
/**
* | output |
* | --- |
* | "Couldn't delete the chat." |
*
* @param {Chat_Delete_FailedInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var chat_delete_failed = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_chat_delete_failed(inputs);
	return en_chat_delete_failed(inputs);
});
// src/paraglide/messages/chat_rename_failed.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Chat_Rename_FailedInputs */
var en_chat_rename_failed = () => {
	return `Couldn't rename the chat.`;
};
var ru_chat_rename_failed = () => {
	return `Не удалось переименовать чат.`;
};
/**
* | output |
* | --- |
* | "Couldn't rename the chat." |
*
* @param {Chat_Rename_FailedInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var chat_rename_failed = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_chat_rename_failed(inputs);
	return en_chat_rename_failed(inputs);
});
// src/paraglide/messages/folders_actions.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{ name: NonNullable<unknown> }} Folders_ActionsInputs */
var en_folders_actions = (i) => {
	return `Folder actions: ${i?.name}`;
};
var ru_folders_actions = (i) => {
	return `Действия с папкой: ${i?.name}`;
};
/**
* | output |
* | --- |
* | "Folder actions: {name}" |
*
* @param {Folders_ActionsInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var folders_actions = ((inputs, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_folders_actions(inputs);
	return en_folders_actions(inputs);
});
// src/paraglide/messages/folders_chat_menu.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{ name: NonNullable<unknown> }} Folders_Chat_MenuInputs */
var en_folders_chat_menu = (i) => {
	return `More actions: ${i?.name}`;
};
var ru_folders_chat_menu = (i) => {
	return `Другие действия: ${i?.name}`;
};
/**
* | output |
* | --- |
* | "More actions: {name}" |
*
* @param {Folders_Chat_MenuInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var folders_chat_menu = ((inputs, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_folders_chat_menu(inputs);
	return en_folders_chat_menu(inputs);
});
// src/paraglide/messages/folders_create.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Folders_CreateInputs */
var en_folders_create = () => {
	return `Create`;
};
var ru_folders_create = () => {
	return `Создать`;
};
/**
* | output |
* | --- |
* | "Create" |
*
* @param {Folders_CreateInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var folders_create = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_folders_create(inputs);
	return en_folders_create(inputs);
});
// src/paraglide/messages/folders_delete.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Folders_DeleteInputs */
var en_folders_delete = () => {
	return `Delete folder`;
};
var ru_folders_delete = () => {
	return `Удалить папку`;
};
/**
* | output |
* | --- |
* | "Delete folder" |
*
* @param {Folders_DeleteInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var folders_delete = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_folders_delete(inputs);
	return en_folders_delete(inputs);
});
// src/paraglide/messages/folders_delete_title.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{ name: NonNullable<unknown> }} Folders_Delete_TitleInputs */
var en_folders_delete_title = (i) => {
	return `Delete the folder “${i?.name}”? Its chats stay in the list.`;
};
var ru_folders_delete_title = (i) => {
	return `Удалить папку «${i?.name}»? Её чаты останутся в списке.`;
};
/**
* | output |
* | --- |
* | "Delete the folder “{name}”? Its chats stay in the list." |
*
* @param {Folders_Delete_TitleInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var folders_delete_title = ((inputs, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_folders_delete_title(inputs);
	return en_folders_delete_title(inputs);
});
// src/paraglide/messages/folders_drop_here.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Folders_Drop_HereInputs */
var en_folders_drop_here = () => {
	return `Drag chats here or use a chat's menu`;
};
var ru_folders_drop_here = () => {
	return `Перетащите сюда чаты или выберите папку в меню чата`;
};
/**
* | output |
* | --- |
* | "Drag chats here or use a chat's menu" |
*
* @param {Folders_Drop_HereInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var folders_drop_here = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_folders_drop_here(inputs);
	return en_folders_drop_here(inputs);
});
// src/paraglide/messages/folders_failed.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Folders_FailedInputs */
var en_folders_failed = () => {
	return `Could not change folders or pins. Try again.`;
};
var ru_folders_failed = () => {
	return `Не удалось изменить папки или закрепление. Попробуйте ещё раз.`;
};
/**
* | output |
* | --- |
* | "Could not change folders or pins. Try again." |
*
* @param {Folders_FailedInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var folders_failed = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_folders_failed(inputs);
	return en_folders_failed(inputs);
});
// src/paraglide/messages/folders_instructions.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Folders_InstructionsInputs */
var en_folders_instructions = () => {
	return `Instructions (optional)`;
};
var ru_folders_instructions = () => {
	return `Инструкции (необязательно)`;
};
/**
* | output |
* | --- |
* | "Instructions (optional)" |
*
* @param {Folders_InstructionsInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var folders_instructions = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_folders_instructions(inputs);
	return en_folders_instructions(inputs);
});
// src/paraglide/messages/folders_instructions_hint.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Folders_Instructions_HintInputs */
var en_folders_instructions_hint = () => {
	return `Every chat in this folder gets these instructions, before anything else.`;
};
var ru_folders_instructions_hint = () => {
	return `Каждый чат в этой папке получает эти инструкции прежде всего остального.`;
};
/**
* | output |
* | --- |
* | "Every chat in this folder gets these instructions, before anything else." |
*
* @param {Folders_Instructions_HintInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var folders_instructions_hint = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_folders_instructions_hint(inputs);
	return en_folders_instructions_hint(inputs);
});
// src/paraglide/messages/folders_instructions_placeholder.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Folders_Instructions_PlaceholderInputs */
var en_folders_instructions_placeholder = () => {
	return `For example: answer briefly, in British English, as a pastry chef.`;
};
var ru_folders_instructions_placeholder = () => {
	return `Например: отвечай кратко и по делу, как кондитер.`;
};
/**
* | output |
* | --- |
* | "For example: answer briefly, in British English, as a pastry chef." |
*
* @param {Folders_Instructions_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var folders_instructions_placeholder = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_folders_instructions_placeholder(inputs);
	return en_folders_instructions_placeholder(inputs);
});
// src/paraglide/messages/folders_move.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Folders_MoveInputs */
var en_folders_move = () => {
	return `Move to folder…`;
};
var ru_folders_move = () => {
	return `Переместить в папку…`;
};
/**
* | output |
* | --- |
* | "Move to folder…" |
*
* @param {Folders_MoveInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var folders_move = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_folders_move(inputs);
	return en_folders_move(inputs);
});
// src/paraglide/messages/folders_move_out.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Folders_Move_OutInputs */
var en_folders_move_out = () => {
	return `No folder`;
};
var ru_folders_move_out = () => {
	return `Без папки`;
};
/**
* | output |
* | --- |
* | "No folder" |
*
* @param {Folders_Move_OutInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var folders_move_out = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_folders_move_out(inputs);
	return en_folders_move_out(inputs);
});
// src/paraglide/messages/folders_move_title.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{ name: NonNullable<unknown> }} Folders_Move_TitleInputs */
var en_folders_move_title = (i) => {
	return `Move “${i?.name}” to`;
};
var ru_folders_move_title = (i) => {
	return `Переместить «${i?.name}» в`;
};
/**
* | output |
* | --- |
* | "Move “{name}” to" |
*
* @param {Folders_Move_TitleInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var folders_move_title = ((inputs, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_folders_move_title(inputs);
	return en_folders_move_title(inputs);
});
// src/paraglide/messages/folders_name.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Folders_NameInputs */
var en_folders_name = () => {
	return `Folder name`;
};
var ru_folders_name = () => {
	return `Название папки`;
};
/**
* | output |
* | --- |
* | "Folder name" |
*
* @param {Folders_NameInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var folders_name = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_folders_name(inputs);
	return en_folders_name(inputs);
});
// src/paraglide/messages/folders_name_hint.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Folders_Name_HintInputs */
var en_folders_name_hint = () => {
	return `1 to 60 characters`;
};
var ru_folders_name_hint = () => {
	return `От 1 до 60 символов`;
};
/**
* | output |
* | --- |
* | "1 to 60 characters" |
*
* @param {Folders_Name_HintInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var folders_name_hint = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_folders_name_hint(inputs);
	return en_folders_name_hint(inputs);
});
// src/paraglide/messages/folders_new.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Folders_NewInputs */
var en_folders_new = () => {
	return `New folder`;
};
var ru_folders_new = () => {
	return `Новая папка`;
};
/**
* | output |
* | --- |
* | "New folder" |
*
* @param {Folders_NewInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var folders_new = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_folders_new(inputs);
	return en_folders_new(inputs);
});
// src/paraglide/messages/folders_new_chat.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Folders_New_ChatInputs */
var en_folders_new_chat = () => {
	return `New chat in this folder`;
};
var ru_folders_new_chat = () => {
	return `Новый чат в этой папке`;
};
/**
* | output |
* | --- |
* | "New chat in this folder" |
*
* @param {Folders_New_ChatInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var folders_new_chat = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_folders_new_chat(inputs);
	return en_folders_new_chat(inputs);
});
// src/paraglide/messages/folders_other_chats.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Folders_Other_ChatsInputs */
var en_folders_other_chats = () => {
	return `Chats`;
};
var ru_folders_other_chats = () => {
	return `Чаты`;
};
/**
* | output |
* | --- |
* | "Chats" |
*
* @param {Folders_Other_ChatsInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var folders_other_chats = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_folders_other_chats(inputs);
	return en_folders_other_chats(inputs);
});
// src/paraglide/messages/folders_pin.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Folders_PinInputs */
var en_folders_pin = () => {
	return `Pin`;
};
var ru_folders_pin = () => {
	return `Закрепить`;
};
/**
* | output |
* | --- |
* | "Pin" |
*
* @param {Folders_PinInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var folders_pin = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_folders_pin(inputs);
	return en_folders_pin(inputs);
});
// src/paraglide/messages/folders_pinned.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Folders_PinnedInputs */
var en_folders_pinned = () => {
	return `Pinned`;
};
var ru_folders_pinned = () => {
	return `Закреплённые`;
};
/**
* | output |
* | --- |
* | "Pinned" |
*
* @param {Folders_PinnedInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var folders_pinned = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_folders_pinned(inputs);
	return en_folders_pinned(inputs);
});
// src/paraglide/messages/folders_rename.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Folders_RenameInputs */
var en_folders_rename = () => {
	return `Rename folder`;
};
var ru_folders_rename = () => {
	return `Переименовать папку`;
};
/**
* | output |
* | --- |
* | "Rename folder" |
*
* @param {Folders_RenameInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var folders_rename = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_folders_rename(inputs);
	return en_folders_rename(inputs);
});
// src/paraglide/messages/folders_save.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Folders_SaveInputs */
var en_folders_save = () => {
	return `Save`;
};
var ru_folders_save = () => {
	return `Сохранить`;
};
/**
* | output |
* | --- |
* | "Save" |
*
* @param {Folders_SaveInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var folders_save = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_folders_save(inputs);
	return en_folders_save(inputs);
});
// src/paraglide/messages/folders_unpin.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Folders_UnpinInputs */
var en_folders_unpin = () => {
	return `Unpin`;
};
var ru_folders_unpin = () => {
	return `Открепить`;
};
/**
* | output |
* | --- |
* | "Unpin" |
*
* @param {Folders_UnpinInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var folders_unpin = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_folders_unpin(inputs);
	return en_folders_unpin(inputs);
});
// src/paraglide/messages/layout_close_menu.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Layout_Close_MenuInputs */
var en_layout_close_menu = () => {
	return `Close menu`;
};
var ru_layout_close_menu = () => {
	return `Закрыть меню`;
};
/**
* | output |
* | --- |
* | "Close menu" |
*
* @param {Layout_Close_MenuInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var layout_close_menu = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_layout_close_menu(inputs);
	return en_layout_close_menu(inputs);
});
// src/paraglide/messages/layout_collapse_sidebar.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Layout_Collapse_SidebarInputs */
var en_layout_collapse_sidebar = () => {
	return `Collapse sidebar`;
};
var ru_layout_collapse_sidebar = () => {
	return `Свернуть панель`;
};
/**
* | output |
* | --- |
* | "Collapse sidebar" |
*
* @param {Layout_Collapse_SidebarInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var layout_collapse_sidebar = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_layout_collapse_sidebar(inputs);
	return en_layout_collapse_sidebar(inputs);
});
// src/paraglide/messages/layout_expand_sidebar.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Layout_Expand_SidebarInputs */
var en_layout_expand_sidebar = () => {
	return `Expand sidebar`;
};
var ru_layout_expand_sidebar = () => {
	return `Развернуть панель`;
};
/**
* | output |
* | --- |
* | "Expand sidebar" |
*
* @param {Layout_Expand_SidebarInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var layout_expand_sidebar = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_layout_expand_sidebar(inputs);
	return en_layout_expand_sidebar(inputs);
});
// src/paraglide/messages/layout_open_menu.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Layout_Open_MenuInputs */
var en_layout_open_menu = () => {
	return `Open menu`;
};
var ru_layout_open_menu = () => {
	return `Открыть меню`;
};
/**
* | output |
* | --- |
* | "Open menu" |
*
* @param {Layout_Open_MenuInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var layout_open_menu = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_layout_open_menu(inputs);
	return en_layout_open_menu(inputs);
});
// src/paraglide/messages/layout_resize_sidebar.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Layout_Resize_SidebarInputs */
var en_layout_resize_sidebar = () => {
	return `Resize the sidebar`;
};
var ru_layout_resize_sidebar = () => {
	return `Изменить ширину панели`;
};
/**
* | output |
* | --- |
* | "Resize the sidebar" |
*
* @param {Layout_Resize_SidebarInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var layout_resize_sidebar = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_layout_resize_sidebar(inputs);
	return en_layout_resize_sidebar(inputs);
});
// src/paraglide/messages/search_failed.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Search_FailedInputs */
var en_search_failed = () => {
	return `Search failed. Check the connection and try again.`;
};
var ru_search_failed = () => {
	return `Поиск не удался. Проверьте соединение и попробуйте ещё раз.`;
};
/**
* | output |
* | --- |
* | "Search failed. Check the connection and try again." |
*
* @param {Search_FailedInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var search_failed = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_search_failed(inputs);
	return en_search_failed(inputs);
});
// src/paraglide/messages/search_label.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Search_LabelInputs */
var en_search_label = () => {
	return `Search chats`;
};
var ru_search_label = () => {
	return `Поиск по чатам`;
};
/**
* | output |
* | --- |
* | "Search chats" |
*
* @param {Search_LabelInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var search_label = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_search_label(inputs);
	return en_search_label(inputs);
});
// src/paraglide/messages/search_more.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Search_MoreInputs */
var en_search_more = () => {
	return `More results`;
};
var ru_search_more = () => {
	return `Ещё результаты`;
};
/**
* | output |
* | --- |
* | "More results" |
*
* @param {Search_MoreInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var search_more = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_search_more(inputs);
	return en_search_more(inputs);
});
// src/paraglide/messages/search_none.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{ query: NonNullable<unknown> }} Search_NoneInputs */
var en_search_none = (i) => {
	return `Nothing found for “${i?.query}”.`;
};
var ru_search_none = (i) => {
	return `По запросу «${i?.query}» ничего не найдено.`;
};
/**
* | output |
* | --- |
* | "Nothing found for “{query}”." |
*
* @param {Search_NoneInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var search_none = ((inputs, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_search_none(inputs);
	return en_search_none(inputs);
});
// src/paraglide/messages/search_placeholder.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Search_PlaceholderInputs */
var en_search_placeholder = () => {
	return `Search in chats…`;
};
var ru_search_placeholder = () => {
	return `Искать в чатах…`;
};
/**
* | output |
* | --- |
* | "Search in chats…" |
*
* @param {Search_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var search_placeholder = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_search_placeholder(inputs);
	return en_search_placeholder(inputs);
});
// src/paraglide/messages/search_results.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Search_ResultsInputs */
var en_search_results = () => {
	return `Search results`;
};
var ru_search_results = () => {
	return `Результаты поиска`;
};
/**
* | output |
* | --- |
* | "Search results" |
*
* @param {Search_ResultsInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var search_results = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_search_results(inputs);
	return en_search_results(inputs);
});
// src/paraglide/messages/search_searching.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Search_SearchingInputs */
var en_search_searching = () => {
	return `Searching…`;
};
var ru_search_searching = () => {
	return `Ищем…`;
};
/**
* | output |
* | --- |
* | "Searching…" |
*
* @param {Search_SearchingInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var search_searching = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_search_searching(inputs);
	return en_search_searching(inputs);
});
// src/paraglide/messages/search_title_hit.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Search_Title_HitInputs */
var en_search_title_hit = () => {
	return `Chat name`;
};
var ru_search_title_hit = () => {
	return `Название чата`;
};
/**
* | output |
* | --- |
* | "Chat name" |
*
* @param {Search_Title_HitInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var search_title_hit = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_search_title_hit(inputs);
	return en_search_title_hit(inputs);
});
// src/paraglide/messages/ui_empty_chats_hint.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Ui_Empty_Chats_HintInputs */
var en_ui_empty_chats_hint = () => {
	return `Your chats will appear here. Ask anything in the box below to start one.`;
};
var ru_ui_empty_chats_hint = () => {
	return `Здесь появятся ваши чаты. Задайте любой вопрос в поле ниже, чтобы начать.`;
};
/**
* | output |
* | --- |
* | "Your chats will appear here. Ask anything in the box below to start one." |
*
* @param {Ui_Empty_Chats_HintInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var ui_empty_chats_hint = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_ui_empty_chats_hint(inputs);
	return en_ui_empty_chats_hint(inputs);
});
// src/paraglide/messages/ui_empty_chats_title.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Ui_Empty_Chats_TitleInputs */
var en_ui_empty_chats_title = () => {
	return `No chats yet`;
};
var ru_ui_empty_chats_title = () => {
	return `Чатов пока нет`;
};
/**
* | output |
* | --- |
* | "No chats yet" |
*
* @param {Ui_Empty_Chats_TitleInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var ui_empty_chats_title = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_ui_empty_chats_title(inputs);
	return en_ui_empty_chats_title(inputs);
});
// src/paraglide/messages/ui_loading_chats.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Ui_Loading_ChatsInputs */
var en_ui_loading_chats = () => {
	return `Loading more chats…`;
};
var ru_ui_loading_chats = () => {
	return `Загружаем ещё чаты…`;
};
/**
* | output |
* | --- |
* | "Loading more chats…" |
*
* @param {Ui_Loading_ChatsInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var ui_loading_chats = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_ui_loading_chats(inputs);
	return en_ui_loading_chats(inputs);
});
// src/components/search/search-result.tsx
var import_react = require_react();
var import_jsx_runtime = require_jsx_runtime();
/** One result: the chat's name, and the snippet with the matched words in `<mark>`. */
function SearchResult({ id, hit, active, onChoose }) {
	const locale = useLocale();
	const parts = markedParts(hit.snippet, hit.marks);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		id,
		role: "option",
		tabIndex: -1,
		"aria-selected": active,
		className: "chat-search-hit",
		"data-active": active || void 0,
		onMouseDown: (event) => event.preventDefault(),
		onClick: onChoose,
		onKeyDown: (event) => {
			if (event.key === "Enter") onChoose();
		},
		"data-testid": "search-hit",
		"data-message-id": hit.messageId ?? void 0,
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
			className: "chat-search-hit-name",
			children: hit.messageId ? hit.chatName : search_title_hit({}, { locale })
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
			className: "chat-search-snippet",
			"data-testid": "search-snippet",
			children: parts.map((part, index) => part.marked ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("mark", { children: part.text }, index) : part.text)
		})]
	});
}
// src/components/search/chat-search.tsx
/**
* The sidebar's search across all the user's chats (titles and message text): a combobox whose
* results come as you type; arrows move, Enter opens the chat at the message, Escape clears.
* `Mod+Shift+F` (the `searchChats` key combination) focuses it; Ctrl+K / ⌘K is the command palette's.
*/
function ChatSearch() {
	const locale = useLocale();
	const router = useRouter();
	const [query, setQuery] = (0, import_react.useState)("");
	const [active, setActive] = (0, import_react.useState)(-1);
	const search = useChatSearch(query);
	const input = (0, import_react.useRef)(null);
	useKeepTyped(input, setQuery);
	const listId = (0, import_react.useId)();
	const open = search.query !== "";
	const optionId = (index) => `${listId}-${index}`;
	const choose = (hit) => {
		setQuery("");
		setActive(-1);
		input.current?.blur();
		router.push(hitHref(locale, hit));
	};
	const onKeyDown = (event) => {
		const count = search.hits.length;
		if (event.key === "ArrowDown" && count) {
			event.preventDefault();
			setActive((index) => (index + 1) % count);
		} else if (event.key === "ArrowUp" && count) {
			event.preventDefault();
			setActive((index) => index <= 0 ? count - 1 : index - 1);
		} else if (event.key === "Enter") {
			const hit = search.hits[active] ?? search.hits[0];
			if (hit) {
				event.preventDefault();
				choose(hit);
			}
		} else if (event.key === "Escape" && query) {
			event.preventDefault();
			setQuery("");
			setActive(-1);
		}
	};
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: "chat-search",
		"data-testid": "chat-search-box",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Search, {
				className: "chat-search-icon",
				size: 15,
				"aria-hidden": true
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("input", {
				ref: input,
				type: "search",
				role: "combobox",
				className: "chat-search-input",
				value: query,
				maxLength: 200,
				onChange: (event) => {
					setQuery(event.target.value);
					setActive(-1);
				},
				onKeyDown,
				placeholder: search_placeholder({}, { locale }),
				"aria-label": search_label({}, { locale }),
				"aria-expanded": open,
				"aria-controls": open ? listId : void 0,
				"aria-autocomplete": "list",
				"aria-activedescendant": open && active >= 0 ? optionId(active) : void 0,
				autoComplete: "off",
				"data-testid": "chat-search"
			}),
			open && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: "chat-search-panel",
				"data-testid": "chat-search-panel",
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
						id: listId,
						role: "listbox",
						"aria-label": search_results({}, { locale }),
						className: "chat-search-hits",
						children: search.hits.map((hit, index) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(SearchResult, {
							id: optionId(index),
							hit,
							active: index === active,
							onChoose: () => choose(hit)
						}, `${hit.chatId}:${hit.messageId ?? ""}`))
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
						className: "chat-search-status muted",
						"aria-live": "polite",
						"data-testid": "chat-search-status",
						children: search.status === "loading" ? search_searching({}, { locale }) : search.status === "failed" ? search_failed({}, { locale }) : search.status === "done" && search.hits.length === 0 ? search_none({ query: search.query }, { locale }) : ""
					}),
					search.hasMore && search.status === "done" && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("button", {
						type: "button",
						className: "button chat-search-more",
						onClick: search.loadMore,
						"data-testid": "chat-search-more",
						children: search_more({}, { locale })
					})
				]
			})
		]
	});
}
// src/components/shortcuts/shortcut-listener.tsx
var ShortcutsOverlay = (0, import_react.lazy)(() => import("./shortcuts-overlay-DO4rVkaA.js").then((module) => ({ default: module.ShortcutsOverlay })));
var byTestId = (id) => document.querySelectorAll(`[data-testid="${id}"]`);
var last = (id) => Array.from(byTestId(id)).at(-1);
function isTypingIn(target) {
	if (!(target instanceof HTMLElement)) return false;
	return target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName);
}
/** Moves to the chat after (or before) the open one in the sidebar's list. */
function stepChat(delta) {
	const links = Array.from(byTestId("chat-link"));
	if (!links.length) return false;
	const open = links.findIndex((link) => link.getAttribute("aria-current") === "page");
	const next = open === -1 ? delta > 0 ? 0 : links.length - 1 : open + delta;
	links[Math.max(0, Math.min(links.length - 1, next))]?.click();
	return true;
}
function click(el) {
	el?.click();
	return el !== void 0;
}
function focus(el) {
	el?.focus();
	return el !== void 0;
}
/** What each action does, through the product's own controls; false when it has nothing to do. */
function run(action, openHelp) {
	switch (action) {
		case "newChat": return click(byTestId("new-chat")[0]);
		case "searchChats": return focus(byTestId("chat-search")[0]);
		case "nextChat": return stepChat(1);
		case "previousChat": return stepChat(-1);
		case "toggleSidebar": return click(byTestId("sidebar-minimize")[0]);
		case "focusComposer": return focus(byTestId("composer-input")[0]);
		case "stopAnswer": return click(byTestId("composer-stop")[0]);
		case "regenerate": return click(last("message-regenerate"));
		case "copyLastAnswer": return click(last("message-copy"));
		case "openHelp":
			openHelp();
			return true;
	}
}
/**
* The one listener of the product's key combinations, installed in the chats layout. It renders
* only the key combinations overlay, when asked; bindings come from the account's settings and
* follow changes made in this tab.
*/
function ShortcutListener({ settings }) {
	seedSettings(settings);
	const [help, setHelp] = (0, import_react.useState)();
	(0, import_react.useEffect)(() => {
		publishSettings(settings);
		const isMac = isMacPlatform();
		let bindings = resolveBindings(settings.shortcuts);
		const openHelp = () => setHelp(bindings);
		const onSettings = (event) => {
			bindings = resolveBindings(event.detail.shortcuts);
		};
		const onKeyDown = (event) => {
			if (event.defaultPrevented || event.isComposing) return;
			const combo = comboOf(event, isMac);
			if (!combo) return;
			const typing = isTypingIn(event.target);
			if (combo === "Shift+/" && !typing && run("openHelp", openHelp)) {
				event.preventDefault();
				return;
			}
			const action = Object.keys(bindings).find((name) => bindings[name] === combo);
			if (!action || typing && !firesInFields.has(action)) return;
			if (run(action, openHelp)) event.preventDefault();
		};
		window.addEventListener(settingsEvent, onSettings);
		window.addEventListener("keydown", onKeyDown);
		window.addEventListener(shortcutsHelpEvent, openHelp);
		document.documentElement.dataset.shortcuts = "ready";
		return () => {
			delete document.documentElement.dataset.shortcuts;
			window.removeEventListener(settingsEvent, onSettings);
			window.removeEventListener("keydown", onKeyDown);
			window.removeEventListener(shortcutsHelpEvent, openHelp);
		};
	}, [settings]);
	return help ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(LazyPart, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ShortcutsOverlay, {
		bindings: help,
		onClose: () => setHelp(void 0)
	}) }) : null;
}
// src/lib/chat/chat-mode.ts
/**
* The chat mode a page belongs to: `/{locale}/chat/image…` and `/{locale}/chat/midjourney…`
* are theirs, every other page of the chats layout lists text chats.
*
* @example chatModeOf('/ru/chat/image/3f2a') // 'image'
*/
function chatModeOf(path) {
	const mode = /^\/[a-z]{2}\/chat\/(image|midjourney)(?:\/|$)/.exec(path)?.[1];
	return mode === "image" || mode === "midjourney" ? mode : "text";
}
/** One page of a mode's chats through the front's `/api` passthrough (`GET /v1/chat?mode=`). */
var chatListPath = (mode, page, take) => `/api/v1/chat?page=${page}&take=${take}&mode=${mode}`;
// src/components/ui/empty-state.tsx
/**
* An empty list or a failed load: what happened, what to do next, and optionally the action
* itself (a link or a button). `kind="error"` marks a failure.
*
* @example <EmptyState icon={<MessageSquare aria-hidden />} title={…} hint={…} action={<Link …/>} />
*/
function EmptyState({ icon, title, hint, action, kind = "empty", testId = "empty-state" }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: "empty-state",
		"data-kind": kind,
		role: kind === "error" ? "alert" : void 0,
		"data-testid": testId,
		children: [
			icon,
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				className: "empty-state-title",
				children: title
			}),
			hint && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", { children: hint }),
			action
		]
	});
}
// src/components/sidebar/folder-name-dialog.tsx
var import_react_dom = /* @__PURE__ */ __toESM(require_react_dom(), 1);
/**
* The kit's modal dialog asking for a folder's name (new or renamed). What was typed stays when
* the api refuses it, with the api's localized reason under the field.
*/
function FolderNameDialog({ title, submitLabel, initialName = "", initialInstructions = "", onSubmit, onClose }) {
	const locale = useLocale();
	const dialog = (0, import_react.useRef)(null);
	const field = (0, import_react.useRef)(null);
	const [name, setName] = (0, import_react.useState)(initialName);
	const [instructions, setInstructions] = (0, import_react.useState)(initialInstructions);
	const [error, setError] = (0, import_react.useState)();
	const [busy, setBusy] = (0, import_react.useState)(false);
	const titleId = (0, import_react.useId)();
	const errorId = (0, import_react.useId)();
	const close = (0, import_react.useRef)(onClose);
	close.current = onClose;
	(0, import_react.useEffect)(() => {
		const element = dialog.current;
		if (!element) return;
		const returnTo = document.activeElement;
		element.showModal();
		field.current?.focus();
		return () => {
			if (element.open) element.close();
			returnTo?.focus();
		};
	}, []);
	const submit = async () => {
		const value = name.trim();
		if (!value || busy) return;
		setBusy(true);
		const refused = await onSubmit(value, instructions.trim());
		setBusy(false);
		if (refused) setError(refused);
		else dialog.current?.close();
	};
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("dialog", {
		ref: dialog,
		className: "modal",
		"aria-labelledby": titleId,
		onClose: () => close.current(),
		"data-testid": "folder-name-dialog",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
			className: "modal-head",
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h2", {
				className: "modal-title",
				id: titleId,
				children: title
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(IconButton, {
				label: layout_close({}, { locale }),
				icon: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(X, {
					size: 18,
					"aria-hidden": true
				}),
				onClick: () => dialog.current?.close()
			})]
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("form", {
			className: "folder-name-form",
			onSubmit: (event) => {
				event.preventDefault();
				submit();
			},
			children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("label", {
					className: "field",
					children: [folders_name({}, { locale }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("input", {
						ref: field,
						className: "input",
						value: name,
						maxLength: 60,
						required: true,
						"aria-invalid": error ? true : void 0,
						"aria-describedby": errorId,
						onChange: (event) => {
							setName(event.target.value);
							setError(void 0);
						},
						"data-testid": "folder-name-input"
					})]
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
					id: errorId,
					className: error ? "field-error" : "folder-name-hint",
					role: "status",
					children: error ?? folders_name_hint({}, { locale })
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("label", {
					className: "field",
					children: [folders_instructions({}, { locale }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("textarea", {
						className: "input folder-instructions",
						value: instructions,
						maxLength: folderInstructionsMax,
						rows: 4,
						placeholder: folders_instructions_placeholder({}, { locale }),
						onChange: (event) => {
							setInstructions(event.target.value);
							setError(void 0);
						},
						"data-testid": "folder-instructions-input"
					})]
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
					className: "folder-name-hint",
					children: folders_instructions_hint({}, { locale })
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
					className: "folder-name-buttons",
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("button", {
						type: "button",
						className: "button",
						onClick: () => dialog.current?.close(),
						children: chat_cancel({}, { locale })
					}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("button", {
						type: "submit",
						className: "button button-primary",
						disabled: busy || !name.trim(),
						"data-testid": "folder-name-save",
						children: submitLabel
					})]
				})
			]
		})]
	});
}
// src/components/sidebar/folder-chat-menu.tsx
/**
* A chat's "more" menu in the sidebar: pin or unpin it, and move it to a folder — the keyboard's
* way to do what dragging it onto a folder does.
*/
function FolderChatMenu({ chat, folders, own = [] }) {
	const locale = useLocale();
	const [moving, setMoving] = (0, import_react.useState)(false);
	const [naming, setNaming] = (0, import_react.useState)(false);
	const name = chat.name || chat_untitled({}, { locale });
	const targets = folders.folders.filter((folder) => folder.id !== chat.folderId);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("span", {
		className: "folder-chat-menu",
		"data-testid": "chat-menu",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(MenuButton, {
				label: folders_chat_menu({ name }, { locale }),
				icon: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Ellipsis, {
					size: 15,
					"aria-hidden": true
				}),
				items: [
					...own,
					chat.pinned ? {
						id: "unpin",
						label: folders_unpin({}, { locale }),
						icon: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(PinOff, {
							size: 15,
							"aria-hidden": true
						}),
						onSelect: () => void folders.place(chat.id, { pinned: false })
					} : {
						id: "pin",
						label: folders_pin({}, { locale }),
						icon: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Pin, {
							size: 15,
							"aria-hidden": true
						}),
						onSelect: () => void folders.place(chat.id, { pinned: true })
					},
					{
						id: "move",
						label: folders_move({}, { locale }),
						icon: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FolderInput, {
							size: 15,
							"aria-hidden": true
						}),
						onSelect: () => setMoving(true)
					}
				]
			}),
			moving && (0, import_react_dom.createPortal)(/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ActionsModal, {
				open: true,
				title: folders_move_title({ name }, { locale }),
				closeLabel: layout_close({}, { locale }),
				testId: "folder-move-dialog",
				onClose: () => setMoving(false),
				actions: [
					...targets.map((folder) => ({
						id: `folder-${folder.id}`,
						label: folder.name,
						icon: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Folder, {
							size: 16,
							"aria-hidden": true
						}),
						onSelect: () => void folders.place(chat.id, { folderId: folder.id })
					})),
					...chat.folderId ? [{
						id: "folder-none",
						label: folders_move_out({}, { locale }),
						icon: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FolderMinus, {
							size: 16,
							"aria-hidden": true
						}),
						onSelect: () => void folders.place(chat.id, { folderId: null })
					}] : [],
					{
						id: "folder-new",
						label: folders_new({}, { locale }),
						icon: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FolderPlus, {
							size: 16,
							"aria-hidden": true
						}),
						onSelect: () => setNaming(true)
					}
				]
			}), document.body),
			naming && (0, import_react_dom.createPortal)(/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FolderNameDialog, {
				title: folders_new({}, { locale }),
				submitLabel: folders_create({}, { locale }),
				onSubmit: (folderName, instructions) => folders.create(folderName, chat.id, instructions),
				onClose: () => setNaming(false)
			}), document.body)
		]
	});
}
// src/components/sidebar/folder-drop.ts
/**
* Makes an element a place to drop a chat dragged from the sidebar (HTML5 drag and drop):
* `drop(chatId)` runs on a drop, and `over` is true while a chat hovers it.
*/
function useChatDrop(drop) {
	const [over, setOver] = (0, import_react.useState)(false);
	const accepts = (event) => event.dataTransfer.types.includes(chatDragType);
	return {
		over,
		handlers: {
			onDragOver: (event) => {
				if (!accepts(event)) return;
				event.preventDefault();
				event.dataTransfer.dropEffect = "move";
				setOver(true);
			},
			onDragLeave: (event) => {
				if (!event.currentTarget.contains(event.relatedTarget)) setOver(false);
			},
			onDrop: (event) => {
				setOver(false);
				const chatId = event.dataTransfer.getData(chatDragType);
				if (!chatId) return;
				event.preventDefault();
				drop(chatId);
			}
		}
	};
}
// src/components/sidebar/folder-section.tsx
/**
* One folder in the sidebar: a button that opens and closes it (remembered), a menu to rename
* or delete it, its chats; a chat dropped on it moves into it.
*/
function FolderSection({ folder, folders, children }) {
	const locale = useLocale();
	const router = useRouter();
	const listId = (0, import_react.useId)();
	const [dialog, setDialog] = (0, import_react.useState)();
	const open = !folders.collapsed.includes(folder.id);
	const drop = useChatDrop((chatId) => void folders.place(chatId, { folderId: folder.id }));
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("li", {
		className: "folder-section",
		"data-drop": drop.over,
		"data-testid": "folder",
		"data-folder-id": folder.id,
		...drop.handlers,
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: "folder-head",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("button", {
					type: "button",
					className: "folder-toggle",
					"aria-expanded": open,
					"aria-controls": listId,
					onClick: () => folders.toggle(folder.id),
					"data-testid": "folder-toggle",
					children: [
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ChevronRight, {
							size: 14,
							"aria-hidden": true,
							className: "folder-chevron"
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Folder, {
							size: 15,
							"aria-hidden": true
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
							className: "folder-name",
							"data-testid": "folder-name",
							children: folder.name
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
							className: "folder-count",
							children: children.length
						})
					]
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(MenuButton, {
					label: folders_actions({ name: folder.name }, { locale }),
					icon: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Ellipsis, {
						size: 15,
						"aria-hidden": true
					}),
					items: [
						{
							id: "new-chat",
							label: folders_new_chat({}, { locale }),
							icon: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(MessageSquarePlus, {
								size: 15,
								"aria-hidden": true
							}),
							onSelect: () => {
								window.dispatchEvent(new Event("beseda:new-chat"));
								router.push(`/${locale}/chat?folder=${encodeURIComponent(folder.id)}`);
							}
						},
						{
							id: "rename",
							label: folders_rename({}, { locale }),
							icon: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Pencil, {
								size: 15,
								"aria-hidden": true
							}),
							onSelect: () => setDialog("rename")
						},
						{
							id: "delete",
							label: folders_delete({}, { locale }),
							icon: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Trash, {
								size: 15,
								"aria-hidden": true
							}),
							onSelect: () => setDialog("delete")
						}
					]
				})]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("ul", {
				className: "chat-items folder-chats",
				id: listId,
				hidden: !open,
				children: children.length > 0 ? children : /* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", {
					className: "folder-empty",
					children: folders_drop_here({}, { locale })
				})
			}),
			dialog === "rename" && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FolderNameDialog, {
				title: folders_rename({}, { locale }),
				submitLabel: folders_save({}, { locale }),
				initialName: folder.name,
				initialInstructions: folder.instructions,
				onSubmit: (name, instructions) => folders.rename(folder.id, name, instructions),
				onClose: () => setDialog(void 0)
			}),
			dialog === "delete" && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ActionsModal, {
				open: true,
				title: folders_delete_title({ name: folder.name }, { locale }),
				closeLabel: layout_close({}, { locale }),
				testId: "folder-delete-dialog",
				onClose: () => setDialog(void 0),
				actions: [{
					id: "folder-delete",
					label: folders_delete({}, { locale }),
					icon: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Trash, {
						size: 16,
						"aria-hidden": true
					}),
					danger: true,
					onSelect: () => void folders.remove(folder.id)
				}]
			})
		]
	});
}
// src/components/sidebar/folder-sections.tsx
/**
* The sidebar's chats grouped (docs/decisions/105-chat-folders-and-pins.md): pinned ones on top,
* then each folder, then the chats in no folder. Dropping a chat on the last group takes it out
* of its folder. Items of a `ul.chat-items`.
*/
function FolderSections({ chats, folders, renderChat }) {
	const locale = useLocale();
	const pinnedId = (0, import_react.useId)();
	const restId = (0, import_react.useId)();
	const [naming, setNaming] = (0, import_react.useState)(false);
	const ready = useHydrated();
	const outOfFolders = useChatDrop((chatId) => void folders.place(chatId, { folderId: null }));
	const known = new Set(folders.folders.map((folder) => folder.id));
	const pinned = chats.filter((chat) => chat.pinned);
	const inFolder = (chat) => !chat.pinned && chat.folderId && known.has(chat.folderId);
	const rest = chats.filter((chat) => !chat.pinned && !inFolder(chat));
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [
		pinned.length > 0 && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("li", {
			className: "folder-group",
			"data-testid": "pinned-chats",
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h3", {
				className: "folder-group-title",
				id: pinnedId,
				children: folders_pinned({}, { locale })
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("ul", {
				className: "chat-items",
				"aria-labelledby": pinnedId,
				children: pinned.map(renderChat)
			})]
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("li", {
			className: "folder-group",
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
				className: "folder-group-head",
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(IconButton, {
					label: folders_new({}, { locale }),
					icon: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FolderPlus, {
						size: 15,
						"aria-hidden": true
					}),
					text: folders_new({}, { locale }),
					className: "folder-new",
					onClick: () => setNaming(true),
					"data-testid": "folder-new",
					"data-ready": ready
				})
			}), folders.folders.length > 0 && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("ul", {
				className: "chat-items folder-list",
				children: folders.folders.map((folder) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FolderSection, {
					folder,
					folders,
					children: chats.filter((chat) => !chat.pinned && chat.folderId === folder.id).map(renderChat)
				}, folder.id))
			})]
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("li", {
			className: "folder-group",
			"data-drop": outOfFolders.over,
			"data-testid": "unfiled-chats",
			...outOfFolders.handlers,
			children: [(pinned.length > 0 || folders.folders.length > 0) && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("h3", {
				className: "folder-group-title",
				id: restId,
				children: folders_other_chats({}, { locale })
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("ul", {
				className: "chat-items",
				"aria-labelledby": pinned.length > 0 || folders.folders.length > 0 ? restId : void 0,
				children: rest.map(renderChat)
			})]
		}),
		naming && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FolderNameDialog, {
			title: folders_new({}, { locale }),
			submitLabel: folders_create({}, { locale }),
			onSubmit: (name, instructions) => folders.create(name, void 0, instructions),
			onClose: () => setNaming(false)
		})
	] });
}
// src/components/sidebar/use-chat-list.ts
/**
* The sidebar's chats of one mode (text, image or Midjourney: the page's): paging, live activity
* from the conversation, optimistic rename/delete. Another mode starts the list over.
*/
function useChatList(initial, total, initialMode, mode) {
	const [chats, setChats] = (0, import_react.useState)(initial);
	const [listMode, setListMode] = (0, import_react.useState)(initialMode);
	const modeRef = (0, import_react.useRef)(mode);
	modeRef.current = mode;
	const [failure, setFailure] = (0, import_react.useState)();
	const [hasMore, setHasMore] = (0, import_react.useState)(total === void 0 ? initial.length >= 100 : initial.length < total);
	const nextPage = (0, import_react.useRef)(2);
	const loading = (0, import_react.useRef)(false);
	const chatsRef = (0, import_react.useRef)(chats);
	chatsRef.current = chats;
	const loadMore = (0, import_react.useCallback)(async () => {
		if (loading.current || !hasMore || listMode !== mode) return;
		loading.current = true;
		try {
			const response = await fetch(chatListPath(mode, nextPage.current, 100));
			if (!response.ok || modeRef.current !== mode) return;
			const page = toChatListPage(await response.json());
			nextPage.current += 1;
			setChats((list) => [...list, ...page.chats.filter((c) => !list.some((known) => known.id === c.id))]);
			setHasMore(page.chats.length >= 100);
		} finally {
			loading.current = false;
		}
	}, [
		hasMore,
		listMode,
		mode
	]);
	(0, import_react.useEffect)(() => {
		if (listMode === mode) return;
		let current = true;
		setChats([]);
		setHasMore(true);
		(async () => {
			const response = await fetch(chatListPath(mode, 1, 100)).catch(() => void 0);
			if (!current || !response?.ok) return;
			const page = toChatListPage(await response.json());
			nextPage.current = 2;
			setChats(page.chats);
			setHasMore(page.total === void 0 ? page.chats.length >= 100 : page.chats.length < page.total);
			setListMode(mode);
		})();
		return () => {
			current = false;
		};
	}, [listMode, mode]);
	const naming = (0, import_react.useRef)(/* @__PURE__ */ new Set());
	(0, import_react.useEffect)(() => {
		const onChat = async (event) => {
			const { chatId, generating } = event.detail;
			setChats((list) => {
				const known = list.find((c) => c.id === chatId);
				return [known ? {
					...known,
					generating
				} : {
					id: chatId,
					name: "",
					generating
				}, ...list.filter((c) => c.id !== chatId)];
			});
			if (chatsRef.current.some((c) => c.id === chatId) || naming.current.has(chatId)) return;
			naming.current.add(chatId);
			try {
				const response = await fetch(`/api/v1/chat/${encodeURIComponent(chatId)}`).catch(() => void 0);
				const raw = response?.ok ? await response.json() : void 0;
				const fresh = raw ? toChatSummary(raw) : void 0;
				if (fresh?.mode && fresh.mode !== modeRef.current || fresh?.temporary) {
					setChats((list) => list.filter((c) => c.id !== chatId));
					return;
				}
				if (fresh) {
					setChats((list) => list.map((c) => c.id === chatId ? {
						...c,
						name: fresh.name,
						folderId: fresh.folderId
					} : c));
					announceChatName(chatId, fresh.name);
				}
			} finally {
				naming.current.delete(chatId);
			}
		};
		window.addEventListener("beseda:chat", onChat);
		return () => window.removeEventListener("beseda:chat", onChat);
	}, []);
	const rename = (0, import_react.useCallback)(async (id, name) => {
		const before = chatsRef.current;
		setChats((list) => list.map((c) => c.id === id ? {
			...c,
			name
		} : c));
		announceChatName(id, name);
		if (!(await fetch(`/api/v1/chat/${encodeURIComponent(id)}`, {
			method: "PATCH",
			headers: { "content-type": "application/json" },
			body: JSON.stringify({ name })
		}).catch(() => void 0))?.ok) {
			setChats(before);
			const previous = before.find((c) => c.id === id)?.name;
			if (previous !== void 0) announceChatName(id, previous);
			setFailure("rename");
		}
	}, []);
	const remove = (0, import_react.useCallback)(async (id) => {
		const before = chatsRef.current;
		setChats((list) => list.filter((c) => c.id !== id));
		if (!(await fetch(`/api/v1/chat/delete/${encodeURIComponent(id)}`, { method: "PATCH" }).catch(() => void 0))?.ok) {
			setChats(before);
			setFailure("delete");
			return false;
		}
		return true;
	}, []);
	return {
		chats,
		/** Changes the list in place (pins and folders: src/components/sidebar/use-folders.ts). */
		transform: (0, import_react.useCallback)((change) => setChats(change), []),
		loadingMode: listMode !== mode,
		hasMore,
		loadMore,
		rename,
		remove,
		failure,
		clearFailure: (0, import_react.useCallback)(() => setFailure(void 0), [])
	};
}
// src/components/sidebar/use-folders.ts
/** The api's message of a refused call, or undefined when there is none to show. */
async function refusal(response) {
	const body = await response?.json().catch(() => void 0);
	return typeof body?.message === "string" ? body.message : void 0;
}
/** Where a chat goes in the list once `placement` applies: pinned on top, others by time. */
function placed(list, id, placement) {
	const chat = list.find((c) => c.id === id);
	if (!chat) return list;
	const next = {
		...chat,
		...placement
	};
	const rest = list.filter((c) => c.id !== id);
	if (placement.pinned === void 0 || placement.pinned === Boolean(chat.pinned)) return list.map((c) => c.id === id ? next : c);
	if (next.pinned) return [next, ...rest];
	const at = rest.findIndex((c) => !c.pinned && (c.updatedAt ?? "") < (next.updatedAt ?? ""));
	return at < 0 ? [...rest, next] : [
		...rest.slice(0, at),
		next,
		...rest.slice(at)
	];
}
/**
* The user's chat folders and the pin and folder of each chat
* (docs/decisions/105-chat-folders-and-pins.md): changes show at once and are undone with a
* toast when the api refuses them. Which folders are collapsed is remembered in this browser.
*/
function useFolders(initial, changeList) {
	const locale = useLocale();
	const [folders, setFolders] = (0, import_react.useState)(initial);
	const [collapsed, setCollapsed] = (0, import_react.useState)([]);
	const snapshot = (0, import_react.useRef)([]);
	(0, import_react.useEffect)(() => {
		try {
			const saved = JSON.parse(localStorage.getItem("beseda:collapsed-folders") ?? "[]");
			if (Array.isArray(saved)) setCollapsed(saved.filter((id) => typeof id === "string"));
		} catch {}
	}, []);
	const toggle = (0, import_react.useCallback)((id) => {
		setCollapsed((ids) => {
			const next = ids.includes(id) ? ids.filter((known) => known !== id) : [...ids, id];
			try {
				localStorage.setItem(collapsedFoldersKey, JSON.stringify(next));
			} catch {}
			return next;
		});
	}, []);
	const failed = (0, import_react.useCallback)(() => showToast(folders_failed({}, { locale }), { kind: "error" }), [locale]);
	/**
	* Creates a folder (and files `chatId` into it); the api's message when it refuses, shown in
	* the name dialog.
	*/
	const create = (0, import_react.useCallback)(async (name, chatId, instructions = "") => {
		const response = await fetch("/api/v1/chat/folders", {
			method: "POST",
			headers: { "content-type": "application/json" },
			body: JSON.stringify({
				name,
				instructions
			})
		}).catch(() => void 0);
		if (!response?.ok) return await refusal(response) ?? folders_failed({}, { locale });
		const folder = await response.json();
		setFolders((list) => [...list, {
			id: folder.id,
			name: folder.name,
			instructions: folder.instructions ?? ""
		}]);
		if (chatId) placeRef.current(chatId, { folderId: folder.id });
	}, [locale]);
	const rename = (0, import_react.useCallback)(async (id, name, instructions) => {
		const response = await fetch(`/api/v1/chat/folders/${encodeURIComponent(id)}`, {
			method: "PATCH",
			headers: { "content-type": "application/json" },
			body: JSON.stringify({
				name,
				instructions
			})
		}).catch(() => void 0);
		if (!response?.ok) return await refusal(response) ?? folders_failed({}, { locale });
		const folder = await response.json();
		setFolders((list) => list.map((f) => f.id === id ? {
			...f,
			name: folder.name,
			instructions: folder.instructions ?? ""
		} : f));
	}, [locale]);
	const remove = (0, import_react.useCallback)(async (id) => {
		const before = folders;
		setFolders((list) => list.filter((f) => f.id !== id));
		changeList((list) => {
			snapshot.current = list;
			return list.map((c) => c.folderId === id ? {
				...c,
				folderId: null
			} : c);
		});
		if (!(await fetch(`/api/v1/chat/folders/${encodeURIComponent(id)}`, { method: "DELETE" }).catch(() => void 0))?.ok) {
			setFolders(before);
			changeList(() => snapshot.current);
			failed();
		}
	}, [
		folders,
		changeList,
		failed
	]);
	/** Pins, unpins or files a chat (`folderId: null` takes it out of its folder). */
	const place = (0, import_react.useCallback)(async (id, placement) => {
		let before = [];
		changeList((list) => {
			before = list;
			return placed(list, id, placement);
		});
		if (!(await fetch(`/api/v1/chat/${encodeURIComponent(id)}/placement`, {
			method: "PATCH",
			headers: { "content-type": "application/json" },
			body: JSON.stringify(placement)
		}).catch(() => void 0))?.ok) {
			changeList(() => before);
			failed();
		}
	}, [changeList, failed]);
	const placeRef = (0, import_react.useRef)(place);
	placeRef.current = place;
	return {
		folders,
		collapsed,
		toggle,
		create,
		rename,
		remove,
		place
	};
}
// src/components/sidebar/chat-list.tsx
/** The id in `/{locale}/chat/{id}`. */
function chatIdOf(path) {
	return /^\/[a-z]{2}\/chat\/(?:midjourney\/|image\/)?([^/]+)$/.exec(path)?.[1];
}
/**
* The sidebar's chat list: the chats of the page's mode (text, image or Midjourney), newest
* activity first, more on scroll. Finding a chat is the search field's job (`../search/`).
*/
function ChatList({ initial, total, initialMode, initialFolders = [] }) {
	const locale = useLocale();
	const router = useRouter();
	const mode = chatModeOf(router.path);
	const list = useChatList(initial, total, initialMode, mode);
	const folders = useFolders(initialFolders, list.transform);
	const [named, setNamed] = (0, import_react.useState)();
	const sentinel = (0, import_react.useRef)(null);
	const active = named ?? chatIdOf(router.path);
	(0, import_react.useEffect)(() => setNamed(void 0), [router.path]);
	(0, import_react.useEffect)(() => {
		const target = sentinel.current;
		if (!target || !list.hasMore) return;
		const observer = new IntersectionObserver((entries) => {
			if (entries.some((entry) => entry.isIntersecting)) list.loadMore();
		});
		observer.observe(target);
		return () => observer.disconnect();
	}, [list.hasMore, list.loadMore]);
	(0, import_react.useEffect)(() => {
		const onChat = (event) => {
			const { chatId } = event.detail;
			if (window.location.pathname.endsWith(`/${chatId}`)) setNamed(chatId);
		};
		const onNewChat = () => setNamed("");
		window.addEventListener("beseda:chat", onChat);
		window.addEventListener("beseda:new-chat", onNewChat);
		return () => {
			window.removeEventListener("beseda:chat", onChat);
			window.removeEventListener("beseda:new-chat", onNewChat);
		};
	}, []);
	(0, import_react.useEffect)(() => {
		if (!list.failure) return;
		showToast(list.failure === "rename" ? chat_rename_failed({}, { locale }) : chat_delete_failed({}, { locale }), { kind: "error" });
		list.clearFailure();
	}, [
		list.failure,
		list.clearFailure,
		locale
	]);
	const shown = list.chats;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("ul", {
		className: "chat-items",
		"data-mode": list.loadingMode ? void 0 : mode,
		children: [
			shown.length === 0 && !list.loadingMode && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(EmptyState, {
				icon: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(MessagesSquare, {
					size: 28,
					"aria-hidden": true
				}),
				title: ui_empty_chats_title({}, { locale }),
				hint: ui_empty_chats_hint({}, { locale }),
				testId: "chat-list-empty"
			}) }),
			!list.loadingMode && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FolderSections, {
				chats: shown,
				folders,
				renderChat: (chat) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ChatListItem, {
					chat,
					active: chat.id === active,
					onRename: (name) => list.rename(chat.id, name),
					onDelete: async () => {
						if (await list.remove(chat.id) && chat.id === active) router.push(`/${locale}/chat${mode === "text" ? "" : `/${mode}`}`);
					},
					menu: (own) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FolderChatMenu, {
						chat,
						folders,
						own
					})
				}, chat.id)
			}),
			list.hasMore && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", {
				ref: sentinel,
				className: "chat-more",
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Skeleton, {
					label: ui_loading_chats({}, { locale }),
					lines: 2,
					testId: "chat-list-skeleton"
				})
			})
		]
	});
}
// src/components/sidebar/mode-link.tsx
/**
* A mode tab of the sidebar (text, image, Midjourney): it opens that mode's new chat, and is
* marked current while the page belongs to it — the list below then holds that mode's chats.
* The text tab also tells the conversation to start over (see NewChatLink).
*/
function ModeLink({ to, mode, children }) {
	const { path } = useRouter();
	const current = /^\/[a-z]{2}\/chat(?:\/|$)/.test(path) && chatModeOf(path) === mode;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link, {
		to,
		"aria-current": current ? "true" : void 0,
		"data-active": current,
		"data-testid": `sidebar-mode-${mode}`,
		onClick: () => {
			if (mode === "text") window.dispatchEvent(new Event("beseda:new-chat"));
		},
		children
	});
}
// src/components/sidebar/new-chat-link.tsx
/**
* A link to a new chat. The conversation replaces its URL in place when the api names a new
* chat, so the router may still think it is on the new-chat page: the event tells it to start over.
*/
function NewChatLink({ to, className, testId, children }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link, {
		to,
		className,
		"data-testid": testId,
		onClick: () => window.dispatchEvent(new Event("beseda:new-chat")),
		children
	});
}
// src/lib/viewport-client.ts
/** The event `useViewport` (src/lib/use-viewport.ts) listens for: the class changed. */
var viewportChange = "beseda:viewport";
// src/lib/use-viewport.ts
function subscribe(listener) {
	window.addEventListener(viewportChange, listener);
	return () => window.removeEventListener(viewportChange, listener);
}
/**
* The viewport class for rendering: the server's guess (`initial`, from the cookie) until the
* watcher in the client entry (src/lib/viewport-client.ts) has measured, then the measured class,
* updated on resize. `<html data-viewport>` is the store: the server writes its guess there and
* the watcher its measurements.
*
* @example const viewport = useViewport(initialViewport); // 'mobile' | 'tablet' | …
*/
function useViewport(initial) {
	return (0, import_react.useSyncExternalStore)(subscribe, () => document.documentElement.dataset.viewport ?? initial, () => initial);
}
var storageKey = "beseda:sidebar";
function clampWidth(width) {
	return Math.round(Math.min(480, Math.max(220, width)));
}
function useSidebarSize() {
	const [width, setWidth] = (0, import_react.useState)(284);
	const [minimized, setMinimized] = (0, import_react.useState)(false);
	const [loaded, setLoaded] = (0, import_react.useState)(false);
	(0, import_react.useEffect)(() => {
		try {
			const stored = JSON.parse(localStorage.getItem(storageKey) ?? "{}");
			if (typeof stored.width === "number") setWidth(clampWidth(stored.width));
			setMinimized(stored.minimized === true);
		} catch {}
		setLoaded(true);
	}, []);
	(0, import_react.useEffect)(() => {
		if (loaded) localStorage.setItem(storageKey, JSON.stringify({
			width,
			minimized
		}));
	}, [
		loaded,
		width,
		minimized
	]);
	return {
		width,
		setWidth: (value) => setWidth(clampWidth(value)),
		minimized,
		setMinimized
	};
}
// src/components/sidebar/sidebar-shell.tsx
/**
* The chats layout's frame on the client: the sidebar's width (drag its edge, or arrow keys on
* the handle), the minimized flag, and the drawer on mobile (≤ 959 px). The server renders the
* viewport class of the browser's cookie (SPEC §9), so a phone gets the closed, inert drawer in
* its first byte rather than the desktop sidebar.
*/
function SidebarShell({ sidebar, brand, viewport: initialViewport = "desktop", children }) {
	const locale = useLocale();
	const size = useSidebarSize();
	const viewport = useViewport(initialViewport);
	const [drawerOpen, setDrawerOpen] = (0, import_react.useState)(false);
	const { path } = useRouter();
	const frame = (0, import_react.useRef)(null);
	const opener = (0, import_react.useRef)(null);
	(0, import_react.useEffect)(() => setDrawerOpen(false), [path]);
	(0, import_react.useEffect)(() => {
		if (!drawerOpen) return;
		frame.current?.querySelector("a[href], button, input")?.focus();
		const onKey = (event) => {
			if (event.key !== "Escape") return;
			setDrawerOpen(false);
			opener.current?.focus();
		};
		window.addEventListener("keydown", onKey);
		return () => window.removeEventListener("keydown", onKey);
	}, [drawerOpen]);
	const startDrag = (event) => {
		const handle = event.currentTarget;
		handle.setPointerCapture(event.pointerId);
		const startX = event.clientX;
		const startWidth = size.width;
		const move = (e) => size.setWidth(startWidth + e.clientX - startX);
		const end = () => {
			handle.removeEventListener("pointermove", move);
			handle.removeEventListener("pointerup", end);
		};
		handle.addEventListener("pointermove", move);
		handle.addEventListener("pointerup", end);
	};
	const onKey = (event) => {
		const step = event.shiftKey ? 48 : 16;
		if (event.key === "ArrowLeft") size.setWidth(size.width - step);
		else if (event.key === "ArrowRight") size.setWidth(size.width + step);
		else return;
		event.preventDefault();
	};
	const style = { "--sidebar-width": `${size.minimized ? 72 : size.width}px` };
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: "chats-layout",
		"data-layout": "chats",
		"data-minimized": size.minimized,
		"data-drawer": drawerOpen,
		"data-viewport": viewport,
		style,
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: "mobile-bar",
				"data-testid": "mobile-bar",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(IconButton, {
					ref: opener,
					label: layout_open_menu({}, { locale }),
					icon: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Menu, {
						size: 22,
						"aria-hidden": true
					}),
					className: "drawer-open icon-button",
					tooltipSide: "bottom",
					onClick: () => setDrawerOpen(true),
					"aria-expanded": drawerOpen,
					"data-testid": "drawer-open"
				}), brand]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: "sidebar-frame",
				ref: frame,
				inert: viewport === "mobile" && !drawerOpen,
				"data-testid": "sidebar-frame",
				children: [
					sidebar,
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(IconButton, {
						label: size.minimized ? layout_expand_sidebar({}, { locale }) : layout_collapse_sidebar({}, { locale }),
						icon: size.minimized ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(PanelLeftOpen, {
							size: 18,
							"aria-hidden": true
						}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(PanelLeftClose, {
							size: 18,
							"aria-hidden": true
						}),
						className: "icon-button sidebar-minimize",
						tooltipSide: "bottom",
						onClick: () => size.setMinimized(!size.minimized),
						"data-testid": "sidebar-minimize"
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
						className: "sidebar-resize",
						role: "separator",
						"aria-orientation": "vertical",
						"aria-label": layout_resize_sidebar({}, { locale }),
						"aria-valuenow": size.width,
						tabIndex: 0,
						onPointerDown: startDrag,
						onKeyDown: onKey,
						"data-testid": "sidebar-resize"
					})
				]
			}),
			drawerOpen && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("button", {
				type: "button",
				className: "drawer-backdrop",
				"aria-label": layout_close_menu({}, { locale }),
				onClick: () => setDrawerOpen(false),
				"data-testid": "drawer-close"
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("main", {
				className: "chats-main",
				id: "content",
				children
			})
		]
	});
}
// \0virtual:vite-rsc/client-references/group/facade:src/pages/[locale]/(chats)/_layout.tsx
var export_2164eee9e798 = { PreviewOriginProvider };
var export_67e55ddae6d1 = { ChatSearch };
var export_2c6adfbb1a1b = { ShortcutListener };
var export_9f664082ac19 = { ChatList };
var export_01395de14bda = { ModeLink };
var export_600e398c0a95 = { NewChatLink };
var export_b7fd598c136d = { SidebarShell };
export { export_01395de14bda, export_2164eee9e798, export_2c6adfbb1a1b, export_600e398c0a95, export_67e55ddae6d1, export_9f664082ac19, export_b7fd598c136d };

//# sourceMappingURL=_layout-B83gezun.js.map
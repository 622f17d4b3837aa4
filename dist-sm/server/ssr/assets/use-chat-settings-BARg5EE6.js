import { t as require_jsx_runtime } from "./jsx-runtime-BB_2hJGX.js";
import { t as require_react } from "./react-DvVFp2nj.js";
import { t as modelName } from "./model-name-C1L_Uc4i.js";
import { a as formatSize, i as formatNumber, o as numberTag, t as formatRub } from "./money-BT--L-MG.js";
import { t as callApi } from "./call-api-BMZ7hmPg.js";
import { t as createLucideIcon } from "./createLucideIcon-C_lwlDyR.js";
import { i as Check, t as CopyButton } from "./copy-button-CwM9CTY0.js";
import { n as ChevronDown, t as Select } from "./select-D9r9nEi0.js";
import { n as chat_generating, r as ChevronRight } from "./menu-button-DzUkOTrh.js";
import { t as Eye } from "./eye-C0bTALED.js";
import { t as Pencil } from "./pencil-Bb3IDKRd.js";
import { t as Search } from "./search-UTBg2GiU.js";
import { t as X } from "./x-DxiIcqsh.js";
import { t as IconButton } from "./icon-button-kns3lRsZ.js";
import { t as typedBeforeHydration } from "./typed-before-hydration-Bi9ecWqC.js";
import { i as settingsEvent, t as clientSettings } from "./client-settings-q0tKyRWF.js";
import { n as patchUser } from "./save-settings-CjimkODc.js";
import { n as useLocale } from "./locale-context-Du56PqBf.js";
import { t as getLocale } from "./runtime-CEu_NCIS.js";
import { t as LazyPart } from "./lazy-part-VXuo3szl.js";
import { a as supportsWebSearch, n as defaultModel, o as writeModel, r as readModel, t as useCatalog } from "./use-catalog-20yJ5-m-.js";
import { n as showToast } from "./toast-store-DwJrIlz4.js";
import { t as isPlaceholderId } from "./placeholder-Bq-Ds2fl.js";
import { i as savedIdOf } from "./ui-message-COrbkFev.js";
// src/lib/format/rate.ts
/**
* A price per unit that may be a fraction of a kopeck, as rubles with up to four decimals:
* `0,015 ₽` in Russian, `RUB 0.015` in English (the way `formatRub` writes money).
*
* @example formatRubRate(1.5, 'ru') // '0,015 ₽'
*/
function formatRubRate(kopecks, locale) {
	const ru = locale === "ru";
	return new Intl.NumberFormat(numberTag(locale), {
		style: "currency",
		currency: "RUB",
		currencyDisplay: ru ? "narrowSymbol" : "code",
		minimumFractionDigits: 2,
		maximumFractionDigits: 4
	}).format(kopecks / 100);
}
/**
* A token count the short way: `128K` in English, `128 тыс.` in Russian.
*
* @example formatTokensShort(1_048_576, 'en') // '1M'
*/
function formatTokensShort(tokens, locale) {
	return new Intl.NumberFormat(numberTag(locale), {
		notation: "compact",
		maximumFractionDigits: 1
	}).format(tokens);
}
// node_modules/lucide-react/dist/esm/icons/arrow-up.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var __iconData$18 = {
	name: "arrow-up",
	size: 24,
	node: [["path", {
		d: "m5 12 7-7 7 7",
		key: "hav0vg"
	}], ["path", {
		d: "M12 19V5",
		key: "x0mq9r"
	}]]
};
__iconData$18.node;
var ArrowUp = createLucideIcon(__iconData$18);
// node_modules/lucide-react/dist/esm/icons/book-text.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var __iconData$17 = {
	name: "book-text",
	size: 24,
	node: [
		["path", {
			d: "M4 19.5v-15A2.5 2.5 0 0 1 6.5 2H19a1 1 0 0 1 1 1v18a1 1 0 0 1-1 1H6.5a1 1 0 0 1 0-5H20",
			key: "k3hazp"
		}],
		["path", {
			d: "M8 11h8",
			key: "vwpz6n"
		}],
		["path", {
			d: "M8 7h6",
			key: "1f0q6e"
		}]
	]
};
__iconData$17.node;
var BookText = createLucideIcon(__iconData$17);
// node_modules/lucide-react/dist/esm/icons/brain.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var __iconData$16 = {
	name: "brain",
	size: 24,
	node: [
		["path", {
			d: "M12 18V5",
			key: "adv99a"
		}],
		["path", {
			d: "M15 13a4.17 4.17 0 01-3-4 4.17 4.17 0 01-3 4",
			key: "5nuw1p"
		}],
		["path", {
			d: "M17.707 6.294A3 3 0 1012 5a3 3 0 10-5.707 1.294",
			key: "18ldcf"
		}],
		["path", {
			d: "M17.996 5.125a4 4 0 012.526 5.77",
			key: "1sdu8q"
		}],
		["path", {
			d: "M18 18a4 4 0 002-7.465",
			key: "7xqqvr"
		}],
		["path", {
			d: "M19.967 17.482a4 4 0 11-7.967.517 4 4 0 11-7.967-.517",
			key: "t46ysz"
		}],
		["path", {
			d: "M6 18a4 4 0 01-2-7.465",
			key: "1y2m15"
		}],
		["path", {
			d: "M6.004 5.125a4 4 0 00-2.526 5.77",
			key: "3cw1ss"
		}]
	]
};
__iconData$16.node;
var Brain = createLucideIcon(__iconData$16);
// node_modules/lucide-react/dist/esm/icons/chevron-left.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var __iconData$15 = {
	name: "chevron-left",
	size: 24,
	node: [["path", {
		d: "m15 18-6-6 6-6",
		key: "1wnfg3"
	}]]
};
__iconData$15.node;
var ChevronLeft = createLucideIcon(__iconData$15);
// node_modules/lucide-react/dist/esm/icons/file-text.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var __iconData$14 = {
	name: "file-text",
	size: 24,
	node: [
		["path", {
			d: "M6 22a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2h8a2.4 2.4 0 0 1 1.704.706l3.588 3.588A2.4 2.4 0 0 1 20 8v12a2 2 0 0 1-2 2z",
			key: "1oefj6"
		}],
		["path", {
			d: "M14 2v5a1 1 0 0 0 1 1h5",
			key: "wfsgrz"
		}],
		["path", {
			d: "M10 9H8",
			key: "b1mrlr"
		}],
		["path", {
			d: "M16 13H8",
			key: "t4e002"
		}],
		["path", {
			d: "M16 17H8",
			key: "z1uh3a"
		}]
	]
};
__iconData$14.node;
var FileText = createLucideIcon(__iconData$14);
// node_modules/lucide-react/dist/esm/icons/globe.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var __iconData$13 = {
	name: "globe",
	size: 24,
	node: [
		["circle", {
			cx: "12",
			cy: "12",
			r: "10",
			key: "1mglay"
		}],
		["path", {
			d: "M12 2a14.5 14.5 0 0 0 0 20 14.5 14.5 0 0 0 0-20",
			key: "13o1zl"
		}],
		["path", {
			d: "M2 12h20",
			key: "9i4pu4"
		}]
	]
};
__iconData$13.node;
var Globe = createLucideIcon(__iconData$13);
// node_modules/lucide-react/dist/esm/icons/image.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var __iconData$12 = {
	name: "image",
	size: 24,
	node: [
		["rect", {
			width: "18",
			height: "18",
			x: "3",
			y: "3",
			rx: "2",
			ry: "2",
			key: "1m3agn"
		}],
		["circle", {
			cx: "9",
			cy: "9",
			r: "2",
			key: "af1f0g"
		}],
		["path", {
			d: "m21 15-3.086-3.086a2 2 0 0 0-2.828 0L6 21",
			key: "1xmnt7"
		}]
	]
};
__iconData$12.node;
var Image = createLucideIcon(__iconData$12);
// node_modules/lucide-react/dist/esm/icons/loader-circle.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var __iconData$11 = {
	name: "loader-circle",
	size: 24,
	node: [["path", {
		d: "M21 12a9 9 0 1 1-6.219-8.56",
		key: "13zald"
	}]],
	aliases: ["loader-2"]
};
__iconData$11.node;
var LoaderCircle = createLucideIcon(__iconData$11);
// node_modules/lucide-react/dist/esm/icons/mic.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var __iconData$10 = {
	name: "mic",
	size: 24,
	node: [
		["path", {
			d: "M12 19v3",
			key: "npa21l"
		}],
		["path", {
			d: "M19 10v2a7 7 0 0 1-14 0v-2",
			key: "1vc78b"
		}],
		["rect", {
			x: "9",
			y: "2",
			width: "6",
			height: "13",
			rx: "3",
			key: "s6n7sd"
		}]
	]
};
__iconData$10.node;
var Mic = createLucideIcon(__iconData$10);
// node_modules/lucide-react/dist/esm/icons/paperclip.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var __iconData$9 = {
	name: "paperclip",
	size: 24,
	node: [["path", {
		d: "m16 6-8.414 8.586a2 2 0 0 0 2.829 2.829l8.414-8.586a4 4 0 1 0-5.657-5.657l-8.379 8.551a6 6 0 1 0 8.485 8.485l8.379-8.551",
		key: "1miecu"
	}]]
};
__iconData$9.node;
var Paperclip = createLucideIcon(__iconData$9);
// node_modules/lucide-react/dist/esm/icons/pause.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var __iconData$8 = {
	name: "pause",
	size: 24,
	node: [["rect", {
		x: "14",
		y: "3",
		width: "5",
		height: "18",
		rx: "1",
		key: "kaeet6"
	}], ["rect", {
		x: "5",
		y: "3",
		width: "5",
		height: "18",
		rx: "1",
		key: "1wsw3u"
	}]]
};
__iconData$8.node;
var Pause = createLucideIcon(__iconData$8);
// node_modules/lucide-react/dist/esm/icons/rotate-ccw.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var __iconData$7 = {
	name: "rotate-ccw",
	size: 24,
	node: [["path", {
		d: "M3 12a9 9 0 1 0 9-9 9.75 9.75 0 0 0-6.74 2.74L3 8",
		key: "1357e3"
	}], ["path", {
		d: "M3 3v5h5",
		key: "1xhq8a"
	}]]
};
__iconData$7.node;
var RotateCcw = createLucideIcon(__iconData$7);
// node_modules/lucide-react/dist/esm/icons/share-2.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var __iconData$6 = {
	name: "share-2",
	size: 24,
	node: [
		["circle", {
			cx: "18",
			cy: "5",
			r: "3",
			key: "gq8acd"
		}],
		["circle", {
			cx: "6",
			cy: "12",
			r: "3",
			key: "w7nqdw"
		}],
		["circle", {
			cx: "18",
			cy: "19",
			r: "3",
			key: "1xt0gg"
		}],
		["line", {
			x1: "8.59",
			x2: "15.42",
			y1: "13.51",
			y2: "17.49",
			key: "47mynk"
		}],
		["line", {
			x1: "15.41",
			x2: "8.59",
			y1: "6.51",
			y2: "10.49",
			key: "1n3mei"
		}]
	]
};
__iconData$6.node;
var Share2 = createLucideIcon(__iconData$6);
// node_modules/lucide-react/dist/esm/icons/square.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var __iconData$5 = {
	name: "square",
	size: 24,
	node: [["rect", {
		width: "18",
		height: "18",
		x: "3",
		y: "3",
		rx: "2",
		key: "afitv7"
	}]]
};
__iconData$5.node;
var Square = createLucideIcon(__iconData$5);
// node_modules/lucide-react/dist/esm/icons/star.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var __iconData$4 = {
	name: "star",
	size: 24,
	node: [["path", {
		d: "M11.525 2.295a.53.53 0 0 1 .95 0l2.31 4.679a2.123 2.123 0 0 0 1.595 1.16l5.166.756a.53.53 0 0 1 .294.904l-3.736 3.638a2.123 2.123 0 0 0-.611 1.878l.882 5.14a.53.53 0 0 1-.771.56l-4.618-2.428a2.122 2.122 0 0 0-1.973 0L6.396 21.01a.53.53 0 0 1-.77-.56l.881-5.139a2.122 2.122 0 0 0-.611-1.879L2.16 9.795a.53.53 0 0 1 .294-.906l5.165-.755a2.122 2.122 0 0 0 1.597-1.16z",
		key: "r04s7s"
	}]]
};
__iconData$4.node;
var Star = createLucideIcon(__iconData$4);
// node_modules/lucide-react/dist/esm/icons/thumbs-down.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var __iconData$3 = {
	name: "thumbs-down",
	size: 24,
	node: [["path", {
		d: "M9 18.12 10 14H4.17a2 2 0 0 1-1.92-2.56l2.33-8A2 2 0 0 1 6.5 2H20a2 2 0 0 1 2 2v8a2 2 0 0 1-2 2h-2.76a2 2 0 0 0-1.79 1.11L12 22a3.13 3.13 0 0 1-3-3.88Z",
		key: "m61m77"
	}], ["path", {
		d: "M17 14V2",
		key: "8ymqnk"
	}]]
};
__iconData$3.node;
var ThumbsDown = createLucideIcon(__iconData$3);
// node_modules/lucide-react/dist/esm/icons/thumbs-up.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var __iconData$2 = {
	name: "thumbs-up",
	size: 24,
	node: [["path", {
		d: "M15 5.88 14 10h5.83a2 2 0 0 1 1.92 2.56l-2.33 8A2 2 0 0 1 17.5 22H4a2 2 0 0 1-2-2v-8a2 2 0 0 1 2-2h2.76a2 2 0 0 0 1.79-1.11L12 2a3.13 3.13 0 0 1 3 3.88Z",
		key: "emmmcr"
	}], ["path", {
		d: "M7 10v12",
		key: "1qc93n"
	}]]
};
__iconData$2.node;
var ThumbsUp = createLucideIcon(__iconData$2);
// node_modules/lucide-react/dist/esm/icons/volume-2.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var __iconData$1 = {
	name: "volume-2",
	size: 24,
	node: [
		["path", {
			d: "M11 4.702a.705.705 0 0 0-1.203-.498L6.413 7.587A1.4 1.4 0 0 1 5.416 8H3a1 1 0 0 0-1 1v6a1 1 0 0 0 1 1h2.416a1.4 1.4 0 0 1 .997.413l3.383 3.384A.705.705 0 0 0 11 19.298z",
			key: "uqj9uw"
		}],
		["path", {
			d: "M16 9a5 5 0 0 1 0 6",
			key: "1q6k2b"
		}],
		["path", {
			d: "M19.364 18.364a9 9 0 0 0 0-12.728",
			key: "ijwkga"
		}]
	]
};
__iconData$1.node;
var Volume2 = createLucideIcon(__iconData$1);
// node_modules/lucide-react/dist/esm/icons/wrench.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var __iconData = {
	name: "wrench",
	size: 24,
	node: [["path", {
		d: "M14.7 6.3a1 1 0 0 0 0 1.4l1.6 1.6a1 1 0 0 0 1.4 0l3.106-3.105c.32-.322.863-.22.983.218a6 6 0 0 1-8.259 7.057l-7.91 7.91a1 1 0 0 1-2.999-3l7.91-7.91a6 6 0 0 1 7.057-8.259c.438.12.54.662.219.984z",
		key: "1ngwbx"
	}]]
};
__iconData.node;
var Wrench = createLucideIcon(__iconData);
// src/paraglide/messages/chat_assistant_picker.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Chat_Assistant_PickerInputs */
var en_chat_assistant_picker = () => {
	return `Assistant`;
};
var ru_chat_assistant_picker = () => {
	return `Ассистент`;
};
/**
* | output |
* | --- |
* | "Assistant" |
*
* @param {Chat_Assistant_PickerInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var chat_assistant_picker = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_chat_assistant_picker(inputs);
	return en_chat_assistant_picker(inputs);
});
// src/paraglide/messages/chat_attach.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Chat_AttachInputs */
var en_chat_attach = () => {
	return `Attach a file`;
};
var ru_chat_attach = () => {
	return `Прикрепить файл`;
};
/**
* | output |
* | --- |
* | "Attach a file" |
*
* @param {Chat_AttachInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var chat_attach = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_chat_attach(inputs);
	return en_chat_attach(inputs);
});
// src/paraglide/messages/chat_branch_next.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Chat_Branch_NextInputs */
var en_chat_branch_next = () => {
	return `Next version`;
};
var ru_chat_branch_next = () => {
	return `Следующая версия`;
};
/**
* | output |
* | --- |
* | "Next version" |
*
* @param {Chat_Branch_NextInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var chat_branch_next = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_chat_branch_next(inputs);
	return en_chat_branch_next(inputs);
});
// src/paraglide/messages/chat_branch_position.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{ index: NonNullable<unknown>, count: NonNullable<unknown> }} Chat_Branch_PositionInputs */
var en_chat_branch_position = (i) => {
	return `Version ${i?.index} of ${i?.count}`;
};
var ru_chat_branch_position = (i) => {
	return `Версия ${i?.index} из ${i?.count}`;
};
/**
* | output |
* | --- |
* | "Version {index} of {count}" |
*
* @param {Chat_Branch_PositionInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var chat_branch_position = ((inputs, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_chat_branch_position(inputs);
	return en_chat_branch_position(inputs);
});
// src/paraglide/messages/chat_branch_previous.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Chat_Branch_PreviousInputs */
var en_chat_branch_previous = () => {
	return `Previous version`;
};
var ru_chat_branch_previous = () => {
	return `Предыдущая версия`;
};
/**
* | output |
* | --- |
* | "Previous version" |
*
* @param {Chat_Branch_PreviousInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var chat_branch_previous = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_chat_branch_previous(inputs);
	return en_chat_branch_previous(inputs);
});
// src/paraglide/messages/chat_branch_versions.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Chat_Branch_VersionsInputs */
var en_chat_branch_versions = () => {
	return `Versions of this message`;
};
var ru_chat_branch_versions = () => {
	return `Версии этого сообщения`;
};
/**
* | output |
* | --- |
* | "Versions of this message" |
*
* @param {Chat_Branch_VersionsInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var chat_branch_versions = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_chat_branch_versions(inputs);
	return en_chat_branch_versions(inputs);
});
// src/paraglide/messages/chat_composer_placeholder.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Chat_Composer_PlaceholderInputs */
var en_chat_composer_placeholder = () => {
	return `Ask anything…`;
};
var ru_chat_composer_placeholder = () => {
	return `Спросите что угодно…`;
};
/**
* | output |
* | --- |
* | "Ask anything…" |
*
* @param {Chat_Composer_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var chat_composer_placeholder = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_chat_composer_placeholder(inputs);
	return en_chat_composer_placeholder(inputs);
});
// src/paraglide/messages/chat_cost.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{ cost: NonNullable<unknown> }} Chat_CostInputs */
var en_chat_cost = (i) => {
	return `Cost: ${i?.cost}`;
};
var ru_chat_cost = (i) => {
	return `Стоимость: ${i?.cost}`;
};
/**
* | output |
* | --- |
* | "Cost: {cost}" |
*
* @param {Chat_CostInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var chat_cost = ((inputs, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_chat_cost(inputs);
	return en_chat_cost(inputs);
});
// src/paraglide/messages/chat_edit.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Chat_EditInputs */
var en_chat_edit = () => {
	return `Edit`;
};
var ru_chat_edit = () => {
	return `Изменить`;
};
/**
* | output |
* | --- |
* | "Edit" |
*
* @param {Chat_EditInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var chat_edit = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_chat_edit(inputs);
	return en_chat_edit(inputs);
});
// src/paraglide/messages/chat_edit_cancel.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Chat_Edit_CancelInputs */
var en_chat_edit_cancel = () => {
	return `Cancel`;
};
var ru_chat_edit_cancel = () => {
	return `Отмена`;
};
/**
* | output |
* | --- |
* | "Cancel" |
*
* @param {Chat_Edit_CancelInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var chat_edit_cancel = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_chat_edit_cancel(inputs);
	return en_chat_edit_cancel(inputs);
});
// src/paraglide/messages/chat_edit_hint.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Chat_Edit_HintInputs */
var en_chat_edit_hint = () => {
	return `Enter sends a new version, Escape cancels. The earlier version stays.`;
};
var ru_chat_edit_hint = () => {
	return `Enter отправит новую версию, Escape отменит. Прежняя версия сохранится.`;
};
/**
* | output |
* | --- |
* | "Enter sends a new version, Escape cancels. The earlier version stays." |
*
* @param {Chat_Edit_HintInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var chat_edit_hint = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_chat_edit_hint(inputs);
	return en_chat_edit_hint(inputs);
});
// src/paraglide/messages/chat_edit_label.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Chat_Edit_LabelInputs */
var en_chat_edit_label = () => {
	return `Edit your message`;
};
var ru_chat_edit_label = () => {
	return `Изменить сообщение`;
};
/**
* | output |
* | --- |
* | "Edit your message" |
*
* @param {Chat_Edit_LabelInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var chat_edit_label = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_chat_edit_label(inputs);
	return en_chat_edit_label(inputs);
});
// src/paraglide/messages/chat_edit_send.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Chat_Edit_SendInputs */
var en_chat_edit_send = () => {
	return `Send`;
};
var ru_chat_edit_send = () => {
	return `Отправить`;
};
/**
* | output |
* | --- |
* | "Send" |
*
* @param {Chat_Edit_SendInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var chat_edit_send = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_chat_edit_send(inputs);
	return en_chat_edit_send(inputs);
});
// src/paraglide/messages/chat_error_funds.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Chat_Error_FundsInputs */
var en_chat_error_funds = () => {
	return `Not enough money on the balance. Top it up to continue.`;
};
var ru_chat_error_funds = () => {
	return `Недостаточно средств на балансе. Пополните его, чтобы продолжить.`;
};
/**
* | output |
* | --- |
* | "Not enough money on the balance. Top it up to continue." |
*
* @param {Chat_Error_FundsInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var chat_error_funds = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_chat_error_funds(inputs);
	return en_chat_error_funds(inputs);
});
// src/paraglide/messages/chat_error_network.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Chat_Error_NetworkInputs */
var en_chat_error_network = () => {
	return `The connection was lost.`;
};
var ru_chat_error_network = () => {
	return `Соединение потеряно.`;
};
/**
* | output |
* | --- |
* | "The connection was lost." |
*
* @param {Chat_Error_NetworkInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var chat_error_network = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_chat_error_network(inputs);
	return en_chat_error_network(inputs);
});
// src/paraglide/messages/chat_error_provider.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Chat_Error_ProviderInputs */
var en_chat_error_provider = () => {
	return `The model could not finish the answer.`;
};
var ru_chat_error_provider = () => {
	return `Модель не смогла завершить ответ.`;
};
/**
* | output |
* | --- |
* | "The model could not finish the answer." |
*
* @param {Chat_Error_ProviderInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var chat_error_provider = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_chat_error_provider(inputs);
	return en_chat_error_provider(inputs);
});
// src/paraglide/messages/chat_error_rate.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Chat_Error_RateInputs */
var en_chat_error_rate = () => {
	return `Too many requests. Wait a moment and try again.`;
};
var ru_chat_error_rate = () => {
	return `Слишком много запросов. Подождите немного и повторите.`;
};
/**
* | output |
* | --- |
* | "Too many requests. Wait a moment and try again." |
*
* @param {Chat_Error_RateInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var chat_error_rate = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_chat_error_rate(inputs);
	return en_chat_error_rate(inputs);
});
// src/paraglide/messages/chat_model.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Chat_ModelInputs */
var en_chat_model = () => {
	return `Model`;
};
var ru_chat_model = () => {
	return `Модель`;
};
/**
* | output |
* | --- |
* | "Model" |
*
* @param {Chat_ModelInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var chat_model = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_chat_model(inputs);
	return en_chat_model(inputs);
});
// src/paraglide/messages/chat_no_assistant.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Chat_No_AssistantInputs */
var en_chat_no_assistant = () => {
	return `No assistant`;
};
var ru_chat_no_assistant = () => {
	return `Без ассистента`;
};
/**
* | output |
* | --- |
* | "No assistant" |
*
* @param {Chat_No_AssistantInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var chat_no_assistant = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_chat_no_assistant(inputs);
	return en_chat_no_assistant(inputs);
});
// src/paraglide/messages/chat_regenerate.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Chat_RegenerateInputs */
var en_chat_regenerate = () => {
	return `Regenerate`;
};
var ru_chat_regenerate = () => {
	return `Сгенерировать заново`;
};
/**
* | output |
* | --- |
* | "Regenerate" |
*
* @param {Chat_RegenerateInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var chat_regenerate = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_chat_regenerate(inputs);
	return en_chat_regenerate(inputs);
});
// src/paraglide/messages/chat_retry.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Chat_RetryInputs */
var en_chat_retry = () => {
	return `Retry`;
};
var ru_chat_retry = () => {
	return `Повторить`;
};
/**
* | output |
* | --- |
* | "Retry" |
*
* @param {Chat_RetryInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var chat_retry = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_chat_retry(inputs);
	return en_chat_retry(inputs);
});
// src/paraglide/messages/chat_send.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Chat_SendInputs */
var en_chat_send = () => {
	return `Send`;
};
var ru_chat_send = () => {
	return `Отправить`;
};
/**
* | output |
* | --- |
* | "Send" |
*
* @param {Chat_SendInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var chat_send = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_chat_send(inputs);
	return en_chat_send(inputs);
});
// src/paraglide/messages/chat_share.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Chat_ShareInputs */
var en_chat_share = () => {
	return `Share`;
};
var ru_chat_share = () => {
	return `Поделиться`;
};
/**
* | output |
* | --- |
* | "Share" |
*
* @param {Chat_ShareInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var chat_share = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_chat_share(inputs);
	return en_chat_share(inputs);
});
// src/paraglide/messages/chat_stop.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Chat_StopInputs */
var en_chat_stop = () => {
	return `Stop`;
};
var ru_chat_stop = () => {
	return `Остановить`;
};
/**
* | output |
* | --- |
* | "Stop" |
*
* @param {Chat_StopInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var chat_stop = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_chat_stop(inputs);
	return en_chat_stop(inputs);
});
// src/paraglide/messages/chat_stopped.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Chat_StoppedInputs */
var en_chat_stopped = () => {
	return `Stopped`;
};
var ru_chat_stopped = () => {
	return `Остановлено`;
};
/**
* | output |
* | --- |
* | "Stopped" |
*
* @param {Chat_StoppedInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var chat_stopped = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_chat_stopped(inputs);
	return en_chat_stopped(inputs);
});
// src/paraglide/messages/chat_tokens.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{ input: NonNullable<unknown>, output: NonNullable<unknown> }} Chat_TokensInputs */
var en_chat_tokens = (i) => {
	return `Tokens: ${i?.input} in, ${i?.output} out`;
};
var ru_chat_tokens = (i) => {
	return `Токены: ${i?.input} на входе, ${i?.output} на выходе`;
};
/**
* | output |
* | --- |
* | "Tokens: {input} in, {output} out" |
*
* @param {Chat_TokensInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var chat_tokens = ((inputs, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_chat_tokens(inputs);
	return en_chat_tokens(inputs);
});
// src/paraglide/messages/chat_web_search.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Chat_Web_SearchInputs */
var en_chat_web_search = () => {
	return `Web search`;
};
var ru_chat_web_search = () => {
	return `Поиск в интернете`;
};
/**
* | output |
* | --- |
* | "Web search" |
*
* @param {Chat_Web_SearchInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var chat_web_search = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_chat_web_search(inputs);
	return en_chat_web_search(inputs);
});
// src/paraglide/messages/composer_attached_files.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Composer_Attached_FilesInputs */
var en_composer_attached_files = () => {
	return `Attached files`;
};
var ru_composer_attached_files = () => {
	return `Прикреплённые файлы`;
};
/**
* | output |
* | --- |
* | "Attached files" |
*
* @param {Composer_Attached_FilesInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var composer_attached_files = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_composer_attached_files(inputs);
	return en_composer_attached_files(inputs);
});
// src/paraglide/messages/composer_drop_files.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Composer_Drop_FilesInputs */
var en_composer_drop_files = () => {
	return `Drop files to attach them`;
};
var ru_composer_drop_files = () => {
	return `Отпустите файлы, чтобы прикрепить их`;
};
/**
* | output |
* | --- |
* | "Drop files to attach them" |
*
* @param {Composer_Drop_FilesInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var composer_drop_files = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_composer_drop_files(inputs);
	return en_composer_drop_files(inputs);
});
// src/paraglide/messages/composer_file_count.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{ count: NonNullable<unknown> }} Composer_File_CountInputs */
var en_composer_file_count = (i) => {
	return `At most ${i?.count} files per message.`;
};
var ru_composer_file_count = (i) => {
	return `Не больше ${i?.count} файлов в одном сообщении.`;
};
/**
* | output |
* | --- |
* | "At most {count} files per message." |
*
* @param {Composer_File_CountInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var composer_file_count = ((inputs, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_composer_file_count(inputs);
	return en_composer_file_count(inputs);
});
// src/paraglide/messages/composer_file_empty.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{ name: NonNullable<unknown> }} Composer_File_EmptyInputs */
var en_composer_file_empty = (i) => {
	return `“${i?.name}” is empty: there is nothing to attach.`;
};
var ru_composer_file_empty = (i) => {
	return `Файл «${i?.name}» пустой: прикреплять нечего.`;
};
/**
* | output |
* | --- |
* | "“{name}” is empty: there is nothing to attach." |
*
* @param {Composer_File_EmptyInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var composer_file_empty = ((inputs, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_composer_file_empty(inputs);
	return en_composer_file_empty(inputs);
});
// src/paraglide/messages/composer_file_size.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{ name: NonNullable<unknown>, limit: NonNullable<unknown> }} Composer_File_SizeInputs */
var en_composer_file_size = (i) => {
	return `“${i?.name}” is larger than ${i?.limit}.`;
};
var ru_composer_file_size = (i) => {
	return `Файл «${i?.name}» больше ${i?.limit}.`;
};
/**
* | output |
* | --- |
* | "“{name}” is larger than {limit}." |
*
* @param {Composer_File_SizeInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var composer_file_size = ((inputs, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_composer_file_size(inputs);
	return en_composer_file_size(inputs);
});
// src/paraglide/messages/composer_file_type.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{ name: NonNullable<unknown>, types: NonNullable<unknown> }} Composer_File_TypeInputs */
var en_composer_file_type = (i) => {
	return `“${i?.name}” can't be attached. Accepted: ${i?.types}.`;
};
var ru_composer_file_type = (i) => {
	return `Файл «${i?.name}» нельзя прикрепить. Подходят: ${i?.types}.`;
};
/**
* | output |
* | --- |
* | "“{name}” can't be attached. Accepted: {types}." |
*
* @param {Composer_File_TypeInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var composer_file_type = ((inputs, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_composer_file_type(inputs);
	return en_composer_file_type(inputs);
});
// src/paraglide/messages/composer_left_out.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{ names: NonNullable<unknown> }} Composer_Left_OutInputs */
var en_composer_left_out = (i) => {
	return `No longer fits in the model's context and was left out: ${i?.names}`;
};
var ru_composer_left_out = (i) => {
	return `Больше не помещается в контекст модели и не учтено: ${i?.names}`;
};
/**
* | output |
* | --- |
* | "No longer fits in the model's context and was left out: {names}" |
*
* @param {Composer_Left_OutInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var composer_left_out = ((inputs, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_composer_left_out(inputs);
	return en_composer_left_out(inputs);
});
// src/paraglide/messages/composer_paste_attached.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{ count: NonNullable<unknown> }} Composer_Paste_AttachedInputs */
var en_composer_paste_attached = (i) => {
	return `The long paste (${i?.count} characters) is attached as a text file.`;
};
var ru_composer_paste_attached = (i) => {
	return `Длинная вставка (${i?.count} символов) прикреплена как текстовый файл.`;
};
/**
* | output |
* | --- |
* | "The long paste ({count} characters) is attached as a text file." |
*
* @param {Composer_Paste_AttachedInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var composer_paste_attached = ((inputs, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_composer_paste_attached(inputs);
	return en_composer_paste_attached(inputs);
});
// src/paraglide/messages/composer_remove_named.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{ name: NonNullable<unknown> }} Composer_Remove_NamedInputs */
var en_composer_remove_named = (i) => {
	return `Remove ${i?.name}`;
};
var ru_composer_remove_named = (i) => {
	return `Убрать ${i?.name}`;
};
/**
* | output |
* | --- |
* | "Remove {name}" |
*
* @param {Composer_Remove_NamedInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var composer_remove_named = ((inputs, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_composer_remove_named(inputs);
	return en_composer_remove_named(inputs);
});
// src/paraglide/messages/composer_too_long.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{ count: NonNullable<unknown>, limit: NonNullable<unknown> }} Composer_Too_LongInputs */
var en_composer_too_long = (i) => {
	return `The message has ${i?.count} characters; at most ${i?.limit} fit. Attach long text as a file.`;
};
var ru_composer_too_long = (i) => {
	return `В сообщении ${i?.count} символов, а помещается не больше ${i?.limit}. Длинный текст прикрепите файлом.`;
};
/**
* | output |
* | --- |
* | "The message has {count} characters; at most {limit} fit. Attach long text as a file." |
*
* @param {Composer_Too_LongInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var composer_too_long = ((inputs, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_composer_too_long(inputs);
	return en_composer_too_long(inputs);
});
// src/paraglide/messages/estimate_approximate.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Estimate_ApproximateInputs */
var en_estimate_approximate = () => {
	return `approximate: this model’s tokenizer is not public`;
};
var ru_estimate_approximate = () => {
	return `приблизительно: токенизатор этой модели не публикуется`;
};
/**
* | output |
* | --- |
* | "approximate: this model’s tokenizer is not public" |
*
* @param {Estimate_ApproximateInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var estimate_approximate = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_estimate_approximate(inputs);
	return en_estimate_approximate(inputs);
});
// src/paraglide/messages/estimate_context.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{ percent: NonNullable<unknown> }} Estimate_ContextInputs */
var en_estimate_context = (i) => {
	return `Context window used: ${i?.percent}`;
};
var ru_estimate_context = (i) => {
	return `Заполнено окно контекста: ${i?.percent}`;
};
/**
* | output |
* | --- |
* | "Context window used: {percent}" |
*
* @param {Estimate_ContextInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var estimate_context = ((inputs, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_estimate_context(inputs);
	return en_estimate_context(inputs);
});
// src/paraglide/messages/estimate_cost.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{ cost: NonNullable<unknown> }} Estimate_CostInputs */
var en_estimate_cost = (i) => {
	return `≈ ${i?.cost}`;
};
var ru_estimate_cost = (i) => {
	return `≈ ${i?.cost}`;
};
/**
* | output |
* | --- |
* | "≈ {cost}" |
*
* @param {Estimate_CostInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var estimate_cost = ((inputs, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_estimate_cost(inputs);
	return en_estimate_cost(inputs);
});
// src/paraglide/messages/estimate_label.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{ model: NonNullable<unknown>, cost: NonNullable<unknown>, tokens: NonNullable<unknown> }} Estimate_LabelInputs */
var en_estimate_label = (i) => {
	return `Estimated cost of this message with ${i?.model}: ${i?.cost}, ${i?.tokens} input tokens`;
};
var ru_estimate_label = (i) => {
	return `Примерная цена сообщения с ${i?.model}: ${i?.cost}, входных токенов: ${i?.tokens}`;
};
/**
* | output |
* | --- |
* | "Estimated cost of this message with {model}: {cost}, {tokens} input tokens" |
*
* @param {Estimate_LabelInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var estimate_label = ((inputs, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_estimate_label(inputs);
	return en_estimate_label(inputs);
});
// src/paraglide/messages/mcp_approve.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Mcp_ApproveInputs */
var en_mcp_approve = () => {
	return `Approve`;
};
var ru_mcp_approve = () => {
	return `Одобрить`;
};
/**
* | output |
* | --- |
* | "Approve" |
*
* @param {Mcp_ApproveInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var mcp_approve = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_mcp_approve(inputs);
	return en_mcp_approve(inputs);
});
// src/paraglide/messages/mcp_card_error.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Mcp_Card_ErrorInputs */
var en_mcp_card_error = () => {
	return `Error`;
};
var ru_mcp_card_error = () => {
	return `Ошибка`;
};
/**
* | output |
* | --- |
* | "Error" |
*
* @param {Mcp_Card_ErrorInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var mcp_card_error = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_mcp_card_error(inputs);
	return en_mcp_card_error(inputs);
});
// src/paraglide/messages/mcp_card_input.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Mcp_Card_InputInputs */
var en_mcp_card_input = () => {
	return `Input`;
};
var ru_mcp_card_input = () => {
	return `Ввод`;
};
/**
* | output |
* | --- |
* | "Input" |
*
* @param {Mcp_Card_InputInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var mcp_card_input = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_mcp_card_input(inputs);
	return en_mcp_card_input(inputs);
});
// src/paraglide/messages/mcp_card_output.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Mcp_Card_OutputInputs */
var en_mcp_card_output = () => {
	return `Output`;
};
var ru_mcp_card_output = () => {
	return `Результат`;
};
/**
* | output |
* | --- |
* | "Output" |
*
* @param {Mcp_Card_OutputInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var mcp_card_output = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_mcp_card_output(inputs);
	return en_mcp_card_output(inputs);
});
// src/paraglide/messages/mcp_card_running.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Mcp_Card_RunningInputs */
var en_mcp_card_running = () => {
	return `Running…`;
};
var ru_mcp_card_running = () => {
	return `Выполняется…`;
};
/**
* | output |
* | --- |
* | "Running…" |
*
* @param {Mcp_Card_RunningInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var mcp_card_running = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_mcp_card_running(inputs);
	return en_mcp_card_running(inputs);
});
// src/paraglide/messages/mcp_card_title.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{ tool: NonNullable<unknown>, server: NonNullable<unknown> }} Mcp_Card_TitleInputs */
var en_mcp_card_title = (i) => {
	return `${i?.tool} · ${i?.server}`;
};
var ru_mcp_card_title = (i) => {
	return `${i?.tool} · ${i?.server}`;
};
/**
* | output |
* | --- |
* | "{tool} · {server}" |
*
* @param {Mcp_Card_TitleInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var mcp_card_title = ((inputs, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_mcp_card_title(inputs);
	return en_mcp_card_title(inputs);
});
// src/paraglide/messages/mcp_card_waiting.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Mcp_Card_WaitingInputs */
var en_mcp_card_waiting = () => {
	return `Waiting for your approval`;
};
var ru_mcp_card_waiting = () => {
	return `Ждёт вашего одобрения`;
};
/**
* | output |
* | --- |
* | "Waiting for your approval" |
*
* @param {Mcp_Card_WaitingInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var mcp_card_waiting = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_mcp_card_waiting(inputs);
	return en_mcp_card_waiting(inputs);
});
// src/paraglide/messages/mcp_deny.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Mcp_DenyInputs */
var en_mcp_deny = () => {
	return `Deny`;
};
var ru_mcp_deny = () => {
	return `Отклонить`;
};
/**
* | output |
* | --- |
* | "Deny" |
*
* @param {Mcp_DenyInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var mcp_deny = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_mcp_deny(inputs);
	return en_mcp_deny(inputs);
});
// src/paraglide/messages/picker_cap_image.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Picker_Cap_ImageInputs */
var en_picker_cap_image = () => {
	return `Makes images`;
};
var ru_picker_cap_image = () => {
	return `Рисует изображения`;
};
/**
* | output |
* | --- |
* | "Makes images" |
*
* @param {Picker_Cap_ImageInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var picker_cap_image = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_picker_cap_image(inputs);
	return en_picker_cap_image(inputs);
});
// src/paraglide/messages/picker_cap_reasoning.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Picker_Cap_ReasoningInputs */
var en_picker_cap_reasoning = () => {
	return `Reasoning`;
};
var ru_picker_cap_reasoning = () => {
	return `Рассуждает`;
};
/**
* | output |
* | --- |
* | "Reasoning" |
*
* @param {Picker_Cap_ReasoningInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var picker_cap_reasoning = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_picker_cap_reasoning(inputs);
	return en_picker_cap_reasoning(inputs);
});
// src/paraglide/messages/picker_cap_search.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Picker_Cap_SearchInputs */
var en_picker_cap_search = () => {
	return `Web search`;
};
var ru_picker_cap_search = () => {
	return `Поиск в интернете`;
};
/**
* | output |
* | --- |
* | "Web search" |
*
* @param {Picker_Cap_SearchInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var picker_cap_search = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_picker_cap_search(inputs);
	return en_picker_cap_search(inputs);
});
// src/paraglide/messages/picker_cap_tools.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Picker_Cap_ToolsInputs */
var en_picker_cap_tools = () => {
	return `Tools`;
};
var ru_picker_cap_tools = () => {
	return `Инструменты`;
};
/**
* | output |
* | --- |
* | "Tools" |
*
* @param {Picker_Cap_ToolsInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var picker_cap_tools = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_picker_cap_tools(inputs);
	return en_picker_cap_tools(inputs);
});
// src/paraglide/messages/picker_cap_vision.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Picker_Cap_VisionInputs */
var en_picker_cap_vision = () => {
	return `Reads images`;
};
var ru_picker_cap_vision = () => {
	return `Понимает изображения`;
};
/**
* | output |
* | --- |
* | "Reads images" |
*
* @param {Picker_Cap_VisionInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var picker_cap_vision = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_picker_cap_vision(inputs);
	return en_picker_cap_vision(inputs);
});
// src/paraglide/messages/picker_context.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{ size: NonNullable<unknown> }} Picker_ContextInputs */
var en_picker_context = (i) => {
	return `${i?.size} context`;
};
var ru_picker_context = (i) => {
	return `контекст ${i?.size}`;
};
/**
* | output |
* | --- |
* | "{size} context" |
*
* @param {Picker_ContextInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var picker_context = ((inputs, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_picker_context(inputs);
	return en_picker_context(inputs);
});
// src/paraglide/messages/picker_favorites.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Picker_FavoritesInputs */
var en_picker_favorites = () => {
	return `Favourites`;
};
var ru_picker_favorites = () => {
	return `Избранное`;
};
/**
* | output |
* | --- |
* | "Favourites" |
*
* @param {Picker_FavoritesInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var picker_favorites = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_picker_favorites(inputs);
	return en_picker_favorites(inputs);
});
// src/paraglide/messages/picker_free.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Picker_FreeInputs */
var en_picker_free = () => {
	return `Free`;
};
var ru_picker_free = () => {
	return `Бесплатно`;
};
/**
* | output |
* | --- |
* | "Free" |
*
* @param {Picker_FreeInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var picker_free = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_picker_free(inputs);
	return en_picker_free(inputs);
});
// src/paraglide/messages/picker_group_demo.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Picker_Group_DemoInputs */
var en_picker_group_demo = () => {
	return `Demo`;
};
var ru_picker_group_demo = () => {
	return `Демо`;
};
/**
* | output |
* | --- |
* | "Demo" |
*
* @param {Picker_Group_DemoInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var picker_group_demo = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_picker_group_demo(inputs);
	return en_picker_group_demo(inputs);
});
// src/paraglide/messages/picker_group_local.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Picker_Group_LocalInputs */
var en_picker_group_local = () => {
	return `Local`;
};
var ru_picker_group_local = () => {
	return `Локальные`;
};
/**
* | output |
* | --- |
* | "Local" |
*
* @param {Picker_Group_LocalInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var picker_group_local = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_picker_group_local(inputs);
	return en_picker_group_local(inputs);
});
// src/paraglide/messages/picker_group_other.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Picker_Group_OtherInputs */
var en_picker_group_other = () => {
	return `Other`;
};
var ru_picker_group_other = () => {
	return `Другие`;
};
/**
* | output |
* | --- |
* | "Other" |
*
* @param {Picker_Group_OtherInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var picker_group_other = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_picker_group_other(inputs);
	return en_picker_group_other(inputs);
});
// src/paraglide/messages/picker_hint.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Picker_HintInputs */
var en_picker_hint = () => {
	return `↑↓ move · Enter picks · Shift+Enter stars · Esc closes`;
};
var ru_picker_hint = () => {
	return `↑↓ выбор · Enter — взять · Shift+Enter — в избранное · Esc — закрыть`;
};
/**
* | output |
* | --- |
* | "↑↓ move · Enter picks · Shift+Enter stars · Esc closes" |
*
* @param {Picker_HintInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var picker_hint = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_picker_hint(inputs);
	return en_picker_hint(inputs);
});
// src/paraglide/messages/picker_no_match.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{ query: NonNullable<unknown> }} Picker_No_MatchInputs */
var en_picker_no_match = (i) => {
	return `No model matches “${i?.query}”`;
};
var ru_picker_no_match = (i) => {
	return `Нет моделей по запросу «${i?.query}»`;
};
/**
* | output |
* | --- |
* | "No model matches “{query}”" |
*
* @param {Picker_No_MatchInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var picker_no_match = ((inputs, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_picker_no_match(inputs);
	return en_picker_no_match(inputs);
});
// src/paraglide/messages/picker_price.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{ input: NonNullable<unknown>, output: NonNullable<unknown> }} Picker_PriceInputs */
var en_picker_price = (i) => {
	return `${i?.input} in · ${i?.output} out per 1K tokens`;
};
var ru_picker_price = (i) => {
	return `${i?.input} ввод · ${i?.output} вывод за 1 тыс. токенов`;
};
/**
* | output |
* | --- |
* | "{input} in · {output} out per 1K tokens" |
*
* @param {Picker_PriceInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var picker_price = ((inputs, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_picker_price(inputs);
	return en_picker_price(inputs);
});
// src/paraglide/messages/picker_search.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Picker_SearchInputs */
var en_picker_search = () => {
	return `Search models`;
};
var ru_picker_search = () => {
	return `Поиск моделей`;
};
/**
* | output |
* | --- |
* | "Search models" |
*
* @param {Picker_SearchInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var picker_search = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_picker_search(inputs);
	return en_picker_search(inputs);
});
// src/paraglide/messages/picker_star.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{ model: NonNullable<unknown> }} Picker_StarInputs */
var en_picker_star = (i) => {
	return `Add ${i?.model} to favourites`;
};
var ru_picker_star = (i) => {
	return `Добавить ${i?.model} в избранное`;
};
/**
* | output |
* | --- |
* | "Add {model} to favourites" |
*
* @param {Picker_StarInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var picker_star = ((inputs, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_picker_star(inputs);
	return en_picker_star(inputs);
});
// src/paraglide/messages/picker_starred.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Picker_StarredInputs */
var en_picker_starred = () => {
	return `favourite`;
};
var ru_picker_starred = () => {
	return `в избранном`;
};
/**
* | output |
* | --- |
* | "favourite" |
*
* @param {Picker_StarredInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var picker_starred = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_picker_starred(inputs);
	return en_picker_starred(inputs);
});
// src/paraglide/messages/picker_unstar.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{ model: NonNullable<unknown> }} Picker_UnstarInputs */
var en_picker_unstar = (i) => {
	return `Remove ${i?.model} from favourites`;
};
var ru_picker_unstar = (i) => {
	return `Убрать ${i?.model} из избранного`;
};
/**
* | output |
* | --- |
* | "Remove {model} from favourites" |
*
* @param {Picker_UnstarInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var picker_unstar = ((inputs, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_picker_unstar(inputs);
	return en_picker_unstar(inputs);
});
// src/paraglide/messages/rating_close.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Rating_CloseInputs */
var en_rating_close = () => {
	return `Close`;
};
var ru_rating_close = () => {
	return `Закрыть`;
};
/**
* | output |
* | --- |
* | "Close" |
*
* @param {Rating_CloseInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var rating_close = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_rating_close(inputs);
	return en_rating_close(inputs);
});
// src/paraglide/messages/rating_comment.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Rating_CommentInputs */
var en_rating_comment = () => {
	return `Comment`;
};
var ru_rating_comment = () => {
	return `Комментарий`;
};
/**
* | output |
* | --- |
* | "Comment" |
*
* @param {Rating_CommentInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var rating_comment = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_rating_comment(inputs);
	return en_rating_comment(inputs);
});
// src/paraglide/messages/rating_down.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Rating_DownInputs */
var en_rating_down = () => {
	return `Bad answer`;
};
var ru_rating_down = () => {
	return `Плохой ответ`;
};
/**
* | output |
* | --- |
* | "Bad answer" |
*
* @param {Rating_DownInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var rating_down = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_rating_down(inputs);
	return en_rating_down(inputs);
});
// src/paraglide/messages/rating_failed.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Rating_FailedInputs */
var en_rating_failed = () => {
	return `Could not save the rating`;
};
var ru_rating_failed = () => {
	return `Не удалось сохранить оценку`;
};
/**
* | output |
* | --- |
* | "Could not save the rating" |
*
* @param {Rating_FailedInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var rating_failed = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_rating_failed(inputs);
	return en_rating_failed(inputs);
});
// src/paraglide/messages/rating_reason_accurate.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Rating_Reason_AccurateInputs */
var en_rating_reason_accurate = () => {
	return `Accurate`;
};
var ru_rating_reason_accurate = () => {
	return `Точно`;
};
/**
* | output |
* | --- |
* | "Accurate" |
*
* @param {Rating_Reason_AccurateInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var rating_reason_accurate = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_rating_reason_accurate(inputs);
	return en_rating_reason_accurate(inputs);
});
// src/paraglide/messages/rating_reason_helpful.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Rating_Reason_HelpfulInputs */
var en_rating_reason_helpful = () => {
	return `Helpful`;
};
var ru_rating_reason_helpful = () => {
	return `Полезно`;
};
/**
* | output |
* | --- |
* | "Helpful" |
*
* @param {Rating_Reason_HelpfulInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var rating_reason_helpful = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_rating_reason_helpful(inputs);
	return en_rating_reason_helpful(inputs);
});
// src/paraglide/messages/rating_reason_incomplete.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Rating_Reason_IncompleteInputs */
var en_rating_reason_incomplete = () => {
	return `Incomplete`;
};
var ru_rating_reason_incomplete = () => {
	return `Неполно`;
};
/**
* | output |
* | --- |
* | "Incomplete" |
*
* @param {Rating_Reason_IncompleteInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var rating_reason_incomplete = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_rating_reason_incomplete(inputs);
	return en_rating_reason_incomplete(inputs);
});
// src/paraglide/messages/rating_reason_other.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Rating_Reason_OtherInputs */
var en_rating_reason_other = () => {
	return `Other`;
};
var ru_rating_reason_other = () => {
	return `Другое`;
};
/**
* | output |
* | --- |
* | "Other" |
*
* @param {Rating_Reason_OtherInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var rating_reason_other = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_rating_reason_other(inputs);
	return en_rating_reason_other(inputs);
});
// src/paraglide/messages/rating_reason_title.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Rating_Reason_TitleInputs */
var en_rating_reason_title = () => {
	return `What was it? (optional)`;
};
var ru_rating_reason_title = () => {
	return `Что именно? (необязательно)`;
};
/**
* | output |
* | --- |
* | "What was it? (optional)" |
*
* @param {Rating_Reason_TitleInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var rating_reason_title = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_rating_reason_title(inputs);
	return en_rating_reason_title(inputs);
});
// src/paraglide/messages/rating_reason_unhelpful.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Rating_Reason_UnhelpfulInputs */
var en_rating_reason_unhelpful = () => {
	return `Not helpful`;
};
var ru_rating_reason_unhelpful = () => {
	return `Бесполезно`;
};
/**
* | output |
* | --- |
* | "Not helpful" |
*
* @param {Rating_Reason_UnhelpfulInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var rating_reason_unhelpful = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_rating_reason_unhelpful(inputs);
	return en_rating_reason_unhelpful(inputs);
});
// src/paraglide/messages/rating_reason_unsafe.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Rating_Reason_UnsafeInputs */
var en_rating_reason_unsafe = () => {
	return `Unsafe or offensive`;
};
var ru_rating_reason_unsafe = () => {
	return `Небезопасно или оскорбительно`;
};
/**
* | output |
* | --- |
* | "Unsafe or offensive" |
*
* @param {Rating_Reason_UnsafeInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var rating_reason_unsafe = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_rating_reason_unsafe(inputs);
	return en_rating_reason_unsafe(inputs);
});
// src/paraglide/messages/rating_reason_wrong.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Rating_Reason_WrongInputs */
var en_rating_reason_wrong = () => {
	return `Wrong`;
};
var ru_rating_reason_wrong = () => {
	return `Неверно`;
};
/**
* | output |
* | --- |
* | "Wrong" |
*
* @param {Rating_Reason_WrongInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var rating_reason_wrong = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_rating_reason_wrong(inputs);
	return en_rating_reason_wrong(inputs);
});
// src/paraglide/messages/rating_saved.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Rating_SavedInputs */
var en_rating_saved = () => {
	return `Thanks, noted`;
};
var ru_rating_saved = () => {
	return `Спасибо, учтём`;
};
/**
* | output |
* | --- |
* | "Thanks, noted" |
*
* @param {Rating_SavedInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var rating_saved = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_rating_saved(inputs);
	return en_rating_saved(inputs);
});
// src/paraglide/messages/rating_send.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Rating_SendInputs */
var en_rating_send = () => {
	return `Send`;
};
var ru_rating_send = () => {
	return `Отправить`;
};
/**
* | output |
* | --- |
* | "Send" |
*
* @param {Rating_SendInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var rating_send = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_rating_send(inputs);
	return en_rating_send(inputs);
});
// src/paraglide/messages/rating_up.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Rating_UpInputs */
var en_rating_up = () => {
	return `Good answer`;
};
var ru_rating_up = () => {
	return `Хороший ответ`;
};
/**
* | output |
* | --- |
* | "Good answer" |
*
* @param {Rating_UpInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var rating_up = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_rating_up(inputs);
	return en_rating_up(inputs);
});
// src/paraglide/messages/templates_instruction_open.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Templates_Instruction_OpenInputs */
var en_templates_instruction_open = () => {
	return `Templates`;
};
var ru_templates_instruction_open = () => {
	return `Шаблоны`;
};
/**
* | output |
* | --- |
* | "Templates" |
*
* @param {Templates_Instruction_OpenInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var templates_instruction_open = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_templates_instruction_open(inputs);
	return en_templates_instruction_open(inputs);
});
// src/paraglide/messages/voice_denied.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Voice_DeniedInputs */
var en_voice_denied = () => {
	return `Microphone access was denied. Allow it in the browser's site settings.`;
};
var ru_voice_denied = () => {
	return `Доступ к микрофону запрещён. Разрешите его в настройках сайта в браузере.`;
};
/**
* | output |
* | --- |
* | "Microphone access was denied. Allow it in the browser's site settings." |
*
* @param {Voice_DeniedInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var voice_denied = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_voice_denied(inputs);
	return en_voice_denied(inputs);
});
// src/paraglide/messages/voice_discard.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Voice_DiscardInputs */
var en_voice_discard = () => {
	return `Discard recording`;
};
var ru_voice_discard = () => {
	return `Удалить запись`;
};
/**
* | output |
* | --- |
* | "Discard recording" |
*
* @param {Voice_DiscardInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var voice_discard = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_voice_discard(inputs);
	return en_voice_discard(inputs);
});
// src/paraglide/messages/voice_failed.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{ reason: NonNullable<unknown> }} Voice_FailedInputs */
var en_voice_failed = (i) => {
	return `Could not transcribe: ${i?.reason}`;
};
var ru_voice_failed = (i) => {
	return `Не удалось распознать: ${i?.reason}`;
};
/**
* | output |
* | --- |
* | "Could not transcribe: {reason}" |
*
* @param {Voice_FailedInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var voice_failed = ((inputs, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_voice_failed(inputs);
	return en_voice_failed(inputs);
});
// src/paraglide/messages/voice_insecure.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Voice_InsecureInputs */
var en_voice_insecure = () => {
	return `The microphone works only over HTTPS.`;
};
var ru_voice_insecure = () => {
	return `Микрофон работает только по HTTPS.`;
};
/**
* | output |
* | --- |
* | "The microphone works only over HTTPS." |
*
* @param {Voice_InsecureInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var voice_insecure = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_voice_insecure(inputs);
	return en_voice_insecure(inputs);
});
// src/paraglide/messages/voice_level.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Voice_LevelInputs */
var en_voice_level = () => {
	return `Input level`;
};
var ru_voice_level = () => {
	return `Уровень звука`;
};
/**
* | output |
* | --- |
* | "Input level" |
*
* @param {Voice_LevelInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var voice_level = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_voice_level(inputs);
	return en_voice_level(inputs);
});
// src/paraglide/messages/voice_loading.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Voice_LoadingInputs */
var en_voice_loading = () => {
	return `Preparing audio…`;
};
var ru_voice_loading = () => {
	return `Готовим аудио…`;
};
/**
* | output |
* | --- |
* | "Preparing audio…" |
*
* @param {Voice_LoadingInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var voice_loading = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_voice_loading(inputs);
	return en_voice_loading(inputs);
});
// src/paraglide/messages/voice_mic.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Voice_MicInputs */
var en_voice_mic = () => {
	return `Dictate`;
};
var ru_voice_mic = () => {
	return `Диктовать`;
};
/**
* | output |
* | --- |
* | "Dictate" |
*
* @param {Voice_MicInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var voice_mic = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_voice_mic(inputs);
	return en_voice_mic(inputs);
});
// src/paraglide/messages/voice_mic_stop.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Voice_Mic_StopInputs */
var en_voice_mic_stop = () => {
	return `Stop recording`;
};
var ru_voice_mic_stop = () => {
	return `Остановить запись`;
};
/**
* | output |
* | --- |
* | "Stop recording" |
*
* @param {Voice_Mic_StopInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var voice_mic_stop = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_voice_mic_stop(inputs);
	return en_voice_mic_stop(inputs);
});
// src/paraglide/messages/voice_no_mic.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Voice_No_MicInputs */
var en_voice_no_mic = () => {
	return `No microphone found.`;
};
var ru_voice_no_mic = () => {
	return `Микрофон не найден.`;
};
/**
* | output |
* | --- |
* | "No microphone found." |
*
* @param {Voice_No_MicInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var voice_no_mic = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_voice_no_mic(inputs);
	return en_voice_no_mic(inputs);
});
// src/paraglide/messages/voice_pause.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Voice_PauseInputs */
var en_voice_pause = () => {
	return `Pause`;
};
var ru_voice_pause = () => {
	return `Пауза`;
};
/**
* | output |
* | --- |
* | "Pause" |
*
* @param {Voice_PauseInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var voice_pause = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_voice_pause(inputs);
	return en_voice_pause(inputs);
});
// src/paraglide/messages/voice_read_aloud.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Voice_Read_AloudInputs */
var en_voice_read_aloud = () => {
	return `Read aloud`;
};
var ru_voice_read_aloud = () => {
	return `Прочитать вслух`;
};
/**
* | output |
* | --- |
* | "Read aloud" |
*
* @param {Voice_Read_AloudInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var voice_read_aloud = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_voice_read_aloud(inputs);
	return en_voice_read_aloud(inputs);
});
// src/paraglide/messages/voice_read_failed.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{ reason: NonNullable<unknown> }} Voice_Read_FailedInputs */
var en_voice_read_failed = (i) => {
	return `Could not read aloud: ${i?.reason}`;
};
var ru_voice_read_failed = (i) => {
	return `Не удалось озвучить: ${i?.reason}`;
};
/**
* | output |
* | --- |
* | "Could not read aloud: {reason}" |
*
* @param {Voice_Read_FailedInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var voice_read_failed = ((inputs, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_voice_read_failed(inputs);
	return en_voice_read_failed(inputs);
});
// src/paraglide/messages/voice_recording.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{ time: NonNullable<unknown> }} Voice_RecordingInputs */
var en_voice_recording = (i) => {
	return `Recording ${i?.time}`;
};
var ru_voice_recording = (i) => {
	return `Запись ${i?.time}`;
};
/**
* | output |
* | --- |
* | "Recording {time}" |
*
* @param {Voice_RecordingInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var voice_recording = ((inputs, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_voice_recording(inputs);
	return en_voice_recording(inputs);
});
// src/paraglide/messages/voice_retry.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Voice_RetryInputs */
var en_voice_retry = () => {
	return `Retry`;
};
var ru_voice_retry = () => {
	return `Повторить`;
};
/**
* | output |
* | --- |
* | "Retry" |
*
* @param {Voice_RetryInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var voice_retry = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_voice_retry(inputs);
	return en_voice_retry(inputs);
});
// src/paraglide/messages/voice_speed.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Voice_SpeedInputs */
var en_voice_speed = () => {
	return `Speed`;
};
var ru_voice_speed = () => {
	return `Скорость`;
};
/**
* | output |
* | --- |
* | "Speed" |
*
* @param {Voice_SpeedInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var voice_speed = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_voice_speed(inputs);
	return en_voice_speed(inputs);
});
// src/paraglide/messages/voice_stt_off.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Voice_Stt_OffInputs */
var en_voice_stt_off = () => {
	return `Speech recognition is not connected on this server.`;
};
var ru_voice_stt_off = () => {
	return `Распознавание речи не подключено на этом сервере.`;
};
/**
* | output |
* | --- |
* | "Speech recognition is not connected on this server." |
*
* @param {Voice_Stt_OffInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var voice_stt_off = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_voice_stt_off(inputs);
	return en_voice_stt_off(inputs);
});
// src/paraglide/messages/voice_transcribing.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Voice_TranscribingInputs */
var en_voice_transcribing = () => {
	return `Transcribing…`;
};
var ru_voice_transcribing = () => {
	return `Распознаём…`;
};
/**
* | output |
* | --- |
* | "Transcribing…" |
*
* @param {Voice_TranscribingInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var voice_transcribing = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_voice_transcribing(inputs);
	return en_voice_transcribing(inputs);
});
// src/paraglide/messages/voice_tts_off.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Voice_Tts_OffInputs */
var en_voice_tts_off = () => {
	return `Reading aloud is not connected on this server.`;
};
var ru_voice_tts_off = () => {
	return `Озвучивание текста не подключено на этом сервере.`;
};
/**
* | output |
* | --- |
* | "Reading aloud is not connected on this server." |
*
* @param {Voice_Tts_OffInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var voice_tts_off = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_voice_tts_off(inputs);
	return en_voice_tts_off(inputs);
});
// src/paraglide/messages/voice_unsupported.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Voice_UnsupportedInputs */
var en_voice_unsupported = () => {
	return `This browser cannot record audio.`;
};
var ru_voice_unsupported = () => {
	return `Этот браузер не умеет записывать звук.`;
};
/**
* | output |
* | --- |
* | "This browser cannot record audio." |
*
* @param {Voice_UnsupportedInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var voice_unsupported = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_voice_unsupported(inputs);
	return en_voice_unsupported(inputs);
});
// src/components/ratings/ratings-scope.tsx
var import_react = require_react();
var import_jsx_runtime = require_jsx_runtime();
var RatingsChat = (0, import_react.createContext)(void 0);
/** The chat whose answers may be rated here: only an own, saved chat (absent: no rating). */
function RatingsScope({ chatId, children }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(RatingsChat, {
		value: chatId,
		children
	});
}
var useRatingsChat = () => (0, import_react.useContext)(RatingsChat);
// src/lib/voice/playback.ts
/** The speech playing now: taking playback stops whatever played before, so one plays at a time. */
var current;
/** Makes `stop` the current player's off switch, stopping the previous one. */
function takePlayback(stop) {
	if (current && current !== stop) current();
	current = stop;
}
/** Forgets `stop` when it is still the current player (it ended by itself). */
function releasePlayback(stop) {
	if (current === stop) current = void 0;
}
// src/lib/voice/voice-api.ts
var features;
function voiceFeatures() {
	features ??= fetch("/api/v1/aimedia/voices").then((res) => res.ok ? res.json() : {
		stt: false,
		tts: false
	}).catch(() => {
		features = void 0;
		return {
			stt: false,
			tts: false
		};
	});
	return features;
}
/** The api's `{message}` of a refusal (in the page's locale: the front sends X-Ad-Locale), or the status when the body says nothing. */
async function reasonOf(res) {
	const body = await res.json().catch(() => ({}));
	return typeof body.message === "string" ? body.message : `HTTP ${res.status}`;
}
var VoiceApiError = class extends Error {};
/** The transcript of a recording (`POST /v1/aimedia/stt/transcribe?model=nova`). */
async function transcribeRecording(audio) {
	const form = new FormData();
	form.set("file", audio, "dictation");
	form.set("source", "dictation");
	const res = await fetch("/api/v1/aimedia/stt/transcribe?model=nova", {
		method: "POST",
		body: form
	});
	if (!res.ok) throw new VoiceApiError(await reasonOf(res));
	return (await res.json()).text;
}
/**
* Speech for a text (`POST /v1/aimedia/yandex/synthesize`), as a blob the page can play. The
* voice is the account's (settings), else the interface language's Yandex voice, else the one the
* server offers first (an OpenAI voice where only OpenAI is configured).
*/
async function synthesizeSpeech(text, locale, signal) {
	const format = new Audio().canPlayType("audio/ogg; codecs=opus") ? "oggopus" : "mp3";
	const voice = clientSettings().voice ?? await defaultVoice(locale);
	const res = await fetch(`/api/v1/aimedia/yandex/synthesize?voice_id=${voice}&format=${format}`, {
		method: "POST",
		headers: { "Content-Type": "application/json" },
		body: JSON.stringify({ text }),
		signal
	});
	if (!res.ok) throw new VoiceApiError(await reasonOf(res));
	return res.blob();
}
async function defaultVoice(locale) {
	const byLanguage = locale === "ru" ? "alena" : "john";
	const { voices = [], defaultVoice: first } = await voiceFeatures();
	return voices.some((v) => v.id === byLanguage) || !first ? byLanguage : first;
}
// src/lib/chat/drafts.ts
var prefix = "beseda:draft:";
/** The unsent text of a chat, kept in localStorage until it is sent (new chats use 'new'). */
function readDraft(storage, chatKey) {
	try {
		return storage?.getItem(prefix + chatKey) ?? "";
	} catch {
		return "";
	}
}
function writeDraft(storage, chatKey, text) {
	try {
		if (text) storage?.setItem(prefix + chatKey, text);
		else storage?.removeItem(prefix + chatKey);
	} catch {}
}
// src/lib/chat/file-limits.ts
/** Largest attachment accepted before upload: 10 MB. */
var maxFileBytes = 10485760;
var imageTypes = /* @__PURE__ */ new Set([
	"image/png",
	"image/jpeg",
	"image/gif",
	"image/webp"
]);
var textExtensions = /\.(txt|md|markdown|csv|tsv|json|xml|ya?ml|toml|ini|log|html?|css|s[ac]ss|[cm]?[jt]sx?|py|rb|go|rs|java|kt|swift|c|h|cc|cpp|hpp|cs|php|sh|sql|pdf)$/i;
/** Files the api reads: images for vision models, text-like files and PDF text (issue 5). */
function fileProblem(file) {
	if (file.size === 0) return "empty";
	if (file.size > 10485760) return "size";
	if (imageTypes.has(file.type) || file.type.startsWith("text/") || textExtensions.test(file.name)) return;
	return "type";
}
/** What the person is told is accepted when a file is refused for its type. */
var acceptedTypesText = "PNG, JPEG, GIF, WebP, PDF, TXT, MD, CSV, JSON, HTML, code";
/** Whether a file is shown as a picture (a thumbnail) rather than a document chip. */
var isImageFile = (file) => imageTypes.has(file.type ?? "");
/** The `accept` attribute matching `fileProblem`. */
var acceptedFiles = "image/png,image/jpeg,image/gif,image/webp,text/*,.md,.csv,.json,.pdf,.ts,.tsx,.js,.py,.go,.rs,.java,.c,.cpp,.sql,.yaml,.yml";
// src/components/voice/mic-button.tsx
/** Quiet after speech that ends a dictation on its own. */
var SILENCE_MS = 2500;
var clock = (ms) => {
	const s = Math.floor(ms / 1e3);
	return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, "0")}`;
};
/**
* The composer's microphone: records (stop by click, Enter or silence), sends the audio for a
* transcript and hands it to `onTranscript`; it never sends the message. A failed transcription
* keeps the recording for a retry until it is discarded.
*/
function MicButton({ onTranscript }) {
	const locale = useLocale();
	const [state, setState] = (0, import_react.useState)({ kind: "idle" });
	const [level, setLevel] = (0, import_react.useState)(0);
	const [now, setNow] = (0, import_react.useState)(0);
	const recording = (0, import_react.useRef)(null);
	const deliver = (0, import_react.useRef)(onTranscript);
	deliver.current = onTranscript;
	const problemText = (problem) => ({
		insecure: voice_insecure,
		unsupported: voice_unsupported,
		denied: voice_denied,
		"no-mic": voice_no_mic
	})[problem]({}, { locale });
	const transcribe = async (audio) => {
		if (audio.size === 0) return setState({ kind: "idle" });
		setState({ kind: "transcribing" });
		try {
			const text = await transcribeRecording(audio);
			setState({ kind: "idle" });
			if (text.trim()) deliver.current(text.trim());
		} catch (error) {
			const reason = error instanceof Error ? error.message : String(error);
			setState({
				kind: "failed",
				message: voice_failed({ reason }, { locale }),
				audio
			});
		}
	};
	const stop = async () => {
		const current = recording.current;
		recording.current = null;
		if (current) await transcribe(await current.stop());
	};
	const start = async () => {
		if (!(await voiceFeatures()).stt) return setState({
			kind: "failed",
			message: voice_stt_off({}, { locale })
		});
		const { startRecording, RecorderError } = await import("./recorder-BCAW5ssc.js");
		try {
			recording.current = await startRecording({
				onLevel: setLevel,
				onSilence: () => void stop(),
				silenceMs: SILENCE_MS
			});
			setState({
				kind: "recording",
				startedAt: performance.now()
			});
		} catch (error) {
			const problem = error instanceof RecorderError ? error.problem : "unsupported";
			setState({
				kind: "failed",
				message: problemText(problem)
			});
		}
	};
	const recordingNow = state.kind === "recording";
	(0, import_react.useEffect)(() => {
		if (!recordingNow) return;
		const timer = window.setInterval(() => setNow(performance.now()), 250);
		const onKey = (event) => {
			if (event.key !== "Enter") return;
			event.preventDefault();
			event.stopPropagation();
			stop();
		};
		window.addEventListener("keydown", onKey, true);
		return () => {
			window.clearInterval(timer);
			window.removeEventListener("keydown", onKey, true);
		};
	}, [recordingNow]);
	(0, import_react.useEffect)(() => () => recording.current?.cancel(), []);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("span", {
		className: "mic",
		"data-state": state.kind,
		"data-testid": "mic",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(IconButton, {
				label: recordingNow ? voice_mic_stop({}, { locale }) : voice_mic({}, { locale }),
				icon: recordingNow ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Square, {
					size: 16,
					fill: "currentColor",
					"aria-hidden": true
				}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Mic, {
					size: 18,
					"aria-hidden": true
				}),
				className: recordingNow ? "icon-button mic-recording" : "icon-button",
				onClick: () => void (recordingNow ? stop() : start()),
				disabled: state.kind === "transcribing",
				"data-testid": "mic-button"
			}),
			state.kind === "recording" && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("span", {
				className: "mic-status",
				"data-testid": "mic-recording",
				children: [voice_recording({ time: clock(Math.max(0, now - state.startedAt)) }, { locale }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("meter", {
					className: "mic-level",
					min: 0,
					max: 1,
					value: level,
					"aria-label": voice_level({}, { locale })
				})]
			}),
			state.kind === "transcribing" && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
				className: "mic-status",
				role: "status",
				"data-testid": "mic-transcribing",
				children: voice_transcribing({}, { locale })
			}),
			state.kind === "failed" && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("span", {
				className: "mic-status",
				role: "alert",
				"data-testid": "mic-error",
				children: [state.message, state.audio && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("button", {
					type: "button",
					className: "icon-button",
					onClick: () => state.audio && void transcribe(state.audio),
					"data-testid": "mic-retry",
					children: voice_retry({}, { locale })
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("button", {
					type: "button",
					className: "icon-button",
					onClick: () => setState({ kind: "idle" }),
					"data-testid": "mic-discard",
					children: voice_discard({}, { locale })
				})] })]
			})
		]
	});
}
// src/components/chat/composer-estimate.tsx
/**
* "≈ 0,12 ₽" and a small gauge of how full the model's context window is, for the draft in the
* box; the full sentence (tokens, whether approximate) is its accessible name and tooltip.
*/
function ComposerEstimate({ estimate, modelName }) {
	const locale = useLocale();
	if (!estimate) return null;
	const cost = formatRub(estimate.estimatedKopecks, locale);
	const percent = Math.min(100, Math.round(estimate.contextUsed * 1e3) / 10);
	const percentText = new Intl.NumberFormat(locale === "ru" ? "ru-RU" : "en-US", {
		style: "percent",
		maximumFractionDigits: 1
	}).format(percent / 100);
	const sentence = [estimate_label({
		model: modelName,
		cost,
		tokens: formatNumber(estimate.inputTokens, locale)
	}, { locale }), estimate.approximate ? estimate_approximate({}, { locale }) : void 0].filter(Boolean).join("; ");
	const contextLabel = estimate_context({ percent: percentText }, { locale });
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("span", {
		className: "composer-estimate",
		title: `${sentence}. ${contextLabel}`,
		"data-testid": "composer-estimate",
		"data-model": estimate.model,
		"data-kopecks": estimate.estimatedKopecks,
		"data-tokens": estimate.inputTokens,
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
				className: "visually-hidden",
				children: sentence
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
				"aria-hidden": true,
				"data-testid": "composer-estimate-cost",
				children: estimate_cost({ cost }, { locale })
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
				className: "context-gauge",
				role: "meter",
				"aria-label": contextLabel,
				"aria-valuemin": 0,
				"aria-valuemax": 100,
				"aria-valuenow": percent,
				"aria-valuetext": percentText,
				"data-testid": "composer-context-gauge",
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
					className: "context-gauge-fill",
					style: { width: `${Math.max(percent, 2)}%` }
				})
			})
		]
	});
}
// src/components/chat/composer-files.tsx
/** Why a file was not attached, in the interface language. */
function refusalText(problem, locale) {
	const name = problem.name;
	if (problem.kind === "empty") return composer_file_empty({ name }, { locale });
	if (problem.kind === "size") return composer_file_size({
		name,
		limit: formatSize(maxFileBytes, locale)
	}, { locale });
	if (problem.kind === "count") return composer_file_count({ count: 10 }, { locale });
	return composer_file_type({
		name,
		types: acceptedTypesText
	}, { locale });
}
/** The files waiting to be sent: image thumbnails and document chips, each removable. */
function ComposerFiles({ files, problem, onRemove }) {
	const locale = useLocale();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [files.length > 0 && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("ul", {
		className: "composer-files",
		"aria-label": composer_attached_files({}, { locale }),
		children: files.map(({ id, file, preview }) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("li", {
			className: "file-chip",
			"data-kind": preview ? "image" : "document",
			"data-testid": "composer-file",
			children: [
				preview ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("img", {
					className: "file-chip-thumb",
					src: preview,
					alt: "",
					width: 40,
					height: 40
				}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FileText, {
					className: "file-chip-icon",
					size: 20,
					"aria-hidden": true
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("span", {
					className: "file-chip-text",
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
						className: "file-chip-name",
						children: file.name
					}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
						className: "muted",
						children: formatSize(file.size, locale)
					})]
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(IconButton, {
					label: composer_remove_named({ name: file.name }, { locale }),
					icon: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(X, {
						size: 14,
						"aria-hidden": true
					}),
					onClick: () => onRemove(id),
					"data-testid": "composer-file-remove"
				})
			]
		}, id))
	}), problem && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
		className: "composer-problem",
		role: "alert",
		"data-testid": "composer-file-error",
		children: refusalText(problem, locale)
	})] });
}
// src/components/ui/model-picker-option.tsx
var capabilityIcons = [
	[
		"reasoning",
		(size) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Brain, {
			size,
			"aria-hidden": true
		}),
		picker_cap_reasoning
	],
	[
		"tools",
		(size) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Wrench, {
			size,
			"aria-hidden": true
		}),
		picker_cap_tools
	],
	[
		"vision",
		(size) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Eye, {
			size,
			"aria-hidden": true
		}),
		picker_cap_vision
	],
	[
		"search",
		(size) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Globe, {
			size,
			"aria-hidden": true
		}),
		picker_cap_search
	],
	[
		"image",
		(size) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Image, {
			size,
			"aria-hidden": true
		}),
		picker_cap_image
	]
];
/** A row of the picker's listbox: name, capability icons, price per 1,000 tokens and context. */
function ModelPickerOption({ model, domId, selected, active, favorite, onPick, onHover, onToggleFavorite }) {
	const locale = useLocale();
	const capabilities = capabilityIcons.filter(([key]) => model.capabilities.includes(key));
	const free = model.prices && model.prices.input === 0 && model.prices.output === 0;
	const price = !model.prices ? void 0 : free ? picker_free({}, { locale }) : picker_price({
		input: formatRubRate(model.prices.input, locale),
		output: formatRubRate(model.prices.output, locale)
	}, { locale });
	const context = model.contextWindow ? picker_context({ size: formatTokensShort(model.contextWindow, locale) }, { locale }) : void 0;
	const starLabel = (favorite ? picker_unstar : picker_star)({ model: model.name }, { locale });
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		id: domId,
		role: "option",
		tabIndex: -1,
		"aria-selected": selected,
		className: "model-option",
		"data-active": active,
		"data-value": model.id,
		"data-testid": "model-option",
		onClick: onPick,
		onMouseMove: onHover,
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
				className: "model-option-check",
				"aria-hidden": true,
				children: selected && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Check, { size: 16 })
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("span", {
				className: "model-option-main",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("span", {
					className: "model-option-name",
					children: [
						model.name,
						favorite && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("span", {
							className: "visually-hidden",
							children: [", ", picker_starred({}, { locale })]
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
							className: "model-option-caps",
							children: capabilities.map(([key, icon, label]) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("span", {
								title: label({}, { locale }),
								"data-capability": key,
								children: [icon(14), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("span", {
									className: "visually-hidden",
									children: [", ", label({}, { locale })]
								})]
							}, key))
						})
					]
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
					className: "model-option-meta",
					children: [price, context].filter(Boolean).join(" · ")
				})]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
				className: "model-option-star",
				"data-on": favorite,
				title: starLabel,
				"aria-hidden": true,
				"data-testid": "model-star",
				onMouseDown: (event) => event.preventDefault(),
				onClick: (event) => {
					event.stopPropagation();
					onToggleFavorite();
				},
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Star, {
					size: 16,
					fill: favorite ? "currentColor" : "none"
				})
			})
		]
	});
}
// src/components/ui/model-picker.tsx
/** The listed order: favourites first, then each group in the order models arrive. */
function arrange(models, favorites, query) {
	const q = query.trim().toLowerCase();
	const shown = q ? models.filter((model) => [
		model.name,
		model.id,
		model.group
	].some((text) => text.toLowerCase().includes(q))) : models;
	const groups = /* @__PURE__ */ new Map();
	const starred = shown.filter((model) => favorites.includes(model.id));
	for (const model of shown) {
		if (favorites.includes(model.id)) continue;
		groups.set(model.group, [...groups.get(model.group) ?? [], model]);
	}
	return {
		starred,
		groups: [...groups],
		flat: [...starred, ...[...groups.values()].flat()]
	};
}
/**
* The kit's model picker: a button naming the model that opens a searchable listbox grouped by
* provider, with capability icons, the price per 1,000 tokens, the context size and favourites.
* Keyboard: typing on the button opens it with the search started; ↑/↓ move, Enter picks,
* Shift+Enter stars, Esc closes. The search field holds focus (aria-activedescendant).
*
* @example <ModelPicker label="Model" models={models} value={id} onChange={setId} favorites={[]} onToggleFavorite={toggle} />
*/
function ModelPicker(props) {
	const { label, models, value, favorites, testId = "model-picker" } = props;
	const locale = useLocale();
	const baseId = (0, import_react.useId)();
	const [open, setOpen] = (0, import_react.useState)(false);
	const [query, setQuery] = (0, import_react.useState)("");
	const [chosenActive, setActive] = (0, import_react.useState)(value);
	const root = (0, import_react.useRef)(null);
	const button = (0, import_react.useRef)(null);
	const search = (0, import_react.useRef)(null);
	const { starred, groups, flat } = (0, import_react.useMemo)(() => arrange(models, favorites, query), [
		models,
		favorites,
		query
	]);
	const current = models.find((model) => model.id === value);
	const reached = flat.findIndex((model) => model.id === chosenActive);
	const activeIndex = reached >= 0 ? reached : flat.length > 0 ? 0 : -1;
	const active = flat[activeIndex]?.id ?? chosenActive;
	const optionId = (id) => `${baseId}-o-${flat.findIndex((model) => model.id === id)}`;
	(0, import_react.useEffect)(() => {
		if (!open) return;
		search.current?.focus();
		const away = (event) => {
			if (!root.current?.contains(event.target)) setOpen(false);
		};
		document.addEventListener("pointerdown", away);
		return () => document.removeEventListener("pointerdown", away);
	}, [open]);
	const activeDomId = activeIndex >= 0 ? `${baseId}-o-${activeIndex}` : void 0;
	(0, import_react.useEffect)(() => {
		if (open && activeDomId) document.getElementById(activeDomId)?.scrollIntoView?.({ block: "nearest" });
	}, [open, activeDomId]);
	const show = (typed = "") => {
		setQuery(typed);
		setActive(value);
		setOpen(true);
	};
	const close = () => {
		setOpen(false);
		button.current?.focus();
	};
	const pick = (id) => {
		props.onChange(id);
		close();
	};
	const onButtonKey = (event) => {
		if (event.key === "ArrowDown" || event.key === "ArrowUp") {
			event.preventDefault();
			show();
		} else if (event.key.length === 1 && event.key !== " " && !event.ctrlKey && !event.metaKey) {
			event.preventDefault();
			show(event.key);
		}
	};
	const onSearchKey = (event) => {
		const step = {
			ArrowDown: 1,
			ArrowUp: -1
		}[event.key];
		if (step && flat.length > 0) {
			event.preventDefault();
			const next = flat[(activeIndex + step + flat.length) % flat.length];
			if (next) setActive(next.id);
		} else if (event.key === "Enter") {
			event.preventDefault();
			const chosen = flat[activeIndex];
			if (!chosen) return;
			if (event.shiftKey) props.onToggleFavorite(chosen.id);
			else pick(chosen.id);
		} else if (event.key === "Escape") {
			event.preventDefault();
			event.stopPropagation();
			close();
		} else if (event.key === "Tab") setOpen(false);
	};
	const option = (model) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ModelPickerOption, {
		model,
		domId: optionId(model.id),
		selected: model.id === value,
		active: model.id === active,
		favorite: favorites.includes(model.id),
		onPick: () => pick(model.id),
		onHover: () => setActive(model.id),
		onToggleFavorite: () => props.onToggleFavorite(model.id)
	}, model.id);
	const group = (name, list, key) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		role: "group",
		"aria-labelledby": `${baseId}-${key}`,
		className: "model-group",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
			id: `${baseId}-${key}`,
			className: "model-group-name",
			children: name
		}), list.map(option)]
	}, key);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("span", {
		className: "model-picker",
		ref: root,
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("button", {
			ref: button,
			type: "button",
			className: "select model-picker-button",
			"aria-haspopup": "listbox",
			"aria-expanded": open,
			"aria-label": `${label}: ${current?.name ?? value}`,
			onClick: () => open ? setOpen(false) : show(),
			onKeyDown: onButtonKey,
			"data-testid": testId,
			"data-ready": props.ready,
			"data-value": value,
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
				className: "model-picker-current",
				children: current?.name ?? value
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ChevronDown, {
				size: 16,
				"aria-hidden": true,
				className: "model-picker-chevron"
			})]
		}), open && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
			className: "model-picker-popup",
			"data-testid": `${testId}-popup`,
			children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("label", {
					className: "model-picker-search",
					children: [
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Search, {
							size: 16,
							"aria-hidden": true
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
							className: "visually-hidden",
							children: picker_search({}, { locale })
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)("input", {
							ref: search,
							className: "model-picker-input",
							role: "combobox",
							"aria-expanded": true,
							"aria-controls": `${baseId}-list`,
							"aria-autocomplete": "list",
							"aria-activedescendant": activeDomId,
							placeholder: picker_search({}, { locale }),
							value: query,
							onChange: (event) => setQuery(event.target.value),
							onKeyDown: onSearchKey,
							"data-testid": `${testId}-search`
						})
					]
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
					id: `${baseId}-list`,
					role: "listbox",
					"aria-label": label,
					className: "model-list",
					children: [starred.length > 0 && group(picker_favorites({}, { locale }), starred, "fav"), groups.map(([name, list], index) => group(name, list, `g${index}`))]
				}),
				flat.length === 0 && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
					className: "model-picker-empty muted",
					role: "status",
					children: picker_no_match({ query }, { locale })
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
					className: "model-picker-hint muted",
					"aria-hidden": true,
					children: picker_hint({}, { locale })
				})
			]
		})]
	});
}
// src/components/chat/picker-models.ts
/** Providers as people know them; `local` and `demo` are ours to name. */
var brands = {
	gpt: "OpenAI",
	gemini: "Google",
	claude: "Anthropic"
};
function groupOf(provider, locale) {
	if (provider && brands[provider]) return brands[provider];
	if (provider === "local") return picker_group_local({}, { locale });
	if (provider === "demo") return picker_group_demo({}, { locale });
	return picker_group_other({}, { locale });
}
/** The catalogue's models as the picker lists them, grouped by provider. */
function toPickerModels(models, locale) {
	return models.map((model) => ({
		id: model.id,
		name: model.title,
		group: groupOf(model.provider, locale),
		capabilities: model.capabilities ?? [...model.vision ? ["vision"] : [], ...model.webSearch ? ["search"] : []],
		prices: model.prices,
		contextWindow: model.contextWindow
	}));
}
// src/components/chat/templates-button.tsx
var TemplatesPanel = (0, import_react.lazy)(() => import("./templates-panel-Dn0bpPpR.js").then((module) => ({ default: module.TemplatesPanel })));
/** Opens the prompt templates panel, whose code and data load on first use. */
function TemplatesButton({ onPick }) {
	const locale = useLocale();
	const [open, setOpen] = (0, import_react.useState)(false);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("button", {
		type: "button",
		className: "icon-button",
		"aria-expanded": open,
		onClick: () => setOpen((value) => !value),
		"data-testid": "templates-open",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(BookText, {
			size: 16,
			"aria-hidden": true
		}), templates_instruction_open({}, { locale })]
	}), open && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(LazyPart, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(TemplatesPanel, {
		onClose: () => setOpen(false),
		onPick: (text) => {
			onPick(text);
			setOpen(false);
		}
	}) })] });
}
// src/components/chat/use-favorite-models.ts
/**
* The models starred in the picker, kept in the account's settings (`favoriteModels`), so they
* follow the person to every browser. A star shows at once; a refused save puts it back.
*/
function useFavoriteModels() {
	const [favorites, setFavorites] = (0, import_react.useState)([]);
	(0, import_react.useEffect)(() => {
		setFavorites(clientSettings().favoriteModels ?? []);
		const changed = (event) => setFavorites(event.detail.favoriteModels ?? []);
		window.addEventListener(settingsEvent, changed);
		return () => window.removeEventListener(settingsEvent, changed);
	}, []);
	const current = (0, import_react.useRef)(favorites);
	current.current = favorites;
	return {
		favorites,
		toggle: (0, import_react.useCallback)((id) => {
			const before = current.current;
			const next = before.includes(id) ? before.filter((one) => one !== id) : [...before, id];
			setFavorites(next);
			patchUser({ settings: { favoriteModels: next } }).then((problem) => {
				if (problem !== null) setFavorites(before);
			});
		}, [])
	};
}
// src/components/chat/composer-toolbar.tsx
/** Model picker, web search toggle (gpt:gpt, gpt:gpt-mini), assistant picker and templates. */
function ComposerToolbar({ settings, onTemplate }) {
	const locale = useLocale();
	const catalog = useCatalog();
	const models = catalog?.models ?? [];
	const known = models.some((model) => model.id === settings.model);
	const fallback = catalog?.defaultModel ?? models[0]?.id;
	const favorites = useFavoriteModels();
	const pickerModels = (0, import_react.useMemo)(() => toPickerModels(models, locale), [models, locale]);
	const { ready, adoptModel } = settings;
	(0, import_react.useEffect)(() => {
		if (ready && models.length > 0 && !known && fallback) adoptModel(fallback);
	}, [
		ready,
		models.length,
		known,
		fallback,
		adoptModel
	]);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: "composer-toolbar",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ModelPicker, {
				label: chat_model({}, { locale }),
				models: pickerModels,
				value: settings.model,
				onChange: settings.setModel,
				favorites: favorites.favorites,
				onToggleFavorite: favorites.toggle,
				ready: settings.ready && catalog !== void 0 && (known || models.length === 0)
			}),
			settings.webSearchAvailable && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("label", {
				className: "composer-toggle",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("input", {
					type: "checkbox",
					checked: settings.webSearch,
					onChange: (event) => settings.setWebSearch(event.target.checked),
					"data-testid": "web-search-toggle"
				}), chat_web_search({}, { locale })]
			}),
			(catalog?.assistants.length ?? 0) > 0 && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("label", {
				className: "composer-field",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
					className: "visually-hidden",
					children: chat_assistant_picker({}, { locale })
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Select, {
					className: "select-compact",
					value: settings.assistantId ?? "",
					onChange: (event) => settings.setAssistantId(event.target.value || void 0),
					"data-testid": "assistant-picker",
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("option", {
						value: "",
						children: chat_no_assistant({}, { locale })
					}), catalog?.assistants.map((assistant) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("option", {
						value: assistant.id,
						children: assistant.name
					}, assistant.id))]
				})]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TemplatesButton, { onPick: onTemplate })
		]
	});
}
/** The api's limit on one message's text (api/src/generation/send-form.ts). */
var maxQuestionChars = 2e5;
/**
* A long paste as the file that carries it, named in order of pasting.
*
* @example attach([pastedTextFile(text, 1)]) // pasted-text-1.txt
*/
function pastedTextFile(text, index) {
	return new File([text], `pasted-text-${index}.txt`, { type: "text/plain" });
}
// src/components/chat/use-attachments.ts
/**
* The files attached to the next question, each checked against the limits before any upload:
* a refused one is named (`problem`) and the others stay.
*/
function useAttachments() {
	const [files, setFiles] = (0, import_react.useState)([]);
	const [problem, setProblem] = (0, import_react.useState)();
	const current = (0, import_react.useRef)(files);
	current.current = files;
	const attach = (0, import_react.useCallback)((candidates) => {
		const added = [];
		let refusal;
		for (const file of candidates ?? []) {
			const found = fileProblem(file);
			if (!found && current.current.length + added.length >= 10) {
				refusal = {
					kind: "count",
					name: file.name
				};
				continue;
			}
			if (found) {
				refusal = {
					kind: found,
					name: file.name
				};
				continue;
			}
			const preview = isImageFile(file) ? URL.createObjectURL(file) : void 0;
			added.push({
				id: crypto.randomUUID(),
				file,
				...preview ? { preview } : {}
			});
		}
		setProblem(refusal);
		if (added.length > 0) setFiles((list) => [...list, ...added]);
		return added.length > 0;
	}, []);
	const remove = (0, import_react.useCallback)((id) => {
		setFiles((list) => {
			const gone = list.find((item) => item.id === id);
			if (gone?.preview) URL.revokeObjectURL(gone.preview);
			return list.filter((item) => item.id !== id);
		});
		setProblem(void 0);
	}, []);
	/** Empties the list once sent; the previews stay valid for the message that shows them. */
	const clear = (0, import_react.useCallback)(() => {
		setFiles([]);
		setProblem(void 0);
	}, []);
	(0, import_react.useEffect)(() => () => {
		for (const item of current.current) if (item.preview) URL.revokeObjectURL(item.preview);
	}, []);
	return {
		files,
		problem,
		attach,
		remove,
		clear
	};
}
// src/components/chat/use-estimate.ts
/** Quiet time after the last keystroke before the estimate is asked for. */
var DEBOUNCE_MS = 350;
function toEstimate(model, body) {
	if (typeof body !== "object" || body === null) return void 0;
	const raw = body;
	if (![
		raw.inputTokens,
		raw.estimatedKopecks,
		raw.contextUsed
	].every((value) => typeof value === "number")) return void 0;
	return {
		model,
		inputTokens: raw.inputTokens,
		estimatedKopecks: raw.estimatedKopecks,
		contextUsed: raw.contextUsed,
		approximate: raw.approximate === true
	};
}
/**
* What the draft would cost with `model` (and the chat's history when `chatId` is set), asked
* once typing pauses; undefined while there is nothing to send or no answer yet. A newer draft
* or model cancels the question in flight.
*
* @example const estimate = useEstimate(settings.model, chatId, text, settings.ready)
*/
function useEstimate(model, chatId, text, enabled) {
	const [estimate, setEstimate] = (0, import_react.useState)();
	const empty = text.trim() === "";
	(0, import_react.useEffect)(() => {
		if (!enabled || empty) {
			setEstimate(void 0);
			return;
		}
		const controller = new AbortController();
		const timer = setTimeout(() => {
			fetch("/api/v1/openai/estimate", {
				method: "POST",
				headers: { "content-type": "application/json" },
				body: JSON.stringify({
					model,
					chatId,
					messages: [{
						role: "user",
						content: text
					}]
				}),
				signal: controller.signal
			}).then((response) => response.ok ? response.json() : void 0).then((body) => {
				const next = toEstimate(model, body);
				if (next) setEstimate(next);
			}).catch(() => {});
		}, DEBOUNCE_MS);
		return () => {
			clearTimeout(timer);
			controller.abort();
		};
	}, [
		model,
		chatId,
		text,
		enabled,
		empty
	]);
	return estimate;
}
// src/components/chat/composer.tsx
var storage$1 = () => typeof window === "undefined" ? void 0 : window.localStorage;
/** The question box: grows with its text, Enter sends, Shift+Enter breaks the line, draft kept per chat. */
var Composer = (0, import_react.memo)(function Composer({ draftKey, chatId, running, settings, onSend, onStop }) {
	const locale = useLocale();
	const [text, setText] = (0, import_react.useState)("");
	const [dragging, setDragging] = (0, import_react.useState)(false);
	const attachments = useAttachments();
	const [pastedChars, setPastedChars] = (0, import_react.useState)(0);
	const pastes = (0, import_react.useRef)(0);
	const input = (0, import_react.useRef)(null);
	const picker = (0, import_react.useRef)(null);
	(0, import_react.useEffect)(() => {
		const typed = typedBeforeHydration(input.current);
		if (typed !== void 0) writeDraft(storage$1(), draftKey, typed);
		setText(typed ?? readDraft(storage$1(), draftKey));
	}, [draftKey]);
	(0, import_react.useEffect)(() => {
		const element = input.current;
		if (!element) return;
		element.style.height = "auto";
		element.style.height = `${Math.min(element.scrollHeight, 320)}px`;
	}, [text]);
	const change = (value) => {
		setText(value);
		writeDraft(storage$1(), draftKey, value);
	};
	const tooLong = text.length > maxQuestionChars;
	const estimate = useEstimate(settings.model, chatId, text, settings.ready && !tooLong);
	const modelName = useCatalog()?.models.find((model) => model.id === settings.model)?.title;
	const sendable = (text.trim() !== "" || attachments.files.length > 0) && !tooLong;
	const send = () => {
		if (!sendable || running) return;
		onSend(text.trim(), attachments.files.map((item) => item.file));
		change("");
		attachments.clear();
		setPastedChars(0);
	};
	/**
	* Stop needs its own click: the stop button appears under the pointer of a double click on send,
	* and that click's second half (the browser's click count, `detail`, above 1) is not a stop.
	* Keyboard presses have `detail` 0.
	*/
	const stop = (event) => {
		if (event.detail > 1) return;
		onStop();
	};
	const onPaste = (event) => {
		const files = [...event.clipboardData.files];
		if (files.length > 0) {
			event.preventDefault();
			attachments.attach(files);
			return;
		}
		const pasted = event.clipboardData.getData("text/plain");
		if (pasted.length <= 2e4) return;
		event.preventDefault();
		pastes.current += 1;
		if (attachments.attach([pastedTextFile(pasted, pastes.current)])) setPastedChars(pasted.length);
	};
	const onKeyDown = (event) => {
		if (event.key !== "Enter" || event.shiftKey || event.nativeEvent.isComposing) return;
		const withMod = event.ctrlKey || event.metaKey;
		if (clientSettings().sendOn === "ctrl-enter" && !withMod) return;
		event.preventDefault();
		send();
	};
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("form", {
		className: "composer",
		"data-dragging": dragging,
		"data-testid": "composer",
		onSubmit: (event) => {
			event.preventDefault();
			send();
		},
		onDragOver: (event) => {
			event.preventDefault();
			setDragging(true);
		},
		onDragLeave: () => setDragging(false),
		onDrop: (event) => {
			event.preventDefault();
			setDragging(false);
			attachments.attach(event.dataTransfer.files);
		},
		children: [
			dragging && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
				className: "composer-drop",
				children: composer_drop_files({}, { locale })
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ComposerFiles, {
				files: attachments.files,
				problem: attachments.problem,
				onRemove: attachments.remove
			}),
			pastedChars > 0 && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				className: "composer-note muted",
				role: "status",
				"data-testid": "composer-paste-note",
				children: composer_paste_attached({ count: new Intl.NumberFormat(locale).format(pastedChars) }, { locale })
			}),
			tooLong && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				className: "composer-problem",
				role: "alert",
				"data-testid": "composer-too-long",
				children: composer_too_long({
					count: new Intl.NumberFormat(locale).format(text.length),
					limit: new Intl.NumberFormat(locale).format(2e5)
				}, { locale })
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("textarea", {
				ref: input,
				className: "composer-input",
				rows: 1,
				value: text,
				placeholder: chat_composer_placeholder({}, { locale }),
				onChange: (event) => change(event.target.value),
				onKeyDown,
				onPaste,
				"data-testid": "composer-input"
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: "composer-row",
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ComposerToolbar, {
						settings,
						onTemplate: (value) => change(value)
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ComposerEstimate, {
						estimate,
						modelName: modelName ?? settings.model
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("input", {
						ref: picker,
						type: "file",
						hidden: true,
						multiple: true,
						accept: acceptedFiles,
						onChange: (event) => {
							attachments.attach(event.target.files);
							event.target.value = "";
						},
						"data-testid": "composer-file-input"
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(IconButton, {
						label: chat_attach({}, { locale }),
						icon: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Paperclip, {
							size: 18,
							"aria-hidden": true
						}),
						onClick: () => picker.current?.click(),
						"data-testid": "composer-attach"
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(MicButton, { onTranscript: (heard) => {
						const current = input.current?.value ?? "";
						change(current.trim() ? `${current.trimEnd()} ${heard}` : heard);
						input.current?.focus();
					} }),
					running ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(IconButton, {
						label: chat_stop({}, { locale }),
						icon: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Square, {
							size: 16,
							fill: "currentColor",
							"aria-hidden": true
						}),
						className: "button button-icon-only composer-send",
						onClick: stop,
						"data-testid": "composer-stop"
					}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(IconButton, {
						type: "submit",
						label: chat_send({}, { locale }),
						icon: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ArrowUp, {
							size: 18,
							"aria-hidden": true
						}),
						className: "button button-primary button-icon-only composer-send",
						disabled: !sendable,
						"data-testid": "composer-send"
					})
				]
			})
		]
	});
});
// src/components/chat/answer-body.tsx
var StreamingMarkdown = (0, import_react.lazy)(() => import("./streaming-markdown-DkxYcHSW.js").then((module) => ({ default: module.StreamingMarkdown })));
/** An answer's text as markdown; plain text while the markdown code loads. */
function AnswerBody({ source }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(import_react.Suspense, {
		fallback: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
			className: "md-plain",
			children: source
		}),
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(StreamingMarkdown, { source })
	});
}
// src/components/chat/branch-switcher.tsx
/**
* `‹ 2/3 ›` under a message with other versions (an edited question, a regenerated answer):
* shows the previous or next one (docs/decisions/101-message-branches.md).
*/
function BranchSwitcher({ siblings, disabled, onSwitch }) {
	const locale = useLocale();
	const { index, count, ids } = siblings;
	const go = (to) => {
		const id = ids[to];
		if (id) onSwitch(id);
	};
	const position = chat_branch_position({
		index: String(index + 1),
		count: String(count)
	}, { locale });
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("fieldset", {
		className: "branch-switcher",
		"aria-label": chat_branch_versions({}, { locale }),
		"data-testid": "branch-switcher",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(IconButton, {
				label: chat_branch_previous({}, { locale }),
				icon: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ChevronLeft, {
					size: 16,
					"aria-hidden": true
				}),
				onClick: () => go(index - 1),
				disabled: disabled || index === 0 || !ids[index - 1],
				"data-testid": "branch-previous"
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("span", {
				className: "branch-position",
				title: position,
				"data-testid": "branch-position",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("span", {
					"aria-hidden": true,
					children: [
						index + 1,
						"/",
						count
					]
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
					className: "visually-hidden",
					children: position
				})]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(IconButton, {
				label: chat_branch_next({}, { locale }),
				icon: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ChevronRight, {
					size: 16,
					"aria-hidden": true
				}),
				onClick: () => go(index + 1),
				disabled: disabled || index >= count - 1 || !ids[index + 1],
				"data-testid": "branch-next"
			})
		]
	});
}
// src/lib/ratings/ratings-store.ts
/** Reasons offered after a 👍 and after a 👎 (the api accepts any of them with either). */
var REASONS = {
	up: [
		"accurate",
		"helpful",
		"other"
	],
	down: [
		"wrong",
		"unhelpful",
		"incomplete",
		"unsafe",
		"other"
	]
};
var ratings = /* @__PURE__ */ new Map();
var loadedChats = /* @__PURE__ */ new Set();
var listeners = /* @__PURE__ */ new Set();
var emit = () => {
	for (const listener of listeners) listener();
};
/** For `useSyncExternalStore`. */
function subscribeRatings(listener) {
	listeners.add(listener);
	return () => {
		listeners.delete(listener);
	};
}
var ratingOf = (messageId) => ratings.get(messageId) ?? null;
/** Loads a chat's ratings once per page: one request however many answers it shows. */
function loadChatRatings(chatId) {
	if (loadedChats.has(chatId)) return;
	loadedChats.add(chatId);
	callApi(`/v1/message/chat/${encodeURIComponent(chatId)}/ratings`).then((res) => {
		if (!res.ok) {
			loadedChats.delete(chatId);
			return;
		}
		for (const item of res.data.items) ratings.set(item.messageId, item);
		emit();
	});
}
/**
* Stores a rating (or clears it with `rating: null`), shown at once and put back as it was when
* the api refuses.
*/
async function saveRating(next) {
	const before = ratings.get(next.messageId);
	ratings.set(next.messageId, next);
	emit();
	const path = `/v1/message/rating/${encodeURIComponent(next.messageId)}`;
	const res = next.rating ? await callApi(path, "PUT", {
		rating: next.rating,
		reason: next.reason,
		comment: next.comment
	}) : await callApi(path, "DELETE");
	if (res.ok) ratings.set(next.messageId, res.data);
	else if (before) ratings.set(next.messageId, before);
	else ratings.delete(next.messageId);
	emit();
	return res;
}
// src/components/ratings/rating-reason-form.tsx
var reasonText = {
	accurate: rating_reason_accurate,
	helpful: rating_reason_helpful,
	wrong: rating_reason_wrong,
	unhelpful: rating_reason_unhelpful,
	incomplete: rating_reason_incomplete,
	unsafe: rating_reason_unsafe,
	other: rating_reason_other
};
/** The optional "why" after a rating: one reason from a short list and a comment. */
function RatingReasonForm({ rating, onSend, onClose }) {
	const locale = useLocale();
	const [reason, setReason] = (0, import_react.useState)(null);
	const [comment, setComment] = (0, import_react.useState)("");
	const titleId = (0, import_react.useId)();
	const group = (0, import_react.useRef)(null);
	(0, import_react.useEffect)(() => {
		group.current?.querySelector("input")?.focus();
	}, []);
	const onKeyDown = (event) => {
		if (event.key === "Escape") onClose();
	};
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: "rating-reason",
		"data-testid": "rating-reason",
		onKeyDown,
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("fieldset", {
				ref: group,
				"aria-labelledby": titleId,
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("legend", {
					id: titleId,
					children: rating_reason_title({}, { locale })
				}), REASONS[rating].map((value) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("label", {
					className: "rating-reason-choice",
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("input", {
						type: "radio",
						name: `${titleId}-reason`,
						value,
						checked: reason === value,
						onChange: () => setReason(value)
					}), reasonText[value]({}, { locale })]
				}, value))]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("label", {
				className: "rating-reason-comment",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", { children: rating_comment({}, { locale }) }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("input", {
					className: "input",
					maxLength: 500,
					value: comment,
					onChange: (e) => setComment(e.target.value),
					"data-testid": "rating-comment"
				})]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: "rating-reason-actions",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("button", {
					type: "button",
					className: "button button-primary",
					onClick: () => onSend(reason, comment.trim() || null),
					"data-testid": "rating-send",
					children: rating_send({}, { locale })
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("button", {
					type: "button",
					className: "button",
					onClick: onClose,
					children: rating_close({}, { locale })
				})]
			})
		]
	});
}
// src/components/ratings/rate-answer.tsx
/**
* 👍/👎 under an answer of an own chat (docs/decisions/104-answer-ratings.md): pressing the
* pressed one clears it; after choosing, an optional reason and comment can follow.
*/
function RateAnswer({ messageId }) {
	const locale = useLocale();
	const chatId = useRatingsChat();
	const id = messageId && !isPlaceholderId(messageId) ? messageId : void 0;
	const rating = (0, import_react.useSyncExternalStore)(subscribeRatings, () => id ? ratingOf(id) : null, () => null);
	const [asking, setAsking] = (0, import_react.useState)(false);
	(0, import_react.useEffect)(() => {
		if (chatId && id) loadChatRatings(chatId);
	}, [chatId, id]);
	if (!chatId || !id) return null;
	const failed = (message) => showToast(message ?? rating_failed({}, { locale }), { kind: "error" });
	const choose = async (value) => {
		const clear = rating?.rating === value;
		setAsking(!clear);
		const res = await saveRating({
			messageId: id,
			rating: clear ? null : value,
			reason: null,
			comment: null
		});
		if (!res.ok) {
			setAsking(false);
			failed(res.message);
		}
	};
	const current = rating?.rating ?? null;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("span", {
		className: "rate-answer",
		"data-testid": "rate-answer",
		"data-rating": current ?? "",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(IconButton, {
				label: rating_up({}, { locale }),
				icon: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ThumbsUp, {
					size: 16,
					"aria-hidden": true
				}),
				"aria-pressed": current === "up",
				onClick: () => choose("up"),
				"data-testid": "rate-up"
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(IconButton, {
				label: rating_down({}, { locale }),
				icon: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ThumbsDown, {
					size: 16,
					"aria-hidden": true
				}),
				"aria-pressed": current === "down",
				onClick: () => choose("down"),
				"data-testid": "rate-down"
			}),
			asking && current && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(RatingReasonForm, {
				rating: current,
				onClose: () => setAsking(false),
				onSend: async (reason, comment) => {
					const res = await saveRating({
						messageId: id,
						rating: current,
						reason,
						comment
					});
					if (!res.ok) return failed(res.message);
					setAsking(false);
					showToast(rating_saved({}, { locale }), { kind: "success" });
				}
			})
		]
	});
}
// src/components/voice/read-aloud-button.tsx
var SPEEDS = [
	1,
	1.25,
	1.5,
	2
];
/**
* Under an answer: play, pause, progress and speed of its speech (synthesized once, then cached).
* One speech plays at a time (lib/voice/playback.ts); fresh answers are read while they stream
* by the conversation's AutoReader, not here.
*/
function ReadAloudButton({ text }) {
	const locale = useLocale();
	const audio = (0, import_react.useRef)(null);
	const [source, setSource] = (0, import_react.useState)();
	const [state, setState] = (0, import_react.useState)("idle");
	const [progress, setProgress] = (0, import_react.useState)(0);
	const [speed, setSpeed] = (0, import_react.useState)(() => clientSettings().speechRate || 1);
	const speeds = SPEEDS.includes(speed) ? SPEEDS : [...SPEEDS, speed].sort((a, b) => a - b);
	const [problem, setProblem] = (0, import_react.useState)();
	(0, import_react.useEffect)(() => () => void (source && URL.revokeObjectURL(source)), [source]);
	const pause = (0, import_react.useCallback)(() => audio.current?.pause(), []);
	(0, import_react.useEffect)(() => () => releasePlayback(pause), [pause]);
	const play = async () => {
		const element = audio.current;
		if (!element) return;
		takePlayback(pause);
		setProblem(void 0);
		if (!source) {
			setState("loading");
			try {
				if (!(await voiceFeatures()).tts) throw new Error(voice_tts_off({}, { locale }));
				const url = URL.createObjectURL(await synthesizeSpeech(text, locale));
				element.src = url;
				setSource(url);
			} catch (error) {
				const reason = error instanceof Error ? error.message : String(error);
				setState("idle");
				return setProblem(reason === voice_tts_off({}, { locale }) ? reason : voice_read_failed({ reason }, { locale }));
			}
		}
		element.playbackRate = speed;
		await element.play().catch(() => setState("paused"));
	};
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("span", {
		className: "read-aloud",
		"data-state": state,
		"data-testid": "read-aloud",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(IconButton, {
				label: state === "playing" ? voice_pause({}, { locale }) : state === "loading" ? voice_loading({}, { locale }) : voice_read_aloud({}, { locale }),
				icon: state === "playing" ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Pause, {
					size: 16,
					"aria-hidden": true
				}) : state === "loading" ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(LoaderCircle, {
					size: 16,
					className: "spin",
					"aria-hidden": true
				}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Volume2, {
					size: 16,
					"aria-hidden": true
				}),
				disabled: state === "loading",
				onClick: () => void (state === "playing" ? audio.current?.pause() : play()),
				"data-testid": "read-aloud-button"
			}),
			source && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("progress", {
				className: "read-aloud-progress",
				max: 1,
				value: progress
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Select, {
				className: "select-compact",
				"aria-label": voice_speed({}, { locale }),
				value: speed,
				onChange: (event) => {
					const next = Number(event.target.value);
					setSpeed(next);
					if (audio.current) audio.current.playbackRate = next;
				},
				"data-testid": "read-aloud-speed",
				children: speeds.map((value) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("option", {
					value,
					children: [value, "×"]
				}, value))
			})] }),
			problem && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
				className: "message-meta",
				role: "alert",
				"data-testid": "read-aloud-error",
				children: problem
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("audio", {
				ref: audio,
				preload: "auto",
				onPlay: () => setState("playing"),
				onPause: () => setState("paused"),
				onEnded: () => setState("idle"),
				onTimeUpdate: (event) => {
					const { currentTime, duration } = event.currentTarget;
					if (duration > 0 && Number.isFinite(duration)) setProgress(currentTime / duration);
				},
				"data-testid": "read-aloud-audio"
			})
		]
	});
}
// src/components/chat/message-actions.tsx
/**
* Under an answer: its versions (`‹ n/m ›`), copy, regenerate (last answer only), read aloud,
* model and usage.
*/
function MessageActions({ message, isLast, busy, onRegenerate, switcher }) {
	const locale = useLocale();
	const catalog = useCatalog();
	const names = Object.fromEntries((catalog?.models ?? []).map((model) => [model.id, model.title]));
	if (message.status === "streaming" || message.error && !message.content) return switcher ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
		className: "message-actions",
		children: switcher
	}) : null;
	const hasUsage = message.inputTokens !== void 0 && message.outputTokens !== void 0;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: "message-actions",
		"data-testid": "message-actions",
		children: [
			switcher,
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(CopyButton, {
				text: message.content,
				testId: "message-copy"
			}),
			isLast && onRegenerate && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(IconButton, {
				label: chat_regenerate({}, { locale }),
				icon: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(RotateCcw, {
					size: 16,
					"aria-hidden": true
				}),
				onClick: onRegenerate,
				disabled: busy,
				"data-testid": "message-regenerate"
			}),
			message.content && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ReadAloudButton, { text: message.content }),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(RateAnswer, { messageId: savedIdOf(message) }),
			message.model && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
				className: "message-meta",
				"data-testid": "message-model",
				children: modelName(message.model, names)
			}),
			hasUsage && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
				className: "message-meta",
				"data-testid": "message-tokens",
				children: chat_tokens({
					input: String(message.inputTokens),
					output: String(message.outputTokens)
				}, { locale })
			}),
			message.costKopecks !== void 0 && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
				className: "message-meta",
				"data-testid": "message-cost",
				children: chat_cost({ cost: formatRub(message.costKopecks, locale) }, { locale })
			}),
			message.status === "stopped" && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
				className: "message-meta",
				children: chat_stopped({}, { locale })
			})
		]
	});
}
// src/components/chat/message-attachments.tsx
/** The api's path of a stored file through the front's `/api`; a local preview as it is. */
var hrefOf = (url) => url?.startsWith("/v1/") ? `/api${url}` : url;
/** A question's files: pictures as thumbnails (opening the original), documents as chips. */
function MessageAttachments({ files }) {
	const locale = useLocale();
	if (files.length === 0) return null;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("ul", {
		className: "message-attachments",
		children: files.map((file) => {
			const href = hrefOf(file.url);
			const image = isImageFile(file) && href;
			const body = image ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("img", {
				className: "file-chip-thumb",
				src: href,
				alt: file.name,
				width: 96,
				height: 96
			}) : /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FileText, {
				className: "file-chip-icon",
				size: 20,
				"aria-hidden": true
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("span", {
				className: "file-chip-text",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
					className: "file-chip-name",
					children: file.name
				}), file.size !== void 0 && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
					className: "muted",
					children: formatSize(file.size, locale)
				})]
			})] });
			return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", {
				className: "file-chip",
				"data-kind": image ? "image" : "document",
				"data-testid": "message-attachment",
				children: href ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("a", {
					href,
					target: "_blank",
					rel: "noreferrer",
					className: "file-chip-link",
					children: body
				}) : body
			}, file.id || file.name);
		})
	});
}
// src/components/chat/message-editor.tsx
/**
* Edits a sent question in place: Enter sends it as a new version (the old one stays, see
* docs/decisions/101-message-branches.md), Shift+Enter breaks the line, Escape cancels. While
* sending the text stays; if the send fails, the editor stays open with the draft and the reason.
*/
function MessageEditor({ initial, onSubmit, onCancel }) {
	const locale = useLocale();
	const [text, setText] = (0, import_react.useState)(initial);
	const [sending, setSending] = (0, import_react.useState)(false);
	const [error, setError] = (0, import_react.useState)();
	const input = (0, import_react.useRef)(null);
	const hintId = (0, import_react.useId)();
	(0, import_react.useEffect)(() => {
		const element = input.current;
		if (!element) return;
		element.focus();
		element.setSelectionRange(element.value.length, element.value.length);
	}, []);
	const submit = async () => {
		const value = text.trim();
		if (!value || sending) return;
		setSending(true);
		setError(void 0);
		try {
			await onSubmit(value);
		} catch (failure) {
			setError(failure instanceof Error ? failure.message : String(failure));
			setSending(false);
		}
	};
	const onKeyDown = (event) => {
		if (event.key === "Escape") {
			event.preventDefault();
			onCancel();
		} else if (event.key === "Enter" && !event.shiftKey && !event.nativeEvent.isComposing) {
			event.preventDefault();
			submit();
		}
	};
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("form", {
		className: "message-editor",
		"data-testid": "message-editor",
		onSubmit: (event) => {
			event.preventDefault();
			submit();
		},
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("textarea", {
				ref: input,
				className: "message-editor-input",
				"aria-label": chat_edit_label({}, { locale }),
				"aria-describedby": hintId,
				value: text,
				rows: Math.min(8, Math.max(2, text.split("\n").length)),
				onChange: (event) => setText(event.target.value),
				onKeyDown,
				readOnly: sending,
				"data-testid": "message-editor-input"
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				id: hintId,
				className: "message-editor-hint muted",
				children: chat_edit_hint({}, { locale })
			}),
			error && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				className: "message-editor-error",
				role: "alert",
				"data-testid": "message-editor-error",
				children: error
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: "message-editor-buttons",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("button", {
					type: "button",
					className: "button",
					onClick: onCancel,
					disabled: sending,
					children: chat_edit_cancel({}, { locale })
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("button", {
					type: "submit",
					className: "button button-primary",
					disabled: sending || !text.trim(),
					"data-testid": "message-editor-send",
					children: chat_edit_send({}, { locale })
				})]
			})
		]
	});
}
// src/components/chat/tool-cards.tsx
var inputText = (input) => {
	const text = JSON.stringify(input ?? {}, null, 2);
	return text === "{}" ? "" : text;
};
/**
* An answer's tool calls (docs/decisions/144-mcp-tools.md): a compact card per call with the
* tool, its input and its output or error, open while it runs and collapsed once done. A call
* waiting for approval shows Approve and Deny. Outputs come from the tool and are plain text.
*/
function ToolCards({ calls, requestId }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
		className: "tool-cards",
		children: calls.map((call) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ToolCard, {
			call,
			requestId
		}, call.id))
	});
}
function ToolCard({ call, requestId }) {
	const o = { locale: useLocale() };
	const [answered, setAnswered] = (0, import_react.useState)(false);
	const done = call.output !== void 0;
	const decide = async (approved) => {
		if (!requestId) return;
		setAnswered(true);
		const res = await callApi(`/v1/openai/tool-approval/${requestId}`, "POST", {
			toolCallId: call.id,
			approved
		});
		if (!res.ok && res.status !== 409) setAnswered(false);
	};
	const input = inputText(call.input);
	const state = done ? call.isError ? "error" : "done" : call.awaitingApproval ? "approval" : "running";
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("details", {
		className: "tool-card",
		"data-testid": "tool-card",
		"data-state": state,
		open: !done,
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("summary", { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
				className: "tool-card-title",
				children: mcp_card_title({
					tool: call.tool,
					server: call.server
				}, o)
			}), !done && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
				className: "muted tool-card-status",
				children: call.awaitingApproval ? mcp_card_waiting({}, o) : mcp_card_running({}, o)
			})] }),
			input && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: "tool-card-part",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
					className: "muted",
					children: mcp_card_input({}, o)
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("pre", {
					"data-testid": "tool-card-input",
					children: input
				})]
			}),
			done && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: "tool-card-part",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
					className: "muted",
					children: call.isError ? mcp_card_error({}, o) : mcp_card_output({}, o)
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("pre", {
					"data-testid": "tool-card-output",
					children: call.output
				})]
			}),
			call.awaitingApproval && !done && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: "tool-card-actions",
				"data-testid": "tool-approval",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("button", {
					type: "button",
					className: "button button-small button-primary",
					disabled: answered,
					onClick: () => decide(true),
					"data-testid": "tool-approve",
					children: mcp_approve({}, o)
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("button", {
					type: "button",
					className: "button button-small",
					disabled: answered,
					onClick: () => decide(false),
					"data-testid": "tool-deny",
					children: mcp_deny({}, o)
				})]
			})
		]
	});
}
// src/components/chat/message-item.tsx
var errorText = {
	funds: chat_error_funds,
	rate: chat_error_rate,
	provider: chat_error_provider,
	network: chat_error_network
};
/** One message. Memoized: a streamed token re-renders only the answer it belongs to. */
var MessageItem = (0, import_react.memo)(function MessageItem({ message, isLast, busy, onRegenerate, onEdit, onSwitch }) {
	const locale = useLocale();
	const [editing, setEditing] = (0, import_react.useState)(false);
	const switcher = message.siblings && message.siblings.count > 1 && onSwitch ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(BranchSwitcher, {
		siblings: message.siblings,
		disabled: busy,
		onSwitch
	}) : null;
	if (message.role === "user") {
		const editable = onEdit !== void 0 && savedIdOf(message) !== void 0;
		return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("article", {
			className: "message message-user",
			"data-testid": "message-user",
			"data-message-id": message.id,
			children: [
				editing && onEdit ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(MessageEditor, {
					initial: message.content,
					onSubmit: (text) => onEdit(message, text),
					onCancel: () => setEditing(false)
				}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
					className: "message-bubble",
					children: message.content
				}),
				message.attachments && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(MessageAttachments, { files: message.attachments }),
				!editing && (switcher || editable) && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
					className: "message-user-actions",
					children: [switcher, editable && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(IconButton, {
						label: chat_edit({}, { locale }),
						icon: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Pencil, {
							size: 16,
							"aria-hidden": true
						}),
						onClick: () => setEditing(true),
						disabled: busy,
						"data-testid": "message-edit"
					})]
				})
			]
		});
	}
	const streaming = message.status === "streaming";
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("article", {
		className: "message message-assistant",
		"data-testid": "message-assistant",
		"data-message-id": message.id,
		"data-status": message.status ?? "complete",
		"aria-busy": streaming,
		children: [
			message.toolCalls?.length ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ToolCards, {
				calls: message.toolCalls,
				requestId: message.requestId
			}) : null,
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: "message-body markdown",
				"data-testid": "answer-text",
				children: [message.rendered ?? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(AnswerBody, { source: message.content }), streaming && !message.content && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
					className: "typing",
					role: "status",
					"aria-label": chat_generating({}, { locale })
				})]
			}),
			message.leftOut && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				className: "message-left-out muted",
				role: "status",
				"data-testid": "message-left-out",
				children: composer_left_out({ names: message.leftOut.join(", ") }, { locale })
			}),
			message.error && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: "message-error",
				role: "alert",
				"data-testid": "message-error",
				"data-kind": message.error.kind,
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", { children: errorText[message.error.kind]({}, { locale }) }),
					message.error.kind === "provider" && message.error.message && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("span", {
						className: "muted",
						children: [" ", message.error.message]
					}),
					isLast && onRegenerate && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("button", {
						type: "button",
						className: "button",
						onClick: onRegenerate,
						disabled: busy,
						"data-testid": "message-retry",
						children: chat_retry({}, { locale })
					})
				]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(MessageActions, {
				message,
				isLast,
				busy,
				onRegenerate,
				switcher
			})
		]
	});
});
// src/components/chat/use-chat-settings.ts
var storage = () => typeof window === "undefined" ? void 0 : window.localStorage;
/** Model (remembered, SPEC §3), web search (gpt:gpt and gpt:gpt-mini only) and assistant. */
function useChatSettings() {
	const [model, setModelState] = (0, import_react.useState)(defaultModel);
	const [webSearch, setWebSearch] = (0, import_react.useState)(false);
	const [assistantId, setAssistantId] = (0, import_react.useState)();
	const [ready, setReady] = (0, import_react.useState)(false);
	(0, import_react.useEffect)(() => {
		setModelState(readModel(storage()));
		setAssistantId(clientSettings().defaultAssistant ?? void 0);
		setReady(true);
	}, []);
	const setModel = (0, import_react.useCallback)((value) => {
		setModelState(value);
		writeModel(storage(), value);
	}, []);
	return (0, import_react.useMemo)(() => ({
		ready,
		model,
		setModel,
		/** Uses a model for now without remembering it (the remembered one is not served here). */
		adoptModel: setModelState,
		webSearch: webSearch && supportsWebSearch(model),
		webSearchAvailable: supportsWebSearch(model),
		setWebSearch,
		assistantId,
		setAssistantId
	}), [
		ready,
		model,
		setModel,
		webSearch,
		assistantId
	]);
}
export { chat_error_provider as _, isImageFile as a, Share2 as b, releasePlayback as c, voice_tts_off as d, voice_read_failed as f, chat_error_rate as g, chat_model as h, ModelPicker as i, takePlayback as l, chat_regenerate as m, MessageItem as n, synthesizeSpeech as o, chat_share as p, Composer as r, voiceFeatures as s, useChatSettings as t, RatingsScope as u, chat_error_network as v, chat_error_funds as y };

//# sourceMappingURL=use-chat-settings-BARg5EE6.js.map
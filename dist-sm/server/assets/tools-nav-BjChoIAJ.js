import { i as __toESM, t as require_react_react_server } from "./react.react-server-C3EmDfio.js";
import { A as registerClientReference, T as Link, v as require_jsx_runtime_react_server } from "./internal-headers-Ckg8TsQ5.js";
import "./server-entry-DT-5lg8R.js";
import { t as getLocale } from "./runtime-CEu_NCIS.js";
import { t as apikeys_title } from "./apikeys_title-CAknv39N.js";
import { t as balance_key_combinations_title } from "./balance_key_combinations_title-BMoLlvIx.js";
import { t as balance_members_title } from "./balance_members_title-CB_UhlsK.js";
import { t as balance_settings_title } from "./balance_settings_title-DMUCnBqy.js";
import { t as balance_title } from "./balance_title-BimM_rnA.js";
import { t as mcp_tools_title } from "./mcp_tools_title-DMzBv6d7.js";
import { t as midjourney_title } from "./midjourney_title-B7_TRd6Y.js";
import { t as misc_feedback_title } from "./misc_feedback_title-wlFXzixB.js";
import { t as profile_title } from "./profile_title-Csk3D95R.js";
import { t as service_title } from "./service_title-C6lonhHt.js";
import { n as service_tool_avatar_title, t as service_tool_text_studio_title } from "./service_tool_text_studio_title-D3ibPzj4.js";
import { t as support_title } from "./support_title-BcuIY2NE.js";
import { t as transcription_title } from "./transcription_title-DMSnX1vr.js";
import { t as translator } from "./translate-alnGGpNo.js";
import { t as getRequestContext } from "./request-context.server-DaeM4xFu.js";
import assetsManifest from "../__vite_rsc_assets_manifest.js";
// src/paraglide/messages/misc_policy_title.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Misc_Policy_TitleInputs */
var en_misc_policy_title = () => {
	return `Privacy policy`;
};
var ru_misc_policy_title = () => {
	return `Политика конфиденциальности`;
};
/**
* | output |
* | --- |
* | "Privacy policy" |
*
* @param {Misc_Policy_TitleInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var misc_policy_title = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_misc_policy_title(inputs);
	return en_misc_policy_title(inputs);
});
// src/paraglide/messages/misc_terms_title.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Misc_Terms_TitleInputs */
var en_misc_terms_title = () => {
	return `Terms of use`;
};
var ru_misc_terms_title = () => {
	return `Пользовательское соглашение`;
};
/**
* | output |
* | --- |
* | "Terms of use" |
*
* @param {Misc_Terms_TitleInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var misc_terms_title = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_misc_terms_title(inputs);
	return en_misc_terms_title(inputs);
});
// src/paraglide/messages/nav_commands.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Nav_CommandsInputs */
var en_nav_commands = () => {
	return `Commands`;
};
var ru_nav_commands = () => {
	return `Команды`;
};
/**
* | output |
* | --- |
* | "Commands" |
*
* @param {Nav_CommandsInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var nav_commands = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_nav_commands(inputs);
	return en_nav_commands(inputs);
});
// src/paraglide/messages/nav_page_chat.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Nav_Page_ChatInputs */
var en_nav_page_chat = () => {
	return `Chat`;
};
var ru_nav_page_chat = () => {
	return `Чат`;
};
/**
* | output |
* | --- |
* | "Chat" |
*
* @param {Nav_Page_ChatInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var nav_page_chat = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_nav_page_chat(inputs);
	return en_nav_page_chat(inputs);
});
// src/paraglide/messages/nav_page_gen.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Nav_Page_GenInputs */
var en_nav_page_gen = () => {
	return `Generation prices`;
};
var ru_nav_page_gen = () => {
	return `Цены на генерацию`;
};
/**
* | output |
* | --- |
* | "Generation prices" |
*
* @param {Nav_Page_GenInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var nav_page_gen = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_nav_page_gen(inputs);
	return en_nav_page_gen(inputs);
});
// src/paraglide/messages/nav_page_images.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Nav_Page_ImagesInputs */
var en_nav_page_images = () => {
	return `Image chats`;
};
var ru_nav_page_images = () => {
	return `Чаты с картинками`;
};
/**
* | output |
* | --- |
* | "Image chats" |
*
* @param {Nav_Page_ImagesInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var nav_page_images = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_nav_page_images(inputs);
	return en_nav_page_images(inputs);
});
// src/paraglide/messages/nav_palette_open.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Nav_Palette_OpenInputs */
var en_nav_palette_open = () => {
	return `Search pages, chats and actions`;
};
var ru_nav_palette_open = () => {
	return `Поиск страниц, чатов и действий`;
};
/**
* | output |
* | --- |
* | "Search pages, chats and actions" |
*
* @param {Nav_Palette_OpenInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var nav_palette_open = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_nav_palette_open(inputs);
	return en_nav_palette_open(inputs);
});
// src/paraglide/messages/nav_tools.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Nav_ToolsInputs */
var en_nav_tools = () => {
	return `Tools`;
};
var ru_nav_tools = () => {
	return `Инструменты`;
};
/**
* | output |
* | --- |
* | "Tools" |
*
* @param {Nav_ToolsInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var nav_tools = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_nav_tools(inputs);
	return en_nav_tools(inputs);
});
// src/components/navigation/palette-launcher.tsx
/**
* Opens the command palette (issue 26, item 4): the button, or Ctrl+K / ⌘K anywhere on a
* signed-in page, even while typing. The label is localized by the server component.
*/
var PaletteLauncher = /* #__PURE__ */ registerClientReference((() => {
	throw new Error("It is not possible to invoke a client function from the server: \"PaletteLauncher\"");
}), "0ffade7c93b6", "PaletteLauncher");
// src/components/navigation/navigation.css
var import_react_react_server = /* @__PURE__ */ __toESM(require_react_react_server());
var import_jsx_runtime_react_server = require_jsx_runtime_react_server();
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
})(import_react_react_server.default, assetsManifest.serverResources["src/components/navigation/tools-nav.tsx"], void 0, "vite-rsc/importer-resources");
// node_modules/lucide-react/dist/esm/shared/src/utils/toKebabCase.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var toKebabCase = (string) => string?.replace(/([a-z0-9])([A-Z])/g, "$1-$2").toLowerCase();
// node_modules/lucide-react/dist/esm/shared/src/utils/toLucideIconData.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
function toLucideIconData(iconName, iconNode, aliases = []) {
	if (iconNode == null) throw new Error("[lucide]: iconNode is required when icon name is used");
	return {
		name: toKebabCase(iconName),
		size: 24,
		node: iconNode,
		...aliases.length > 0 ? { aliases } : {}
	};
}
// node_modules/lucide-react/dist/esm/shared/src/utils/toCamelCase.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var toCamelCase = (string) => {
	let out = "";
	let upperNext = false;
	for (const ch of string) {
		if (ch === "-" || ch === "_" || ch <= " ") {
			upperNext = out.length > 0;
			continue;
		}
		if (out.length === 0) out += ch.toLowerCase();
		else out += upperNext ? ch.toUpperCase() : ch;
		upperNext = false;
	}
	return out;
};
// node_modules/lucide-react/dist/esm/shared/src/utils/toPascalCase.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var toPascalCase = (string) => {
	const camelCase = toCamelCase(string);
	return camelCase.charAt(0).toUpperCase() + camelCase.slice(1);
};
// node_modules/lucide-react/dist/esm/Icon.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var Icon_default = /* #__PURE__ */ registerClientReference(() => {
	throw new Error("Unexpectedly client reference export 'default' is called on server");
}, "339f946bc456", "default");
// node_modules/lucide-react/dist/esm/createLucideIcon.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
function createLucideIcon(iconDataOrName, iconNode = [], aliases = []) {
	const iconData = typeof iconDataOrName === "string" ? toLucideIconData(iconDataOrName, iconNode, aliases) : iconDataOrName;
	const Component = (0, import_react_react_server.forwardRef)(({ className, ...props }, ref) => (0, import_react_react_server.createElement)(Icon_default, {
		ref,
		icon: iconData,
		className,
		...props
	}));
	if (iconData.name) Component.displayName = toPascalCase(iconData.name);
	return Component;
}
// node_modules/lucide-react/dist/esm/icons/audio-lines.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var __iconData$8 = {
	name: "audio-lines",
	size: 24,
	node: [
		["path", {
			d: "M2 10v3",
			key: "1fnikh"
		}],
		["path", {
			d: "M6 6v11",
			key: "11sgs0"
		}],
		["path", {
			d: "M10 3v18",
			key: "yhl04a"
		}],
		["path", {
			d: "M14 8v7",
			key: "3a1oy3"
		}],
		["path", {
			d: "M18 5v13",
			key: "123xd1"
		}],
		["path", {
			d: "M22 10v3",
			key: "154ddg"
		}]
	]
};
__iconData$8.node;
var AudioLines = createLucideIcon(__iconData$8);
// node_modules/lucide-react/dist/esm/icons/file-text.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var __iconData$7 = {
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
__iconData$7.node;
var FileText = createLucideIcon(__iconData$7);
// node_modules/lucide-react/dist/esm/icons/layout-grid.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var __iconData$6 = {
	name: "layout-grid",
	size: 24,
	node: [
		["rect", {
			width: "7",
			height: "7",
			x: "3",
			y: "3",
			rx: "1",
			key: "1g98yp"
		}],
		["rect", {
			width: "7",
			height: "7",
			x: "14",
			y: "3",
			rx: "1",
			key: "6d4xhi"
		}],
		["rect", {
			width: "7",
			height: "7",
			x: "14",
			y: "14",
			rx: "1",
			key: "nxv5o0"
		}],
		["rect", {
			width: "7",
			height: "7",
			x: "3",
			y: "14",
			rx: "1",
			key: "1bb6yr"
		}]
	]
};
__iconData$6.node;
var LayoutGrid = createLucideIcon(__iconData$6);
// node_modules/lucide-react/dist/esm/icons/message-square-heart.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var __iconData$5 = {
	name: "message-square-heart",
	size: 24,
	node: [["path", {
		d: "M22 17a2 2 0 0 1-2 2H6.828a2 2 0 0 0-1.414.586l-2.202 2.202A.71.71 0 0 1 2 21.286V5a2 2 0 0 1 2-2h16a2 2 0 0 1 2 2z",
		key: "18887p"
	}], ["path", {
		d: "M7.5 9.5c0 .687.265 1.383.697 1.844l3.009 3.264a1.14 1.14 0 0 0 .407.314 1 1 0 0 0 .783-.004 1.14 1.14 0 0 0 .398-.31l3.008-3.264A2.77 2.77 0 0 0 16.5 9.5 2.5 2.5 0 0 0 12 8a2.5 2.5 0 0 0-4.5 1.5",
		key: "1faxuh"
	}]]
};
__iconData$5.node;
var MessageSquareHeart = createLucideIcon(__iconData$5);
// node_modules/lucide-react/dist/esm/icons/receipt.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var __iconData$4 = {
	name: "receipt",
	size: 24,
	node: [
		["path", {
			d: "M12 17V7",
			key: "pyj7ub"
		}],
		["path", {
			d: "M16 8h-6a2 2 0 0 0 0 4h4a2 2 0 0 1 0 4H8",
			key: "1elt7d"
		}],
		["path", {
			d: "M4 3a1 1 0 0 1 1-1 1.3 1.3 0 0 1 .7.2l.933.6a1.3 1.3 0 0 0 1.4 0l.934-.6a1.3 1.3 0 0 1 1.4 0l.933.6a1.3 1.3 0 0 0 1.4 0l.933-.6a1.3 1.3 0 0 1 1.4 0l.934.6a1.3 1.3 0 0 0 1.4 0l.933-.6A1.3 1.3 0 0 1 19 2a1 1 0 0 1 1 1v18a1 1 0 0 1-1 1 1.3 1.3 0 0 1-.7-.2l-.933-.6a1.3 1.3 0 0 0-1.4 0l-.934.6a1.3 1.3 0 0 1-1.4 0l-.933-.6a1.3 1.3 0 0 0-1.4 0l-.933.6a1.3 1.3 0 0 1-1.4 0l-.934-.6a1.3 1.3 0 0 0-1.4 0l-.933.6a1.3 1.3 0 0 1-.7.2 1 1 0 0 1-1-1z",
			key: "ycz6yz"
		}]
	]
};
__iconData$4.node;
var Receipt = createLucideIcon(__iconData$4);
// node_modules/lucide-react/dist/esm/icons/scale.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var __iconData$3 = {
	name: "scale",
	size: 24,
	node: [
		["path", {
			d: "M12 3v18",
			key: "108xh3"
		}],
		["path", {
			d: "m19 8 3 8a5 5 0 0 1-6 0zV7",
			key: "zcdpyk"
		}],
		["path", {
			d: "M3 7h1a17 17 0 0 0 8-2 17 17 0 0 0 8 2h1",
			key: "1yorad"
		}],
		["path", {
			d: "m5 8 3 8a5 5 0 0 1-6 0zV7",
			key: "eua70x"
		}],
		["path", {
			d: "M7 21h10",
			key: "1b0cd5"
		}]
	]
};
__iconData$3.node;
var Scale = createLucideIcon(__iconData$3);
// node_modules/lucide-react/dist/esm/icons/shield.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var __iconData$2 = {
	name: "shield",
	size: 24,
	node: [["path", {
		d: "M20 13c0 5-3.5 7.5-7.66 8.95a1 1 0 0 1-.67-.01C7.5 20.5 4 18 4 13V6a1 1 0 0 1 1-1c2 0 4.5-1.2 6.24-2.72a1.17 1.17 0 0 1 1.52 0C14.51 3.81 17 5 19 5a1 1 0 0 1 1 1z",
		key: "oel41y"
	}]]
};
__iconData$2.node;
var Shield = createLucideIcon(__iconData$2);
// node_modules/lucide-react/dist/esm/icons/user-round.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var __iconData$1 = {
	name: "user-round",
	size: 24,
	node: [["circle", {
		cx: "12",
		cy: "8",
		r: "5",
		key: "1hypcn"
	}], ["path", {
		d: "M20 21a8 8 0 0 0-16 0",
		key: "rfgkzh"
	}]],
	aliases: ["user-2"]
};
__iconData$1.node;
var UserRound = createLucideIcon(__iconData$1);
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
/** The destinations the Tools navigation lists: the studios, then help and the legal texts. */
var toolDestinations = [
	{
		id: "chat",
		path: "/chat",
		title: nav_page_chat,
		group: "chats"
	},
	{
		id: "images",
		path: "/chat/image",
		title: nav_page_images,
		group: "chats"
	},
	{
		id: "midjourney",
		path: "/chat/midjourney",
		title: midjourney_title,
		group: "chats"
	},
	{
		id: "text",
		path: "/text",
		title: service_tool_text_studio_title,
		group: "tools"
	},
	{
		id: "transcription",
		path: "/transcription",
		title: transcription_title,
		group: "tools"
	},
	{
		id: "avatar",
		path: "/avatar",
		title: service_tool_avatar_title,
		group: "tools"
	},
	{
		id: "service",
		path: "/service",
		title: service_title,
		group: "tools"
	},
	{
		id: "gen",
		path: "/gen",
		title: nav_page_gen,
		group: "tools"
	},
	{
		id: "balance",
		path: "/cabinet/balance",
		title: balance_title,
		group: "cabinet"
	},
	{
		id: "members",
		path: "/cabinet/members",
		title: balance_members_title,
		group: "cabinet"
	},
	{
		id: "profile",
		path: "/cabinet/profile",
		title: profile_title,
		group: "cabinet"
	},
	{
		id: "settings",
		path: "/cabinet/settings",
		title: balance_settings_title,
		group: "cabinet"
	},
	{
		id: "api-keys",
		path: "/cabinet/api-keys",
		title: apikeys_title,
		group: "cabinet"
	},
	{
		id: "mcp-tools",
		path: "/cabinet/tools",
		title: mcp_tools_title,
		group: "cabinet"
	},
	{
		id: "key-combinations",
		path: "/cabinet/key-combinations",
		title: balance_key_combinations_title,
		group: "cabinet"
	},
	{
		id: "support",
		path: "/support",
		title: support_title,
		group: "help"
	},
	{
		id: "feedback",
		path: "/feedback",
		title: misc_feedback_title,
		group: "help"
	},
	{
		id: "terms",
		path: "/terms",
		title: misc_terms_title,
		group: "legal"
	},
	{
		id: "policy",
		path: "/policy",
		title: misc_policy_title,
		group: "legal"
	}
].filter((d) => [
	"tools",
	"help",
	"legal"
].includes(d.group));
// src/components/navigation/tool-icon.tsx
var icons = {
	text: FileText,
	transcription: AudioLines,
	avatar: UserRound,
	service: LayoutGrid,
	gen: Receipt,
	feedback: MessageSquareHeart,
	support: MessageSquareHeart,
	terms: Scale,
	policy: Shield
};
/** The icon of a Tools entry (src/lib/navigation/destinations.ts); none for other pages. */
function ToolIcon({ id }) {
	const Icon = icons[id];
	return Icon ? /* @__PURE__ */ (0, import_jsx_runtime_react_server.jsx)(Icon, {
		size: 15,
		"aria-hidden": true
	}) : null;
}
// src/components/navigation/tools-nav.tsx
/**
* The Tools navigation of every signed-in layout (the layout decides who sees it): the studios, services, help and legal pages
* that are not chats (issue 26, item 4). A disclosure that works without JavaScript; `variant`
* drops it down from a top bar or opens in place in the sidebar.
*/
function ToolsNav({ variant }) {
	const { locale, path } = getRequestContext();
	const t = translator(locale);
	const current = toolDestinations.find((d) => path === `/${locale}${d.path}`);
	return /* @__PURE__ */ (0, import_jsx_runtime_react_server.jsxs)("details", {
		className: `tools-nav tools-nav-${variant}`,
		"data-testid": "tools-nav",
		children: [/* @__PURE__ */ (0, import_jsx_runtime_react_server.jsxs)("summary", {
			className: "tools-nav-summary",
			"data-testid": "tools-nav-toggle",
			children: [/* @__PURE__ */ (0, import_jsx_runtime_react_server.jsx)(Wrench, {
				size: 15,
				"aria-hidden": true
			}), t(nav_tools)]
		}), /* @__PURE__ */ (0, import_jsx_runtime_react_server.jsx)("nav", {
			className: "tools-nav-links",
			"aria-label": t(nav_tools),
			children: toolDestinations.map((destination) => /* @__PURE__ */ (0, import_jsx_runtime_react_server.jsxs)(Link, {
				to: `/${locale}${destination.path}`,
				className: "tools-nav-link",
				"aria-current": destination === current ? "page" : void 0,
				"data-group": destination.group,
				"data-testid": `tool-${destination.id}`,
				children: [/* @__PURE__ */ (0, import_jsx_runtime_react_server.jsx)(ToolIcon, { id: destination.id }), t(destination.title)]
			}, destination.id))
		})]
	});
}
ToolsNav = /* #__PURE__ */ __vite_rsc_wrap_css__(ToolsNav, "ToolsNav");
function __vite_rsc_wrap_css__(value, name) {
	if (typeof value !== "function") return value;
	function __wrapper(props) {
		return import_react_react_server.createElement(import_react_react_server.Fragment, null, import_react_react_server.createElement(Resources), import_react_react_server.createElement(value, props));
	}
	Object.defineProperty(__wrapper, "name", { value: name });
	return __wrapper;
}
export { nav_commands as a, nav_palette_open as i, createLucideIcon as n, PaletteLauncher as r, ToolsNav as t };

//# sourceMappingURL=tools-nav-BjChoIAJ.js.map
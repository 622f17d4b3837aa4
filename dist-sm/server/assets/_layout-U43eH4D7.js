import { i as __toESM, t as require_react_react_server } from "./react.react-server-C3EmDfio.js";
import { n as createLucideIcon, t as ToolsNav } from "./tools-nav-BjChoIAJ.js";
import "./server-entry-DT-5lg8R.js";
import { t as LocaleProvider } from "./locale-context-Dp0qp9rS.js";
import { t as auth_code } from "./auth_code-D4lFv_If.js";
import { t as translator } from "./translate-alnGGpNo.js";
import { t as getPublicConfig } from "./public-config.server-5B4QXSnC.js";
import { t as getRequestContext } from "./request-context.server-DaeM4xFu.js";
import { t as getSession } from "./session.server-CTa-f66o.js";
import { t as settingsOf } from "./settings-BRS-2DHE.js";
import { t as layout_new_chat } from "./layout_new_chat-B4Mw42_Z.js";
import { t as getViewport } from "./viewport.server-DFCXu6ba.js";
import { a as getFlash, i as AuthForm, n as outcomeOf, t as formTexts } from "./form-texts-iLAYokzQ.js";
import { i as confirm_email_submit, n as ResendConfirmation, r as needsEmailConfirmation } from "./confirm-email-forms-DXONGffB.js";
import { A as registerClientReference, T as Link, v as require_jsx_runtime_react_server } from "./internal-headers-Ckg8TsQ5.js";
import { n as UserMenu, t as PaletteEntry } from "./palette-entry-BJjzcwDT.js";
import { i as layout_mode_image, n as layout_mode_text, r as layout_mode_midjourney, t as Plus } from "./sidebar-EoJRqkvP.js";
import { t as toChatListPage } from "./normalize-CWzUoz2d.js";
import { n as upstreamJson } from "./upstream.server-BawSuzwa.js";
import { n as Brand, t as Prefs } from "./prefs-CjE3dJ6B.js";
import { t as AppToaster } from "./app-toaster-CLNo1y9n.js";
import { t as getLocale } from "./runtime-CEu_NCIS.js";
import assetsManifest from "../__vite_rsc_assets_manifest.js";
// src/paraglide/messages/confirm_email_banner.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Confirm_Email_BannerInputs */
var en_confirm_email_banner = () => {
	return `Confirm your email to get your starting balance`;
};
var ru_confirm_email_banner = () => {
	return `Подтвердите email, чтобы получить стартовый баланс`;
};
/**
* | output |
* | --- |
* | "Confirm your email to get your starting balance" |
*
* @param {Confirm_Email_BannerInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var confirm_email_banner = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_confirm_email_banner(inputs);
	return en_confirm_email_banner(inputs);
});
// src/paraglide/messages/layout_cabinet.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Layout_CabinetInputs */
var en_layout_cabinet = () => {
	return `Cabinet`;
};
var ru_layout_cabinet = () => {
	return `Кабинет`;
};
/**
* | output |
* | --- |
* | "Cabinet" |
*
* @param {Layout_CabinetInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var layout_cabinet = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_layout_cabinet(inputs);
	return en_layout_cabinet(inputs);
});
// src/paraglide/messages/layout_chats.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Layout_ChatsInputs */
var en_layout_chats = () => {
	return `Chats`;
};
var ru_layout_chats = () => {
	return `Чаты`;
};
/**
* | output |
* | --- |
* | "Chats" |
*
* @param {Layout_ChatsInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var layout_chats = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_layout_chats(inputs);
	return en_layout_chats(inputs);
});
// src/paraglide/messages/layout_sidebar.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Layout_SidebarInputs */
var en_layout_sidebar = () => {
	return `Sidebar`;
};
var ru_layout_sidebar = () => {
	return `Боковая панель`;
};
/**
* | output |
* | --- |
* | "Sidebar" |
*
* @param {Layout_SidebarInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var layout_sidebar = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_layout_sidebar(inputs);
	return en_layout_sidebar(inputs);
});
// src/paraglide/messages/layout_support.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Layout_SupportInputs */
var en_layout_support = () => {
	return `Support`;
};
var ru_layout_support = () => {
	return `Поддержка`;
};
/**
* | output |
* | --- |
* | "Support" |
*
* @param {Layout_SupportInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var layout_support = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_layout_support(inputs);
	return en_layout_support(inputs);
});
// src/paraglide/messages/ui_settings.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Ui_SettingsInputs */
var en_ui_settings = () => {
	return `Settings`;
};
var ru_ui_settings = () => {
	return `Настройки`;
};
/**
* | output |
* | --- |
* | "Settings" |
*
* @param {Ui_SettingsInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var ui_settings = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_ui_settings(inputs);
	return en_ui_settings(inputs);
});
// node_modules/lucide-react/dist/esm/icons/image.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var __iconData$5 = {
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
__iconData$5.node;
var Image = createLucideIcon(__iconData$5);
// node_modules/lucide-react/dist/esm/icons/life-buoy.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var __iconData$4 = {
	name: "life-buoy",
	size: 24,
	node: [
		["circle", {
			cx: "12",
			cy: "12",
			r: "10",
			key: "1mglay"
		}],
		["path", {
			d: "m4.93 4.93 4.24 4.24",
			key: "1ymg45"
		}],
		["path", {
			d: "m14.83 9.17 4.24-4.24",
			key: "1cb5xl"
		}],
		["path", {
			d: "m14.83 14.83 4.24 4.24",
			key: "q42g0n"
		}],
		["path", {
			d: "m9.17 14.83-4.24 4.24",
			key: "bqpfvv"
		}],
		["circle", {
			cx: "12",
			cy: "12",
			r: "4",
			key: "4exip2"
		}]
	]
};
__iconData$4.node;
var LifeBuoy = createLucideIcon(__iconData$4);
// node_modules/lucide-react/dist/esm/icons/message-square.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var __iconData$3 = {
	name: "message-square",
	size: 24,
	node: [["path", {
		d: "M22 17a2 2 0 0 1-2 2H6.828a2 2 0 0 0-1.414.586l-2.202 2.202A.71.71 0 0 1 2 21.286V5a2 2 0 0 1 2-2h16a2 2 0 0 1 2 2z",
		key: "18887p"
	}]]
};
__iconData$3.node;
var MessageSquare = createLucideIcon(__iconData$3);
// node_modules/lucide-react/dist/esm/icons/settings.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var __iconData$2 = {
	name: "settings",
	size: 24,
	node: [["path", {
		d: "M9.671 4.136a2.34 2.34 0 0 1 4.659 0 2.34 2.34 0 0 0 3.319 1.915 2.34 2.34 0 0 1 2.33 4.033 2.34 2.34 0 0 0 0 3.831 2.34 2.34 0 0 1-2.33 4.033 2.34 2.34 0 0 0-3.319 1.915 2.34 2.34 0 0 1-4.659 0 2.34 2.34 0 0 0-3.32-1.915 2.34 2.34 0 0 1-2.33-4.033 2.34 2.34 0 0 0 0-3.831A2.34 2.34 0 0 1 6.35 6.051a2.34 2.34 0 0 0 3.319-1.915",
		key: "1i5ecw"
	}], ["circle", {
		cx: "12",
		cy: "12",
		r: "3",
		key: "1v7zrd"
	}]]
};
__iconData$2.node;
var Settings = createLucideIcon(__iconData$2);
// node_modules/lucide-react/dist/esm/icons/sparkles.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var __iconData$1 = {
	name: "sparkles",
	size: 24,
	node: [
		["path", {
			d: "M11.017 2.814a1 1 0 0 1 1.966 0l1.051 5.558a2 2 0 0 0 1.594 1.594l5.558 1.051a1 1 0 0 1 0 1.966l-5.558 1.051a2 2 0 0 0-1.594 1.594l-1.051 5.558a1 1 0 0 1-1.966 0l-1.051-5.558a2 2 0 0 0-1.594-1.594l-5.558-1.051a1 1 0 0 1 0-1.966l5.558-1.051a2 2 0 0 0 1.594-1.594z",
			key: "1s2grr"
		}],
		["path", {
			d: "M20 2v4",
			key: "1rf3ol"
		}],
		["path", {
			d: "M22 4h-4",
			key: "gwowj6"
		}],
		["circle", {
			cx: "4",
			cy: "20",
			r: "2",
			key: "6kqj1y"
		}]
	],
	aliases: ["stars"]
};
__iconData$1.node;
var Sparkles = createLucideIcon(__iconData$1);
// node_modules/lucide-react/dist/esm/icons/wallet.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var __iconData = {
	name: "wallet",
	size: 24,
	node: [["path", {
		d: "M19 7V4a1 1 0 0 0-1-1H5a2 2 0 0 0 0 4h15a1 1 0 0 1 1 1v4h-3a2 2 0 0 0 0 4h3a1 1 0 0 0 1-1v-2a1 1 0 0 0-1-1",
		key: "18etb6"
	}], ["path", {
		d: "M3 5v14a2 2 0 0 0 2 2h15a1 1 0 0 0 1-1v-4",
		key: "xoc0q4"
	}]]
};
__iconData.node;
var Wallet = createLucideIcon(__iconData);
// \0virtual:vite-rsc/css?type=rsc&id=%2Fwork%2Fmain%2Fsrc%2Fcomponents%2Flayout%2Fchats-frame.tsx&lang.js
var import_react_react_server = /* @__PURE__ */ __toESM(require_react_react_server());
var Resources$1 = ((React, deps, RemoveDuplicateServerCss, precedence) => {
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
})(import_react_react_server.default, assetsManifest.serverResources["src/components/layout/chats-frame.tsx"], void 0, "vite-rsc/importer-resources");
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
})(import_react_react_server.default, assetsManifest.serverResources["src/components/auth/email-confirm-banner.tsx"], void 0, "vite-rsc/importer-resources");
// src/components/auth/email-confirm-banner.tsx
var import_jsx_runtime_react_server = require_jsx_runtime_react_server();
/**
* The chats layout's reminder for a signed-in visitor whose email is not confirmed yet: the code
* field and a new code, posting to the front and coming back to this page. Nothing otherwise.
*/
function EmailConfirmBanner() {
	if (!needsEmailConfirmation()) return null;
	const { locale, path } = getRequestContext();
	const o = { locale };
	const texts = formTexts(locale);
	return /* @__PURE__ */ (0, import_jsx_runtime_react_server.jsxs)("aside", {
		className: "email-confirm-banner",
		"data-testid": "email-confirm-banner",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime_react_server.jsx)("p", {
				className: "email-confirm-banner-text",
				children: confirm_email_banner({}, o)
			}),
			/* @__PURE__ */ (0, import_jsx_runtime_react_server.jsx)(AuthForm, {
				id: "confirm-email-banner",
				action: "/api/auth/confirm-email",
				hidden: {
					locale,
					redirect: path
				},
				submitLabel: confirm_email_submit({}, o),
				texts,
				outcome: outcomeOf(getFlash("confirmEmail"), texts),
				fields: [{
					name: "code",
					label: auth_code({}, o),
					type: "text",
					inputMode: "numeric",
					autoComplete: "one-time-code",
					rules: ["required", "code"]
				}]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime_react_server.jsx)(ResendConfirmation, {
				locale,
				redirect: path
			})
		]
	});
}
EmailConfirmBanner = /* #__PURE__ */ __vite_rsc_wrap_css__$1(EmailConfirmBanner, "EmailConfirmBanner");
function __vite_rsc_wrap_css__$1(value, name) {
	if (typeof value !== "function") return value;
	function __wrapper(props) {
		return import_react_react_server.createElement(import_react_react_server.Fragment, null, import_react_react_server.createElement(Resources), import_react_react_server.createElement(value, props));
	}
	Object.defineProperty(__wrapper, "name", { value: name });
	return __wrapper;
}
// src/components/chat/markdown/preview-origin.tsx
/**
* Whether a code block can be previewed: HTML and SVG, and XML that is an SVG image.
*
* @example isPreviewable('xml', '<svg xmlns="http://www.w3.org/2000/svg"/>') // true
*/
var PreviewOriginProvider = /* #__PURE__ */ registerClientReference((() => {
	throw new Error("It is not possible to invoke a client function from the server: \"PreviewOriginProvider\"");
}), "2164eee9e798", "PreviewOriginProvider");
// src/components/shortcuts/shortcut-listener.tsx
/** What each action does, through the product's own controls; false when it has nothing to do. */
/**
* The one listener of the product's key combinations, installed in the chats layout. It renders
* only the key combinations overlay, when asked; bindings come from the account's settings and
* follow changes made in this tab.
*/
var ShortcutListener = /* #__PURE__ */ registerClientReference((() => {
	throw new Error("It is not possible to invoke a client function from the server: \"ShortcutListener\"");
}), "2c6adfbb1a1b", "ShortcutListener");
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
// src/lib/folders/folders.ts
/** The folders in an api answer (`{items: [...]}`), in their order; anything else is none. */
function toFolders(body) {
	const items = typeof body === "object" && body !== null ? body.items : void 0;
	if (!Array.isArray(items)) return [];
	return items.flatMap((raw) => typeof raw?.id === "string" && typeof raw?.name === "string" ? [{
		id: raw.id,
		name: raw.name,
		instructions: typeof raw.instructions === "string" ? raw.instructions : ""
	}] : []);
}
// src/components/search/chat-search.tsx
var ChatSearch = /* #__PURE__ */ registerClientReference((() => {
	throw new Error("It is not possible to invoke a client function from the server: \"ChatSearch\"");
}), "67e55ddae6d1", "ChatSearch");
// src/components/sidebar/chat-list.tsx
/**
* The sidebar's chat list: the chats of the page's mode (text, image or Midjourney), newest
* activity first, more on scroll. Finding a chat is the search field's job (`../search/`).
*/
var ChatList = /* #__PURE__ */ registerClientReference((() => {
	throw new Error("It is not possible to invoke a client function from the server: \"ChatList\"");
}), "9f664082ac19", "ChatList");
// src/components/sidebar/mode-link.tsx
var ModeLink = /* #__PURE__ */ registerClientReference((() => {
	throw new Error("It is not possible to invoke a client function from the server: \"ModeLink\"");
}), "01395de14bda", "ModeLink");
// src/components/sidebar/new-chat-link.tsx
var NewChatLink = /* #__PURE__ */ registerClientReference((() => {
	throw new Error("It is not possible to invoke a client function from the server: \"NewChatLink\"");
}), "600e398c0a95", "NewChatLink");
// src/components/sidebar/sidebar.tsx
/** The first page of the chats of the page's mode: text chats never list among image chats. */
async function firstPage(mode) {
	try {
		return toChatListPage(await upstreamJson(`/v1/chat?page=1&take=100&mode=${mode}`));
	} catch {
		return { chats: [] };
	}
}
/** The user's chat folders; none when the api cannot say (the list still renders). */
async function firstFolders() {
	return toFolders(await upstreamJson("/v1/chat/folders").catch(() => void 0));
}
/** The chats sidebar, server-rendered with the first page of chats; `footer` holds prefs and the user menu. */
async function Sidebar({ footer }) {
	const { locale, path } = getRequestContext();
	const t = translator(locale);
	const mode = chatModeOf(path);
	const [page, folders] = await Promise.all([firstPage(mode), firstFolders()]);
	return /* @__PURE__ */ (0, import_jsx_runtime_react_server.jsxs)("aside", {
		className: "sidebar",
		"aria-label": t(layout_sidebar),
		"data-testid": "sidebar",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime_react_server.jsx)("div", {
				className: "sidebar-head",
				children: /* @__PURE__ */ (0, import_jsx_runtime_react_server.jsx)(Brand, {})
			}),
			/* @__PURE__ */ (0, import_jsx_runtime_react_server.jsxs)(NewChatLink, {
				to: `/${locale}/chat`,
				className: "button button-primary new-chat",
				testId: "new-chat",
				children: [/* @__PURE__ */ (0, import_jsx_runtime_react_server.jsx)(Plus, {
					size: 18,
					"aria-hidden": true
				}), /* @__PURE__ */ (0, import_jsx_runtime_react_server.jsx)("span", {
					className: "new-chat-text",
					children: t(layout_new_chat)
				})]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime_react_server.jsxs)("nav", {
				className: "sidebar-modes",
				"aria-label": t(layout_chats),
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime_react_server.jsxs)(ModeLink, {
						to: `/${locale}/chat`,
						mode: "text",
						children: [/* @__PURE__ */ (0, import_jsx_runtime_react_server.jsx)(MessageSquare, {
							size: 15,
							"aria-hidden": true
						}), t(layout_mode_text)]
					}),
					/* @__PURE__ */ (0, import_jsx_runtime_react_server.jsxs)(ModeLink, {
						to: `/${locale}/chat/image`,
						mode: "image",
						children: [/* @__PURE__ */ (0, import_jsx_runtime_react_server.jsx)(Image, {
							size: 15,
							"aria-hidden": true
						}), t(layout_mode_image)]
					}),
					/* @__PURE__ */ (0, import_jsx_runtime_react_server.jsxs)(ModeLink, {
						to: `/${locale}/chat/midjourney`,
						mode: "midjourney",
						children: [/* @__PURE__ */ (0, import_jsx_runtime_react_server.jsx)(Sparkles, {
							size: 15,
							"aria-hidden": true
						}), t(layout_mode_midjourney)]
					})
				]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime_react_server.jsx)(ChatSearch, {}),
			/* @__PURE__ */ (0, import_jsx_runtime_react_server.jsx)("section", {
				className: "sidebar-list",
				"aria-label": t(layout_chats),
				"data-testid": "chat-list",
				children: /* @__PURE__ */ (0, import_jsx_runtime_react_server.jsx)(ChatList, {
					initial: page.chats,
					total: page.total,
					initialMode: mode,
					initialFolders: folders
				})
			}),
			/* @__PURE__ */ (0, import_jsx_runtime_react_server.jsxs)("footer", {
				className: "sidebar-foot",
				children: [/* @__PURE__ */ (0, import_jsx_runtime_react_server.jsx)(ToolsNav, { variant: "sidebar" }), footer]
			})
		]
	});
}
// src/components/sidebar/sidebar-shell.tsx
var SidebarShell = /* #__PURE__ */ registerClientReference((() => {
	throw new Error("It is not possible to invoke a client function from the server: \"SidebarShell\"");
}), "b7fd598c136d", "SidebarShell");
// src/components/layout/chats-frame.tsx
/** The chats layout (SPEC §2): a resizable sidebar (284 px by default) beside the conversation. */
function ChatsFrame({ children }) {
	const { locale } = getRequestContext();
	const t = translator(locale);
	const footer = /* @__PURE__ */ (0, import_jsx_runtime_react_server.jsxs)(import_jsx_runtime_react_server.Fragment, { children: [
		/* @__PURE__ */ (0, import_jsx_runtime_react_server.jsx)(EmailConfirmBanner, {}),
		/* @__PURE__ */ (0, import_jsx_runtime_react_server.jsxs)("nav", {
			className: "sidebar-links",
			"aria-label": t(layout_cabinet),
			children: [
				/* @__PURE__ */ (0, import_jsx_runtime_react_server.jsxs)(Link, {
					to: `/${locale}/cabinet/balance`,
					className: "sidebar-link",
					children: [/* @__PURE__ */ (0, import_jsx_runtime_react_server.jsx)(Wallet, {
						size: 16,
						"aria-hidden": true
					}), t(layout_cabinet)]
				}),
				/* @__PURE__ */ (0, import_jsx_runtime_react_server.jsxs)(Link, {
					to: `/${locale}/support`,
					className: "sidebar-link",
					children: [/* @__PURE__ */ (0, import_jsx_runtime_react_server.jsx)(LifeBuoy, {
						size: 16,
						"aria-hidden": true
					}), t(layout_support)]
				}),
				/* @__PURE__ */ (0, import_jsx_runtime_react_server.jsx)(Link, {
					to: `/${locale}/cabinet/settings`,
					className: "sidebar-link icon-link",
					"aria-label": t(ui_settings),
					"data-tooltip": t(ui_settings),
					"data-testid": "sidebar-settings",
					children: /* @__PURE__ */ (0, import_jsx_runtime_react_server.jsx)(Settings, {
						size: 16,
						"aria-hidden": true
					})
				}),
				/* @__PURE__ */ (0, import_jsx_runtime_react_server.jsx)(PaletteEntry, {})
			]
		}),
		/* @__PURE__ */ (0, import_jsx_runtime_react_server.jsx)(Prefs, {}),
		/* @__PURE__ */ (0, import_jsx_runtime_react_server.jsx)(UserMenu, {})
	] });
	return /* @__PURE__ */ (0, import_jsx_runtime_react_server.jsxs)(LocaleProvider, {
		locale,
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime_react_server.jsx)(ShortcutListener, { settings: settingsOf(getSession()?.user) }),
			/* @__PURE__ */ (0, import_jsx_runtime_react_server.jsx)(SidebarShell, {
				viewport: getViewport(),
				sidebar: /* @__PURE__ */ (0, import_jsx_runtime_react_server.jsx)(Sidebar, { footer }),
				brand: /* @__PURE__ */ (0, import_jsx_runtime_react_server.jsx)(Brand, {}),
				children: /* @__PURE__ */ (0, import_jsx_runtime_react_server.jsx)(PreviewOriginProvider, {
					origin: getPublicConfig().sandboxOrigin ?? null,
					children
				})
			}),
			/* @__PURE__ */ (0, import_jsx_runtime_react_server.jsx)(AppToaster, {})
		]
	});
}
ChatsFrame = /* #__PURE__ */ __vite_rsc_wrap_css__(ChatsFrame, "ChatsFrame");
function __vite_rsc_wrap_css__(value, name) {
	if (typeof value !== "function") return value;
	function __wrapper(props) {
		return import_react_react_server.createElement(import_react_react_server.Fragment, null, import_react_react_server.createElement(Resources$1), import_react_react_server.createElement(value, props));
	}
	Object.defineProperty(__wrapper, "name", { value: name });
	return __wrapper;
}
// src/pages/[locale]/(chats)/_layout.tsx
async function ChatsLayout({ children }) {
	return /* @__PURE__ */ (0, import_jsx_runtime_react_server.jsx)(ChatsFrame, { children });
}
var getConfig = async () => ({ render: "dynamic" });
export { ChatsLayout as default, getConfig };

//# sourceMappingURL=_layout-U43eH4D7.js.map
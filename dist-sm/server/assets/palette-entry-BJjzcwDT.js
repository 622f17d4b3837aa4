import { i as __toESM, t as require_react_react_server } from "./react.react-server-C3EmDfio.js";
import { A as registerClientReference, v as require_jsx_runtime_react_server } from "./internal-headers-Ckg8TsQ5.js";
import { t as getLocale } from "./runtime-CEu_NCIS.js";
import { a as nav_commands, i as nav_palette_open, r as PaletteLauncher } from "./tools-nav-BjChoIAJ.js";
import { t as translator } from "./translate-alnGGpNo.js";
import { t as getRequestContext } from "./request-context.server-DaeM4xFu.js";
import { t as getSession } from "./session.server-CTa-f66o.js";
import { t as LocaleProvider } from "./locale-context-Dp0qp9rS.js";
import assetsManifest from "../__vite_rsc_assets_manifest.js";
// src/paraglide/messages/auth_signed_in_as.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{ name: NonNullable<unknown> }} Auth_Signed_In_AsInputs */
var en_auth_signed_in_as = (i) => {
	return `Signed in as ${i?.name}`;
};
var ru_auth_signed_in_as = (i) => {
	return `Вы вошли как ${i?.name}`;
};
/**
* | output |
* | --- |
* | "Signed in as {name}" |
*
* @param {Auth_Signed_In_AsInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var auth_signed_in_as = ((inputs, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_auth_signed_in_as(inputs);
	return en_auth_signed_in_as(inputs);
});
// src/paraglide/messages/layout_account.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Layout_AccountInputs */
var en_layout_account = () => {
	return `Account`;
};
var ru_layout_account = () => {
	return `Аккаунт`;
};
/**
* | output |
* | --- |
* | "Account" |
*
* @param {Layout_AccountInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var layout_account = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_layout_account(inputs);
	return en_layout_account(inputs);
});
// src/paraglide/messages/layout_session_expiring.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Layout_Session_ExpiringInputs */
var en_layout_session_expiring = () => {
	return `Your session is about to expire. Save your work.`;
};
var ru_layout_session_expiring = () => {
	return `Сеанс скоро истечёт. Сохраните свою работу.`;
};
/**
* | output |
* | --- |
* | "Your session is about to expire. Save your work." |
*
* @param {Layout_Session_ExpiringInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var layout_session_expiring = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_layout_session_expiring(inputs);
	return en_layout_session_expiring(inputs);
});
// src/paraglide/messages/layout_sign_in.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Layout_Sign_InInputs */
var en_layout_sign_in = () => {
	return `Sign in`;
};
var ru_layout_sign_in = () => {
	return `Войти`;
};
/**
* | output |
* | --- |
* | "Sign in" |
*
* @param {Layout_Sign_InInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var layout_sign_in = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_layout_sign_in(inputs);
	return en_layout_sign_in(inputs);
});
// src/paraglide/messages/layout_sign_out.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Layout_Sign_OutInputs */
var en_layout_sign_out = () => {
	return `Sign out`;
};
var ru_layout_sign_out = () => {
	return `Выйти`;
};
/**
* | output |
* | --- |
* | "Sign out" |
*
* @param {Layout_Sign_OutInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var layout_sign_out = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_layout_sign_out(inputs);
	return en_layout_sign_out(inputs);
});
// \0virtual:vite-rsc/css?type=rsc&id=%2Fwork%2Fmain%2Fsrc%2Fcomponents%2Fauth%2Fuser-menu.tsx&lang.js
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
})(import_react_react_server.default, assetsManifest.serverResources["src/components/auth/user-menu.tsx"], void 0, "vite-rsc/importer-resources");
// src/components/islands/build-poll.tsx
var BuildPoll = /* #__PURE__ */ registerClientReference((() => {
	throw new Error("It is not possible to invoke a client function from the server: \"BuildPoll\"");
}), "b3199afc2634", "BuildPoll");
// src/components/islands/session-timers.tsx
/**
* The SPEC §4 timers of a signed-in page: refresh every 15 minutes and on becoming visible,
* warn before the session expires. Signed out → a full load, so the front's guard decides.
*/
var SessionTimers = /* #__PURE__ */ registerClientReference((() => {
	throw new Error("It is not possible to invoke a client function from the server: \"SessionTimers\"");
}), "ee6cd42611f9", "SessionTimers");
// src/components/auth/sign-out-form.tsx
var SignOutForm = /* #__PURE__ */ registerClientReference((() => {
	throw new Error("It is not possible to invoke a client function from the server: \"SignOutForm\"");
}), "d891adb7e3b1", "SignOutForm");
// src/components/auth/user-name.tsx
var UserName = /* #__PURE__ */ registerClientReference((() => {
	throw new Error("It is not possible to invoke a client function from the server: \"UserName\"");
}), "bc74ae2bebed", "UserName");
// src/components/auth/user-menu.tsx
var import_jsx_runtime_react_server = require_jsx_runtime_react_server();
/**
* Who is signed in and a sign-out button (a plain form: works without JavaScript), plus the
* SPEC §4 timers; for a visitor, a sign-in link.
*/
function UserMenu() {
	const { locale } = getRequestContext();
	const session = getSession();
	const o = { locale };
	if (!session) return /* @__PURE__ */ (0, import_jsx_runtime_react_server.jsx)("a", {
		href: `/${locale}/auth/login`,
		className: "button",
		"data-testid": "sign-in",
		children: layout_sign_in({}, o)
	});
	const { user } = session;
	const name = typeof user.name === "string" && user.name ? user.name : user.email;
	return /* @__PURE__ */ (0, import_jsx_runtime_react_server.jsxs)("section", {
		className: "user-menu",
		"aria-label": layout_account({}, o),
		"data-testid": "user-menu",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime_react_server.jsx)("span", {
				className: "user-menu-name",
				title: user.email,
				children: /* @__PURE__ */ (0, import_jsx_runtime_react_server.jsx)(UserName, {
					template: auth_signed_in_as({ name: "{name}" }, o),
					initial: name
				})
			}),
			/* @__PURE__ */ (0, import_jsx_runtime_react_server.jsx)(SignOutForm, {
				locale,
				label: layout_sign_out({}, o)
			}),
			/* @__PURE__ */ (0, import_jsx_runtime_react_server.jsx)(SessionTimers, {
				expiresAt: session.expiresAt,
				warning: layout_session_expiring({}, o)
			}),
			/* @__PURE__ */ (0, import_jsx_runtime_react_server.jsx)(BuildPoll, {})
		]
	});
}
UserMenu = /* #__PURE__ */ __vite_rsc_wrap_css__$1(UserMenu, "UserMenu");
function __vite_rsc_wrap_css__$1(value, name) {
	if (typeof value !== "function") return value;
	function __wrapper(props) {
		return import_react_react_server.createElement(import_react_react_server.Fragment, null, import_react_react_server.createElement(Resources$1), import_react_react_server.createElement(value, props));
	}
	Object.defineProperty(__wrapper, "name", { value: name });
	return __wrapper;
}
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
})(import_react_react_server.default, assetsManifest.serverResources["src/components/navigation/palette-entry.tsx"], void 0, "vite-rsc/importer-resources");
// src/components/navigation/palette-entry.tsx
/** The command palette's button and Ctrl+K / ⌘K, on every signed-in page (issue 26, item 4). */
function PaletteEntry() {
	const { locale } = getRequestContext();
	if (!getSession()) return null;
	const t = translator(locale);
	return /* @__PURE__ */ (0, import_jsx_runtime_react_server.jsx)(LocaleProvider, {
		locale,
		children: /* @__PURE__ */ (0, import_jsx_runtime_react_server.jsx)(PaletteLauncher, {
			label: t(nav_palette_open),
			text: t(nav_commands)
		})
	});
}
PaletteEntry = /* #__PURE__ */ __vite_rsc_wrap_css__(PaletteEntry, "PaletteEntry");
function __vite_rsc_wrap_css__(value, name) {
	if (typeof value !== "function") return value;
	function __wrapper(props) {
		return import_react_react_server.createElement(import_react_react_server.Fragment, null, import_react_react_server.createElement(Resources), import_react_react_server.createElement(value, props));
	}
	Object.defineProperty(__wrapper, "name", { value: name });
	return __wrapper;
}
export { UserMenu as n, PaletteEntry as t };

//# sourceMappingURL=palette-entry-BJjzcwDT.js.map
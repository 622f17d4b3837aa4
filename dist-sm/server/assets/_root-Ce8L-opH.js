import { t as getPublicConfig } from "./public-config.server-5B4QXSnC.js";
import { t as getSession } from "./session.server-CTa-f66o.js";
import { t as settingsOf } from "./settings-BRS-2DHE.js";
import { A as registerClientReference, v as require_jsx_runtime_react_server } from "./internal-headers-Ckg8TsQ5.js";
import { t as getRequestContext } from "./request-context.server-DaeM4xFu.js";
import { t as getViewport } from "./viewport.server-DFCXu6ba.js";
// src/components/analytics/metrika-tag.tsx
/**
* Yandex Metrica for this page (rendered only when configured and the visitor does not opt out;
* src/components/analytics/analytics.tsx): the counters are initialised at once into the tag's
* queue, the tag is fetched lazily, and every client-side route change is a hit with the
* previous page as referrer. A tag that fails to load is only logged (SPEC §8).
*/
var MetrikaTag = /* #__PURE__ */ registerClientReference((() => {
	throw new Error("It is not possible to invoke a client function from the server: \"MetrikaTag\"");
}), "20627f924cbc", "MetrikaTag");
// src/components/analytics/analytics.tsx
var import_jsx_runtime_react_server = require_jsx_runtime_react_server();
/**
* Page-visit analytics for every page (server component in the app layout): nothing at all
* unless the deployment configures Metrica, and nothing for an account that turned on
* "do not track" in its settings.
*/
function Analytics() {
	const { metrika } = getPublicConfig();
	if (!metrika || settingsOf(getSession()?.user).doNotTrack) return null;
	return /* @__PURE__ */ (0, import_jsx_runtime_react_server.jsx)(MetrikaTag, {
		tagUrl: metrika.tagUrl,
		counterIds: metrika.counterIds
	});
}
// src/pages/_root.tsx
/** The page background of each theme (`--bg` in src/styles/global.css), for the browser's bar. */
var themeColors = {
	light: "#f7f7f8",
	dark: "#111318"
};
/**
* <html> carries the locale, the theme chosen in the cookie and the viewport class the browser
* reported last time (SPEC §9), so the first byte is right.
*/
async function Root({ children }) {
	const { locale, theme } = getRequestContext();
	return /* @__PURE__ */ (0, import_jsx_runtime_react_server.jsxs)("html", {
		lang: locale,
		"data-theme": theme,
		"data-viewport": getViewport(),
		children: [/* @__PURE__ */ (0, import_jsx_runtime_react_server.jsxs)("head", { children: [
			/* @__PURE__ */ (0, import_jsx_runtime_react_server.jsx)("meta", {
				name: "viewport",
				content: "width=device-width, initial-scale=1"
			}),
			/* @__PURE__ */ (0, import_jsx_runtime_react_server.jsx)("meta", {
				name: "color-scheme",
				content: "light dark"
			}),
			/* @__PURE__ */ (0, import_jsx_runtime_react_server.jsx)("link", {
				rel: "icon",
				href: "/favicon.svg",
				type: "image/svg+xml"
			}),
			/* @__PURE__ */ (0, import_jsx_runtime_react_server.jsx)("link", {
				rel: "manifest",
				href: "/manifest.webmanifest"
			}),
			/* @__PURE__ */ (0, import_jsx_runtime_react_server.jsx)("link", {
				rel: "apple-touch-icon",
				href: "/icons/icon-192.png"
			}),
			theme === "system" ? /* @__PURE__ */ (0, import_jsx_runtime_react_server.jsxs)(import_jsx_runtime_react_server.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime_react_server.jsx)("meta", {
				name: "theme-color",
				content: themeColors.light,
				media: "(prefers-color-scheme: light)"
			}), /* @__PURE__ */ (0, import_jsx_runtime_react_server.jsx)("meta", {
				name: "theme-color",
				content: themeColors.dark,
				media: "(prefers-color-scheme: dark)"
			})] }) : /* @__PURE__ */ (0, import_jsx_runtime_react_server.jsx)("meta", {
				name: "theme-color",
				content: themeColors[theme]
			})
		] }), /* @__PURE__ */ (0, import_jsx_runtime_react_server.jsxs)("body", { children: [children, /* @__PURE__ */ (0, import_jsx_runtime_react_server.jsx)(Analytics, {})] })]
	});
}
var getConfig = async () => ({ render: "dynamic" });
export { Root as default, getConfig };

//# sourceMappingURL=_root-Ce8L-opH.js.map
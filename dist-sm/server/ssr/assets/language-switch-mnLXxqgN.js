import "./main-BrDwBsBp.js";
import { t as locales } from "./locales-BzwGgCCk.js";
import { n as useRouter } from "./client-N-I6esBt.js";
import { t as require_jsx_runtime } from "./jsx-runtime-BB_2hJGX.js";
import { t as require_react } from "./react-DvVFp2nj.js";
import { n as themes, t as themeCookie } from "./theme-CnT9Li7J.js";
import { t as useHydrated } from "./use-hydrated-Bt37Pui4.js";
// src/components/islands/language-switch.tsx
var import_jsx_runtime = require_jsx_runtime();
var names = {
	ru: "Русский",
	en: "English"
};
/** Links to the current page in the other language; a full load so <html lang> and the cookie follow. */
function LanguageSwitch({ locale, label }) {
	const router = useRouter();
	const rest = router.path.replace(/^\/(ru|en)(?=\/|$)/, "") || "/";
	const query = router.query ? `?${router.query}` : "";
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("nav", {
		className: "language-switch",
		"aria-label": label,
		children: locales.map((option) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("a", {
			href: `/${option}${rest === "/" ? "/" : rest}${query}`,
			hrefLang: option,
			lang: option,
			"aria-current": option === locale ? "true" : void 0,
			"data-testid": `language-${option}`,
			children: names[option]
		}, option))
	});
}
// src/components/islands/theme-switch.tsx
var import_react = require_react();
/**
* Light, dark or system. The choice goes into a cookie so the server renders it on the first
* byte next time, and onto <html> now; `system` is pure CSS and follows the device live.
*/
function ThemeSwitch({ initial, legend, labels, saveToAccount }) {
	const [theme, setTheme] = (0, import_react.useState)(initial);
	const hydrated = useHydrated();
	const choose = (next) => {
		setTheme(next);
		document.documentElement.dataset.theme = next;
		const secure = location.protocol === "https:" ? "; Secure" : "";
		document.cookie = `${themeCookie}=${next}; Path=/; Max-Age=31536000; SameSite=Lax${secure}`;
		if (saveToAccount) fetch("/api/v1/user", {
			method: "PATCH",
			headers: { "content-type": "application/json" },
			body: JSON.stringify({ settings: { theme: next } })
		}).catch(() => void 0);
	};
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("fieldset", {
		className: "segmented",
		"data-testid": "theme-switch",
		"data-hydrated": hydrated,
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("legend", {
			className: "visually-hidden",
			children: legend
		}), themes.map((option) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("label", {
			className: "segmented-option",
			"data-active": option === theme,
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("input", {
				type: "radio",
				name: "theme",
				value: option,
				checked: option === theme,
				onChange: () => choose(option),
				"data-testid": `theme-${option}`
			}), labels[option]]
		}, option))]
	});
}
// \0virtual:vite-rsc/client-references/group/shared:src/components/islands/language-switch.tsx
var export_877e27bbfe44 = { LanguageSwitch };
var export_c21fbb0e96b3 = { ThemeSwitch };
export { export_877e27bbfe44, export_c21fbb0e96b3 };

//# sourceMappingURL=language-switch-mnLXxqgN.js.map
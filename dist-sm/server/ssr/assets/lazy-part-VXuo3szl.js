import { t as require_jsx_runtime } from "./jsx-runtime-BB_2hJGX.js";
import { t as require_react } from "./react-DvVFp2nj.js";
import { n as useLocale } from "./locale-context-Du56PqBf.js";
import { t as getLocale } from "./runtime-CEu_NCIS.js";
// src/paraglide/messages/lazy_part_failed.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Lazy_Part_FailedInputs */
var en_lazy_part_failed = () => {
	return `This part of the page could not load. A newer version may be out.`;
};
var ru_lazy_part_failed = () => {
	return `Эта часть страницы не загрузилась. Возможно, вышла новая версия.`;
};
/**
* | output |
* | --- |
* | "This part of the page could not load. A newer version may be out." |
*
* @param {Lazy_Part_FailedInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var lazy_part_failed = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_lazy_part_failed(inputs);
	return en_lazy_part_failed(inputs);
});
// src/paraglide/messages/lazy_part_reload.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Lazy_Part_ReloadInputs */
var en_lazy_part_reload = () => {
	return `Reload the page`;
};
var ru_lazy_part_reload = () => {
	return `Перезагрузить страницу`;
};
/**
* | output |
* | --- |
* | "Reload the page" |
*
* @param {Lazy_Part_ReloadInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var lazy_part_reload = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_lazy_part_reload(inputs);
	return en_lazy_part_reload(inputs);
});
// src/components/ui/lazy-part.tsx
var import_react = require_react();
var import_jsx_runtime = require_jsx_runtime();
/**
* A part of the page whose code loads on first use. When that code cannot load (a deploy removed
* the old build's file and the one reload it allows was used, or the network dropped), the part
* says so and offers a reload instead of taking the whole page down.
*/
function LazyPart({ children, fallback = null }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(LoadFailureBoundary, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(import_react.Suspense, {
		fallback,
		children
	}) });
}
var LoadFailureBoundary = class extends import_react.Component {
	state = { failed: false };
	static getDerivedStateFromError() {
		return { failed: true };
	}
	render() {
		return this.state.failed ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(LoadFailure, {}) : this.props.children;
	}
};
function LoadFailure() {
	const locale = useLocale();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: "lazy-part-failed",
		role: "alert",
		"data-testid": "lazy-part-failed",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", { children: lazy_part_failed({}, { locale }) }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("button", {
			type: "button",
			className: "button",
			onClick: () => location.reload(),
			children: lazy_part_reload({}, { locale })
		})]
	});
}
export { LazyPart as t };

//# sourceMappingURL=lazy-part-VXuo3szl.js.map
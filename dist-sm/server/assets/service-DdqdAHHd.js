import { i as __toESM, t as require_react_react_server } from "./react.react-server-C3EmDfio.js";
import { t as Screen } from "./screen-BQ-IwAnC.js";
import "./server-entry-DT-5lg8R.js";
import { i as service_prices_failed, n as toolPaths, r as toolTexts, t as priceText } from "./price-list-FwExVklH.js";
import { T as Link, v as require_jsx_runtime_react_server } from "./internal-headers-Ckg8TsQ5.js";
import { t as loadPriceList } from "./load-prices.server-BPm2SOAf.js";
import { t as service_title } from "./service_title-C6lonhHt.js";
import { t as getRequestContext } from "./request-context.server-DaeM4xFu.js";
import { t as getLocale } from "./runtime-CEu_NCIS.js";
import assetsManifest from "../__vite_rsc_assets_manifest.js";
// src/paraglide/messages/service_lead.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Service_LeadInputs */
var en_service_lead = () => {
	return `Every tool of Beseda, the models serving it right now and what each costs. You pay from your balance in roubles, only for what you use.`;
};
var ru_service_lead = () => {
	return `Все инструменты «Беседы», модели, которые работают в них сейчас, и цены. Вы платите с баланса в рублях и только за то, чем пользуетесь.`;
};
/**
* | output |
* | --- |
* | "Every tool of Beseda, the models serving it right now and what each costs. You pay from your balance in roubles, only for what you use." |
*
* @param {Service_LeadInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var service_lead = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_service_lead(inputs);
	return en_service_lead(inputs);
});
// src/paraglide/messages/service_models.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Service_ModelsInputs */
var en_service_models = () => {
	return `Models and prices`;
};
var ru_service_models = () => {
	return `Модели и цены`;
};
/**
* | output |
* | --- |
* | "Models and prices" |
*
* @param {Service_ModelsInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var service_models = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_service_models(inputs);
	return en_service_models(inputs);
});
// src/paraglide/messages/service_start.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{ tool: NonNullable<unknown> }} Service_StartInputs */
var en_service_start = (i) => {
	return `Open ${i?.tool}`;
};
var ru_service_start = (i) => {
	return `Открыть: ${i?.tool}`;
};
/**
* | output |
* | --- |
* | "Open {tool}" |
*
* @param {Service_StartInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var service_start = ((inputs, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_service_start(inputs);
	return en_service_start(inputs);
});
// src/paraglide/messages/service_unavailable.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Service_UnavailableInputs */
var en_service_unavailable = () => {
	return `Not available in this deployment yet.`;
};
var ru_service_unavailable = () => {
	return `В этом развёртывании пока недоступно.`;
};
/**
* | output |
* | --- |
* | "Not available in this deployment yet." |
*
* @param {Service_UnavailableInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var service_unavailable = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_service_unavailable(inputs);
	return en_service_unavailable(inputs);
});
// \0virtual:vite-rsc/css?type=rsc&id=%2Fwork%2Fmain%2Fsrc%2Fpages%2F%5Blocale%5D%2F(text-page)%2Fservice.tsx&lang.js
var import_react_react_server = /* @__PURE__ */ __toESM(require_react_react_server());
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
})(import_react_react_server.default, assetsManifest.serverResources["src/pages/[locale]/(text-page)/service.tsx"], void 0, "vite-rsc/importer-resources");
// src/components/service/tool-card.tsx
var import_jsx_runtime_react_server = require_jsx_runtime_react_server();
/** One tool of /service: what it does, its models with their prices, and a start button. */
function ToolCard({ tool, locale }) {
	const { title, description } = toolTexts(tool.id, locale);
	const headingId = `tool-${tool.id}`;
	return /* @__PURE__ */ (0, import_jsx_runtime_react_server.jsxs)("section", {
		className: "tool-card",
		"aria-labelledby": headingId,
		"data-testid": `service-tool-${tool.id}`,
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime_react_server.jsx)("h2", {
				id: headingId,
				children: title
			}),
			/* @__PURE__ */ (0, import_jsx_runtime_react_server.jsx)("p", { children: description }),
			tool.available ? /* @__PURE__ */ (0, import_jsx_runtime_react_server.jsxs)(import_jsx_runtime_react_server.Fragment, { children: [
				/* @__PURE__ */ (0, import_jsx_runtime_react_server.jsx)("h3", {
					className: "tool-card-models",
					children: service_models({}, { locale })
				}),
				/* @__PURE__ */ (0, import_jsx_runtime_react_server.jsx)("ul", {
					className: "tool-card-prices",
					children: tool.models.map((model) => /* @__PURE__ */ (0, import_jsx_runtime_react_server.jsxs)("li", {
						"data-testid": "service-model",
						children: [
							/* @__PURE__ */ (0, import_jsx_runtime_react_server.jsx)("span", {
								className: "tool-card-model",
								children: model.title
							}),
							" ",
							/* @__PURE__ */ (0, import_jsx_runtime_react_server.jsx)("span", {
								className: "muted",
								"data-testid": "service-price",
								children: model.prices.map((price) => priceText(price, locale)).join(" · ")
							})
						]
					}, model.id))
				}),
				/* @__PURE__ */ (0, import_jsx_runtime_react_server.jsx)(Link, {
					to: `/${locale}${toolPaths[tool.id]}`,
					className: "button button-primary",
					children: service_start({ tool: title }, { locale })
				})
			] }) : /* @__PURE__ */ (0, import_jsx_runtime_react_server.jsx)("p", {
				className: "muted",
				"data-testid": "service-unavailable",
				children: service_unavailable({}, { locale })
			})
		]
	});
}
// src/pages/[locale]/(text-page)/service.tsx
async function ServicePage() {
	const { locale } = getRequestContext();
	const tools = await loadPriceList();
	return /* @__PURE__ */ (0, import_jsx_runtime_react_server.jsxs)(Screen, {
		name: "service",
		title: service_title,
		children: [/* @__PURE__ */ (0, import_jsx_runtime_react_server.jsx)("p", {
			className: "lead",
			children: service_lead({}, { locale })
		}), tools ? /* @__PURE__ */ (0, import_jsx_runtime_react_server.jsx)("div", {
			className: "tool-grid",
			children: tools.map((tool) => /* @__PURE__ */ (0, import_jsx_runtime_react_server.jsx)(ToolCard, {
				tool,
				locale
			}, tool.id))
		}) : /* @__PURE__ */ (0, import_jsx_runtime_react_server.jsx)("p", {
			role: "alert",
			children: service_prices_failed({}, { locale })
		})]
	});
}
var getConfig = async () => ({ render: "dynamic" });
var $$wrap_ServicePage = /* #__PURE__ */ __vite_rsc_wrap_css__(ServicePage, "default");
function __vite_rsc_wrap_css__(value, name) {
	if (typeof value !== "function") return value;
	function __wrapper(props) {
		return import_react_react_server.createElement(import_react_react_server.Fragment, null, import_react_react_server.createElement(Resources), import_react_react_server.createElement(value, props));
	}
	Object.defineProperty(__wrapper, "name", { value: name });
	return __wrapper;
}
export { $$wrap_ServicePage as default, getConfig };

//# sourceMappingURL=service-DdqdAHHd.js.map
import { i as __toESM, t as require_react_react_server } from "./react.react-server-C3EmDfio.js";
import "./server-entry-DT-5lg8R.js";
import { T as Link, v as require_jsx_runtime_react_server } from "./internal-headers-Ckg8TsQ5.js";
import { i as service_prices_failed, r as toolTexts, t as priceText } from "./price-list-FwExVklH.js";
import { t as auth_sign_in } from "./auth_sign_in-DU5v_G47.js";
import { t as misc_gen_signup_submit } from "./misc_gen_signup_submit-DMBugkiI.js";
import { t as PageTitle } from "./page-title-DrBfYZv2.js";
import { t as loadPriceList } from "./load-prices.server-BPm2SOAf.js";
import { t as getRequestContext } from "./request-context.server-DaeM4xFu.js";
import { t as getSession } from "./session.server-CTa-f66o.js";
import { t as getLocale } from "./runtime-CEu_NCIS.js";
import assetsManifest from "../__vite_rsc_assets_manifest.js";
// src/paraglide/messages/misc_gen_col_model.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Misc_Gen_Col_ModelInputs */
var en_misc_gen_col_model = () => {
	return `Model`;
};
var ru_misc_gen_col_model = () => {
	return `Модель`;
};
/**
* | output |
* | --- |
* | "Model" |
*
* @param {Misc_Gen_Col_ModelInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var misc_gen_col_model = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_misc_gen_col_model(inputs);
	return en_misc_gen_col_model(inputs);
});
// src/paraglide/messages/misc_gen_col_price.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Misc_Gen_Col_PriceInputs */
var en_misc_gen_col_price = () => {
	return `Price`;
};
var ru_misc_gen_col_price = () => {
	return `Цена`;
};
/**
* | output |
* | --- |
* | "Price" |
*
* @param {Misc_Gen_Col_PriceInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var misc_gen_col_price = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_misc_gen_col_price(inputs);
	return en_misc_gen_col_price(inputs);
});
// src/paraglide/messages/misc_gen_col_tool.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Misc_Gen_Col_ToolInputs */
var en_misc_gen_col_tool = () => {
	return `Tool`;
};
var ru_misc_gen_col_tool = () => {
	return `Инструмент`;
};
/**
* | output |
* | --- |
* | "Tool" |
*
* @param {Misc_Gen_Col_ToolInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var misc_gen_col_tool = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_misc_gen_col_tool(inputs);
	return en_misc_gen_col_tool(inputs);
});
// src/paraglide/messages/misc_gen_example_answer.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Misc_Gen_Example_AnswerInputs */
var en_misc_gen_example_answer = () => {
	return `Answer`;
};
var ru_misc_gen_example_answer = () => {
	return `Ответ`;
};
/**
* | output |
* | --- |
* | "Answer" |
*
* @param {Misc_Gen_Example_AnswerInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var misc_gen_example_answer = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_misc_gen_example_answer(inputs);
	return en_misc_gen_example_answer(inputs);
});
// src/paraglide/messages/misc_gen_example_prompt.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Misc_Gen_Example_PromptInputs */
var en_misc_gen_example_prompt = () => {
	return `Request`;
};
var ru_misc_gen_example_prompt = () => {
	return `Запрос`;
};
/**
* | output |
* | --- |
* | "Request" |
*
* @param {Misc_Gen_Example_PromptInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var misc_gen_example_prompt = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_misc_gen_example_prompt(inputs);
	return en_misc_gen_example_prompt(inputs);
});
// src/paraglide/messages/misc_gen_examples.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Misc_Gen_ExamplesInputs */
var en_misc_gen_examples = () => {
	return `Examples`;
};
var ru_misc_gen_examples = () => {
	return `Примеры`;
};
/**
* | output |
* | --- |
* | "Examples" |
*
* @param {Misc_Gen_ExamplesInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var misc_gen_examples = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_misc_gen_examples(inputs);
	return en_misc_gen_examples(inputs);
});
// src/paraglide/messages/misc_gen_have_account.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Misc_Gen_Have_AccountInputs */
var en_misc_gen_have_account = () => {
	return `Already have an account?`;
};
var ru_misc_gen_have_account = () => {
	return `Уже есть аккаунт?`;
};
/**
* | output |
* | --- |
* | "Already have an account?" |
*
* @param {Misc_Gen_Have_AccountInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var misc_gen_have_account = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_misc_gen_have_account(inputs);
	return en_misc_gen_have_account(inputs);
});
// src/paraglide/messages/misc_gen_heading.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Misc_Gen_HeadingInputs */
var en_misc_gen_heading = () => {
	return `One assistant that writes, draws, listens and speaks`;
};
var ru_misc_gen_heading = () => {
	return `Один ассистент, который пишет, рисует, слушает и говорит`;
};
/**
* | output |
* | --- |
* | "One assistant that writes, draws, listens and speaks" |
*
* @param {Misc_Gen_HeadingInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var misc_gen_heading = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_misc_gen_heading(inputs);
	return en_misc_gen_heading(inputs);
});
// src/paraglide/messages/misc_gen_lead.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Misc_Gen_LeadInputs */
var en_misc_gen_lead = () => {
	return `Beseda brings leading language and image models together: chat, create pictures, transcribe recordings and hear answers read aloud, in Russian and English, paid in roubles for exactly what you use.`;
};
var ru_misc_gen_lead = () => {
	return `«Беседа» собирает ведущие языковые и графические модели в одном месте: общайтесь, создавайте картинки, расшифровывайте записи и слушайте ответы вслух — на русском и английском, с оплатой в рублях ровно за то, чем пользуетесь.`;
};
/**
* | output |
* | --- |
* | "Beseda brings leading language and image models together: chat, create pictures, transcribe recordings and hear answers read aloud, in Russian and English, p..." |
*
* @param {Misc_Gen_LeadInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var misc_gen_lead = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_misc_gen_lead(inputs);
	return en_misc_gen_lead(inputs);
});
// src/paraglide/messages/misc_gen_open_chats.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Misc_Gen_Open_ChatsInputs */
var en_misc_gen_open_chats = () => {
	return `Open your chats`;
};
var ru_misc_gen_open_chats = () => {
	return `Перейти к чатам`;
};
/**
* | output |
* | --- |
* | "Open your chats" |
*
* @param {Misc_Gen_Open_ChatsInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var misc_gen_open_chats = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_misc_gen_open_chats(inputs);
	return en_misc_gen_open_chats(inputs);
});
// src/paraglide/messages/misc_gen_prices.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Misc_Gen_PricesInputs */
var en_misc_gen_prices = () => {
	return `Prices`;
};
var ru_misc_gen_prices = () => {
	return `Цены`;
};
/**
* | output |
* | --- |
* | "Prices" |
*
* @param {Misc_Gen_PricesInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var misc_gen_prices = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_misc_gen_prices(inputs);
	return en_misc_gen_prices(inputs);
});
// src/paraglide/messages/misc_gen_prices_lead.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Misc_Gen_Prices_LeadInputs */
var en_misc_gen_prices_lead = () => {
	return `The live prices of this service. No subscription: you top up your balance and pay per request.`;
};
var ru_misc_gen_prices_lead = () => {
	return `Актуальные цены сервиса. Без подписки: вы пополняете баланс и платите за каждый запрос.`;
};
/**
* | output |
* | --- |
* | "The live prices of this service. No subscription: you top up your balance and pay per request." |
*
* @param {Misc_Gen_Prices_LeadInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var misc_gen_prices_lead = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_misc_gen_prices_lead(inputs);
	return en_misc_gen_prices_lead(inputs);
});
// src/paraglide/messages/misc_gen_promo.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Misc_Gen_PromoInputs */
var en_misc_gen_promo = () => {
	return `Promo code (optional)`;
};
var ru_misc_gen_promo = () => {
	return `Промокод (необязательно)`;
};
/**
* | output |
* | --- |
* | "Promo code (optional)" |
*
* @param {Misc_Gen_PromoInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var misc_gen_promo = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_misc_gen_promo(inputs);
	return en_misc_gen_promo(inputs);
});
// src/paraglide/messages/misc_gen_signup.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Misc_Gen_SignupInputs */
var en_misc_gen_signup = () => {
	return `Start now`;
};
var ru_misc_gen_signup = () => {
	return `Начните сейчас`;
};
/**
* | output |
* | --- |
* | "Start now" |
*
* @param {Misc_Gen_SignupInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var misc_gen_signup = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_misc_gen_signup(inputs);
	return en_misc_gen_signup(inputs);
});
// src/paraglide/messages/misc_gen_signup_lead.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Misc_Gen_Signup_LeadInputs */
var en_misc_gen_signup_lead = () => {
	return `Create an account in a minute. Have a promo code? Enter it and its bonus is yours right after sign-up.`;
};
var ru_misc_gen_signup_lead = () => {
	return `Регистрация займёт минуту. Есть промокод? Введите его, и бонус начислится сразу после регистрации.`;
};
/**
* | output |
* | --- |
* | "Create an account in a minute. Have a promo code? Enter it and its bonus is yours right after sign-up." |
*
* @param {Misc_Gen_Signup_LeadInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var misc_gen_signup_lead = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_misc_gen_signup_lead(inputs);
	return en_misc_gen_signup_lead(inputs);
});
// src/paraglide/messages/misc_gen_tools.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Misc_Gen_ToolsInputs */
var en_misc_gen_tools = () => {
	return `What you can do`;
};
var ru_misc_gen_tools = () => {
	return `Что можно делать`;
};
/**
* | output |
* | --- |
* | "What you can do" |
*
* @param {Misc_Gen_ToolsInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var misc_gen_tools = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_misc_gen_tools(inputs);
	return en_misc_gen_tools(inputs);
});
// \0virtual:vite-rsc/css?type=rsc&id=%2Fwork%2Fmain%2Fsrc%2Fpages%2F%5Blocale%5D%2F(text-page)%2Fgen.tsx&lang.js
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
})(import_react_react_server.default, assetsManifest.serverResources["src/pages/[locale]/(text-page)/gen.tsx"], void 0, "vite-rsc/importer-resources");
// content/gen/examples.ts
var genExamples = {
	en: {
		texts: [{
			prompt: "Explain in two sentences why the sky is blue.",
			answer: "Sunlight is a mix of colours, and the air scatters short blue waves far more than long red ones (Rayleigh scattering). So blue light reaches your eyes from every direction of the sky, while at sunset the light crosses more air and the blue is scattered away, leaving reds and oranges."
		}, {
			prompt: "Write a polite reminder to a client about an unpaid invoice.",
			answer: "Hello, Anna! A friendly reminder that invoice No. 1042 of 3 November is still open. If it has already been paid, please ignore this note; if anything is unclear, I will be glad to help. Thank you!"
		}],
		images: [
			{
				src: "/gen/lighthouse.svg",
				prompt: "A lighthouse at sunset, flat vector illustration"
			},
			{
				src: "/gen/fox.svg",
				prompt: "A fox in the snow, children’s book style"
			},
			{
				src: "/gen/city.svg",
				prompt: "A night city with neon roofs, minimalism"
			}
		]
	},
	ru: {
		texts: [{
			prompt: "Объясни в двух предложениях, почему небо голубое.",
			answer: "Солнечный свет состоит из разных цветов, а воздух рассеивает короткие синие волны гораздо сильнее длинных красных (рэлеевское рассеяние). Поэтому синий свет приходит к глазу со всего неба, а на закате свет проходит больше воздуха, синий рассеивается по пути и остаются красные и оранжевые оттенки."
		}, {
			prompt: "Напиши вежливое напоминание клиенту о неоплаченном счёте.",
			answer: "Здравствуйте, Анна! Напоминаем, что счёт № 1042 от 3 ноября пока не оплачен. Если оплата уже прошла, просто не обращайте внимания на это письмо; если есть вопросы — с радостью поможем. Спасибо!"
		}],
		images: [
			{
				src: "/gen/lighthouse.svg",
				prompt: "Маяк на закате, плоская векторная иллюстрация"
			},
			{
				src: "/gen/fox.svg",
				prompt: "Лиса в снегу, стиль детской книги"
			},
			{
				src: "/gen/city.svg",
				prompt: "Ночной город с неоновыми крышами, минимализм"
			}
		]
	}
};
// src/components/gen/gen-examples.tsx
var import_jsx_runtime_react_server = require_jsx_runtime_react_server();
/** Committed example outputs: two text answers and three pictures with their prompts. */
function GenExamples({ locale }) {
	const { texts, images } = genExamples[locale];
	const o = { locale };
	return /* @__PURE__ */ (0, import_jsx_runtime_react_server.jsxs)(import_jsx_runtime_react_server.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime_react_server.jsx)("div", {
		className: "gen-texts",
		children: texts.map((example) => /* @__PURE__ */ (0, import_jsx_runtime_react_server.jsxs)("figure", {
			className: "gen-text",
			children: [/* @__PURE__ */ (0, import_jsx_runtime_react_server.jsx)("blockquote", { children: /* @__PURE__ */ (0, import_jsx_runtime_react_server.jsxs)("p", { children: [
				/* @__PURE__ */ (0, import_jsx_runtime_react_server.jsxs)("strong", { children: [misc_gen_example_prompt({}, o), ":"] }),
				" ",
				example.prompt
			] }) }), /* @__PURE__ */ (0, import_jsx_runtime_react_server.jsxs)("figcaption", { children: [
				/* @__PURE__ */ (0, import_jsx_runtime_react_server.jsxs)("strong", { children: [misc_gen_example_answer({}, o), ":"] }),
				" ",
				example.answer
			] })]
		}, example.prompt))
	}), /* @__PURE__ */ (0, import_jsx_runtime_react_server.jsx)("div", {
		className: "gen-images",
		children: images.map((image) => /* @__PURE__ */ (0, import_jsx_runtime_react_server.jsxs)("figure", {
			className: "gen-image",
			children: [/* @__PURE__ */ (0, import_jsx_runtime_react_server.jsx)("img", {
				src: image.src,
				alt: image.prompt,
				width: 400,
				height: 300,
				loading: "lazy"
			}), /* @__PURE__ */ (0, import_jsx_runtime_react_server.jsx)("figcaption", {
				className: "muted",
				children: image.prompt
			})]
		}, image.src))
	})] });
}
// src/components/gen/price-table.tsx
/** The live price list as one table: a row per model of each available tool. */
function PriceTable({ tools, locale }) {
	const o = { locale };
	const rows = tools.filter((tool) => tool.available).flatMap((tool) => tool.models.map((model, index) => ({
		tool,
		model,
		first: index === 0
	})));
	return /* @__PURE__ */ (0, import_jsx_runtime_react_server.jsx)("div", {
		className: "table-scroll",
		children: /* @__PURE__ */ (0, import_jsx_runtime_react_server.jsxs)("table", {
			className: "price-table",
			"data-testid": "gen-prices",
			children: [/* @__PURE__ */ (0, import_jsx_runtime_react_server.jsx)("thead", { children: /* @__PURE__ */ (0, import_jsx_runtime_react_server.jsxs)("tr", { children: [
				/* @__PURE__ */ (0, import_jsx_runtime_react_server.jsx)("th", {
					scope: "col",
					children: misc_gen_col_tool({}, o)
				}),
				/* @__PURE__ */ (0, import_jsx_runtime_react_server.jsx)("th", {
					scope: "col",
					children: misc_gen_col_model({}, o)
				}),
				/* @__PURE__ */ (0, import_jsx_runtime_react_server.jsx)("th", {
					scope: "col",
					children: misc_gen_col_price({}, o)
				})
			] }) }), /* @__PURE__ */ (0, import_jsx_runtime_react_server.jsx)("tbody", { children: rows.map(({ tool, model, first }) => /* @__PURE__ */ (0, import_jsx_runtime_react_server.jsxs)("tr", { children: [
				first && /* @__PURE__ */ (0, import_jsx_runtime_react_server.jsx)("th", {
					scope: "rowgroup",
					rowSpan: tool.models.length,
					children: toolTexts(tool.id, locale).title
				}),
				/* @__PURE__ */ (0, import_jsx_runtime_react_server.jsx)("td", { children: model.title }),
				/* @__PURE__ */ (0, import_jsx_runtime_react_server.jsx)("td", {
					"data-testid": "gen-price",
					children: model.prices.map((price) => /* @__PURE__ */ (0, import_jsx_runtime_react_server.jsx)("div", { children: priceText(price, locale) }, price.unit))
				})
			] }, `${tool.id}:${model.id}`)) })]
		})
	});
}
// src/components/gen/signup-call.tsx
/**
* The call to sign up: a plain GET form to the registration page that carries the promo code
* (`?promo=`), which prefills the registration form's field. Works without JavaScript.
*/
function SignupCall({ locale }) {
	const o = { locale };
	return /* @__PURE__ */ (0, import_jsx_runtime_react_server.jsxs)("form", {
		className: "gen-signup-form page-form",
		method: "get",
		action: `/${locale}/registration`,
		"data-testid": "gen-signup",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime_react_server.jsxs)("div", {
				className: "field",
				children: [/* @__PURE__ */ (0, import_jsx_runtime_react_server.jsx)("label", {
					htmlFor: "gen-promo",
					children: misc_gen_promo({}, o)
				}), /* @__PURE__ */ (0, import_jsx_runtime_react_server.jsx)("input", {
					id: "gen-promo",
					name: "promo",
					type: "text",
					autoComplete: "off",
					maxLength: 64,
					"data-testid": "gen-promo"
				})]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime_react_server.jsx)("button", {
				type: "submit",
				className: "button button-primary",
				"data-testid": "gen-signup-submit",
				children: misc_gen_signup_submit({}, o)
			}),
			/* @__PURE__ */ (0, import_jsx_runtime_react_server.jsxs)("p", {
				className: "gen-signup-note",
				children: [
					misc_gen_have_account({}, o),
					" ",
					/* @__PURE__ */ (0, import_jsx_runtime_react_server.jsx)("a", {
						href: `/${locale}/auth/login`,
						className: "inline-link",
						children: auth_sign_in({}, o)
					})
				]
			})
		]
	});
}
// src/pages/[locale]/(text-page)/gen.tsx
var tools = [
	"text",
	"image",
	"midjourney",
	"transcription",
	"speech",
	"avatar",
	"text-studio"
];
/** The public face of the product (issue 13): what it does, examples, live prices, sign-up. */
async function GenPage() {
	const { locale } = getRequestContext();
	const o = { locale };
	const prices = await loadPriceList();
	const signedIn = getSession() !== null;
	return /* @__PURE__ */ (0, import_jsx_runtime_react_server.jsxs)("article", {
		className: "screen gen",
		"data-testid": "screen-gen",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime_react_server.jsxs)("header", {
				className: "gen-hero",
				children: [/* @__PURE__ */ (0, import_jsx_runtime_react_server.jsx)(PageTitle, { title: misc_gen_heading({}, o) }), /* @__PURE__ */ (0, import_jsx_runtime_react_server.jsx)("p", {
					className: "lead",
					children: misc_gen_lead({}, o)
				})]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime_react_server.jsxs)("section", {
				className: "gen-section",
				"aria-labelledby": "gen-tools",
				children: [/* @__PURE__ */ (0, import_jsx_runtime_react_server.jsx)("h2", {
					id: "gen-tools",
					children: misc_gen_tools({}, o)
				}), /* @__PURE__ */ (0, import_jsx_runtime_react_server.jsx)("ul", {
					className: "gen-tools",
					children: tools.map((id) => {
						const { title, description } = toolTexts(id, locale);
						return /* @__PURE__ */ (0, import_jsx_runtime_react_server.jsxs)("li", { children: [/* @__PURE__ */ (0, import_jsx_runtime_react_server.jsx)("h3", { children: title }), /* @__PURE__ */ (0, import_jsx_runtime_react_server.jsx)("p", { children: description })] }, id);
					})
				})]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime_react_server.jsxs)("section", {
				className: "gen-section",
				"aria-labelledby": "gen-examples",
				children: [/* @__PURE__ */ (0, import_jsx_runtime_react_server.jsx)("h2", {
					id: "gen-examples",
					children: misc_gen_examples({}, o)
				}), /* @__PURE__ */ (0, import_jsx_runtime_react_server.jsx)(GenExamples, { locale })]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime_react_server.jsxs)("section", {
				className: "gen-section",
				"aria-labelledby": "gen-prices",
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime_react_server.jsx)("h2", {
						id: "gen-prices",
						children: misc_gen_prices({}, o)
					}),
					/* @__PURE__ */ (0, import_jsx_runtime_react_server.jsx)("p", { children: misc_gen_prices_lead({}, o) }),
					prices ? /* @__PURE__ */ (0, import_jsx_runtime_react_server.jsx)(PriceTable, {
						tools: prices,
						locale
					}) : /* @__PURE__ */ (0, import_jsx_runtime_react_server.jsx)("p", {
						role: "alert",
						children: service_prices_failed({}, o)
					})
				]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime_react_server.jsxs)("section", {
				className: "gen-section",
				"aria-labelledby": "gen-signup",
				children: [/* @__PURE__ */ (0, import_jsx_runtime_react_server.jsx)("h2", {
					id: "gen-signup",
					children: misc_gen_signup({}, o)
				}), signedIn ? /* @__PURE__ */ (0, import_jsx_runtime_react_server.jsx)(Link, {
					to: `/${locale}/chat`,
					className: "button button-primary",
					children: misc_gen_open_chats({}, o)
				}) : /* @__PURE__ */ (0, import_jsx_runtime_react_server.jsxs)(import_jsx_runtime_react_server.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime_react_server.jsx)("p", { children: misc_gen_signup_lead({}, o) }), /* @__PURE__ */ (0, import_jsx_runtime_react_server.jsx)(SignupCall, { locale })] })]
			})
		]
	});
}
var getConfig = async () => ({ render: "dynamic" });
var $$wrap_GenPage = /* #__PURE__ */ __vite_rsc_wrap_css__(GenPage, "default");
function __vite_rsc_wrap_css__(value, name) {
	if (typeof value !== "function") return value;
	function __wrapper(props) {
		return import_react_react_server.createElement(import_react_react_server.Fragment, null, import_react_react_server.createElement(Resources), import_react_react_server.createElement(value, props));
	}
	Object.defineProperty(__wrapper, "name", { value: name });
	return __wrapper;
}
export { $$wrap_GenPage as default, getConfig };

//# sourceMappingURL=gen-22Kq5r9t.js.map
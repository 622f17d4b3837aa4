import { i as __toESM, t as require_react_react_server } from "./react.react-server-C3EmDfio.js";
import { A as registerClientReference, v as require_jsx_runtime_react_server } from "./internal-headers-Ckg8TsQ5.js";
import { t as Screen } from "./screen-BQ-IwAnC.js";
import { t as getRequestContext } from "./request-context.server-DaeM4xFu.js";
import { t as misc_feedback_title } from "./misc_feedback_title-wlFXzixB.js";
import { t as getSession } from "./session.server-CTa-f66o.js";
import { n as upstreamJson } from "./upstream.server-BawSuzwa.js";
import { t as getLocale } from "./runtime-CEu_NCIS.js";
import assetsManifest from "../__vite_rsc_assets_manifest.js";
// src/paraglide/messages/misc_feedback_again.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Misc_Feedback_AgainInputs */
var en_misc_feedback_again = () => {
	return `Send more feedback`;
};
var ru_misc_feedback_again = () => {
	return `Отправить ещё отзыв`;
};
/**
* | output |
* | --- |
* | "Send more feedback" |
*
* @param {Misc_Feedback_AgainInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var misc_feedback_again = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_misc_feedback_again(inputs);
	return en_misc_feedback_again(inputs);
});
// src/paraglide/messages/misc_feedback_email.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Misc_Feedback_EmailInputs */
var en_misc_feedback_email = () => {
	return `Email for a reply (optional)`;
};
var ru_misc_feedback_email = () => {
	return `Почта для ответа (необязательно)`;
};
/**
* | output |
* | --- |
* | "Email for a reply (optional)" |
*
* @param {Misc_Feedback_EmailInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var misc_feedback_email = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_misc_feedback_email(inputs);
	return en_misc_feedback_email(inputs);
});
// src/paraglide/messages/misc_feedback_failed.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Misc_Feedback_FailedInputs */
var en_misc_feedback_failed = () => {
	return `Could not send. Check the connection and try again: your text is kept.`;
};
var ru_misc_feedback_failed = () => {
	return `Не удалось отправить. Проверьте соединение и попробуйте ещё раз: текст сохранён.`;
};
/**
* | output |
* | --- |
* | "Could not send. Check the connection and try again: your text is kept." |
*
* @param {Misc_Feedback_FailedInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var misc_feedback_failed = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_misc_feedback_failed(inputs);
	return en_misc_feedback_failed(inputs);
});
// src/paraglide/messages/misc_feedback_honeypot.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Misc_Feedback_HoneypotInputs */
var en_misc_feedback_honeypot = () => {
	return `Leave this field empty`;
};
var ru_misc_feedback_honeypot = () => {
	return `Оставьте это поле пустым`;
};
/**
* | output |
* | --- |
* | "Leave this field empty" |
*
* @param {Misc_Feedback_HoneypotInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var misc_feedback_honeypot = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_misc_feedback_honeypot(inputs);
	return en_misc_feedback_honeypot(inputs);
});
// src/paraglide/messages/misc_feedback_lead.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Misc_Feedback_LeadInputs */
var en_misc_feedback_lead = () => {
	return `Tell us what works and what gets in the way. We read every message.`;
};
var ru_misc_feedback_lead = () => {
	return `Расскажите, что работает хорошо, а что мешает. Мы читаем каждое сообщение.`;
};
/**
* | output |
* | --- |
* | "Tell us what works and what gets in the way. We read every message." |
*
* @param {Misc_Feedback_LeadInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var misc_feedback_lead = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_misc_feedback_lead(inputs);
	return en_misc_feedback_lead(inputs);
});
// src/paraglide/messages/misc_feedback_message.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Misc_Feedback_MessageInputs */
var en_misc_feedback_message = () => {
	return `Your feedback`;
};
var ru_misc_feedback_message = () => {
	return `Ваш отзыв`;
};
/**
* | output |
* | --- |
* | "Your feedback" |
*
* @param {Misc_Feedback_MessageInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var misc_feedback_message = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_misc_feedback_message(inputs);
	return en_misc_feedback_message(inputs);
});
// src/paraglide/messages/misc_feedback_message_required.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Misc_Feedback_Message_RequiredInputs */
var en_misc_feedback_message_required = () => {
	return `Write a few words.`;
};
var ru_misc_feedback_message_required = () => {
	return `Напишите хотя бы несколько слов.`;
};
/**
* | output |
* | --- |
* | "Write a few words." |
*
* @param {Misc_Feedback_Message_RequiredInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var misc_feedback_message_required = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_misc_feedback_message_required(inputs);
	return en_misc_feedback_message_required(inputs);
});
// src/paraglide/messages/misc_feedback_rating.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Misc_Feedback_RatingInputs */
var en_misc_feedback_rating = () => {
	return `How do you like Beseda?`;
};
var ru_misc_feedback_rating = () => {
	return `Как вам «Беседа»?`;
};
/**
* | output |
* | --- |
* | "How do you like Beseda?" |
*
* @param {Misc_Feedback_RatingInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var misc_feedback_rating = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_misc_feedback_rating(inputs);
	return en_misc_feedback_rating(inputs);
});
// src/paraglide/messages/misc_feedback_rating_n.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{ n: NonNullable<unknown> }} Misc_Feedback_Rating_NInputs */
var en_misc_feedback_rating_n = (i) => {
	return `${i?.n} of 5`;
};
var ru_misc_feedback_rating_n = (i) => {
	return `${i?.n} из 5`;
};
/**
* | output |
* | --- |
* | "{n} of 5" |
*
* @param {Misc_Feedback_Rating_NInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var misc_feedback_rating_n = ((inputs, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_misc_feedback_rating_n(inputs);
	return en_misc_feedback_rating_n(inputs);
});
// src/paraglide/messages/misc_feedback_rating_required.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Misc_Feedback_Rating_RequiredInputs */
var en_misc_feedback_rating_required = () => {
	return `Choose a rating from 1 to 5.`;
};
var ru_misc_feedback_rating_required = () => {
	return `Выберите оценку от 1 до 5.`;
};
/**
* | output |
* | --- |
* | "Choose a rating from 1 to 5." |
*
* @param {Misc_Feedback_Rating_RequiredInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var misc_feedback_rating_required = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_misc_feedback_rating_required(inputs);
	return en_misc_feedback_rating_required(inputs);
});
// src/paraglide/messages/misc_feedback_screenshot.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Misc_Feedback_ScreenshotInputs */
var en_misc_feedback_screenshot = () => {
	return `Screenshot (optional, an image up to 5 MB)`;
};
var ru_misc_feedback_screenshot = () => {
	return `Скриншот (необязательно, изображение до 5 МБ)`;
};
/**
* | output |
* | --- |
* | "Screenshot (optional, an image up to 5 MB)" |
*
* @param {Misc_Feedback_ScreenshotInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var misc_feedback_screenshot = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_misc_feedback_screenshot(inputs);
	return en_misc_feedback_screenshot(inputs);
});
// src/paraglide/messages/misc_feedback_screenshot_too_large.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Misc_Feedback_Screenshot_Too_LargeInputs */
var en_misc_feedback_screenshot_too_large = () => {
	return `The screenshot is larger than 5 MB. Choose a smaller image.`;
};
var ru_misc_feedback_screenshot_too_large = () => {
	return `Скриншот больше 5 МБ. Выберите изображение поменьше.`;
};
/**
* | output |
* | --- |
* | "The screenshot is larger than 5 MB. Choose a smaller image." |
*
* @param {Misc_Feedback_Screenshot_Too_LargeInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var misc_feedback_screenshot_too_large = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_misc_feedback_screenshot_too_large(inputs);
	return en_misc_feedback_screenshot_too_large(inputs);
});
// src/paraglide/messages/misc_feedback_sending.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Misc_Feedback_SendingInputs */
var en_misc_feedback_sending = () => {
	return `Sending…`;
};
var ru_misc_feedback_sending = () => {
	return `Отправляем…`;
};
/**
* | output |
* | --- |
* | "Sending…" |
*
* @param {Misc_Feedback_SendingInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var misc_feedback_sending = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_misc_feedback_sending(inputs);
	return en_misc_feedback_sending(inputs);
});
// src/paraglide/messages/misc_feedback_submit.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Misc_Feedback_SubmitInputs */
var en_misc_feedback_submit = () => {
	return `Send feedback`;
};
var ru_misc_feedback_submit = () => {
	return `Отправить отзыв`;
};
/**
* | output |
* | --- |
* | "Send feedback" |
*
* @param {Misc_Feedback_SubmitInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var misc_feedback_submit = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_misc_feedback_submit(inputs);
	return en_misc_feedback_submit(inputs);
});
// src/paraglide/messages/misc_feedback_thanks.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Misc_Feedback_ThanksInputs */
var en_misc_feedback_thanks = () => {
	return `Your feedback has reached us.`;
};
var ru_misc_feedback_thanks = () => {
	return `Ваш отзыв получен.`;
};
/**
* | output |
* | --- |
* | "Your feedback has reached us." |
*
* @param {Misc_Feedback_ThanksInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var misc_feedback_thanks = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_misc_feedback_thanks(inputs);
	return en_misc_feedback_thanks(inputs);
});
// src/paraglide/messages/misc_feedback_thanks_reply.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{ email: NonNullable<unknown> }} Misc_Feedback_Thanks_ReplyInputs */
var en_misc_feedback_thanks_reply = (i) => {
	return `We will answer to ${i?.email}.`;
};
var ru_misc_feedback_thanks_reply = (i) => {
	return `Мы ответим на ${i?.email}.`;
};
/**
* | output |
* | --- |
* | "We will answer to {email}." |
*
* @param {Misc_Feedback_Thanks_ReplyInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var misc_feedback_thanks_reply = ((inputs, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_misc_feedback_thanks_reply(inputs);
	return en_misc_feedback_thanks_reply(inputs);
});
// src/paraglide/messages/misc_feedback_thanks_title.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Misc_Feedback_Thanks_TitleInputs */
var en_misc_feedback_thanks_title = () => {
	return `Thank you!`;
};
var ru_misc_feedback_thanks_title = () => {
	return `Спасибо!`;
};
/**
* | output |
* | --- |
* | "Thank you!" |
*
* @param {Misc_Feedback_Thanks_TitleInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var misc_feedback_thanks_title = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_misc_feedback_thanks_title(inputs);
	return en_misc_feedback_thanks_title(inputs);
});
// \0virtual:vite-rsc/css?type=rsc&id=%2Fwork%2Fmain%2Fsrc%2Fpages%2F%5Blocale%5D%2F(text-page)%2Ffeedback.tsx&lang.js
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
})(import_react_react_server.default, assetsManifest.serverResources["src/pages/[locale]/(text-page)/feedback.tsx"], void 0, "vite-rsc/importer-resources");
// src/components/feedback/feedback-form.tsx
/**
* Rating, text, optional email and screenshot, sent as multipart to `/api/v1/feedback`. The
* sealed form token and a hidden honeypot keep bots out without a captcha; the button wakes when
* the token's minimum time has passed, which no person filling the form ever notices.
*/
var FeedbackForm = /* #__PURE__ */ registerClientReference((() => {
	throw new Error("It is not possible to invoke a client function from the server: \"FeedbackForm\"");
}), "f8467fb2d632", "FeedbackForm");
// src/components/feedback/feedback-labels.ts
/** The feedback form's texts, localized on the server so the island carries no catalogue. */
function feedbackLabels(locale) {
	const o = { locale };
	return {
		rating: misc_feedback_rating({}, o),
		ratingOptions: [
			1,
			2,
			3,
			4,
			5
		].map((n) => misc_feedback_rating_n({ n }, o)),
		message: misc_feedback_message({}, o),
		email: misc_feedback_email({}, o),
		screenshot: misc_feedback_screenshot({}, o),
		screenshotTooLarge: misc_feedback_screenshot_too_large({}, o),
		honeypot: misc_feedback_honeypot({}, o),
		submit: misc_feedback_submit({}, o),
		sending: misc_feedback_sending({}, o),
		ratingRequired: misc_feedback_rating_required({}, o),
		messageRequired: misc_feedback_message_required({}, o),
		failed: misc_feedback_failed({}, o),
		thanksTitle: misc_feedback_thanks_title({}, o),
		thanks: misc_feedback_thanks({}, o),
		/** Contains `{email}`. */
		thanksReply: misc_feedback_thanks_reply({ email: "{email}" }, o),
		again: misc_feedback_again({}, o)
	};
}
// src/pages/[locale]/(text-page)/feedback.tsx
var import_jsx_runtime_react_server = require_jsx_runtime_react_server();
async function FeedbackPage() {
	const { locale } = getRequestContext();
	const token = await upstreamJson("/v1/feedback/form").catch(() => null);
	return /* @__PURE__ */ (0, import_jsx_runtime_react_server.jsxs)(Screen, {
		name: "feedback",
		title: misc_feedback_title,
		children: [/* @__PURE__ */ (0, import_jsx_runtime_react_server.jsx)("p", {
			className: "lead",
			children: misc_feedback_lead({}, { locale })
		}), /* @__PURE__ */ (0, import_jsx_runtime_react_server.jsx)(FeedbackForm, {
			labels: feedbackLabels(locale),
			initialToken: token,
			defaultEmail: getSession()?.user.email
		})]
	});
}
var getConfig = async () => ({ render: "dynamic" });
var $$wrap_FeedbackPage = /* #__PURE__ */ __vite_rsc_wrap_css__(FeedbackPage, "default");
function __vite_rsc_wrap_css__(value, name) {
	if (typeof value !== "function") return value;
	function __wrapper(props) {
		return import_react_react_server.createElement(import_react_react_server.Fragment, null, import_react_react_server.createElement(Resources), import_react_react_server.createElement(value, props));
	}
	Object.defineProperty(__wrapper, "name", { value: name });
	return __wrapper;
}
export { $$wrap_FeedbackPage as default, getConfig };

//# sourceMappingURL=feedback-DUAyRGkb.js.map
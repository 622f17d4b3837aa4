import { i as __toESM, t as require_react_react_server } from "./react.react-server-C3EmDfio.js";
import { t as PageTitle } from "./page-title-DrBfYZv2.js";
import { A as registerClientReference, v as require_jsx_runtime_react_server } from "./internal-headers-Ckg8TsQ5.js";
import { t as support_title } from "./support_title-BcuIY2NE.js";
import { t as translator } from "./translate-alnGGpNo.js";
import { t as getPublicConfig } from "./public-config.server-5B4QXSnC.js";
import { t as getRequestContext } from "./request-context.server-DaeM4xFu.js";
import { n as upstreamJson } from "./upstream.server-BawSuzwa.js";
import { t as getLocale } from "./runtime-CEu_NCIS.js";
import assetsManifest from "../__vite_rsc_assets_manifest.js";
// src/paraglide/messages/support_contact.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Support_ContactInputs */
var en_support_contact = () => {
	return `Contact us`;
};
var ru_support_contact = () => {
	return `Связаться с нами`;
};
/**
* | output |
* | --- |
* | "Contact us" |
*
* @param {Support_ContactInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var support_contact = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_support_contact(inputs);
	return en_support_contact(inputs);
});
// src/paraglide/messages/support_faq.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Support_FaqInputs */
var en_support_faq = () => {
	return `Frequently asked questions`;
};
var ru_support_faq = () => {
	return `Частые вопросы`;
};
/**
* | output |
* | --- |
* | "Frequently asked questions" |
*
* @param {Support_FaqInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var support_faq = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_support_faq(inputs);
	return en_support_faq(inputs);
});
// src/paraglide/messages/support_faq_found.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{ count: NonNullable<unknown> }} Support_Faq_FoundInputs */
var en_support_faq_found = (i) => {
	return `Questions found: ${i?.count}`;
};
var ru_support_faq_found = (i) => {
	return `Найдено вопросов: ${i?.count}`;
};
/**
* | output |
* | --- |
* | "Questions found: {count}" |
*
* @param {Support_Faq_FoundInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var support_faq_found = ((inputs, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_support_faq_found(inputs);
	return en_support_faq_found(inputs);
});
// src/paraglide/messages/support_faq_none.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Support_Faq_NoneInputs */
var en_support_faq_none = () => {
	return `Nothing found. Write to us below: we will help.`;
};
var ru_support_faq_none = () => {
	return `Ничего не найдено. Напишите нам ниже — поможем.`;
};
/**
* | output |
* | --- |
* | "Nothing found. Write to us below: we will help." |
*
* @param {Support_Faq_NoneInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var support_faq_none = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_support_faq_none(inputs);
	return en_support_faq_none(inputs);
});
// src/paraglide/messages/support_faq_search.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Support_Faq_SearchInputs */
var en_support_faq_search = () => {
	return `Search the questions`;
};
var ru_support_faq_search = () => {
	return `Поиск по вопросам`;
};
/**
* | output |
* | --- |
* | "Search the questions" |
*
* @param {Support_Faq_SearchInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var support_faq_search = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_support_faq_search(inputs);
	return en_support_faq_search(inputs);
});
// src/paraglide/messages/support_lead.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Support_LeadInputs */
var en_support_lead = () => {
	return `Answers to common questions, and ways to reach us.`;
};
var ru_support_lead = () => {
	return `Ответы на частые вопросы и способы связаться с нами.`;
};
/**
* | output |
* | --- |
* | "Answers to common questions, and ways to reach us." |
*
* @param {Support_LeadInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var support_lead = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_support_lead(inputs);
	return en_support_lead(inputs);
});
// src/paraglide/messages/support_messenger.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Support_MessengerInputs */
var en_support_messenger = () => {
	return `Write to us in the messenger`;
};
var ru_support_messenger = () => {
	return `Написать нам в мессенджере`;
};
/**
* | output |
* | --- |
* | "Write to us in the messenger" |
*
* @param {Support_MessengerInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var support_messenger = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_support_messenger(inputs);
	return en_support_messenger(inputs);
});
// src/paraglide/messages/support_ticket.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Support_TicketInputs */
var en_support_ticket = () => {
	return `Write a request`;
};
var ru_support_ticket = () => {
	return `Написать обращение`;
};
/**
* | output |
* | --- |
* | "Write a request" |
*
* @param {Support_TicketInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var support_ticket = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_support_ticket(inputs);
	return en_support_ticket(inputs);
});
// src/paraglide/messages/support_ticket_attachment.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Support_Ticket_AttachmentInputs */
var en_support_ticket_attachment = () => {
	return `Attachment (optional: an image or PDF up to 5 MB)`;
};
var ru_support_ticket_attachment = () => {
	return `Вложение (необязательно: изображение или PDF до 5 МБ)`;
};
/**
* | output |
* | --- |
* | "Attachment (optional: an image or PDF up to 5 MB)" |
*
* @param {Support_Ticket_AttachmentInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var support_ticket_attachment = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_support_ticket_attachment(inputs);
	return en_support_ticket_attachment(inputs);
});
// src/paraglide/messages/support_ticket_attachment_link.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Support_Ticket_Attachment_LinkInputs */
var en_support_ticket_attachment_link = () => {
	return `Attachment`;
};
var ru_support_ticket_attachment_link = () => {
	return `Вложение`;
};
/**
* | output |
* | --- |
* | "Attachment" |
*
* @param {Support_Ticket_Attachment_LinkInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var support_ticket_attachment_link = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_support_ticket_attachment_link(inputs);
	return en_support_ticket_attachment_link(inputs);
});
// src/paraglide/messages/support_ticket_attachment_too_large.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Support_Ticket_Attachment_Too_LargeInputs */
var en_support_ticket_attachment_too_large = () => {
	return `The file is larger than 5 MB. Choose a smaller one.`;
};
var ru_support_ticket_attachment_too_large = () => {
	return `Файл больше 5 МБ. Выберите файл поменьше.`;
};
/**
* | output |
* | --- |
* | "The file is larger than 5 MB. Choose a smaller one." |
*
* @param {Support_Ticket_Attachment_Too_LargeInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var support_ticket_attachment_too_large = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_support_ticket_attachment_too_large(inputs);
	return en_support_ticket_attachment_too_large(inputs);
});
// src/paraglide/messages/support_ticket_failed.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Support_Ticket_FailedInputs */
var en_support_ticket_failed = () => {
	return `Could not send. Check the connection and try again: your text is kept.`;
};
var ru_support_ticket_failed = () => {
	return `Не удалось отправить. Проверьте соединение и попробуйте ещё раз: текст сохранён.`;
};
/**
* | output |
* | --- |
* | "Could not send. Check the connection and try again: your text is kept." |
*
* @param {Support_Ticket_FailedInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var support_ticket_failed = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_support_ticket_failed(inputs);
	return en_support_ticket_failed(inputs);
});
// src/paraglide/messages/support_ticket_lead.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Support_Ticket_LeadInputs */
var en_support_ticket_lead = () => {
	return `We answer by email, usually within one working day.`;
};
var ru_support_ticket_lead = () => {
	return `Мы отвечаем по почте, обычно в течение одного рабочего дня.`;
};
/**
* | output |
* | --- |
* | "We answer by email, usually within one working day." |
*
* @param {Support_Ticket_LeadInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var support_ticket_lead = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_support_ticket_lead(inputs);
	return en_support_ticket_lead(inputs);
});
// src/paraglide/messages/support_ticket_message.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Support_Ticket_MessageInputs */
var en_support_ticket_message = () => {
	return `Message`;
};
var ru_support_ticket_message = () => {
	return `Сообщение`;
};
/**
* | output |
* | --- |
* | "Message" |
*
* @param {Support_Ticket_MessageInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var support_ticket_message = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_support_ticket_message(inputs);
	return en_support_ticket_message(inputs);
});
// src/paraglide/messages/support_ticket_required.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Support_Ticket_RequiredInputs */
var en_support_ticket_required = () => {
	return `Fill in this field.`;
};
var ru_support_ticket_required = () => {
	return `Заполните это поле.`;
};
/**
* | output |
* | --- |
* | "Fill in this field." |
*
* @param {Support_Ticket_RequiredInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var support_ticket_required = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_support_ticket_required(inputs);
	return en_support_ticket_required(inputs);
});
// src/paraglide/messages/support_ticket_sending.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Support_Ticket_SendingInputs */
var en_support_ticket_sending = () => {
	return `Sending…`;
};
var ru_support_ticket_sending = () => {
	return `Отправляем…`;
};
/**
* | output |
* | --- |
* | "Sending…" |
*
* @param {Support_Ticket_SendingInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var support_ticket_sending = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_support_ticket_sending(inputs);
	return en_support_ticket_sending(inputs);
});
// src/paraglide/messages/support_ticket_sent.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Support_Ticket_SentInputs */
var en_support_ticket_sent = () => {
	return `Request sent. We mailed you a confirmation and will answer by email.`;
};
var ru_support_ticket_sent = () => {
	return `Обращение отправлено. Мы прислали подтверждение на почту и ответим письмом.`;
};
/**
* | output |
* | --- |
* | "Request sent. We mailed you a confirmation and will answer by email." |
*
* @param {Support_Ticket_SentInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var support_ticket_sent = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_support_ticket_sent(inputs);
	return en_support_ticket_sent(inputs);
});
// src/paraglide/messages/support_ticket_status_answered.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Support_Ticket_Status_AnsweredInputs */
var en_support_ticket_status_answered = () => {
	return `Answered`;
};
var ru_support_ticket_status_answered = () => {
	return `Есть ответ`;
};
/**
* | output |
* | --- |
* | "Answered" |
*
* @param {Support_Ticket_Status_AnsweredInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var support_ticket_status_answered = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_support_ticket_status_answered(inputs);
	return en_support_ticket_status_answered(inputs);
});
// src/paraglide/messages/support_ticket_status_closed.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Support_Ticket_Status_ClosedInputs */
var en_support_ticket_status_closed = () => {
	return `Closed`;
};
var ru_support_ticket_status_closed = () => {
	return `Закрыто`;
};
/**
* | output |
* | --- |
* | "Closed" |
*
* @param {Support_Ticket_Status_ClosedInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var support_ticket_status_closed = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_support_ticket_status_closed(inputs);
	return en_support_ticket_status_closed(inputs);
});
// src/paraglide/messages/support_ticket_status_open.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Support_Ticket_Status_OpenInputs */
var en_support_ticket_status_open = () => {
	return `Open`;
};
var ru_support_ticket_status_open = () => {
	return `Открыто`;
};
/**
* | output |
* | --- |
* | "Open" |
*
* @param {Support_Ticket_Status_OpenInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var support_ticket_status_open = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_support_ticket_status_open(inputs);
	return en_support_ticket_status_open(inputs);
});
// src/paraglide/messages/support_ticket_subject.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Support_Ticket_SubjectInputs */
var en_support_ticket_subject = () => {
	return `Subject`;
};
var ru_support_ticket_subject = () => {
	return `Тема`;
};
/**
* | output |
* | --- |
* | "Subject" |
*
* @param {Support_Ticket_SubjectInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var support_ticket_subject = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_support_ticket_subject(inputs);
	return en_support_ticket_subject(inputs);
});
// src/paraglide/messages/support_ticket_submit.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Support_Ticket_SubmitInputs */
var en_support_ticket_submit = () => {
	return `Send request`;
};
var ru_support_ticket_submit = () => {
	return `Отправить обращение`;
};
/**
* | output |
* | --- |
* | "Send request" |
*
* @param {Support_Ticket_SubmitInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var support_ticket_submit = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_support_ticket_submit(inputs);
	return en_support_ticket_submit(inputs);
});
// src/paraglide/messages/support_tickets.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Support_TicketsInputs */
var en_support_tickets = () => {
	return `My requests`;
};
var ru_support_tickets = () => {
	return `Мои обращения`;
};
/**
* | output |
* | --- |
* | "My requests" |
*
* @param {Support_TicketsInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var support_tickets = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_support_tickets(inputs);
	return en_support_tickets(inputs);
});
// src/paraglide/messages/support_tickets_empty.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Support_Tickets_EmptyInputs */
var en_support_tickets_empty = () => {
	return `No requests yet.`;
};
var ru_support_tickets_empty = () => {
	return `Обращений пока нет.`;
};
/**
* | output |
* | --- |
* | "No requests yet." |
*
* @param {Support_Tickets_EmptyInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var support_tickets_empty = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_support_tickets_empty(inputs);
	return en_support_tickets_empty(inputs);
});
// src/paraglide/messages/support_widget_failed.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Support_Widget_FailedInputs */
var en_support_widget_failed = () => {
	return `The support chat could not load. Try again later or write to us in the messenger.`;
};
var ru_support_widget_failed = () => {
	return `Чат поддержки не загрузился. Попробуйте позже или напишите нам в мессенджер.`;
};
/**
* | output |
* | --- |
* | "The support chat could not load. Try again later or write to us in the messenger." |
*
* @param {Support_Widget_FailedInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var support_widget_failed = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_support_widget_failed(inputs);
	return en_support_widget_failed(inputs);
});
// src/paraglide/messages/support_widget_loading.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Support_Widget_LoadingInputs */
var en_support_widget_loading = () => {
	return `Opening the support chat…`;
};
var ru_support_widget_loading = () => {
	return `Открываем чат поддержки…`;
};
/**
* | output |
* | --- |
* | "Opening the support chat…" |
*
* @param {Support_Widget_LoadingInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var support_widget_loading = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_support_widget_loading(inputs);
	return en_support_widget_loading(inputs);
});
// src/paraglide/messages/support_widget_open.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Support_Widget_OpenInputs */
var en_support_widget_open = () => {
	return `Chat with support`;
};
var ru_support_widget_open = () => {
	return `Чат с поддержкой`;
};
/**
* | output |
* | --- |
* | "Chat with support" |
*
* @param {Support_Widget_OpenInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var support_widget_open = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_support_widget_open(inputs);
	return en_support_widget_open(inputs);
});
// src/paraglide/messages/support_widget_opened.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Support_Widget_OpenedInputs */
var en_support_widget_opened = () => {
	return `The support chat is open.`;
};
var ru_support_widget_opened = () => {
	return `Чат поддержки открыт.`;
};
/**
* | output |
* | --- |
* | "The support chat is open." |
*
* @param {Support_Widget_OpenedInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var support_widget_opened = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_support_widget_opened(inputs);
	return en_support_widget_opened(inputs);
});
// src/paraglide/messages/support_widget_unavailable.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Support_Widget_UnavailableInputs */
var en_support_widget_unavailable = () => {
	return `The support chat is not available here yet.`;
};
var ru_support_widget_unavailable = () => {
	return `Чат поддержки здесь пока недоступен.`;
};
/**
* | output |
* | --- |
* | "The support chat is not available here yet." |
*
* @param {Support_Widget_UnavailableInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var support_widget_unavailable = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_support_widget_unavailable(inputs);
	return en_support_widget_unavailable(inputs);
});
// \0virtual:vite-rsc/css?type=rsc&id=%2Fwork%2Fmain%2Fsrc%2Fpages%2F%5Blocale%5D%2F(chats)%2Fsupport.tsx&lang.js
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
})(import_react_react_server.default, assetsManifest.serverResources["src/pages/[locale]/(chats)/support.tsx"], void 0, "vite-rsc/importer-resources");
// content/support/faq.ts
var faq = {
	en: [
		{
			question: "How do I top up my balance?",
			answer: "Open Cabinet → Balance, enter an amount in roubles and pay by card through YooKassa. The money appears on your balance as soon as YooKassa confirms the payment."
		},
		{
			question: "How much does a request cost?",
			answer: "Every model has its price on the Services page: text models per million tokens, images per picture, transcription per minute, reading aloud per 1,000 characters. You are charged when a request finishes; a failed request costs nothing."
		},
		{
			question: "Where do I enter a promo code?",
			answer: "When you sign up, in the \"Promo code\" field, or later in Cabinet → Balance. A code gives its bonus once per account."
		},
		{
			question: "Which model should I choose?",
			answer: "For everyday questions a fast model such as Gemini Flash is enough and costs little. For long documents, code and careful reasoning choose a larger model. You can switch the model in any chat."
		},
		{
			question: "How do I share a chat with my team?",
			answer: "Invite people in Cabinet → Members. In a chat, use Share: team members can read the chat and copy it to continue on their own."
		},
		{
			question: "Can I get a refund?",
			answer: "The unspent part of a top-up can be refunded within 14 days of the payment: file a request below. See the Terms of use for details."
		},
		{
			question: "How do I delete my account and data?",
			answer: "Cabinet → Profile has an export of all your data and a button to delete the account. Deleting removes your chats, files and profile."
		},
		{
			question: "The microphone or read-aloud button says it is off",
			answer: "Speech needs a speech provider configured for this service. If you see the message, write to us and we will tell you when it is available."
		},
		{
			question: "Why did my answer stop in the middle?",
			answer: "Reload the page: answers keep being written on the server, and the chat picks them up where it left off. If it stopped with an error, press Regenerate; errors are not charged."
		}
	],
	ru: [
		{
			question: "Как пополнить баланс?",
			answer: "Откройте «Кабинет → Баланс», введите сумму в рублях и оплатите картой через ЮKassa. Деньги появятся на балансе, как только ЮKassa подтвердит платёж."
		},
		{
			question: "Сколько стоит запрос?",
			answer: "Цена каждой модели указана на странице «Сервисы»: текстовые модели — за миллион токенов, картинки — за изображение, расшифровка — за минуту, озвучивание — за 1000 символов. Списание происходит по завершении запроса; неудавшийся запрос бесплатен."
		},
		{
			question: "Где ввести промокод?",
			answer: "При регистрации, в поле «Промокод», или позже в «Кабинет → Баланс». Промокод даёт бонус один раз на аккаунт."
		},
		{
			question: "Какую модель выбрать?",
			answer: "Для повседневных вопросов хватит быстрой модели вроде Gemini Flash — она недорогая. Для длинных документов, кода и сложных рассуждений выберите модель побольше. Модель можно сменить в любом чате."
		},
		{
			question: "Как поделиться чатом с командой?",
			answer: "Пригласите людей в «Кабинет → Участники». В чате нажмите «Поделиться»: участники команды смогут читать чат и скопировать его, чтобы продолжить самостоятельно."
		},
		{
			question: "Можно ли вернуть деньги?",
			answer: "Неизрасходованную часть пополнения можно вернуть в течение 14 дней после платежа: оставьте обращение ниже. Подробности — в условиях использования."
		},
		{
			question: "Как удалить аккаунт и данные?",
			answer: "В «Кабинет → Профиль» есть выгрузка всех ваших данных и кнопка удаления аккаунта. Удаление стирает чаты, файлы и профиль."
		},
		{
			question: "Кнопка микрофона или озвучивания говорит, что она выключена",
			answer: "Для речи в сервисе должен быть настроен поставщик распознавания или синтеза речи. Если вы видите это сообщение, напишите нам — мы сообщим, когда функция станет доступна."
		},
		{
			question: "Почему ответ оборвался на середине?",
			answer: "Обновите страницу: ответ продолжает записываться на сервере, и чат подхватит его с того места, где остановился. Если он прервался с ошибкой, нажмите «Повторить» — ошибки не оплачиваются."
		}
	]
};
// src/components/support/faq-search.tsx
/**
* The support FAQ with a search box that narrows the questions as one types. Each answer is a
* native disclosure (`<details>`), so it opens by keyboard without any script.
*/
var FaqSearch = /* #__PURE__ */ registerClientReference((() => {
	throw new Error("It is not possible to invoke a client function from the server: \"FaqSearch\"");
}), "bf7993782f9b", "FaqSearch");
// src/components/support/support-labels.ts
/** The ticket form's and list's texts, localized on the server for the island. */
function ticketLabels(locale) {
	const o = { locale };
	return {
		subject: support_ticket_subject({}, o),
		message: support_ticket_message({}, o),
		attachment: support_ticket_attachment({}, o),
		attachmentTooLarge: support_ticket_attachment_too_large({}, o),
		required: support_ticket_required({}, o),
		submit: support_ticket_submit({}, o),
		sending: support_ticket_sending({}, o),
		sent: support_ticket_sent({}, o),
		failed: support_ticket_failed({}, o),
		tickets: support_tickets({}, o),
		empty: support_tickets_empty({}, o),
		attachmentLink: support_ticket_attachment_link({}, o),
		status: {
			open: support_ticket_status_open({}, o),
			answered: support_ticket_status_answered({}, o),
			closed: support_ticket_status_closed({}, o)
		}
	};
}
// src/components/support/support-widget-button.tsx
var SupportWidgetButton = /* #__PURE__ */ registerClientReference((() => {
	throw new Error("It is not possible to invoke a client function from the server: \"SupportWidgetButton\"");
}), "c3994fb3faa4", "SupportWidgetButton");
// src/components/support/support-widget.tsx
var import_jsx_runtime_react_server = require_jsx_runtime_react_server();
/**
* The support chat button for a page (server component): the deployment's widget URL and the
* strings in the page's language, handed to the island.
*
* @example <SupportWidget />
*/
function SupportWidget() {
	const { locale } = getRequestContext();
	const t = translator(locale);
	return /* @__PURE__ */ (0, import_jsx_runtime_react_server.jsx)(SupportWidgetButton, {
		url: getPublicConfig().supportWidgetUrl,
		language: locale,
		labels: {
			open: t(support_widget_open),
			loading: t(support_widget_loading),
			opened: t(support_widget_opened),
			failed: t(support_widget_failed),
			unavailable: t(support_widget_unavailable)
		}
	});
}
// src/components/support/ticket-panel.tsx
var TicketPanel = /* #__PURE__ */ registerClientReference((() => {
	throw new Error("It is not possible to invoke a client function from the server: \"TicketPanel\"");
}), "5c5cafdfa0d3", "TicketPanel");
// src/pages/[locale]/(chats)/support.tsx
/** Support (SPEC §2, issue 13): a searchable FAQ, the messenger and chat, and tickets by email. */
async function SupportPage() {
	const { locale } = getRequestContext();
	const o = { locale };
	const messenger = getPublicConfig().supportMessengerUrl;
	const { tickets } = await upstreamJson("/v1/support/tickets");
	return /* @__PURE__ */ (0, import_jsx_runtime_react_server.jsxs)("section", {
		className: "screen support-page",
		"data-testid": "screen-support",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime_react_server.jsx)(PageTitle, { title: support_title({}, o) }),
			/* @__PURE__ */ (0, import_jsx_runtime_react_server.jsx)("p", {
				className: "lead",
				children: support_lead({}, o)
			}),
			/* @__PURE__ */ (0, import_jsx_runtime_react_server.jsxs)("section", {
				className: "support-section",
				"aria-labelledby": "support-faq",
				children: [/* @__PURE__ */ (0, import_jsx_runtime_react_server.jsx)("h2", {
					id: "support-faq",
					children: support_faq({}, o)
				}), /* @__PURE__ */ (0, import_jsx_runtime_react_server.jsx)(FaqSearch, {
					items: faq[locale],
					labels: {
						search: support_faq_search({}, o),
						found: support_faq_found({ count: "{count}" }, o),
						none: support_faq_none({}, o)
					}
				})]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime_react_server.jsxs)("section", {
				className: "support-section",
				"aria-labelledby": "support-contact",
				children: [/* @__PURE__ */ (0, import_jsx_runtime_react_server.jsx)("h2", {
					id: "support-contact",
					children: support_contact({}, o)
				}), /* @__PURE__ */ (0, import_jsx_runtime_react_server.jsxs)("div", {
					className: "support-contact",
					children: [messenger && /* @__PURE__ */ (0, import_jsx_runtime_react_server.jsx)("a", {
						href: messenger,
						className: "button",
						target: "_blank",
						rel: "noreferrer",
						"data-testid": "support-messenger",
						children: support_messenger({}, o)
					}), /* @__PURE__ */ (0, import_jsx_runtime_react_server.jsx)(SupportWidget, {})]
				})]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime_react_server.jsxs)("section", {
				className: "support-section",
				"aria-labelledby": "support-ticket",
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime_react_server.jsx)("h2", {
						id: "support-ticket",
						children: support_ticket({}, o)
					}),
					/* @__PURE__ */ (0, import_jsx_runtime_react_server.jsx)("p", {
						className: "muted",
						children: support_ticket_lead({}, o)
					}),
					/* @__PURE__ */ (0, import_jsx_runtime_react_server.jsx)(TicketPanel, {
						labels: ticketLabels(locale),
						initialTickets: tickets,
						locale
					})
				]
			})
		]
	});
}
var getConfig = async () => ({ render: "dynamic" });
var $$wrap_SupportPage = /* #__PURE__ */ __vite_rsc_wrap_css__(SupportPage, "default");
function __vite_rsc_wrap_css__(value, name) {
	if (typeof value !== "function") return value;
	function __wrapper(props) {
		return import_react_react_server.createElement(import_react_react_server.Fragment, null, import_react_react_server.createElement(Resources), import_react_react_server.createElement(value, props));
	}
	Object.defineProperty(__wrapper, "name", { value: name });
	return __wrapper;
}
export { $$wrap_SupportPage as default, getConfig };

//# sourceMappingURL=support-Bh5nWN1X.js.map
import { i as __toESM, t as require_react_react_server } from "./react.react-server-C3EmDfio.js";
import { v as require_jsx_runtime_react_server } from "./internal-headers-Ckg8TsQ5.js";
import { t as getLocale } from "./runtime-CEu_NCIS.js";
import { t as getRequestContext } from "./request-context.server-DaeM4xFu.js";
import { t as PageTitle } from "./page-title-DrBfYZv2.js";
import { r as Markdown, t as rehypeSanitize } from "./lib-C88m0nyO.js";
import assetsManifest from "../__vite_rsc_assets_manifest.js";
// src/paraglide/messages/misc_legal_toc.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Misc_Legal_TocInputs */
var en_misc_legal_toc = () => {
	return `Contents`;
};
var ru_misc_legal_toc = () => {
	return `Содержание`;
};
/**
* | output |
* | --- |
* | "Contents" |
*
* @param {Misc_Legal_TocInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var misc_legal_toc = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_misc_legal_toc(inputs);
	return en_misc_legal_toc(inputs);
});
// src/paraglide/messages/misc_legal_updated.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{ date: NonNullable<unknown> }} Misc_Legal_UpdatedInputs */
var en_misc_legal_updated = (i) => {
	return `Last updated: ${i?.date}`;
};
var ru_misc_legal_updated = (i) => {
	return `Последнее обновление: ${i?.date}`;
};
/**
* | output |
* | --- |
* | "Last updated: {date}" |
*
* @param {Misc_Legal_UpdatedInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var misc_legal_updated = ((inputs, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_misc_legal_updated(inputs);
	return en_misc_legal_updated(inputs);
});
// \0virtual:vite-rsc/css?type=rsc&id=%2Fwork%2Fmain%2Fsrc%2Fcomponents%2Flegal%2Flegal-page.tsx&lang.js
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
})(import_react_react_server.default, assetsManifest.serverResources["src/components/legal/legal-page.tsx"], void 0, "vite-rsc/importer-resources");
// src/lib/legal/legal-markdown.ts
/**
* The anchor of a heading: lower case, letters (any script) and digits joined by dashes, so
* Russian headings keep readable anchors.
*
* @example headingId('Who we are') // 'who-we-are'
*/
function headingId(text) {
	return text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, "-").replace(/^-+|-+$/g, "");
}
/**
* Splits the front matter off `source` and lists its `## ` headings. Throws on a document
* without `title` or a valid `updated` date: a broken file fails the build's tests, not a reader.
*
* @example parseLegalMarkdown('---\ntitle: Terms\nupdated: 2026-11-23\n---\n## One').toc
*/
function parseLegalMarkdown(source) {
	const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n([\s\S]*)$/.exec(source);
	if (!match) throw new Error("legal document without front matter");
	const fields = /* @__PURE__ */ new Map();
	for (const line of (match[1] ?? "").split(/\r?\n/)) {
		const colon = line.indexOf(":");
		if (colon > 0) fields.set(line.slice(0, colon).trim(), line.slice(colon + 1).trim());
	}
	const title = fields.get("title");
	const updated = fields.get("updated");
	if (!title || !updated || !/^\d{4}-\d{2}-\d{2}$/.test(updated)) throw new Error("legal document needs `title` and `updated: YYYY-MM-DD`");
	const body = match[2] ?? "";
	return {
		title,
		updated,
		body,
		toc: [...body.matchAll(/^## +(.+?) *$/gm)].map(([, text = ""]) => ({
			id: headingId(text),
			text
		}))
	};
}
// src/components/legal/legal-documents.server.ts
var sources = {
	policy: {
		en: "---\ntitle: Privacy policy\nupdated: 2026-11-23\n---\n\nThis policy explains what personal data Beseda (\"we\", \"the service\") handles when you use the website and its AI tools, why, with whom it is shared, how long it is kept and how you control it.\n\n## Who we are\n\nBeseda is an AI assistant: text and image chats, Midjourney, transcription, reading aloud, a text studio and an avatar studio. The operator of the service is the person or company named on the payment receipt and in the contacts below. Questions about this policy go to the support address in the section \"Contact\".\n\n## What data we collect\n\n- **Account data**: your name, email address, a salted hash of your password (never the password itself), the interface language, time zone and your settings.\n- **Content you create**: chats and their messages, prompts, attached files, generated images, transcripts, uploaded recordings and photos, texts you process in the text studio, support tickets and feedback.\n- **Billing data**: your balance in roubles, the ledger of top-ups and usage, promo codes redeemed. Card details are entered on YooKassa's page and never reach us; we keep only the payment's id, amount and status.\n- **Technical data**: sign-in sessions (device and browser name, time of sign-in), the IP address for rate limits against abuse, and error logs. If the deployment enables web analytics (Yandex Metrica), it records page visits; session replay is off.\n\n## Why we use it\n\n- To provide the service: run your requests through the chosen model, store your history so you can return to it, and charge the exact price of each request.\n- To keep accounts safe: sign-in, token rotation, limits on attempts, fraud prevention.\n- To answer you: support tickets and feedback, service emails (confirmation codes, password reset, receipts).\n- To improve the product from aggregated, non-identifying figures.\n\nWe do not sell personal data and do not use your content to train models.\n\n## Processors we share data with\n\nOnly what a task needs goes to the provider that performs it:\n\n- **Model providers** (OpenAI, Google, Anthropic, or a model server the operator runs): the text, files and images of a request you send to their model. Each provider processes them under its own API terms, which forbid training on API data by default.\n- **Midjourney service** (through a compatible proxy): the prompt and the images of a Midjourney request.\n- **Deepgram** and **OpenAI** (speech to text): the audio you ask us to transcribe.\n- **Yandex SpeechKit** (text to speech): the text you ask us to read aloud.\n- **YooKassa**: the amount and description of a top-up; you enter card details on YooKassa's side.\n- **Cloudflare**: hosting, storage (D1 databases, R2 files) and network protection.\n- **Email provider**: the address and text of service emails.\n- **Helpdesk** (when the support chat is enabled): what you write in the support chat.\n\n## How long we keep it\n\n- Chats, files and generated media: until you delete them or your account.\n- The ledger and payment records: as long as tax and accounting law requires (up to 5 years), even after an account is deleted, without the content of your chats.\n- Sessions: until you sign out or they expire (at most 30 days of inactivity).\n- Support tickets and feedback: up to 3 years, then deleted.\n- Rate-limit counters: a few hours.\n\n## Your rights and deletion\n\nIn the cabinet you can see and change your profile, export all your data (Profile → Export) and delete your account (Profile → Delete account). Deleting the account removes your chats, files and profile; only the records the law obliges us to keep remain. You may also ask us by email to access, correct or delete your data, or object to processing; we answer within 30 days.\n\n## Security\n\nTraffic is encrypted (HTTPS), passwords are stored as salted hashes, tokens live only in secure HttpOnly cookies, every record is checked for ownership on each request, and pages run under a strict Content-Security-Policy.\n\n## Children\n\nThe service is not meant for children under 14. If you believe a child gave us data, write to us and we will delete it.\n\n## Changes\n\nWe may update this policy. The date at the top shows the latest version; for material changes we notify you by email or in the service before they take effect.\n\n## Contact\n\nWrite to the support address shown on the Support page, or file a request there. You can also leave a message on the Feedback page.\n",
		ru: "---\ntitle: Политика конфиденциальности\nupdated: 2026-11-23\n---\n\nЭта политика объясняет, какие персональные данные обрабатывает Beseda («мы», «сервис»), когда вы пользуетесь сайтом и его инструментами ИИ, зачем, кому они передаются, сколько хранятся и как вы ими управляете.\n\n## Кто мы\n\nBeseda — ИИ-ассистент: текстовые и графические чаты, Midjourney, расшифровка записей, озвучивание, текстовая студия и студия аватаров. Оператор сервиса — лицо или компания, указанные в чеке об оплате и в контактах ниже. Вопросы об этой политике направляйте на адрес поддержки из раздела «Контакты».\n\n## Какие данные мы собираем\n\n- **Данные аккаунта**: имя, адрес электронной почты, хеш пароля с солью (сам пароль мы не храним), язык интерфейса, часовой пояс и ваши настройки.\n- **Ваш контент**: чаты и сообщения, промпты, приложенные файлы, созданные изображения, расшифровки, загруженные записи и фотографии, тексты из текстовой студии, обращения в поддержку и отзывы.\n- **Платёжные данные**: баланс в рублях, журнал пополнений и списаний, использованные промокоды. Данные карты вводятся на странице ЮKassa и к нам не попадают; мы храним только идентификатор платежа, сумму и статус.\n- **Технические данные**: сеансы входа (название устройства и браузера, время входа), IP-адрес для ограничения частоты запросов и защиты от злоупотреблений, журналы ошибок. Если в развёртывании включена веб-аналитика (Яндекс Метрика), она учитывает посещения страниц; запись сеансов выключена.\n\n## Зачем мы их используем\n\n- Чтобы оказывать услугу: выполнять ваши запросы выбранной моделью, хранить историю, чтобы к ней можно было вернуться, и списывать точную стоимость каждого запроса.\n- Чтобы защищать аккаунты: вход, ротация токенов, ограничение числа попыток, предотвращение мошенничества.\n- Чтобы отвечать вам: обращения в поддержку и отзывы, служебные письма (коды подтверждения, сброс пароля, чеки).\n- Чтобы улучшать продукт по обобщённым обезличенным показателям.\n\nМы не продаём персональные данные и не обучаем модели на вашем контенте.\n\n## Кому мы передаём данные\n\nИсполнителю задачи передаётся только то, что для неё нужно:\n\n- **Поставщики моделей** (OpenAI, Google, Anthropic или сервер моделей оператора): текст, файлы и изображения запроса, который вы отправляете их модели. Каждый поставщик обрабатывает их по своим условиям API, которые по умолчанию запрещают обучение на данных API.\n- **Сервис Midjourney** (через совместимый прокси): промпт и изображения запроса Midjourney.\n- **Deepgram** и **OpenAI** (распознавание речи): аудио, которое вы просите расшифровать.\n- **Yandex SpeechKit** (синтез речи): текст, который вы просите озвучить.\n- **ЮKassa**: сумма и описание пополнения; данные карты вы вводите на стороне ЮKassa.\n- **Cloudflare**: хостинг, хранение (базы D1, файлы R2) и защита сети.\n- **Почтовый сервис**: адрес и текст служебных писем.\n- **Хелпдеск** (если включён чат поддержки): то, что вы пишете в чат поддержки.\n\n## Сколько мы храним данные\n\n- Чаты, файлы и созданные медиа — пока вы их не удалите или не удалите аккаунт.\n- Журнал баланса и записи о платежах — столько, сколько требует налоговое и бухгалтерское законодательство (до 5 лет), в том числе после удаления аккаунта, без содержимого чатов.\n- Сеансы — до выхода из аккаунта или истечения срока (не более 30 дней бездействия).\n- Обращения в поддержку и отзывы — до 3 лет, затем удаляются.\n- Счётчики ограничения частоты — несколько часов.\n\n## Ваши права и удаление\n\nВ личном кабинете можно посмотреть и изменить профиль, выгрузить все свои данные (Профиль → Экспорт) и удалить аккаунт (Профиль → Удалить аккаунт). Удаление аккаунта стирает чаты, файлы и профиль; остаются только записи, которые мы обязаны хранить по закону. Вы также можете написать нам, чтобы получить доступ к данным, исправить или удалить их либо возразить против обработки; мы отвечаем в течение 30 дней.\n\n## Безопасность\n\nТрафик шифруется (HTTPS), пароли хранятся как хеши с солью, токены живут только в защищённых HttpOnly-cookie, при каждом запросе проверяется, что запись принадлежит вам, а страницы работают под строгой политикой Content-Security-Policy.\n\n## Дети\n\nСервис не предназначен для детей младше 14 лет. Если вы считаете, что ребёнок передал нам данные, напишите нам, и мы их удалим.\n\n## Изменения\n\nМы можем обновлять эту политику. Дата вверху показывает последнюю редакцию; о существенных изменениях мы сообщаем по почте или в сервисе до того, как они вступят в силу.\n\n## Контакты\n\nНапишите на адрес поддержки, указанный на странице «Поддержка», или оставьте там обращение. Также можно оставить сообщение на странице «Обратная связь».\n"
	},
	terms: {
		en: "---\ntitle: Terms of use\nupdated: 2026-11-23\n---\n\nThese terms are an agreement between you and the operator of Beseda. By creating an account or using the service you accept them. If you do not agree, do not use the service.\n\n## The service\n\nBeseda gives access to AI models through one interface: text and image chats, Midjourney, transcription, reading aloud, a text studio and an avatar studio. Which models are available and what they cost is listed on the Services page and may change as providers change their offers. Answers are generated by models and may be wrong, incomplete or out of date: check anything important before relying on it.\n\n## Your account\n\nYou need an account with a valid email address. Keep your password secret; you are responsible for what is done under your account. A team owner may invite members who then spend from the team's balance; the owner is responsible for their use.\n\n## Balance and prices\n\n- Prices are in Russian roubles and are shown per unit (per million tokens, per image, per minute of audio, per 1,000 characters) before you use a tool.\n- You top up your balance in advance through YooKassa; a request is charged from the balance when it finishes, and a request that fails is not charged.\n- Promo codes give the bonus they state, once per account, within their validity.\n- The balance is not a bank deposit, bears no interest and cannot be transferred to another account.\n\n## Refunds\n\nYou can ask for the unspent part of a top-up to be refunded within 14 days of the payment by writing to support; the money returns to the card it came from through YooKassa, minus nothing. Amounts already spent on completed requests, and bonus credit from promo codes, are not refundable. If a request was charged in error, we return its cost to your balance.\n\n## Acceptable use\n\nYou may not use the service to:\n\n- break the law, infringe others' rights, or create content that sexualises minors;\n- harass, threaten or deceive people, or impersonate them;\n- create malware, spam or content meant to defraud;\n- get around limits, resell access without our written consent, or attack the service;\n- break the usage policies of the model providers, which apply to your requests.\n\nWe may refuse requests, suspend or close an account that breaks these rules; we tell you why unless the law forbids it.\n\n## Your content\n\nWhat you put in and what the models produce for you is yours, as far as the law and the providers' terms allow. You give us only the rights we need to store it, process it and show it to you and to those you share it with. You are responsible for having the rights to what you upload.\n\n## Availability and liability\n\nWe work to keep the service available but do not guarantee uninterrupted operation; providers may be unavailable. To the extent the law allows, our liability is limited to the amount you paid us in the last three months.\n\n## Changes and ending\n\nWe may change these terms; the date at the top shows the latest version, and we announce material changes in advance. You can stop using the service and delete your account at any time in the cabinet.\n\n## Contact\n\nQuestions about these terms: the Support page, where you can file a request, or the support address shown there.\n",
		ru: "---\ntitle: Пользовательское соглашение\nupdated: 2026-11-23\n---\n\nЭти условия — соглашение между вами и оператором сервиса Beseda. Создавая аккаунт или пользуясь сервисом, вы их принимаете. Если вы не согласны, не пользуйтесь сервисом.\n\n## Сервис\n\nBeseda даёт доступ к моделям ИИ через единый интерфейс: текстовые и графические чаты, Midjourney, расшифровка записей, озвучивание, текстовая студия и студия аватаров. Какие модели доступны и сколько они стоят, указано на странице «Сервисы»; это может меняться вслед за предложениями поставщиков. Ответы создаются моделями и могут быть неточными, неполными или устаревшими: проверяйте важное, прежде чем на него полагаться.\n\n## Ваш аккаунт\n\nНужен аккаунт с действующим адресом электронной почты. Храните пароль в тайне: вы отвечаете за действия под своим аккаунтом. Владелец команды может приглашать участников, которые тратят баланс команды; за их использование отвечает владелец.\n\n## Баланс и цены\n\n- Цены указаны в российских рублях за единицу (за миллион токенов, за изображение, за минуту аудио, за 1000 символов) и видны до использования инструмента.\n- Баланс пополняется заранее через ЮKassa; запрос оплачивается с баланса по завершении, неудавшийся запрос не оплачивается.\n- Промокод даёт указанный в нём бонус один раз на аккаунт в течение срока действия.\n- Баланс не является банковским вкладом, на него не начисляются проценты, его нельзя передать на другой аккаунт.\n\n## Возврат средств\n\nНеизрасходованную часть пополнения можно вернуть в течение 14 дней после платежа, написав в поддержку; деньги возвращаются через ЮKassa на ту же карту без удержаний. Суммы, уже потраченные на выполненные запросы, и бонусы по промокодам не возвращаются. Если запрос был оплачен по ошибке, мы вернём его стоимость на баланс.\n\n## Допустимое использование\n\nНельзя использовать сервис, чтобы:\n\n- нарушать закон и права других людей или создавать материалы сексуального характера с участием несовершеннолетних;\n- преследовать, запугивать или обманывать людей, выдавать себя за других;\n- создавать вредоносные программы, спам или материалы для мошенничества;\n- обходить ограничения, перепродавать доступ без нашего письменного согласия или атаковать сервис;\n- нарушать правила использования поставщиков моделей, которые распространяются на ваши запросы.\n\nМы можем отклонять запросы, приостанавливать или закрывать аккаунты, нарушающие эти правила, и сообщаем причину, если закон не запрещает.\n\n## Ваш контент\n\nТо, что вы вводите, и то, что модели создают для вас, принадлежит вам в той мере, в какой это допускают закон и условия поставщиков. Вы даёте нам только права, необходимые, чтобы хранить и обрабатывать контент и показывать его вам и тем, с кем вы им делитесь. Вы отвечаете за наличие прав на загружаемое.\n\n## Доступность и ответственность\n\nМы стараемся, чтобы сервис работал, но не гарантируем бесперебойную работу; поставщики моделей могут быть недоступны. В пределах, допускаемых законом, наша ответственность ограничена суммой, которую вы заплатили нам за последние три месяца.\n\n## Изменения и прекращение\n\nМы можем изменять эти условия; дата вверху показывает последнюю редакцию, о существенных изменениях мы сообщаем заранее. Вы можете прекратить пользоваться сервисом и удалить аккаунт в любой момент в личном кабинете.\n\n## Контакты\n\nВопросы об условиях — на странице «Поддержка», где можно оставить обращение, или по указанному там адресу поддержки.\n"
	}
};
/** One of the committed legal documents (content/legal/) in `locale`. */
function legalDocument(name, locale) {
	return parseLegalMarkdown(sources[name][locale]);
}
// src/components/legal/legal-page.tsx
var import_jsx_runtime_react_server = require_jsx_runtime_react_server();
/** The text of a heading's children (plain text in these documents). */
var textOf = (children) => Array.isArray(children) ? children.map(textOf).join("") : typeof children === "string" ? children : "";
/**
* A legal document rendered on the server only (no client JavaScript): its title, the date of
* the last update from the front matter, a table of contents with anchors, and the sanitized
* markdown (docs/decisions/073-legal-documents.md).
*/
function LegalPage({ name }) {
	const { locale } = getRequestContext();
	const doc = legalDocument(name, locale);
	const date = new Intl.DateTimeFormat(locale === "ru" ? "ru-RU" : "en-GB", {
		dateStyle: "long",
		timeZone: "UTC"
	}).format(/* @__PURE__ */ new Date(`${doc.updated}T00:00:00Z`));
	return /* @__PURE__ */ (0, import_jsx_runtime_react_server.jsxs)("article", {
		className: "screen legal",
		"data-testid": `legal-${name}`,
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime_react_server.jsx)(PageTitle, { title: doc.title }),
			/* @__PURE__ */ (0, import_jsx_runtime_react_server.jsx)("p", {
				className: "muted",
				children: /* @__PURE__ */ (0, import_jsx_runtime_react_server.jsx)("time", {
					dateTime: doc.updated,
					"data-testid": "legal-updated",
					children: misc_legal_updated({ date }, { locale })
				})
			}),
			/* @__PURE__ */ (0, import_jsx_runtime_react_server.jsxs)("nav", {
				className: "legal-toc",
				"aria-labelledby": "legal-toc-title",
				"data-testid": "legal-toc",
				children: [/* @__PURE__ */ (0, import_jsx_runtime_react_server.jsx)("h2", {
					id: "legal-toc-title",
					children: misc_legal_toc({}, { locale })
				}), /* @__PURE__ */ (0, import_jsx_runtime_react_server.jsx)("ol", { children: doc.toc.map((item) => /* @__PURE__ */ (0, import_jsx_runtime_react_server.jsx)("li", { children: /* @__PURE__ */ (0, import_jsx_runtime_react_server.jsx)("a", {
					href: `#${item.id}`,
					children: item.text
				}) }, item.id)) })]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime_react_server.jsx)("div", {
				className: "legal-body",
				children: /* @__PURE__ */ (0, import_jsx_runtime_react_server.jsx)(Markdown, {
					rehypePlugins: [rehypeSanitize],
					components: { h2: ({ children }) => /* @__PURE__ */ (0, import_jsx_runtime_react_server.jsx)("h2", {
						id: headingId(textOf(children)),
						tabIndex: -1,
						children
					}) },
					children: doc.body
				})
			})
		]
	});
}
LegalPage = /* #__PURE__ */ __vite_rsc_wrap_css__(LegalPage, "LegalPage");
function __vite_rsc_wrap_css__(value, name) {
	if (typeof value !== "function") return value;
	function __wrapper(props) {
		return import_react_react_server.createElement(import_react_react_server.Fragment, null, import_react_react_server.createElement(Resources), import_react_react_server.createElement(value, props));
	}
	Object.defineProperty(__wrapper, "name", { value: name });
	return __wrapper;
}
export { LegalPage as t };

//# sourceMappingURL=legal-page-DS5Eazkp.js.map
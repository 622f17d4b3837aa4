import "./server-entry-DT-5lg8R.js";
import { t as Screen } from "./screen-BQ-IwAnC.js";
import { t as getRequestContext } from "./request-context.server-DaeM4xFu.js";
import { t as chat_title } from "./chat_title-DEwRvDjM.js";
import { T as Link, v as require_jsx_runtime_react_server } from "./internal-headers-Ckg8TsQ5.js";
import { t as getLocale } from "./runtime-CEu_NCIS.js";
// src/paraglide/messages/misc_home_to_chats.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Misc_Home_To_ChatsInputs */
var en_misc_home_to_chats = () => {
	return `Go to your chats`;
};
var ru_misc_home_to_chats = () => {
	return `Перейти к чатам`;
};
/**
* | output |
* | --- |
* | "Go to your chats" |
*
* @param {Misc_Home_To_ChatsInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var misc_home_to_chats = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_misc_home_to_chats(inputs);
	return en_misc_home_to_chats(inputs);
});
// src/pages/[locale]/(chats)/index.tsx
var import_jsx_runtime_react_server = require_jsx_runtime_react_server();
/**
* `/`: the front answers it with the main redirect (worker/routes/home-redirect.ts) before Waku
* renders, so people never see this; it stays a real page for Waku's router.
*/
async function HomePage() {
	const { locale } = getRequestContext();
	return /* @__PURE__ */ (0, import_jsx_runtime_react_server.jsx)(Screen, {
		name: "home",
		title: chat_title,
		children: /* @__PURE__ */ (0, import_jsx_runtime_react_server.jsx)(Link, {
			to: `/${locale}/chat`,
			children: misc_home_to_chats({}, { locale })
		})
	});
}
var getConfig = async () => ({ render: "dynamic" });
export { HomePage as default, getConfig };

//# sourceMappingURL=(chats)-BUZTRrCN.js.map
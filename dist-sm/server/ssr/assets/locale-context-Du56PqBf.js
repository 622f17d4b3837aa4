import { t as require_react } from "./react-DvVFp2nj.js";
import { t as require_jsx_runtime } from "./jsx-runtime-BB_2hJGX.js";
// src/i18n/locale-context.tsx
var import_react = require_react();
var import_jsx_runtime = require_jsx_runtime();
var LocaleContext = (0, import_react.createContext)(null);
/**
* Gives the chat's islands the page's locale, so they call messages with `{ locale }` as answers
* stream in. Other islands get their strings from their server component instead, so pages
* without the chat ship no message catalogue (docs/decisions/031-login-page-weight.md).
*/
function LocaleProvider({ locale, children }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(LocaleContext, {
		value: locale,
		children
	});
}
function useLocale() {
	const locale = (0, import_react.useContext)(LocaleContext);
	if (!locale) throw new Error("useLocale needs a LocaleProvider above it (see ChatsFrame)");
	return locale;
}
export { useLocale as n, LocaleProvider as t };

//# sourceMappingURL=locale-context-Du56PqBf.js.map
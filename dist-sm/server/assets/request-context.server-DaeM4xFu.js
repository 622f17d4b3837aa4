import { a as isLocale, c as isTheme, d as getHeaders, r as internalHeaders } from "./internal-headers-Ckg8TsQ5.js";
// src/lib/request-context.server.ts
/**
* What the Hono front decided for this request (worker/lib/internal-headers.ts): locale, theme
* and the path the browser asked for. Server components call this instead of parsing the URL.
*/
function getRequestContext() {
	const headers = getHeaders();
	const locale = headers[internalHeaders.locale];
	const theme = headers[internalHeaders.theme];
	return {
		locale: isLocale(locale) ? locale : "ru",
		theme: isTheme(theme) ? theme : "system",
		path: headers[internalHeaders.path] ?? "/"
	};
}
export { getRequestContext as t };

//# sourceMappingURL=request-context.server-DaeM4xFu.js.map
import { d as getHeaders } from "./internal-headers-Ckg8TsQ5.js";
// src/lib/viewport.ts
/**
* The viewport classes of SPEC §9 and the cookie that tells the server which one a browser is
* (docs/decisions/086-viewport-cookie.md). A width belongs to the first class whose upper bound
* it does not pass; wider than every bound, or unknown, is the fallback.
*/
var viewportBreakpoints = {
	mobile: 959,
	tablet: 1239,
	desktop: 1439,
	wide: 2500
};
Object.keys(viewportBreakpoints);
var fallbackViewport = "desktop";
function isViewport(value) {
	return typeof value === "string" && value in viewportBreakpoints;
}
/** The class a `Cookie` request header names, or the fallback. */
function viewportFromCookieHeader(header) {
	const match = /(?:^|;\s*)viewport=([a-z]+)/.exec(header ?? "");
	return isViewport(match?.[1]) ? match[1] : fallbackViewport;
}
// src/lib/viewport.server.ts
/** This request's viewport class from its cookie (desktop on a first visit). */
function getViewport() {
	return viewportFromCookieHeader(getHeaders().cookie);
}
export { getViewport as t };

//# sourceMappingURL=viewport.server-DFCXu6ba.js.map
import { d as getHeaders, r as internalHeaders } from "./internal-headers-Ckg8TsQ5.js";
import { r as parseSessionInfo } from "./server-entry-DT-5lg8R.js";
import { t as parseHeaderJson } from "./header-json-DIM73M5z.js";
// src/lib/session.server.ts
/**
* The session of this request, or null when signed out. The Hono front fetched it from the api
* (refreshing tokens first when needed) and handed it over without tokens.
*
* @example const session = getSession(); if (session) greet(session.user.name)
*/
function getSession() {
	return parseSessionInfo(parseHeaderJson(getHeaders()[internalHeaders.session]));
}
export { getSession as t };

//# sourceMappingURL=session.server-CTa-f66o.js.map
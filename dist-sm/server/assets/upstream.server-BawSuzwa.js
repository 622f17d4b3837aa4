import { d as getHeaders, r as internalHeaders } from "./internal-headers-Ckg8TsQ5.js";
import { a as apiUrlMissingMessage, c as withClientHeaders, o as readUpstreamError, s as upstreamFetch$1 } from "./server-entry-DT-5lg8R.js";
import { t as getRequestContext } from "./request-context.server-DaeM4xFu.js";
// src/lib/upstream.server.ts
/** A non-2xx answer of the api (or a missing API_URL: 523), with the api's `{code, message}`. */
var UpstreamError = class extends Error {
	status;
	code;
	field;
	constructor(status, code, message, field) {
		super(message);
		this.status = status;
		this.code = code;
		this.field = field;
		this.name = "UpstreamError";
	}
};
var workersModule = "cloudflare:workers";
var binding;
/** The web Worker's `API` service binding, when it runs in workerd with one (decision 005). */
function apiBinding() {
	binding ??= import(
		/* @vite-ignore */
		workersModule
).then((workers) => workers.env?.API, () => void 0);
	return binding;
}
/**
* Calls the api from a server component with the SPEC §7 headers and the visitor's bearer
* token (handed over by the Hono front, refreshed when needed). Answers as they come.
*
* @example const res = await upstreamFetch('/v1/chat?page=1&take=100')
*/
async function upstreamFetch(path, init = {}) {
	const headers = getHeaders();
	const base = headers[internalHeaders.apiUrl];
	if (!base) throw new UpstreamError(523, "api_url_missing", apiUrlMissingMessage);
	const outgoing = new Headers(init.headers);
	withClientHeaders(outgoing, getRequestContext().locale);
	const access = headers[internalHeaders.access];
	if (access) outgoing.set("authorization", `Bearer ${access}`);
	if (typeof init.body === "string" && !outgoing.has("content-type")) outgoing.set("content-type", "application/json");
	const env = {
		API_URL: base,
		API: await apiBinding()
	};
	return upstreamFetch$1(env, path, {
		...init,
		headers: outgoing
	});
}
/**
* `upstreamFetch` for JSON answers: the parsed body, or an `UpstreamError` on non-2xx.
*
* @example const user = await upstreamJson<User>('/v1/user')
*/
async function upstreamJson(path, init) {
	const res = await upstreamFetch(path, init);
	if (!res.ok) throw await upstreamErrorOf(res);
	if (res.status === 204) return void 0;
	return await res.json();
}
async function upstreamErrorOf(res) {
	const { status, code, message, field } = await readUpstreamError(res);
	return new UpstreamError(status, code, message, field);
}
export { upstreamJson as n, UpstreamError as t };

//# sourceMappingURL=upstream.server-BawSuzwa.js.map
import { n as pageLoadSignal } from "./page-loads-CceO9aSJ.js";
// src/lib/call-api.ts
/**
* Calls `/api{path}` with an optional body (JSON, or FormData as is) and reads the JSON answer; an error answer's
* localized `message` is kept for display. Reads (GET) stop when the person signs out
* (src/lib/page-loads.ts) or when `signal` aborts; an aborted call answers status 0.
*
* @example const res = await callApi<Members>('/v1/entity/members')
*/
async function callApi(path, method = "GET", body, signal) {
	const isForm = body instanceof FormData;
	const stop = method === "GET" ? pageLoadSignal(signal) : signal;
	try {
		const response = await fetch(`/api${path}`, {
			method,
			headers: body === void 0 || isForm ? {} : { "content-type": "application/json" },
			body: body === void 0 ? void 0 : body instanceof FormData ? body : JSON.stringify(body),
			signal: stop
		});
		const json = await response.json().catch(() => void 0);
		if (stop?.aborted) return {
			ok: false,
			status: 0,
			aborted: true
		};
		if (response.ok) return {
			ok: true,
			data: json
		};
		const message = typeof json === "object" && json !== null && "message" in json ? String(json.message) : void 0;
		return {
			ok: false,
			status: response.status,
			message
		};
	} catch (err) {
		return {
			ok: false,
			status: 0,
			aborted: err instanceof DOMException && err.name === "AbortError"
		};
	}
}
export { callApi as t };

//# sourceMappingURL=call-api-BMZ7hmPg.js.map
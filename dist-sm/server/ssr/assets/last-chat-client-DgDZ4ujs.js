// src/lib/last-chat-client.ts
/**
* Remembers the chat now in the address bar as the last one used, for `/` to return to
* (docs/decisions/070-main-redirect.md). Call it after putting a newly created chat's address in
* place with `history.replaceState`: no page request carries it to the front, which otherwise
* sets the cookie itself. Best effort: a failure only means `/` opens the mode's new-chat page.
*/
function rememberThisChat() {
	fetch("/api/last-chat", {
		method: "PUT",
		headers: { "content-type": "application/json" },
		body: JSON.stringify({ path: window.location.pathname }),
		keepalive: true
	}).catch(() => void 0);
}
export { rememberThisChat as t };

//# sourceMappingURL=last-chat-client-DgDZ4ujs.js.map
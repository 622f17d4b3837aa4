// src/components/chat/ui-message.ts
/** The api's id of a message, or undefined while only this page knows it. */
function savedIdOf(message) {
	if (message.savedId) return message.savedId;
	return /^(question|answer)-/.test(message.id) ? void 0 : message.id;
}
/** Maps a stream error (its code or HTTP status) to the message the person sees. */
function errorKind(code, status) {
	if (code === "network") return "network";
	if (code === "insufficient_funds" || status === 402) return "funds";
	if (code === "rate_limited" || code === "rate_limit" || status === 429) return "rate";
	return "provider";
}
/** Emits app-wide chat activity (the sidebar listens). */
function announceChat(detail) {
	window.dispatchEvent(new CustomEvent("beseda:chat", { detail }));
}
/** A message as the api saved it, as the conversation shows it. */
var fromSaved = (message) => ({
	...message,
	saved: true,
	error: message.status === "error" ? {
		kind: errorKind(message.errorCode, void 0),
		message: ""
	} : void 0
});
export { savedIdOf as i, errorKind as n, fromSaved as r, announceChat as t };

//# sourceMappingURL=ui-message-COrbkFev.js.map
// src/lib/chat/placeholder.ts
/** SPEC §3: a chat id starting with fk- is a client placeholder, never sent as chatId. */
function isPlaceholderId(id) {
	return id === void 0 || id.startsWith("fk-");
}
function newPlaceholderId() {
	return `fk-${crypto.randomUUID()}`;
}
export { newPlaceholderId as n, isPlaceholderId as t };

//# sourceMappingURL=placeholder-Bq-Ds2fl.js.map
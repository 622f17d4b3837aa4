// src/lib/chat/normalize.ts
var isObject = (value) => typeof value === "object" && value !== null;
var str = (value) => typeof value === "string" ? value : typeof value === "number" ? String(value) : void 0;
var num = (value) => typeof value === "number" && Number.isFinite(value) ? value : void 0;
/** The array inside an api answer: the answer itself or its first list field of those named. */
function listOf(body, ...names) {
	return ((Array.isArray(body) ? body : isObject(body) ? [
		...names,
		"items",
		"data",
		"results"
	].map((n) => body[n]).find(Array.isArray) : void 0) ?? []).filter(isObject);
}
var statuses = [
	"streaming",
	"complete",
	"stopped",
	"error"
];
function toMessage(raw) {
	const id = str(raw.id);
	const role = raw.role === "user" || raw.role === "assistant" || raw.role === "system" ? raw.role : void 0;
	if (!id || !role) return void 0;
	const usage = isObject(raw.usage) ? raw.usage : raw;
	const status = statuses.find((s) => s === raw.status);
	return {
		id,
		role,
		content: str(raw.content) ?? str(raw.text) ?? "",
		model: str(raw.model),
		status,
		requestId: str(raw.requestId),
		errorCode: str(raw.errorCode),
		inputTokens: num(usage.input) ?? num(usage.inputTokens),
		outputTokens: num(usage.output) ?? num(usage.outputTokens),
		costKopecks: num(raw.cost) ?? num(raw.costKopecks) ?? num(usage.cost),
		attachments: listOf(raw.attachments).map((a) => ({
			id: str(a.id) ?? str(a.key) ?? "",
			name: str(a.name) ?? str(a.fileName) ?? "",
			size: num(a.size),
			type: str(a.type) ?? str(a.contentType),
			url: str(a.url)
		})),
		..."parentId" in raw ? { parentId: str(raw.parentId) ?? null } : {},
		...toSiblings(raw.siblings) ? { siblings: toSiblings(raw.siblings) } : {},
		...Array.isArray(raw.toolCalls) ? { toolCalls: listOf(raw.toolCalls).map(toToolCall) } : {}
	};
}
/** A saved tool call of an answer (its result included). */
function toToolCall(raw) {
	return {
		id: str(raw.id) ?? "",
		server: str(raw.server) ?? "",
		tool: str(raw.tool) ?? "",
		input: raw.input,
		output: str(raw.output) ?? "",
		isError: raw.isError === true
	};
}
function toSiblings(raw) {
	if (!isObject(raw) || !Array.isArray(raw.ids)) return void 0;
	const ids = raw.ids.map(str).filter((id) => id !== void 0);
	const index = num(raw.index) ?? 0;
	return ids.length > 1 && index < ids.length ? {
		index,
		count: ids.length,
		ids
	} : void 0;
}
/** A page of messages, oldest first within the page (issue 5's contract). */
function toMessagePage(body, pageNumber, pageSize) {
	const messages = listOf(body, "messages").map(toMessage).filter((m) => m !== void 0);
	const total = isObject(body) ? num(body.total) ?? num(body.count) : void 0;
	const hasMore = total === void 0 ? messages.length >= pageSize : pageNumber * pageSize < total;
	const leafId = isObject(body) ? str(body.leafId) : void 0;
	return {
		messages,
		total,
		hasMore,
		...leafId ? { leafId } : {}
	};
}
function toChatSummary(raw) {
	const id = str(raw.id);
	if (!id) return void 0;
	return {
		id,
		name: str(raw.name) ?? "",
		mode: str(raw.mode),
		updatedAt: str(raw.updatedAt),
		generating: raw.generating === true || raw.status === "streaming",
		readOnly: raw.access === "reader",
		folderId: str(raw.folderId) ?? null,
		pinned: raw.pinned === true,
		temporary: typeof raw.expiresAt === "string"
	};
}
function toChatListPage(body) {
	return {
		chats: listOf(body, "chats").map(toChatSummary).filter((c) => c !== void 0),
		total: isObject(body) ? num(body.total) ?? num(body.count) : void 0
	};
}
var webSearchModels = /* @__PURE__ */ new Set(["gpt:gpt", "gpt:gpt-mini"]);
function toModels(body) {
	return listOf(body, "models").flatMap((raw) => {
		const provider = str(raw.provider);
		const llm = str(raw.llm);
		const id = str(raw.id) ?? str(raw.model) ?? (provider && llm ? `${provider}:${llm}` : void 0);
		if (!id?.includes(":")) return [];
		const capabilities = Array.isArray(raw.capabilities) ? raw.capabilities.map(String) : [];
		if (capabilities.includes("image")) return [];
		return [{
			id,
			title: str(raw.name) ?? str(raw.title) ?? id,
			webSearch: webSearchModels.has(id),
			vision: capabilities.includes("vision") || raw.vision === true,
			provider: id.slice(0, id.indexOf(":")),
			capabilities,
			contextWindow: num(raw.contextWindow),
			prices: pricesOf(raw.prices)
		}];
	});
}
function pricesOf(raw) {
	if (!isObject(raw)) return void 0;
	const input = num(raw.inputKopecksPer1000);
	const output = num(raw.outputKopecksPer1000);
	return input === void 0 || output === void 0 ? void 0 : {
		input,
		output
	};
}
function toAssistants(body) {
	return listOf(body, "assistants").flatMap((raw) => {
		const id = str(raw.id);
		return id ? [{
			id,
			name: str(raw.name) ?? id,
			temperature: num(raw.temperature)
		}] : [];
	});
}
function toPromptGroups(body) {
	return listOf(body, "groups").map((group, index) => ({
		id: str(group.id) ?? String(index),
		name: str(group.name) ?? str(group.title) ?? "",
		prompts: listOf(group.prompts).map((p, i) => ({
			id: str(p.id) ?? String(i),
			title: str(p.title) ?? str(p.name) ?? "",
			text: str(p.text) ?? str(p.prompt) ?? str(p.content) ?? ""
		}))
	}));
}
export { toMessagePage as a, toChatSummary as i, toAssistants as n, toModels as o, toChatListPage as r, toPromptGroups as s, listOf as t };

//# sourceMappingURL=normalize-B8PZ7xPc.js.map
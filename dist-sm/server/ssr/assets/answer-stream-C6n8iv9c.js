import { a as supportsWebSearch, i as splitModel } from "./use-catalog-20yJ5-m-.js";
import { t as isPlaceholderId } from "./placeholder-Bq-Ds2fl.js";
// src/lib/chat/send-request.ts
/**
* The streaming request of SPEC §7 through the same-origin `/api`: multipart `messages`,
* `requestId`, a `file` part per attached file; query `timestamp`, `browsing` (gpt:gpt and gpt:gpt-mini only),
* `assistantId`, `chatId` — never a placeholder `fk-` id.
*/
function buildSendRequest(input, now = Date.now()) {
	const { provider, llm } = splitModel(input.model);
	const query = new URLSearchParams({ timestamp: String(now) });
	if (input.webSearch && supportsWebSearch(input.model)) query.set("browsing", "true");
	if (input.assistantId) query.set("assistantId", input.assistantId);
	if (input.chatId && !isPlaceholderId(input.chatId)) query.set("chatId", input.chatId);
	else {
		if (input.temporary) query.set("temporary", "true");
		if (input.folderId) query.set("folderId", input.folderId);
	}
	const body = new FormData();
	body.set("messages", JSON.stringify(input.messages));
	body.set("requestId", input.requestId);
	if (input.regeneration) body.set("regeneration", "true");
	if (input.parentId) body.set("parentId", input.parentId);
	if (input.editOf) body.set("editOf", input.editOf);
	for (const file of input.files ?? []) body.append("file", file);
	return {
		url: `/api/v1/openai/${encodeURIComponent(provider)}/${encodeURIComponent(llm)}?${query}`,
		init: {
			method: "POST",
			body,
			headers: {
				"X-Stream": "true",
				Accept: "text/event-stream"
			}
		}
	};
}
/** Attaching again to a generation, from the event after `lastEventId` (or from the start). */
function buildResumeRequest(requestId, lastEventId) {
	const headers = { Accept: "text/event-stream" };
	if (lastEventId) headers["Last-Event-ID"] = lastEventId;
	return {
		url: `/api/v1/openai/stream/${encodeURIComponent(requestId)}`,
		init: { headers }
	};
}
// src/lib/chat/sse-parser.ts
/**
* Incremental parser for `text/event-stream`: feed it decoded text in any chunking, get whole
* events back. Handles CRLF/CR/LF, comments, multi-line data and `id:` fields
* (https://html.spec.whatwg.org/multipage/server-sent-events.html#event-stream-interpretation).
*
* @example const parse = createSseParser(); parse('data: a\n\n') // [{ event: 'message', data: 'a' }]
*/
function createSseParser() {
	let buffer = "";
	let data = [];
	let event = "";
	let id;
	function line(text, out) {
		if (text === "") {
			if (data.length > 0) out.push({
				id,
				event: event || "message",
				data: data.join("\n")
			});
			data = [];
			event = "";
			id = void 0;
			return;
		}
		if (text.startsWith(":")) return;
		const colon = text.indexOf(":");
		const field = colon === -1 ? text : text.slice(0, colon);
		let value = colon === -1 ? "" : text.slice(colon + 1);
		if (value.startsWith(" ")) value = value.slice(1);
		if (field === "data") data.push(value);
		else if (field === "event") event = value;
		else if (field === "id" && !value.includes("\0")) id = value;
	}
	return function parse(chunk, flush = false) {
		buffer += chunk;
		const out = [];
		for (;;) {
			const match = /\r\n|\r|\n/.exec(buffer);
			if (!match || match[0] === "\r" && match.index === buffer.length - 1 && !flush) break;
			line(buffer.slice(0, match.index), out);
			buffer = buffer.slice(match.index + match[0].length);
		}
		if (flush) {
			if (buffer) line(buffer, out);
			buffer = "";
			line("", out);
		}
		return out;
	};
}
// src/lib/chat/stream-reader.ts
/** An error the reader reports: the server's message, its code when it gave one, the status. */
var StreamError = class extends Error {
	code;
	status;
	constructor(message, code, status) {
		super(message);
		this.code = code;
		this.status = status;
		this.name = "StreamError";
	}
};
function isAbort(error) {
	return error instanceof Error && error.name === "AbortError";
}
function parseJson(text) {
	try {
		return JSON.parse(text);
	} catch {
		return;
	}
}
function record(value) {
	return typeof value === "object" && value !== null ? value : void 0;
}
async function httpError(response) {
	const body = record(parseJson(await response.text().catch(() => "")));
	const message = typeof body?.message === "string" && body.message ? body.message : void 0;
	const code = typeof body?.code === "string" ? body.code : void 0;
	return new StreamError(message ?? `HTTP error! status: ${response.status}`, code, response.status);
}
function toUsage(data) {
	const body = record(parseJson(data));
	if (!body) return void 0;
	const { input, output, cost, messageId } = body;
	if (typeof input !== "number" || typeof output !== "number" || typeof cost !== "number") return;
	return {
		input,
		output,
		cost,
		...typeof messageId === "string" ? { messageId } : {}
	};
}
function toToolEvent(name, body) {
	if (!body || typeof body.id !== "string") return void 0;
	if (name === "tool-result") {
		const output = typeof body.output === "string" ? body.output : "";
		return {
			kind: "result",
			id: body.id,
			output,
			isError: body.isError === true
		};
	}
	if (name !== "tool-call" && name !== "tool-approval") return void 0;
	return {
		kind: name === "tool-call" ? "call" : "approval",
		id: body.id,
		server: typeof body.server === "string" ? body.server : "",
		tool: typeof body.tool === "string" ? body.tool : "",
		input: body.input
	};
}
/** Applies one event; returns 'finished' or 'error' when the answer ends with it. */
function apply(event, handlers) {
	if (event.id !== void 0) handlers.onEventId?.(event.id);
	if (event.data === "[DONE]") return "finished";
	if (event.event === "delta") {
		const text = record(parseJson(event.data))?.text;
		if (typeof text === "string" && text) handlers.onDelta(text);
		return;
	}
	if (event.event === "meta") {
		const meta = record(parseJson(event.data));
		if (meta && (typeof meta.chatId === "string" || typeof meta.chatId === "number")) handlers.onMeta?.({
			chatId: String(meta.chatId),
			messageId: meta.messageId === void 0 ? void 0 : String(meta.messageId),
			requestId: typeof meta.requestId === "string" ? meta.requestId : void 0,
			userMessageId: typeof meta.userMessageId === "string" ? meta.userMessageId : void 0,
			leftOut: Array.isArray(meta.leftOut) ? meta.leftOut.map(String) : void 0
		});
		return;
	}
	if (event.event?.startsWith("tool-")) {
		const tool = toToolEvent(event.event, record(parseJson(event.data)));
		if (tool) handlers.onTool?.(tool);
		return;
	}
	if (event.event === "usage") {
		const usage = toUsage(event.data);
		if (usage) handlers.onUsage?.(usage);
		return "finished";
	}
	if (event.event === "error") {
		const body = record(parseJson(event.data));
		const message = typeof body?.message === "string" ? body.message : "Stream error";
		handlers.onError(new StreamError(message, typeof body?.code === "string" ? body.code : void 0));
		return "error";
	}
}
/**
* Reads an answer stream (SPEC §4/§8, ARCHITECTURE "The stream protocol"): deltas are appended;
* it finishes on `[DONE]`, at the end of the stream or when usage arrives; an abort is silent;
* a response without a body is 'No response body'; a failed status is the server's message or
* 'HTTP error! status: {code}'.
*
* @example await readAnswerStream(fetch('/api/v1/openai/gpt/gpt', init), { onDelta, onError })
*/
async function readAnswerStream(request, handlers) {
	let reader;
	try {
		const response = await request;
		if (!response.ok) {
			handlers.onError(await httpError(response));
			return "error";
		}
		if (!response.body) {
			handlers.onError(new StreamError("No response body"));
			return "error";
		}
		reader = response.body.getReader();
		const decoder = new TextDecoder();
		const parse = createSseParser();
		for (;;) {
			const { done, value } = await reader.read();
			const events = done ? parse(decoder.decode(), true) : parse(decoder.decode(value, { stream: true }));
			for (const event of events) {
				const outcome = apply(event, handlers);
				if (outcome === "error") return "error";
				if (outcome === "finished") {
					handlers.onFinish?.();
					return "finished";
				}
			}
			if (done) {
				handlers.onFinish?.();
				return "finished";
			}
		}
	} catch (error) {
		if (isAbort(error)) return "aborted";
		handlers.onError(error instanceof StreamError ? error : new StreamError(error instanceof Error ? error.message : String(error), "network"));
		return "error";
	} finally {
		reader?.cancel().catch(() => {});
	}
}
// src/lib/chat/answer-stream.ts
/** The tool calls after one more tool event; a replayed event replaces what it already said. */
function withToolEvent(calls, event) {
	if (event.kind === "result") return calls.map((call) => call.id === event.id ? {
		...call,
		output: event.output,
		isError: event.isError,
		awaitingApproval: false
	} : call);
	const known = calls.find((call) => call.id === event.id);
	const next = {
		...known,
		id: event.id,
		server: event.server,
		tool: event.tool,
		input: event.input,
		awaitingApproval: event.kind === "approval" && known?.output === void 0
	};
	return known ? calls.map((call) => call.id === event.id ? next : call) : [...calls, next];
}
/**
* Drives one answer: streams it, shows its text at most once per `updateInterval`, and on a
* dropped connection attaches again with `Last-Event-ID`, so no text is lost or doubled.
* Attaching after a reload replays from the first event: the saved text stays on screen until
* the replay has caught up with it.
*/
function runAnswer(options) {
	const fetchImpl = options.fetchImpl ?? ((input, init) => fetch(input, init));
	const controller = new AbortController();
	let text = "";
	let lastEventId;
	let status = "streaming";
	let usage;
	let error;
	let toolCalls = [];
	let scheduled = false;
	let shownAt = Number.NEGATIVE_INFINITY;
	const visibleText = () => status === "streaming" && options.shownText && text.length < options.shownText.length ? options.shownText : text;
	const emit = () => options.onUpdate({
		text: visibleText(),
		status,
		usage,
		error,
		...toolCalls.length ? { toolCalls } : {}
	});
	const show = () => {
		scheduled = false;
		if (status !== "streaming") return;
		shownAt = performance.now();
		emit();
	};
	const schedule = () => {
		if (scheduled) return;
		scheduled = true;
		setTimeout(show, Math.max(0, shownAt + 50 - performance.now()));
	};
	const handlers = {
		onMeta: (meta) => options.onMeta?.(meta),
		onDelta: (delta) => {
			text += delta;
			schedule();
		},
		onTool: (event) => {
			toolCalls = withToolEvent(toolCalls, event);
			if (status === "streaming") emit();
		},
		onEventId: (id) => {
			lastEventId = id;
		},
		onUsage: (value) => {
			usage = value;
		},
		onError: (value) => {
			error = value;
		}
	};
	const attach = (request) => readAnswerStream(fetchImpl(request.url, {
		...request.init,
		signal: controller.signal
	}), handlers);
	return {
		done: (async () => {
			let outcome = await attach(options.start ?? buildResumeRequest(options.requestId));
			for (let tries = 0; tries < (options.maxResumes ?? 3); tries += 1) {
				if (outcome !== "error" || error?.code !== "network") break;
				await new Promise((resolve) => setTimeout(resolve, 500 * (tries + 1)));
				if (controller.signal.aborted) return;
				error = void 0;
				outcome = await attach(buildResumeRequest(options.requestId, lastEventId));
			}
			if (outcome === "aborted") return;
			status = outcome === "finished" ? "complete" : "error";
			emit();
		})(),
		/** Stops listening (the page moves on); the generation itself goes on in the api. */
		detach() {
			controller.abort();
		},
		/** Ends the answer here, keeping its text; the caller tells the api to stop. */
		stop() {
			if (status !== "streaming") return;
			controller.abort();
			status = "stopped";
			emit();
		}
	};
}
export { buildSendRequest as n, runAnswer as t };

//# sourceMappingURL=answer-stream-C6n8iv9c.js.map
import { citationsOf } from './citations';
import { mcpAppOf, outputFilesOf } from './output-files';
import type {
  AssistantInfo,
  ChatListPage,
  ChatMessage,
  ChatSummary,
  MessagePage,
  MessageStatus,
  ModelInfo,
  PromptGroup,
  RunningVersion,
  ToolCallView,
} from './types';

// The api's JSON, read defensively: a list may come bare or inside a named field.
type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null;
const str = (value: unknown): string | undefined =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : undefined;
const num = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isFinite(value) ? value : undefined;

/** The array inside an api answer: the answer itself or its first list field of those named. */
export function listOf(body: unknown, ...names: string[]): Json[] {
  const found = Array.isArray(body)
    ? body
    : isObject(body)
      ? [...names, 'items', 'data', 'results'].map((n) => body[n]).find(Array.isArray)
      : undefined;
  return (found ?? []).filter(isObject);
}

const statuses: MessageStatus[] = ['streaming', 'complete', 'stopped', 'error'];

export function toMessage(raw: Json): ChatMessage | undefined {
  const id = str(raw.id);
  const role =
    raw.role === 'user' || raw.role === 'assistant' || raw.role === 'system' ? raw.role : undefined;
  if (!id || !role) return undefined;
  const usage = isObject(raw.usage) ? raw.usage : raw;
  const status = statuses.find((s) => s === raw.status);
  return {
    id,
    role,
    content: str(raw.content) ?? str(raw.text) ?? '',
    model: str(raw.model),
    status,
    requestId: str(raw.requestId),
    errorCode: str(raw.errorCode),
    inputTokens: num(usage.input) ?? num(usage.inputTokens),
    outputTokens: num(usage.output) ?? num(usage.outputTokens),
    costKopecks: num(raw.cost) ?? num(raw.costKopecks) ?? num(usage.cost),
    attachments: listOf(raw.attachments).map((a) => ({
      id: str(a.id) ?? str(a.key) ?? '',
      name: str(a.name) ?? str(a.fileName) ?? '',
      size: num(a.size),
      type: str(a.type) ?? str(a.contentType),
      url: str(a.url),
    })),
    ...('parentId' in raw ? { parentId: str(raw.parentId) ?? null } : {}),
    ...(toSiblings(raw.siblings) ? { siblings: toSiblings(raw.siblings) } : {}),
    ...(Array.isArray(raw.toolCalls) ? { toolCalls: listOf(raw.toolCalls).map(toToolCall) } : {}),
    ...reasoningOf(raw.reasoning),
    ...(citationsOf(raw.citations).length ? { citations: citationsOf(raw.citations) } : {}),
    ...(num(usage.reasoning) ? { reasoningTokens: num(usage.reasoning) } : {}),
    ...(str(raw.summaryId) ? { summaryId: str(raw.summaryId) } : {}),
    ...leftOutOf(raw.leftOut),
  };
}

/** The earlier files a saved answer's prompt had no room for (decision 174), when any. */
function leftOutOf(raw: unknown): Pick<ChatMessage, 'leftOut'> {
  const names = Array.isArray(raw) ? raw.filter((name) => typeof name === 'string') : [];
  return names.length ? { leftOut: names } : {};
}

/** A saved answer's thinking (`{text, ms}`), when it has any. */
function reasoningOf(raw: unknown): Pick<ChatMessage, 'reasoning' | 'reasoningMs'> {
  if (!isObject(raw) || !str(raw.text)) return {};
  return { reasoning: str(raw.text), reasoningMs: num(raw.ms) ?? 0 };
}

/** A saved tool call of an answer (its result included). */
function toToolCall(raw: Json): ToolCallView {
  return {
    id: str(raw.id) ?? '',
    server: str(raw.server) ?? '',
    tool: str(raw.tool) ?? '',
    input: raw.input,
    output: str(raw.output) ?? '',
    isError: raw.isError === true,
    ...(num(raw.durationMs) !== undefined ? { durationMs: num(raw.durationMs) } : {}),
    ...(str(raw.memoryId) ? { memoryId: str(raw.memoryId) } : {}),
    ...(outputFilesOf(raw.files).length ? { files: outputFilesOf(raw.files) } : {}),
    ...(mcpAppOf(raw.app) ? { app: mcpAppOf(raw.app) } : {}),
  };
}

function toSiblings(raw: unknown): ChatMessage['siblings'] {
  if (!isObject(raw) || !Array.isArray(raw.ids)) return undefined;
  const ids = raw.ids.map(str).filter((id) => id !== undefined);
  const index = num(raw.index) ?? 0;
  if (ids.length < 2 || index >= ids.length) return undefined;
  const running = Array.isArray(raw.running) ? raw.running.flatMap(toRunning) : [];
  return { index, count: ids.length, ids, ...(running.length ? { running } : {}) };
}

function toRunning(raw: unknown): RunningVersion[] {
  if (!isObject(raw)) return [];
  const [id, requestId, createdAt, model] = [raw.id, raw.requestId, raw.createdAt, raw.model].map(
    str,
  );
  if (!id || !requestId || !createdAt) return [];
  return [{ id, requestId, createdAt, ...(model ? { model } : {}) }];
}

/** A page of messages, oldest first within the page (issue 5's contract). */
export function toMessagePage(body: unknown, pageNumber: number, pageSize: number): MessagePage {
  const messages = listOf(body, 'messages')
    .map(toMessage)
    .filter((m) => m !== undefined);
  const total = isObject(body) ? (num(body.total) ?? num(body.count)) : undefined;
  const hasMore = total === undefined ? messages.length >= pageSize : pageNumber * pageSize < total;
  const leafId = isObject(body) ? str(body.leafId) : undefined;
  return { messages, total, hasMore, ...(leafId ? { leafId } : {}) };
}

export function toChatSummary(raw: Json): ChatSummary | undefined {
  const id = str(raw.id);
  if (!id) return undefined;
  return {
    id,
    name: str(raw.name) ?? '',
    mode: str(raw.mode),
    updatedAt: str(raw.updatedAt),
    generating: raw.generating === true || raw.status === 'streaming',
    readOnly: raw.access === 'reader',
    folderId: str(raw.folderId) ?? null,
    pinned: raw.pinned === true,
    temporary: typeof raw.expiresAt === 'string',
  };
}

export function toChatListPage(body: unknown): ChatListPage {
  const chats = listOf(body, 'chats')
    .map(toChatSummary)
    .filter((c) => c !== undefined);
  return { chats, total: isObject(body) ? (num(body.total) ?? num(body.count)) : undefined };
}

const webSearchModels = new Set(['gpt:gpt', 'gpt:gpt-mini']);

export function toModels(body: unknown): ModelInfo[] {
  return listOf(body, 'models').flatMap((raw) => {
    const provider = str(raw.provider);
    const llm = str(raw.llm);
    const id =
      str(raw.id) ?? str(raw.model) ?? (provider && llm ? `${provider}:${llm}` : undefined);
    if (!id?.includes(':')) return [];
    const capabilities = Array.isArray(raw.capabilities) ? raw.capabilities.map(String) : [];
    // Image models belong to image chats (src/components/images), never to the text picker.
    if (capabilities.includes('image')) return [];
    return [
      {
        id,
        title: str(raw.name) ?? str(raw.title) ?? id,
        webSearch: webSearchModels.has(id),
        vision: capabilities.includes('vision') || raw.vision === true,
        provider: id.slice(0, id.indexOf(':')),
        capabilities,
        contextWindow: num(raw.contextWindow),
        prices: pricesOf(raw.prices),
        reasoningEffort: raw.reasoningEffort === true,
      },
    ];
  });
}

function pricesOf(raw: unknown): ModelInfo['prices'] {
  if (!isObject(raw)) return undefined;
  const input = num(raw.inputKopecksPer1000);
  const output = num(raw.outputKopecksPer1000);
  return input === undefined || output === undefined ? undefined : { input, output };
}

export function toAssistants(body: unknown): AssistantInfo[] {
  return listOf(body, 'assistants').flatMap((raw) => {
    const id = str(raw.id);
    return id ? [{ id, name: str(raw.name) ?? id, temperature: num(raw.temperature) }] : [];
  });
}

export function toPromptGroups(body: unknown): PromptGroup[] {
  return listOf(body, 'groups').map((group, index) => ({
    id: str(group.id) ?? String(index),
    name: str(group.name) ?? str(group.title) ?? '',
    prompts: listOf(group.prompts).map((p, i) => ({
      id: str(p.id) ?? String(i),
      title: str(p.title) ?? str(p.name) ?? '',
      text: str(p.text) ?? str(p.prompt) ?? str(p.content) ?? '',
    })),
  }));
}

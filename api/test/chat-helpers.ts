import { env } from 'cloudflare:workers';
import { parseFrames, type StreamEvent } from '../src/generation/sse';
import { api } from './helpers';
import { balanceOf as teamBalance } from './money-helpers';
import { messageRow } from './storage-helpers';

export interface SendOptions {
  model?: string;
  question?: string;
  messages?: { role: string; content: string }[];
  requestId?: string;
  chatId?: string;
  assistantId?: string;
  browsing?: boolean;
  regeneration?: boolean;
  /** The message the question follows, or (regenerating) the question to answer again. */
  parentId?: string;
  /** A sent question this one replaces as a new branch. */
  editOf?: string;
  stream?: boolean;
  file?: File;
  /** A new chat in this folder (project). */
  folderId?: string;
  /** A new temporary chat. */
  temporary?: boolean;
  /** MCP server ids the answer may use (the `tools` field); absent: every enabled one. */
  tools?: string[];
  /** The `reasoningEffort` query (decision 154), sent as given. */
  reasoningEffort?: string;
  /** `X-Ad-Locale` (default en). */
  locale?: 'en' | 'ru';
  /** Offer the built-in `run_python` (the composer's "Code"). */
  code?: boolean;
  /** The `answerTo` query: another version of the answer to this question (decision 165). */
  answerTo?: string;
  /** Knowledge base ids to answer from (the `knowledge` query, comma-separated). */
  knowledge?: string;
  /** The chat's tool switches (the `toolChoice` field, decision 206). */
  toolChoice?: Record<string, boolean>;
}

/**
 * `POST /v1/openai/{provider}/{llm}` as the web client sends it (multipart, SPEC §7).
 *
 * @example const res = await send(headers, { question: 'hi fake:chunks=3', stream: true })
 */
export function send(headers: Record<string, string>, opts: SendOptions = {}) {
  const [provider, llm] = (opts.model ?? 'gpt:gpt-mini').split(':');
  const form = new FormData();
  form.set(
    'messages',
    JSON.stringify(opts.messages ?? [{ role: 'user', content: opts.question ?? 'Hello?' }]),
  );
  form.set('requestId', opts.requestId ?? crypto.randomUUID());
  if (opts.regeneration) form.set('regeneration', 'true');
  if (opts.parentId) form.set('parentId', opts.parentId);
  if (opts.editOf) form.set('editOf', opts.editOf);
  if (opts.file) form.set('file', opts.file);
  if (opts.tools) form.set('tools', JSON.stringify(opts.tools));
  if (opts.toolChoice) form.set('toolChoice', JSON.stringify(opts.toolChoice));
  const query = new URLSearchParams({ timestamp: String(Date.now()) });
  if (opts.chatId) query.set('chatId', opts.chatId);
  if (opts.assistantId) query.set('assistantId', opts.assistantId);
  if (opts.browsing) query.set('browsing', 'true');
  if (opts.folderId) query.set('folderId', opts.folderId);
  if (opts.temporary) query.set('temporary', 'true');
  if (opts.reasoningEffort !== undefined) query.set('reasoningEffort', opts.reasoningEffort);
  if (opts.code) query.set('code', 'true');
  if (opts.answerTo !== undefined) query.set('answerTo', opts.answerTo);
  if (opts.knowledge) query.set('knowledge', opts.knowledge);
  return api(`/v1/openai/${provider}/${llm}?${query}`, {
    method: 'POST',
    body: form,
    headers: {
      ...headers,
      'X-Ad-Locale': opts.locale ?? 'en',
      ...(opts.stream === false ? {} : { 'X-Stream': 'true' }),
    },
  });
}

/** Every SSE event of a response body, to its end. */
export async function readEvents(res: Response): Promise<StreamEvent[]> {
  return parseFrames(`${await res.text()}\n\n`).events;
}

export const dataOf = <T>(event: StreamEvent | undefined) => JSON.parse(event?.data ?? 'null') as T;

/** Reads events until `count` have arrived, then cancels the body (a client going away). */
export async function readSome(res: Response, count: number): Promise<StreamEvent[]> {
  const reader = res.body?.getReader();
  if (!reader) throw new Error('no body');
  const decoder = new TextDecoder();
  let text = '';
  let events: StreamEvent[] = [];
  while (events.length < count) {
    const { value, done } = await reader.read();
    if (done) break;
    text += decoder.decode(value, { stream: true });
    events = parseFrames(text).events;
  }
  await reader.cancel();
  return events.slice(0, count);
}

/** The saved message row of an answer (wherever the person's chats live: test/storage-helpers.ts). */
export function answerRow(messageId: string, ownerId?: string) {
  return messageRow(env, messageId, ownerId);
}

/** Polls until the answer is no longer `streaming` (a generation finishing on its own). */
export async function settled(messageId: string, timeoutMs = 5000) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const row = await answerRow(messageId);
    if (row && row.status !== 'streaming') return row;
    if (Date.now() > until) throw new Error(`answer ${messageId} still ${row?.status}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export const balanceOf = (entityId: string) => teamBalance(env, entityId);

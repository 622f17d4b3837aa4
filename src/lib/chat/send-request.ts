import { splitModel, supportsWebSearch } from './model-choice';
import { isPlaceholderId } from './placeholder';
import type { ReasoningEffort } from './types';

export type SendInput = {
  model: string;
  messages: { role: 'user' | 'assistant' | 'system'; content: string }[];
  requestId: string;
  chatId?: string;
  assistantId?: string;
  webSearch?: boolean;
  /** Offer the built-in `run_python` (docs/decisions/156-code-interpreter.md). */
  code?: boolean;
  regeneration?: boolean;
  /** The message the question follows, or (regenerating) the question answered again. */
  parentId?: string;
  /** A sent question this one replaces as a new branch (docs/decisions/101-message-branches.md). */
  editOf?: string;
  /** Sent as repeated `file` parts (docs/decisions/134-…). */
  files?: File[];
  /** A new chat: temporary, or started in this folder (docs/decisions/151-…). */
  temporary?: boolean;
  folderId?: string;
  /** How hard a reasoning model thinks; sent only for models that take it (decision 154). */
  reasoningEffort?: ReasoningEffort;
  /** Compare (decision 165): another version of the answer to this saved question. */
  answerTo?: string;
  /** Knowledge bases the answer searches and cites (docs/decisions/164-knowledge-ui.md). */
  knowledge?: string[];
  /** The chat's tool switches (decision 206): a new chat keeps them; a saved one is told again. */
  toolChoice?: Record<string, boolean>;
};

/**
 * The streaming request of SPEC §7 through the same-origin `/api`: multipart `messages`,
 * `requestId`, a `file` part per attached file; query `timestamp`, `browsing` (gpt:gpt and gpt:gpt-mini only),
 * `assistantId`, `chatId` — never a placeholder `fk-` id.
 */
export function buildSendRequest(
  input: SendInput,
  now = Date.now(),
): { url: string; init: RequestInit } {
  const { provider, llm } = splitModel(input.model);
  const query = new URLSearchParams({ timestamp: String(now) });
  if (input.webSearch && supportsWebSearch(input.model)) query.set('browsing', 'true');
  if (input.code) query.set('code', 'true');
  if (input.assistantId) query.set('assistantId', input.assistantId);
  if (input.reasoningEffort) query.set('reasoningEffort', input.reasoningEffort);
  if (input.answerTo) query.set('answerTo', input.answerTo);
  if (input.knowledge?.length) query.set('knowledge', input.knowledge.join(','));
  if (input.chatId && !isPlaceholderId(input.chatId)) query.set('chatId', input.chatId);
  else {
    if (input.temporary) query.set('temporary', 'true');
    if (input.folderId) query.set('folderId', input.folderId);
  }
  const body = new FormData();
  body.set('messages', JSON.stringify(input.messages));
  body.set('requestId', input.requestId);
  if (input.regeneration) body.set('regeneration', 'true');
  if (input.parentId) body.set('parentId', input.parentId);
  if (input.editOf) body.set('editOf', input.editOf);
  if (input.toolChoice && Object.keys(input.toolChoice).length > 0) {
    body.set('toolChoice', JSON.stringify(input.toolChoice));
  }
  for (const file of input.files ?? []) body.append('file', file);
  return {
    url: `/api/v1/openai/${encodeURIComponent(provider)}/${encodeURIComponent(llm)}?${query}`,
    init: { method: 'POST', body, headers: { 'X-Stream': 'true', Accept: 'text/event-stream' } },
  };
}

/** Attaching again to a generation, from the event after `lastEventId` (or from the start). */
export function buildResumeRequest(
  requestId: string,
  lastEventId?: string,
): { url: string; init: RequestInit } {
  const headers: Record<string, string> = { Accept: 'text/event-stream' };
  if (lastEventId) headers['Last-Event-ID'] = lastEventId;
  return { url: `/api/v1/openai/stream/${encodeURIComponent(requestId)}`, init: { headers } };
}

/**
 * Tells the api to stop the answer `requestId` (after its handle's `stop()`); resolves to the
 * kopecks the stopped answer was charged (the stream that would have told it is no longer read),
 * or undefined when the api did not say. A failure changes nothing.
 */
export function stopOnServer(requestId: string): Promise<number | undefined> {
  return fetch(`/api/v1/openai/stop/${encodeURIComponent(requestId)}`, { method: 'POST' })
    .then((response) => (response.ok ? response.json() : undefined))
    .then((body: unknown) => {
      const cost = (body as { cost?: unknown } | undefined)?.cost;
      return typeof cost === 'number' ? cost : undefined;
    })
    .catch(() => undefined);
}

import type { Context } from 'hono';
import type { AuthEnv } from '../auth/require-auth';
import { chatsOf } from '../chat/chat-db';
import type { Env } from '../env';
import { ApiError, messageFor } from '../lib/errors';
import { localeOf } from '../lib/messages';
import type { MessageRow } from '../messages/message-store';
import type { ToolCallRecord } from './finish-records';
import { generationsOf } from './generation';
import { encodeFrame, parseFrames, SSE_HEADERS } from './sse';
import type { GenerationMeta } from './types';

/**
 * The SSE events of the generation `requestId` by `authorId` after `afterId`, live until
 * `[DONE]` or until `readerId` loses the chat (decision 193); null when its object no longer
 * keeps them.
 */
export async function eventStream(
  env: Pick<Env, 'GENERATION'>,
  authorId: string,
  requestId: string,
  afterId: number,
  readerId: string,
): Promise<ReadableStream | null> {
  const query = new URLSearchParams({
    request: requestId,
    after: String(afterId),
    reader: readerId,
  });
  const res = await generationsOf(env, authorId).fetch(`https://generation/events?${query}`);
  return res.ok ? res.body : null;
}

/**
 * Events rebuilt from the saved answer, for a generation whose own log has expired: its text as
 * one delta, its usage or error, then `[DONE]`.
 */
export function savedAnswerFrames(row: MessageRow, locale: 'en' | 'ru', afterId: number): string {
  const events: Parameters<typeof encodeFrame>[0][] = [];
  const push = (event: Parameters<typeof encodeFrame>[0]['event'], data: unknown) =>
    events.push({
      id: events.length + 1,
      event,
      data: typeof data === 'string' ? data : JSON.stringify(data),
    });
  // The sources first, as they streamed right after `meta` (decision 163).
  if (row.citations) push('citations', { sources: JSON.parse(row.citations) as unknown[] });
  // The tool calls first, then the whole text (the order of steps is not kept in the row).
  const calls = row.tool_calls ? (JSON.parse(row.tool_calls) as ToolCallRecord[]) : [];
  for (const { id, server, tool, input, ...result } of calls) {
    push('tool-call', { id, server, tool, input });
    // Everything its live `tool-result` told, the MCP App view included (decision 171): a page
    // that reads a saved answer's stream shows the view as it showed it live.
    const { output, isError, durationMs, memoryId, files, app } = result;
    push('tool-result', {
      id,
      output,
      isError,
      ...(durationMs !== undefined ? { durationMs } : {}),
      ...(memoryId ? { memoryId } : {}),
      ...(files?.length ? { files } : {}),
      ...(app ? { app } : {}),
    });
  }
  // The thinking as one reasoning event before the text, as it streamed (decision 154).
  if (row.reasoning) push('reasoning', { text: row.reasoning, ms: row.reasoning_ms ?? 0 });
  if (row.content) push('delta', { text: row.content });
  if (row.status === 'error') {
    const code = row.error_code ?? 'provider_error';
    push('error', { code, message: messageFor(code, locale) });
  } else if (row.input_tokens !== null) {
    push('usage', {
      input: row.input_tokens,
      output: row.output_tokens ?? 0,
      ...(row.reasoning_tokens ? { reasoning: row.reasoning_tokens } : {}),
      cost: row.cost_kopecks ?? 0,
      messageId: row.id,
    });
  }
  push(undefined, '[DONE]');
  return events
    .filter((e) => e.id > afterId)
    .map(encodeFrame)
    .join('');
}

export function sseResponse(body: ReadableStream | string): Response {
  return new Response(body, { headers: SSE_HEADERS });
}

/**
 * The non-streaming answer: waits for the generation to end and returns its ids, text, status,
 * usage and cost. A failed generation answers 502 with the same fields and the error.
 */
export async function jsonAnswer(c: Context<AuthEnv>, authorId: string, requestId: string) {
  const body = await eventStream(c.env, authorId, requestId, 0, c.var.auth.userId);
  if (!body) throw new ApiError(404, 'not_found');
  const { events } = parseFrames(`${await new Response(body).text()}\n\n`);
  const metaEvent = events.find((e) => e.event === 'meta');
  if (!metaEvent) throw new ApiError(500, 'internal_error');
  const meta = JSON.parse(metaEvent.data) as GenerationMeta;
  // The author's home: an answer is written in its author's own chat (decision 218).
  const db = await chatsOf(c.env, authorId);
  const row = await db
    .prepare('SELECT * FROM messages WHERE id = ?1')
    .bind(meta.messageId)
    .first<MessageRow>();
  if (!row) throw new ApiError(500, 'internal_error');
  const answer = {
    ...meta,
    content: row.content,
    status: row.status,
    model: row.model,
    usage:
      row.input_tokens === null
        ? null
        : {
            input: row.input_tokens,
            output: row.output_tokens ?? 0,
            ...(row.reasoning_tokens ? { reasoning: row.reasoning_tokens } : {}),
          },
    cost: row.cost_kopecks ?? 0,
    ...(row.reasoning ? { reasoning: { text: row.reasoning, ms: row.reasoning_ms ?? 0 } } : {}),
    ...(row.citations ? { citations: JSON.parse(row.citations) as unknown[] } : {}),
  };
  if (row.status !== 'error') return c.json(answer);
  const code = row.error_code ?? 'provider_error';
  const locale = localeOf(c.req.header('x-ad-locale'));
  return c.json({ ...answer, code, message: messageFor(code, locale) }, 502);
}

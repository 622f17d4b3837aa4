import { costKopecks, estimateTokens } from '../billing/cost';
import { type Charge, settle, type UsageMeta } from '../billing/money';
import type { ChatDb } from '../chat/chat-db';
import type { OutputFile } from '../code-interpreter/output-files';
import { nowIso } from '../lib/time';
import type { CatalogModel } from '../providers/catalog';
import type { GenerationState } from './types';

export interface Outcome {
  status: 'complete' | 'stopped' | 'error';
  text: string;
  /** The model's thinking and how long after the answer began its last piece came (decision 154). */
  reasoning?: { text: string; ms: number };
  /** `output` includes the thinking tokens; `reasoning` is their share. */
  usage?: { input: number; output: number; reasoning?: number };
  cost: number;
  errorCode?: string;
  /** The tool calls of an answer that offered tools, with their results (decision 144). */
  toolCalls?: ToolCallRecord[];
}

/** One tool call of an answer as saved with it and answered in its message. */
export interface ToolCallRecord {
  id: string;
  server: string;
  tool: string;
  input: unknown;
  output: string;
  isError: boolean;
  /**
   * How long the tool ran, in ms, from its call (or its approval) to its result; answers saved
   * before it was kept have none, nor has a denied call.
   */
  durationMs?: number;
  /** The memory a built-in `remember` call saved (decision 158). */
  memoryId?: string;
  /** Files a `run_python` run wrote (decision 156). */
  files?: OutputFile[];
  /** The MCP App view shown with the result, rendered only on the sandbox origin (decision 171). */
  app?: { uri: string; html: string };
}

/**
 * The end of a run lost with its instance (the runtime died mid-answer): an error that keeps the
 * text saved so far and is billed for it like a stopped answer, the prompt and the streamed text,
 * never silently free (issue 25); nothing streamed costs nothing.
 */
export function lostOutcome(
  model: CatalogModel | undefined,
  state: GenerationState,
  text: string,
  reasoning?: { text: string; ms: number },
): Outcome {
  const thinking = estimateTokens(reasoning?.text ?? '');
  const usage = {
    input: Math.ceil((state.promptChars ?? 0) / 4),
    output: estimateTokens(text) + thinking,
    ...(thinking ? { reasoning: thinking } : {}),
  };
  const said = Boolean(text || reasoning);
  const cost = model && said ? costKopecks(model, usage) : 0;
  return {
    status: 'error',
    text,
    ...(reasoning ? { reasoning } : {}),
    ...(said ? { usage } : {}),
    cost,
    errorCode: 'lost',
  };
}

/**
 * The message's chat is not deleted: an answer stopped by its chat's wipe keeps its status and
 * bill, never its words (decision 193).
 */
const CHAT_KEPT = '(SELECT deleted_at FROM chats WHERE id = messages.chat_id) IS NULL';

/** Saves the answer's text so far while it streams (batched by the caller). */
export function saveProgress(db: ChatDb, messageId: string, text: string) {
  return db
    .prepare(
      `UPDATE messages SET content = ?2, updated_at = ?3
       WHERE id = ?1 AND status = 'streaming' AND ${CHAT_KEPT}`,
    )
    .bind(messageId, text, nowIso())
    .run();
}

/**
 * The final save, in one batch of conversation tables only (decision 216), in the author's home: the answer's text,
 * status, usage and cost, and its chat's `updated_at`. The charge is a separate step
 * (`answerCharge`, `settleAnswer`).
 */
export async function saveAnswer(db: ChatDb, state: GenerationState, outcome: Outcome) {
  const now = nowIso();
  const { meta } = state;
  await db.batch([
    db
      .prepare(
        `UPDATE messages SET content = CASE WHEN ${CHAT_KEPT} THEN ?2 ELSE '' END, status = ?3,
           input_tokens = ?4, output_tokens = ?5, cost_kopecks = ?6, error_code = ?7,
           updated_at = ?8, tool_calls = CASE WHEN ${CHAT_KEPT} THEN ?9 END,
           reasoning = CASE WHEN ${CHAT_KEPT} THEN ?10 END, reasoning_ms = ?11,
           reasoning_tokens = ?12 WHERE id = ?1`,
      )
      .bind(
        meta.messageId,
        outcome.text,
        outcome.status,
        outcome.usage?.input ?? null,
        outcome.usage?.output ?? null,
        outcome.cost,
        outcome.errorCode ?? null,
        now,
        outcome.toolCalls?.length ? JSON.stringify(outcome.toolCalls) : null,
        outcome.reasoning?.text ?? null,
        outcome.reasoning?.ms ?? null,
        outcome.usage?.reasoning ?? null,
      ),
    db.prepare('UPDATE chats SET updated_at = ?2 WHERE id = ?1').bind(meta.chatId, now),
  ]);
}

/** An answer's charge as its Generation object keeps it until settled (plain data, decision 216). */
export interface AnswerCharge {
  charge: Charge;
  meta: UsageMeta;
}

/**
 * What the answer owes against its hold, or undefined for an answer that placed none (a free
 * model). A record made before `held` was kept settles anyway: without a hold it changes nothing.
 */
export function answerCharge(state: GenerationState, outcome: Outcome): AnswerCharge | undefined {
  if (state.held === false) return undefined;
  const { meta } = state;
  return {
    charge: {
      holdId: meta.requestId,
      entityId: state.entityId,
      userId: state.userId,
      ref: meta.messageId,
      cost: outcome.cost,
      now: nowIso(),
    },
    // The answer's message names this model (start-records.ts); a record made before the chat's
    // mode was kept leaves it to the ledger's readers (decision 213).
    meta: { model: state.modelId, chatId: meta.chatId, chatMode: state.chatMode ?? null },
  };
}

/**
 * Settles an answer's charge against its hold, so a repeated or retried settle charges once
 * (decision 214); it throws when the team's money cannot be reached, and the caller keeps the
 * charge to retry it (decision 216).
 */
export function settleAnswer(db: D1Database, pending: AnswerCharge): Promise<void> {
  return settle(db, pending.charge, pending.meta);
}

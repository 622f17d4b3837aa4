import { chatsOf } from '../chat/chat-db';
import type { Env } from '../env';
import { ANSWER_TOKENS, CHARS_PER_TOKEN, windowOf } from '../generation/chat-documents';
import type { ChatMessage } from '../generation/send-form';
import type { Locale } from '../lib/messages';
import type { CatalogModel } from '../providers/catalog';
import { writeSummary } from './summarize';
import { summaryModelFor } from './summary-model';
import { type BranchTurn, branchTurns, type SummaryRow, summariesByEnd } from './summary-store';

/** Tokens a summary may take: an eighth of the window, at most this. */
const SUMMARY_TOKENS = 1_024;

/**
 * Characters of prompt (instructions, turns, files) that fit the model's window with room left
 * for the answer.
 *
 * @example promptBudgetChars({ contextWindow: 128_000, … }) // 336_000
 */
export function promptBudgetChars(model: CatalogModel): number {
  // The answer keeps a quarter of the window free, at most ANSWER_TOKENS.
  const window = windowOf(model);
  return (window - Math.min(ANSWER_TOKENS, Math.floor(window / 4))) * CHARS_PER_TOKEN;
}

/** The characters of the history in `turns`: every turn but the system ones and the question. */
function historyChars(turns: ChatMessage[]) {
  return turns
    .slice(0, -1)
    .filter((turn) => turn.role !== 'system')
    .reduce((sum, turn) => sum + turn.content.length, 0);
}

const charsOf = (turns: BranchTurn[]) => turns.reduce((sum, turn) => sum + turn.content.length, 0);

interface FoldedHistory {
  /** The turns to send: the client's system messages, the branch after the summary, the question. */
  turns: ChatMessage[];
  summary: { id: string; text: string; throughMessageId: string };
}

export interface FoldRequest {
  chatId: string;
  /** The chat's mode, named by the summary's ledger line (decision 213). */
  chatMode: string;
  /** The branch's last message before the question (a regeneration's: the question itself). */
  lastId: string | null | undefined;
  regeneration: boolean;
  /** The turns as they stand: system messages, history, then the question. */
  turns: ChatMessage[];
  /** The whole prompt's characters as it stands, over `promptBudgetChars`. */
  usedChars: number;
  payer: { userId: string; entityId: string };
  locale: Locale;
}

/**
 * Makes a chat's history fit the model's window (docs/decisions/169-long-chat-summaries.md):
 * the deepest summary stored on the branch is reused while it and the messages after it fit;
 * otherwise the older messages are folded (with that summary, if any) into a new summary by
 * the summary model, so that the newest messages fill at most half of what is left. Undefined
 * when nothing can be folded (the question alone overflows), and the send goes as it was.
 */
export async function foldHistory(
  env: Env,
  model: CatalogModel,
  request: FoldRequest,
): Promise<FoldedHistory | undefined> {
  if (request.lastId === null) return undefined;
  // Only the owner sends, so the chat lives with the payer's conversations.
  const db = await chatsOf(env, request.payer.userId);
  const branch = await branchTurns(db, request.chatId, request.lastId);
  if (request.regeneration && branch.at(-1)?.role === 'user') branch.pop();
  const room = promptBudgetChars(model) - (request.usedChars - historyChars(request.turns));
  const summaryChars = Math.min(SUMMARY_TOKENS, Math.floor(windowOf(model) / 8)) * CHARS_PER_TOKEN;
  const stored = await summariesByEnd(db, request.chatId);
  let from = -1;
  let prior: SummaryRow | undefined;
  for (const [index, turn] of branch.entries()) {
    const found = stored.get(turn.id);
    if (found) [from, prior] = [index, found];
  }
  const system = request.turns.filter((turn) => turn.role === 'system');
  const question = request.turns.at(-1) ?? { role: 'user', content: '' };
  const withTail = (start: number) => [
    ...system,
    ...branch.slice(start).map(({ role, content }): ChatMessage => ({ role, content })),
    question,
  ];
  if (prior && prior.text.length + charsOf(branch.slice(from + 1)) <= room) {
    return {
      turns: withTail(from + 1),
      summary: { id: prior.id, text: prior.text, throughMessageId: prior.through_message_id },
    };
  }
  // Keep the newest messages within half the room, and start them with a question.
  let keep = branch.length;
  let kept = 0;
  const keepRoom = Math.max(0, (room - summaryChars) / 2);
  for (let turn = branch[keep - 1]; turn && kept + turn.content.length <= keepRoom; ) {
    kept += turn.content.length;
    keep -= 1;
    turn = branch[keep - 1];
  }
  while (keep < branch.length && branch[keep]?.role !== 'user') keep += 1;
  const through = Math.max(keep - 1, from + 1);
  const last = branch[through];
  if (!last) return undefined;
  const summaryModel = await summaryModelFor(env);
  if (!summaryModel) return undefined;
  const transcript = transcriptOf(
    prior?.text,
    branch.slice(from + 1, through + 1),
    promptBudgetChars(summaryModel) - summaryChars,
  );
  const row = await writeSummary(env, summaryModel, {
    db,
    id: crypto.randomUUID(),
    chatId: request.chatId,
    chatMode: request.chatMode,
    throughMessageId: last.id,
    transcript,
    maxChars: summaryChars,
    payer: request.payer,
    locale: request.locale,
  });
  return {
    turns: withTail(through + 1),
    summary: { id: row.id, text: row.text, throughMessageId: row.through_message_id },
  };
}

/**
 * The summary model's input: the summary so far, then the messages folded in; past `maxChars`
 * the oldest messages' text is cut first (the summary so far always stays whole).
 */
function transcriptOf(prior: string | undefined, turns: BranchTurn[], maxChars: number) {
  const head = prior ? `Summary so far:\n${prior}\n\nNew messages:\n` : 'Messages:\n';
  const body = turns
    .map((turn) => `${turn.role === 'user' ? 'User' : 'Assistant'}: ${turn.content}`)
    .join('\n\n');
  const room = Math.max(0, maxChars - head.length);
  return head + (body.length > room ? body.slice(body.length - room) : body);
}

/** The instructions' paragraph that gives the model a summary of the earlier messages. */
export function summaryInstructions(text: string) {
  return `Summary of the earlier messages of this conversation:\n${text}`;
}

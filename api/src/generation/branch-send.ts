import type { ChatDb } from '../chat/chat-db';
import { ApiError } from '../lib/errors';
import { defineIssueTexts } from '../lib/issue-texts';
import { validationError } from '../lib/validation-error';
import { messageOfChat, pathTo } from '../messages/tree';
import { type ChatMessage, MAX_MESSAGES_BYTES, type SendForm } from './send-form';

const rules = defineIssueTexts({
  edit_a_question: {
    en: 'must name a question of this chat',
    ru: 'должно указывать на вопрос из этого чата',
  },
});

/** As many earlier turns as the web client sends with a question (its `historyLimit`). */
const HISTORY_TURNS = 20;

export interface TreePlace {
  /**
   * Send or edit: the parent of the new question (null: a first question); regeneration: the
   * question answered again. Undefined: the question follows the branch the chat shows.
   */
  parentId?: string | null;
  regeneration: boolean;
  /** The model's turns when the api builds them from the branch (edit and regeneration). */
  messages?: ChatMessage[];
}

/**
 * Where a send goes in the chat's tree (docs/decisions/101-message-branches.md). An edit
 * (`editOf`) becomes a sibling of the question it replaces; a regeneration a sibling answer of
 * its question. For both the model gets the branch's path from the first message to there, read
 * from the chat's home, never the other branches the client may have shown; a plain send keeps the client's
 * history, which is the branch it shows.
 */
export async function placeInTree(
  db: ChatDb,
  chatId: string | undefined,
  form: SendForm,
): Promise<TreePlace> {
  if (!chatId) {
    if (form.editOf || form.parentId) throw new ApiError(404, 'not_found');
    return { regeneration: form.regeneration };
  }
  const system = form.messages.filter((m) => m.role === 'system');
  const question = form.messages.at(-1) ?? { role: 'user', content: '' };
  if (form.editOf) {
    const edited = await messageOfChat(db, chatId, form.editOf);
    if (edited.role !== 'user') throw validationError('editOf', rules.edit_a_question);
    const before = edited.parent_id ? await pathTo(db, chatId, edited.parent_id) : [];
    return {
      parentId: edited.parent_id,
      regeneration: false,
      messages: [...system, ...fitTurns([...turnsOf(before).slice(-HISTORY_TURNS), question])],
    };
  }
  if (form.regeneration) {
    const asked = await questionToAnswerAgain(db, chatId, form.parentId);
    if (!asked) return { regeneration: true };
    const path = turnsOf(await pathTo(db, chatId, asked.id));
    const last = path.at(-1);
    const turns = last ? [...path.slice(0, -1).slice(-HISTORY_TURNS), last] : [question];
    return { parentId: asked.id, regeneration: true, messages: [...system, ...fitTurns(turns)] };
  }
  if (form.parentId) await messageOfChat(db, chatId, form.parentId);
  return { parentId: form.parentId, regeneration: false };
}

/** The question a regeneration answers: the one named, else the shown branch's last. */
async function questionToAnswerAgain(db: ChatDb, chatId: string, named?: string) {
  if (named) {
    const node = await messageOfChat(db, chatId, named);
    if (node.role !== 'user') throw validationError('parentId', rules.edit_a_question);
    return node;
  }
  const leaf = await db
    .prepare(
      `SELECT m.id, m.role, m.parent_id FROM chats c JOIN messages m
         ON m.id = c.current_leaf_id AND m.chat_id = c.id WHERE c.id = ?1`,
    )
    .bind(chatId)
    .first<{ id: string; role: string; parent_id: string | null }>();
  if (!leaf) return undefined;
  if (leaf.role === 'user') return leaf;
  if (!leaf.parent_id) return undefined;
  const parent = await messageOfChat(db, chatId, leaf.parent_id);
  return parent.role === 'user' ? parent : undefined;
}

/** A stored branch as model turns: failed and empty answers left out, as the client does. */
function turnsOf(path: { role: ChatMessage['role']; content: string; status: string }[]) {
  return path
    .filter((m) => m.status !== 'error' && m.content !== '')
    .map(({ role, content }): ChatMessage => ({ role, content }));
}

/** The newest turns within the send form's messages cap; the last (the question) always stays. */
function fitTurns(turns: ChatMessage[]) {
  const encoder = new TextEncoder();
  let first = 0;
  let total = turns.reduce((sum, t) => sum + encoder.encode(JSON.stringify(t)).byteLength + 1, 2);
  while (total > MAX_MESSAGES_BYTES && first < turns.length - 1) {
    total -= encoder.encode(JSON.stringify(turns[first])).byteLength + 1;
    first += 1;
  }
  return turns.slice(first);
}

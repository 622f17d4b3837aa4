import type { ChatDb } from '../chat/chat-db';
import { registerErrorMessages } from '../lib/errors';
import { defineIssueTexts } from '../lib/issue-texts';
import { validationError } from '../lib/validation-error';
import { messageOfChat } from '../messages/tree';
import { placeInTree, type TreePlace } from './branch-send';
import type { SendForm } from './send-form';

/** How many answers to one question may stream at once (compare: up to four models). */
export const MAX_RUNNING_ANSWERS = 4;

const rules = defineIssueTexts({
  answer_to_needs_chat: {
    en: 'needs chatId: the question must be in a chat',
    ru: 'требует chatId: вопрос должен быть в чате',
  },
  answer_to_question: {
    en: 'must name a question of this chat',
    ru: 'должно указывать на вопрос из этого чата',
  },
});

registerErrorMessages({
  too_many_answers: {
    en: `At most ${MAX_RUNNING_ANSWERS} answers to one question can be written at once`,
    ru: `Одновременно на один вопрос пишется не больше ${MAX_RUNNING_ANSWERS} ответов`,
  },
});

/**
 * Where a send with `answerTo` goes (docs/decisions/165-compare-models.md): another version of
 * the answer to that question of the chat, like a regeneration naming it. Someone else's or an
 * unknown message is 404; an answer (not a question) is a 400 naming the field. The client's
 * system messages are kept, so a merge can carry the candidate answers.
 */
export async function answerToPlace(
  db: ChatDb,
  chatId: string | undefined,
  form: SendForm,
  answerTo: string,
): Promise<TreePlace> {
  if (!chatId) throw validationError('answerTo', rules.answer_to_needs_chat);
  const asked = await messageOfChat(db, chatId, answerTo);
  if (asked.role !== 'user') throw validationError('answerTo', rules.answer_to_question);
  const { editOf: _edit, ...rest } = form;
  return placeInTree(db, chatId, { ...rest, regeneration: true, parentId: answerTo });
}

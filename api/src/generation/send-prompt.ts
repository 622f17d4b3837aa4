import { chatsOf } from '../chat/chat-db';
import {
  foldHistory,
  promptBudgetChars,
  summaryInstructions,
} from '../chat-summaries/fold-history';
import type { Env } from '../env';
import type { Locale } from '../lib/messages';
import type { CatalogModel } from '../providers/catalog';
import { filesOfQuestion, prepareAttachments } from './attachment';
import type { TreePlace } from './branch-send';
import { earlierFiles, roomForDocuments } from './chat-documents';
import { promptChars } from './prompt-size';
import { type SendForm, toModelMessages } from './send-form';

/**
 * What a text send asks the model: the turns (the client's, or the branch's for an edit or a
 * regeneration), the files sent with the question, and the files of earlier turns that still
 * fit the model's window (documents, decision 134; images for a vision model, decision 174). A
 * chat's history past the window is folded into a summary (decision 169), the one thing stored
 * and billed here.
 *
 * @example const { files, instructions, messages, leftOut } = await sendPrompt(env, {...})
 */
export async function sendPrompt(
  env: Env,
  send: {
    model: CatalogModel;
    form: SendForm;
    place: TreePlace;
    chatId: string | undefined;
    /** That chat's mode, named by a summary's ledger line (decision 213). */
    chatMode: string;
    /** The assistant's system prompt, before the client's system messages. */
    system: string | undefined;
    keyPrefix: string;
    /** Runs once before any file is read (e.g. refuses a send nobody can pay for). */
    beforeReading: () => Promise<void>;
    /** Who pays for a summary of earlier messages, and the reader's language. */
    payer: { userId: string; entityId: string; locale: Locale };
  },
) {
  const { model, form, place, chatId } = send;
  let checked: Promise<void> | undefined;
  const beforeReading = () => {
    checked ??= send.beforeReading();
    return checked;
  };
  // An edit without files of its own keeps the files its question was sent with.
  const uploads =
    form.files.length === 0 && form.editOf && chatId
      ? await filesOfQuestion(env, await chatsOf(env, send.payer.userId), chatId, form.editOf)
      : form.files;
  if (uploads.length > 0) await beforeReading();
  const files = await prepareAttachments(env, uploads, model, send.keyPrefix);
  let turns = place.messages ?? form.messages;
  const ofQuestion = files.map((file) => file.part);
  const sized = (summary?: string) => {
    const withFiles = toModelMessages(turns, ofQuestion);
    const instructions = [send.system, summary && summaryInstructions(summary), ...withFiles.system]
      .filter(Boolean)
      .join('\n\n');
    const used = promptChars({
      modelId: model.id,
      browsing: false,
      ...withFiles,
      system: instructions,
    });
    return { instructions, used };
  };
  let { instructions, used } = sized();
  // Only a history past the window costs more than this count (decision 169).
  const folded =
    chatId && used > promptBudgetChars(model)
      ? await foldHistory(env, model, {
          chatId,
          chatMode: send.chatMode,
          lastId: place.parentId,
          regeneration: place.regeneration,
          turns,
          usedChars: used,
          payer: send.payer,
          locale: send.payer.locale,
        })
      : undefined;
  if (folded) {
    turns = folded.turns;
    ({ instructions, used } = sized(folded.summary.text));
  }
  // A send or an edit follows its parent; a regeneration answers its question again (parentId).
  const earlier = await earlierFiles(
    env,
    {
      ownerId: send.payer.userId,
      chatId,
      lastId: place.parentId,
      roomChars: roomForDocuments(model, used),
      vision: model.capabilities.includes('vision'),
    },
    beforeReading,
  );
  const { messages } = toModelMessages(turns, [...earlier.parts, ...ofQuestion]);
  return { files, instructions, messages, leftOut: earlier.leftOut, summary: folded?.summary };
}

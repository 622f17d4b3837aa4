import { APICallError, generateImage, NoImageGeneratedError } from 'ai';
import { holdExists, placeHoldOnce, releaseHold } from '../billing/money';
import { type ChatDb, chatsOf } from '../chat/chat-db';
import { chatNameFrom } from '../chat/chat-name';
import type { Env } from '../env';
import { generationsOf } from '../generation/generation';
import { ApiError } from '../lib/errors';
import type { Locale } from '../lib/messages';
import { nowIso } from '../lib/time';
import type { CatalogModel, ImageOptions } from '../providers/catalog';
import './errors';
import { imageAnswerJson, repeatedImageAnswer } from './image-answer';
import { loadInputImage, storeImages } from './image-bytes';
import { imageModelFor, sizeOptions } from './image-model';
import { failImageAnswer, finishImageAnswer, type ImageAnswer } from './image-records';
import type { ImageRequest } from './image-request';

export interface ImageSendInput {
  requestId: string;
  userId: string;
  entityId: string;
  locale: Locale;
  /** An existing chat the caller owns (checked by the route); without it a new image chat. */
  chatId?: string;
  prompt: string;
  model: CatalogModel & { image: ImageOptions };
  request: ImageRequest;
}

/**
 * One image answer, once per requestId: hold `kopecksPerImage × n`, save the question and a
 * pending answer, ask the provider (refining the chat's last image, or the one chosen, when the
 * model can edit), keep the bytes in R2 and settle — or release the hold and mark the error.
 * The messages and the chat are written in the sender's own conversations (decision 223).
 */
export async function sendImage(env: Env, input: ImageSendInput) {
  const db = env.DB;
  const chats = await chatsOf(env, input.userId);
  const existing = await repeatedImageAnswer(db, chats, input.requestId, input.userId);
  if (existing) return existing;
  const now = nowIso();
  const answer: ImageAnswer = {
    requestId: input.requestId,
    userId: input.userId,
    entityId: input.entityId,
    chatId: input.chatId ?? crypto.randomUUID(),
    messageId: crypto.randomUUID(),
    model: input.model.id,
    cost: input.model.image.kopecksPerImage * input.request.n,
  };
  // The image to refine: the one chosen, else (a follow-up) the chat's last one.
  const source = input.model.image.canEdit
    ? await loadInputImage(env, input.userId, input.request.inputMediaId, input.chatId)
    : undefined;
  if (input.request.inputMediaId && !source) throw new ApiError(404, 'not_found');
  // The hold, then the start records, each its own step (decision 219): a repeat of the same
  // requestId at the same moment finds the hold taken and gets the first send's answer.
  const held = answer.cost > 0;
  if (held) {
    const placed = await placeHoldOnce(db, {
      requestId: input.requestId,
      entityId: input.entityId,
      userId: input.userId,
      model: input.model.id,
      amount: answer.cost,
      now,
    });
    if (placed === 'uncovered') throw new ApiError(402, 'insufficient_funds');
    if (placed === 'exists') return answerOfFirstSend(db, chats, input);
    // Watched from here by the author's Generation object: should this Worker stop before the
    // settle, its alarm settles or releases the hold (decision 233).
    try {
      await generationsOf(env, input.userId).watchImage(answer);
    } catch (error) {
      await releaseHold(db, input.requestId, input.entityId);
      throw error;
    }
  }
  try {
    await chats.batch(startStatements(chats, input, answer, now));
  } catch (error) {
    // Refused (the requestId has an answer already, the chat is gone, the conversations began
    // to move: 503 `storage_moving`): nothing stays held.
    if (held) {
      await releaseHold(db, input.requestId, input.entityId);
      await imageEnded(env, answer);
    }
    const first = await repeatedImageAnswer(db, chats, input.requestId, input.userId);
    if (first) return first;
    throw error;
  }
  let generated: Awaited<ReturnType<typeof generateImage>>;
  try {
    generated = await generateImage({
      model: imageModelFor(env, input.model),
      prompt: source ? { images: [source], text: input.prompt } : input.prompt,
      n: input.request.n,
      ...sizeOptions(input.model.image, input.request.size),
      maxRetries: 0,
    });
  } catch (error) {
    const code = refusedByProvider(error) ? 'image_refused' : 'image_provider_failed';
    console.error(`image generation failed: ${String(error)}`);
    await failImageAnswer(db, chats, answer, code);
    await imageEnded(env, answer);
    throw new ApiError(code === 'image_refused' ? 400 : 502, code);
  }
  const stored = await storeImages(env.FILES, input.userId, generated.images, input.request.size);
  await finishImageAnswer(db, chats, answer, stored);
  await imageEnded(env, answer);
  const saved = await imageAnswerJson(db, chats, input.requestId, input.userId);
  if (!saved) throw new ApiError(404, 'not_found');
  return saved;
}

/** The watch of a send that ended is dropped; if that fails, the alarm finds it ended (a no-op). */
async function imageEnded(env: Env, answer: ImageAnswer): Promise<void> {
  if (answer.cost <= 0) return;
  await generationsOf(env, answer.userId)
    .imageEnded(answer.requestId)
    .catch((error: unknown) => console.error('an image watch stays for the alarm', error));
}

/** How long a repeat waits for the send that holds its requestId to write its records. */
const FIRST_START_WAIT_MS = 5_000;

/**
 * A send whose requestId another send holds: that send's answer once its records are written
 * (the caller's: its result; someone else's: 404), or 404 when none appears (its records were
 * refused and its hold released, or it is still starting after `FIRST_START_WAIT_MS`).
 */
async function answerOfFirstSend(db: D1Database, chats: ChatDb, input: ImageSendInput) {
  const until = Date.now() + FIRST_START_WAIT_MS;
  for (let delay = 50; ; delay = Math.min(delay * 2, 500)) {
    const first = await repeatedImageAnswer(db, chats, input.requestId, input.userId);
    if (first) return first;
    if (Date.now() > until || !(await holdExists(db, input.requestId, input.entityId))) {
      throw new ApiError(404, 'not_found');
    }
    await new Promise((resolve) => setTimeout(resolve, delay));
  }
}

/**
 * A provider's 400 (a content-policy refusal, an invalid prompt) is the user's to fix, and so is
 * an answer without an image (Gemini's blocked prompt: HTTP 200, `promptFeedback.blockReason`).
 */
function refusedByProvider(error: unknown): boolean {
  if (NoImageGeneratedError.isInstance(error)) return true;
  return APICallError.isInstance(error) && error.statusCode === 400;
}

/** The chat (new, or touched), the user's prompt and the pending answer. */
function startStatements(db: ChatDb, input: ImageSendInput, answer: ImageAnswer, now: string) {
  const message = db.prepare(
    `INSERT INTO messages (id, chat_id, user_id, role, content, model, status, request_id,
       created_at, updated_at) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?9)`,
  );
  return [
    input.chatId
      ? db.prepare('UPDATE chats SET updated_at = ?2 WHERE id = ?1').bind(input.chatId, now)
      : db
          .prepare(
            `INSERT INTO chats (id, owner_id, entity_id, name, mode, model, created_at, updated_at)
             VALUES (?1, ?2, ?3, ?4, 'image', ?5, ?6, ?6)`,
          )
          .bind(
            answer.chatId,
            input.userId,
            input.entityId,
            chatNameFrom(input.prompt, input.locale),
            input.model.id,
            now,
          ),
    message.bind(
      crypto.randomUUID(),
      answer.chatId,
      input.userId,
      'user',
      input.prompt,
      input.model.id,
      'complete',
      null,
      now,
    ),
    message.bind(
      answer.messageId,
      answer.chatId,
      input.userId,
      'assistant',
      `${input.request.n}× ${input.request.size}`,
      input.model.id,
      'streaming',
      input.requestId,
      now,
    ),
  ];
}

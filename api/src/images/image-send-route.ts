import type { ChatRow } from '../chat/chat-store';
import type { Env } from '../env';
import type { SendForm } from '../generation/send-form';
import { ApiError } from '../lib/errors';
import type { Locale } from '../lib/messages';
import type { ServedModel } from '../providers/config';
import './errors';
import { readImageRequest } from './image-request';
import { sendImage } from './send-image';

/**
 * Refuses a model used in the wrong mode: image models only answer with `image=true` (SPEC §3's
 * image flag), text models only without it — before the body is read.
 */
export function checkModelMode(model: ServedModel, imageMode: boolean): void {
  const imageModel = model.capabilities.includes('image');
  if (imageMode && !imageModel) throw new ApiError(400, 'not_an_image_model');
  if (!imageMode && imageModel) throw new ApiError(400, 'not_a_text_model');
}

/** The image branch of `POST /v1/openai/{provider}/{llm}?image=true`: one JSON answer. */
export async function answerImageSend(
  env: Env,
  args: {
    model: ServedModel;
    form: SendForm;
    chat?: ChatRow;
    userId: string;
    entityId: string;
    locale: Locale;
  },
) {
  const { model, form, chat } = args;
  if (!model.image) throw new ApiError(400, 'not_an_image_model');
  if (chat && chat.mode !== 'image') throw new ApiError(400, 'not_an_image_chat');
  const request = readImageRequest(form.imageFields, model.image);
  return sendImage(env, {
    requestId: form.requestId,
    userId: args.userId,
    entityId: args.entityId,
    locale: args.locale,
    chatId: chat?.id,
    prompt: form.messages.at(-1)?.content ?? '',
    model: { ...model, image: model.image },
    request,
  });
}

import { z } from 'zod';
import { RequestIdSchema } from '../generation/send-form';
import { ApiError, registerErrorMessages } from '../lib/errors';
import { readLimitedForm } from '../lib/limited-body';
import { zodValidationError } from '../lib/validation-error';
import { sniffImageType } from '../profile/avatar-route';
import { AVATAR_STYLE_IDS, type AvatarStyle } from './styles';

registerErrorMessages({
  avatar_form_invalid: {
    en: 'The request must be multipart/form-data with requestId, style and count',
    ru: 'Запрос должен быть multipart/form-data с полями requestId, style и count',
  },
  avatar_photo_not_image: {
    en: 'The photo must be a PNG, JPEG or WebP image',
    ru: 'Фото должно быть изображением PNG, JPEG или WebP',
  },
  avatar_needs_face: {
    en: 'Upload a photo or describe the face',
    ru: 'Загрузите фото или опишите лицо',
  },
});

/** The photo's cap (OpenAI takes far more; a portrait needs no more than this). */
export const AVATAR_PHOTO_MAX_BYTES = 4 * 1024 * 1024;
export const AVATAR_MAX_COUNT = 4;
const DESCRIPTION_MAX = 1000;

const fieldsSchema = z.object({
  requestId: RequestIdSchema,
  style: z.enum(AVATAR_STYLE_IDS),
  count: z.coerce.number().int().min(1).max(AVATAR_MAX_COUNT),
  description: z.string().trim().max(DESCRIPTION_MAX).default(''),
});

export interface AvatarForm {
  requestId: string;
  style: AvatarStyle;
  count: number;
  description: string;
  photo?: { bytes: Uint8Array; type: string };
}

/**
 * Reads `POST /v1/avatars` (multipart), counted while it arrives: 413 past the photo's cap,
 * the photo's type sniffed from its bytes (the declared type and name are not trusted).
 */
export async function readAvatarForm(request: Request): Promise<AvatarForm> {
  if (!request.headers.get('content-type')?.includes('multipart/form-data')) {
    throw new ApiError(400, 'avatar_form_invalid');
  }
  const form = await readLimitedForm(
    request,
    AVATAR_PHOTO_MAX_BYTES + 64 * 1024,
    () => new ApiError(400, 'avatar_form_invalid'),
  );
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' ? value : undefined;
  };
  const input = {
    requestId: text('requestId'),
    style: text('style'),
    count: text('count') ?? '1',
    description: text('description'),
  };
  const parsed = fieldsSchema.safeParse(input);
  if (!parsed.success) throw zodValidationError(parsed.error, input, 'body');
  const file = form.get('photo');
  let photo: AvatarForm['photo'];
  if (file instanceof File && file.size > 0) {
    const bytes = new Uint8Array(await file.arrayBuffer());
    const type = sniffImageType(bytes);
    if (!type || type === 'image/gif') {
      throw new ApiError(400, 'avatar_photo_not_image', { field: 'photo' });
    }
    photo = { bytes, type };
  }
  if (!photo && !parsed.data.description) {
    throw new ApiError(400, 'avatar_needs_face', { field: 'description' });
  }
  return { ...parsed.data, photo };
}

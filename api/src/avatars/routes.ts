import { createRoute, z } from '@hono/zod-openapi';
import { type AuthEnv, requireAuth } from '../auth/require-auth';
import { UserSchema } from '../auth/schemas';
import { ApiError, registerErrorMessages } from '../lib/errors';
import {
  bearerSecurity,
  createRouter,
  errorResponse,
  jsonResponse,
  notSignedInResponse,
} from '../lib/router';
import { saveProfileAvatar } from '../profile/avatar-store';
import { requireUserRow, toUser } from '../users/user-store';
import { AVATAR_MAX_COUNT, AVATAR_PHOTO_MAX_BYTES, readAvatarForm } from './avatar-form';
import { avatarModel } from './avatar-model';
import { avatarRuns } from './avatar-records';
import { startAvatarRun } from './run-avatars';
import { AVATAR_STYLE_IDS } from './styles';

registerErrorMessages({
  avatar_studio_off: {
    en: 'The avatar studio is off: no image model that can edit photos is configured.',
    ru: 'Студия аватаров выключена: не настроена модель, которая умеет редактировать фото.',
  },
});

export { AVATAR_MODEL_ID } from './avatar-model';

const ImageSchema = z.object({
  id: z.string(),
  url: z.string(),
  width: z.number().nullable(),
  height: z.number().nullable(),
});
const RunSchema = z
  .object({
    id: z.string(),
    requestId: z.string(),
    style: z.string(),
    description: z.string(),
    model: z.string(),
    count: z.number().int(),
    status: z.enum(['running', 'complete', 'error']),
    cost: z.number().int().nullable(),
    errorCode: z.string().nullable(),
    photoUrl: z.string().nullable(),
    images: z.array(ImageSchema),
    createdAt: z.string(),
  })
  .openapi('AvatarRun');

const configRoute = createRoute({
  tags: ['avatars'],
  security: bearerSecurity,
  method: 'get',
  path: '/config',
  summary: 'Whether the avatar studio is on, its styles, price per image and most images a run',
  responses: {
    200: jsonResponse(
      z.object({
        enabled: z.boolean(),
        model: z.string().nullable(),
        kopecksPerImage: z.number().int().nullable(),
        maxCount: z.number().int(),
        maxPhotoBytes: z.number().int(),
        styles: z.array(z.string()),
      }),
      'The studio',
    ),
    401: notSignedInResponse,
  },
});

const createRunRoute = createRoute({
  tags: ['avatars'],
  security: bearerSecurity,
  method: 'post',
  path: '/',
  summary:
    'Make avatars: multipart requestId, style, count (1…4), description and/or photo (≤ 4 MB)',
  request: {
    body: {
      required: true,
      content: {
        'multipart/form-data': {
          schema: z.object({
            requestId: z.string(),
            style: z.enum(AVATAR_STYLE_IDS),
            count: z.string().optional(),
            description: z.string().optional(),
            photo: z.string().optional().openapi({ format: 'binary' }),
          }),
        },
      },
    },
  },
  responses: {
    202: jsonResponse(
      RunSchema,
      'The run, started (`running`: poll `GET /v1/avatars/{id}`); the same requestId again: the same run',
    ),
    400: errorResponse('Invalid form or not an image'),
    401: notSignedInResponse,
    402: errorResponse('Not enough money'),
    404: errorResponse('The requestId belongs to someone else'),
    413: errorResponse('Photo too large'),
    503: errorResponse('The studio is off'),
  },
});

const listRunsRoute = createRoute({
  tags: ['avatars'],
  security: bearerSecurity,
  method: 'get',
  path: '/',
  summary: 'My avatar runs, newest first (at most 50)',
  responses: {
    200: jsonResponse(z.object({ items: z.array(RunSchema) }), 'The runs'),
    401: notSignedInResponse,
  },
});

const RunParamSchema = z.object({ id: z.string().min(1).max(100) });

const getRunRoute = createRoute({
  tags: ['avatars'],
  security: bearerSecurity,
  method: 'get',
  path: '/{id}',
  summary: 'One of my avatar runs',
  request: { params: RunParamSchema },
  responses: {
    200: jsonResponse(RunSchema, 'The run'),
    401: notSignedInResponse,
    404: errorResponse('No such run of the caller'),
  },
});

const setProfileRoute = createRoute({
  tags: ['avatars'],
  security: bearerSecurity,
  method: 'post',
  path: '/{id}/images/{imageId}/profile',
  summary: 'Make one of my avatars my profile picture',
  request: { params: RunParamSchema.extend({ imageId: z.string().min(1).max(100) }) },
  responses: {
    200: jsonResponse(UserSchema, 'The user with the new avatar'),
    401: notSignedInResponse,
    404: errorResponse('No such avatar of the caller'),
  },
});

/** `/v1/avatars`: the avatar studio (docs/decisions/076-avatar-studio.md). */
export const avatars = createRouter<AuthEnv>();
avatars.use('*', requireAuth);

avatars.openapi(configRoute, async (c) => {
  const model = await avatarModel(c.env);
  return c.json(
    {
      enabled: Boolean(model),
      model: model?.id ?? null,
      kopecksPerImage: model?.image.kopecksPerImage ?? null,
      maxCount: Math.min(AVATAR_MAX_COUNT, model?.image.maxImages ?? AVATAR_MAX_COUNT),
      maxPhotoBytes: AVATAR_PHOTO_MAX_BYTES,
      styles: [...AVATAR_STYLE_IDS],
    },
    200,
  );
});

// The multipart body is read by the counting reader (413 at the cap), never buffered by Hono.
avatars.openAPIRegistry.registerPath(createRunRoute);
avatars.post('/', async (c) => {
  const model = await avatarModel(c.env);
  if (!model) throw new ApiError(503, 'avatar_studio_off');
  const form = await readAvatarForm(c.req.raw);
  const { userId, entityId } = c.var.auth;
  return c.json(await startAvatarRun(c.env, { userId, entityId }, model, form), 202);
});

avatars.openapi(listRunsRoute, async (c) => {
  return c.json({ items: await avatarRuns(c.env.DB, c.var.auth.userId) }, 200);
});

avatars.openapi(getRunRoute, async (c) => {
  const { id } = c.req.valid('param');
  const [run] = await avatarRuns(c.env.DB, c.var.auth.userId, { id });
  if (!run) throw new ApiError(404, 'not_found');
  return c.json(run, 200);
});

avatars.openapi(setProfileRoute, async (c) => {
  const { id, imageId } = c.req.valid('param');
  const { userId } = c.var.auth;
  const row = await c.env.DB.prepare(
    `SELECT m.r2_key, m.content_type FROM media m JOIN avatar_runs r ON r.id = m.avatar_run_id
     WHERE m.id = ?1 AND r.id = ?2 AND r.user_id = ?3 AND m.owner_id = ?3`,
  )
    .bind(imageId, id, userId)
    .first<{ r2_key: string; content_type: string }>();
  const object = row ? await c.env.FILES.get(row.r2_key) : null;
  if (!row || !object) throw new ApiError(404, 'not_found');
  await saveProfileAvatar(
    c.env,
    userId,
    new Uint8Array(await object.arrayBuffer()),
    row.content_type,
  );
  return c.json(toUser(await requireUserRow(c.env.DB, userId)), 200);
});

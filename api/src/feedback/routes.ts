import { createRoute, z } from '@hono/zod-openapi';
import { bearerOf, verifyAccessToken } from '../auth/access-token';
import type { AppEnv } from '../env';
import { ApiError, registerErrorMessages } from '../lib/errors';
import { optionalFile, parseFormFields } from '../lib/form-fields';
import { readLimitedForm } from '../lib/limited-body';
import { localeOf } from '../lib/messages';
import { clientAddress, consumeAttempt, limitFrom } from '../lib/rate-limit';
import { createRouter, errorResponse, jsonResponse } from '../lib/router';
import { nowIso } from '../lib/time';
import { sniffImageType } from '../profile/avatar-route';
import { checkFormToken, issueFormToken } from './form-token';

registerErrorMessages({
  feedback_screenshot_not_image: {
    en: 'The screenshot must be a PNG, JPEG, WebP or GIF image',
    ru: 'Скриншот должен быть изображением PNG, JPEG, WebP или GIF',
  },
});

export const SCREENSHOT_MAX_BYTES = 5 * 1024 * 1024;
/** Room for the text fields and the multipart framing around the screenshot. */
const FORM_MAX_BYTES = SCREENSHOT_MAX_BYTES + 64 * 1024;

const FeedbackFieldsSchema = z.object({
  rating: z.coerce.number().int().min(1).max(5),
  message: z.string().trim().min(1).max(5000),
  email: z.union([z.literal(''), z.email().max(254)]).optional(),
  formToken: z.string().max(500).optional(),
  /** The honeypot: hidden from people, filled by bots that fill every field. */
  website: z.string().max(2000).optional(),
});

const formRoute = createRoute({
  tags: ['feedback'],
  method: 'get',
  path: '/form',
  summary: 'A sealed token for one feedback form; send it back no earlier than `notBefore`',
  responses: {
    200: jsonResponse(z.object({ token: z.string(), notBefore: z.string() }), 'The form token'),
  },
});

const sendRoute = createRoute({
  tags: ['feedback'],
  method: 'post',
  path: '/',
  summary:
    'Feedback from anyone (multipart: rating 1–5, message, email?, formToken, screenshot? ≤ 5 MB)',
  request: {
    body: {
      required: true,
      content: {
        'multipart/form-data': {
          schema: FeedbackFieldsSchema.extend({
            screenshot: z.string().optional().openapi({ format: 'binary' }),
          }),
        },
      },
    },
  },
  responses: {
    201: jsonResponse(z.object({ ok: z.literal(true) }), 'Stored (or quietly dropped as spam)'),
    400: errorResponse('A bad field, an expired form or one sent too fast'),
    413: errorResponse('Larger than 5 MB'),
    429: errorResponse('Too much feedback from this address'),
  },
});

/** The signed-in author, when a valid access token came along; feedback is open to all. */
async function authorOf(env: AppEnv['Bindings'], header: string | undefined) {
  const token = bearerOf(header);
  const claims = token ? await verifyAccessToken(env.JWT_SECRET, token) : null;
  return claims?.userId ?? null;
}

/** `/v1/feedback`: open to all, spam-checked without a captcha (docs/decisions/071). */
export const feedback = createRouter<AppEnv>();

// Each form gets its own token: never from a cache.
feedback.openapi(formRoute, async (c) =>
  c.json(await issueFormToken(c.env), 200, { 'Cache-Control': 'no-store' }),
);

// The body is read by hand through the counting reader, never validated as a whole by Hono.
feedback.openAPIRegistry.registerPath(sendRoute);
feedback.post('/', async (c) => {
  const notImage = () =>
    new ApiError(400, 'feedback_screenshot_not_image', { field: 'screenshot' });
  const form = await readLimitedForm(
    c.req.raw,
    FORM_MAX_BYTES,
    () => new ApiError(400, 'bad_request'),
  );
  const fields = parseFormFields(form, FeedbackFieldsSchema);
  await checkFormToken(c.env, fields.formToken);
  const file = optionalFile(form, 'screenshot');
  const bytes = file ? new Uint8Array(await file.arrayBuffer()) : null;
  if (bytes && bytes.byteLength > SCREENSHOT_MAX_BYTES) {
    throw new ApiError(413, 'upload_too_large', { maxMb: SCREENSHOT_MAX_BYTES / 1024 / 1024 });
  }
  const type = bytes ? sniffImageType(bytes) : null;
  if (bytes && !type) throw notImage();
  const limit = limitFrom(c.env.FEEDBACK_PER_ADDRESS, c.env.FEEDBACK_WINDOW_SECONDS, {
    max: 5,
    windowMs: 60 * 60 * 1000,
  });
  await consumeAttempt(c.env.DB, [`feedback:ip:${clientAddress(c)}`], limit);
  // A filled honeypot looks like success to the bot, and nothing is kept.
  if (fields.website) return c.json({ ok: true as const }, 201);
  const id = crypto.randomUUID();
  const key = bytes && type ? `feedback/${id}` : null;
  if (bytes && key)
    await c.env.FILES.put(key, bytes, { httpMetadata: { contentType: type ?? '' } });
  await c.env.DB.prepare(
    `INSERT INTO feedback (id, rating, message, email, user_id, screenshot_key, screenshot_type, locale, created_at)
     VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9)`,
  )
    .bind(
      id,
      fields.rating,
      fields.message,
      fields.email || null,
      await authorOf(c.env, c.req.header('authorization')),
      key,
      key ? type : null,
      localeOf(c.req.header('x-ad-locale')),
      nowIso(),
    )
    .run();
  return c.json({ ok: true as const }, 201);
});

import { createRoute, z } from '@hono/zod-openapi';
import { type AuthEnv, requireAuth } from '../auth/require-auth';
import { sendEmail } from '../email/send-email';
import { ApiError, registerErrorMessages } from '../lib/errors';
import { optionalFile, parseFormFields } from '../lib/form-fields';
import { readLimitedForm } from '../lib/limited-body';
import { consumeAttempt, limitFrom } from '../lib/rate-limit';
import {
  bearerSecurity,
  createRouter,
  errorResponse,
  jsonResponse,
  notSignedInResponse,
} from '../lib/router';
import { nowIso } from '../lib/time';
import { sniffImageType } from '../profile/avatar-route';
import { requireUserRow } from '../users/user-store';
import { ticketConfirmationEmail, ticketForSupportEmail } from './ticket-emails';
import { findTicket, listTickets } from './ticket-store';

registerErrorMessages({
  ticket_attachment_type: {
    en: 'Attach an image (PNG, JPEG, WebP, GIF) or a PDF',
    ru: 'Приложите изображение (PNG, JPEG, WebP, GIF) или PDF',
  },
});

export const ATTACHMENT_MAX_BYTES = 5 * 1024 * 1024;

const TicketFieldsSchema = z.object({
  // One line: it becomes the subject of the mails, where a line break could forge a header.
  subject: z
    .string()
    .trim()
    .min(1)
    .max(200)
    .transform((subject) => subject.replace(/\p{Cc}+/gu, ' ')),
  message: z.string().trim().min(1).max(10_000),
});

const TicketSchema = z
  .object({
    id: z.string(),
    subject: z.string(),
    message: z.string(),
    status: z.enum(['open', 'answered', 'closed']),
    attachment: z.string().nullable().openapi({ description: '/api/v1/media/{id}, or null' }),
    createdAt: z.string(),
    updatedAt: z.string(),
    answers: z
      .array(z.object({ message: z.string(), createdAt: z.string() }))
      .openapi({ description: 'The operators’ answers, oldest first' }),
  })
  .openapi('SupportTicket');

const fileRoute = createRoute({
  tags: ['support'],
  security: bearerSecurity,
  method: 'post',
  path: '/tickets',
  summary: 'File a ticket (multipart: subject, message, attachment? ≤ 5 MB image or PDF)',
  request: {
    body: {
      required: true,
      content: {
        'multipart/form-data': {
          schema: TicketFieldsSchema.extend({
            attachment: z.string().optional().openapi({ format: 'binary' }),
          }),
        },
      },
    },
  },
  responses: {
    201: jsonResponse(
      TicketSchema,
      'Filed, mailed to support; a confirmation mailed to the author',
    ),
    400: errorResponse('A bad field or attachment'),
    401: notSignedInResponse,
    413: errorResponse('Larger than 5 MB'),
    429: errorResponse('Too many tickets'),
  },
});

const listRoute = createRoute({
  tags: ['support'],
  security: bearerSecurity,
  method: 'get',
  path: '/tickets',
  summary: 'My tickets, newest first',
  responses: {
    200: jsonResponse(z.object({ tickets: z.array(TicketSchema) }), 'The tickets'),
    401: notSignedInResponse,
  },
});

const getRoute = createRoute({
  tags: ['support'],
  security: bearerSecurity,
  method: 'get',
  path: '/tickets/{id}',
  summary: 'One of my tickets',
  request: { params: z.object({ id: z.string().min(1).max(100) }) },
  responses: {
    200: jsonResponse(TicketSchema, 'The ticket'),
    401: notSignedInResponse,
    404: errorResponse('No such ticket of the caller'),
  },
});

/** What an attachment is by its first bytes: an image or a PDF, else null. */
function attachmentType(bytes: Uint8Array): string | null {
  const pdf = [0x25, 0x50, 0x44, 0x46].every((byte, i) => bytes[i] === byte);
  return pdf ? 'application/pdf' : sniffImageType(bytes);
}

/** `/v1/support`: tickets of the signed-in user (docs/decisions/072). */
export const support = createRouter<AuthEnv>();
support.use('*', requireAuth);

support.openAPIRegistry.registerPath(fileRoute);
support.post('/tickets', async (c) => {
  const { userId } = c.var.auth;
  const form = await readLimitedForm(
    c.req.raw,
    ATTACHMENT_MAX_BYTES + 64 * 1024,
    () => new ApiError(400, 'bad_request'),
  );
  const fields = parseFormFields(form, TicketFieldsSchema);
  const file = optionalFile(form, 'attachment');
  const bytes = file ? new Uint8Array(await file.arrayBuffer()) : null;
  if (bytes && bytes.byteLength > ATTACHMENT_MAX_BYTES) {
    throw new ApiError(413, 'upload_too_large', { maxMb: ATTACHMENT_MAX_BYTES / 1024 / 1024 });
  }
  const type = bytes ? attachmentType(bytes) : null;
  if (bytes && !type) throw new ApiError(400, 'ticket_attachment_type', { field: 'attachment' });
  const limit = limitFrom(c.env.SUPPORT_TICKETS_PER_HOUR, '3600', { max: 5, windowMs: 3_600_000 });
  await consumeAttempt(c.env.DB, [`support:user:${userId}`], limit);

  const user = await requireUserRow(c.env.DB, userId);
  const id = crypto.randomUUID();
  const now = nowIso();
  const mediaId = bytes && type ? crypto.randomUUID() : null;
  const statements = [];
  if (bytes && type && mediaId) {
    const key = `support/${userId}/${mediaId}`;
    await c.env.FILES.put(key, bytes, { httpMetadata: { contentType: type } });
    statements.push(
      c.env.DB.prepare(
        `INSERT INTO media (id, owner_id, chat_id, r2_key, content_type, size, created_at)
         VALUES (?1, ?2, NULL, ?3, ?4, ?5, ?6)`,
      ).bind(mediaId, userId, key, type, bytes.byteLength, now),
    );
  }
  statements.push(
    c.env.DB.prepare(
      `INSERT INTO support_tickets (id, user_id, subject, message, status, attachment_media_id, created_at, updated_at)
       VALUES (?1, ?2, ?3, ?4, 'open', ?5, ?6, ?6)`,
    ).bind(id, userId, fields.subject, fields.message, mediaId, now),
  );
  await c.env.DB.batch(statements);

  const mail = {
    id,
    ...fields,
    author: { name: user.name, email: user.email, locale: user.locale },
    attachment: file && bytes ? { name: file.name || 'file', size: bytes.byteLength } : null,
  };
  if (c.env.SUPPORT_EMAIL) {
    await sendEmail(c.env, { to: c.env.SUPPORT_EMAIL, ...ticketForSupportEmail(mail) });
  } else {
    console.warn(`support ticket ${id} filed, but SUPPORT_EMAIL is unset: nobody was mailed`);
  }
  await sendEmail(c.env, { to: user.email, ...ticketConfirmationEmail(mail) });
  const ticket = await findTicket(c.env.DB, userId, id);
  return c.json(ticket, 201);
});

support.openapi(listRoute, async (c) =>
  c.json({ tickets: await listTickets(c.env.DB, c.var.auth.userId) }, 200),
);

support.openapi(getRoute, async (c) => {
  const ticket = await findTicket(c.env.DB, c.var.auth.userId, c.req.valid('param').id);
  if (!ticket) throw new ApiError(404, 'not_found');
  return c.json(ticket, 200);
});

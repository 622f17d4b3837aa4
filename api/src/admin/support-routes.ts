import { z } from '@hono/zod-openapi';
import { Hono } from 'hono';
import { sendEmail } from '../email/send-email';
import { ApiError } from '../lib/errors';
import { nowIso } from '../lib/time';
import { validate } from '../lib/validate';
import { ticketAnswerEmail } from '../support/ticket-emails';
import { answersOf } from '../support/ticket-store';
import { findUserRow } from '../users/user-store';
import type { OperatorEnv } from './operators';

const PageSchema = z.object({
  limit: z.coerce.number().int().min(1).max(200).default(50),
  offset: z.coerce.number().int().min(0).default(0),
});
const TicketQuerySchema = PageSchema.extend({
  status: z.enum(['open', 'answered', 'closed']).optional(),
});
const TicketPatchSchema = z.object({ status: z.enum(['open', 'answered', 'closed']) });
const AnswerSchema = z.object({ message: z.string().trim().min(1).max(10_000) });

/** `/v1/admin/support`: read the tickets (by status) and the feedback; mark a ticket's status. */
export const adminSupport = new Hono<OperatorEnv>()
  .get('/tickets', validate('query', TicketQuerySchema), async (c) => {
    const { status, limit, offset } = c.req.valid('query');
    const { results } = await c.env.DB.prepare(
      `SELECT t.id, t.subject, t.message, t.status, t.attachment_media_id, t.created_at,
         t.updated_at, u.email
       FROM support_tickets t JOIN users u ON u.id = t.user_id
       WHERE ?1 IS NULL OR t.status = ?1
       ORDER BY t.created_at DESC, t.id DESC LIMIT ?2 OFFSET ?3`,
    )
      .bind(status ?? null, limit, offset)
      .all<Record<string, string | null>>();
    const answers = await answersOf(
      c.env.DB,
      results.map((row) => String(row.id)),
    );
    return c.json({
      tickets: results.map((row) => ({
        id: row.id,
        author: row.email,
        subject: row.subject,
        message: row.message,
        status: row.status,
        hasAttachment: row.attachment_media_id !== null,
        createdAt: row.created_at,
        updatedAt: row.updated_at,
        answers: answers.get(String(row.id)) ?? [],
      })),
    });
  })
  // An answer is stored (its author sees it on the Support page), marks the ticket answered,
  // is audit-logged in the same batch, and is mailed to the author in their language.
  .post('/tickets/:id/answers', validate('json', AnswerSchema), async (c) => {
    const ticketId = c.req.param('id');
    const { message } = c.req.valid('json');
    const db = c.env.DB;
    const ticket = await db
      .prepare('SELECT id, user_id, subject, message FROM support_tickets WHERE id = ?1')
      .bind(ticketId)
      .first<{ id: string; user_id: string; subject: string; message: string }>();
    if (!ticket) throw new ApiError(404, 'not_found');
    const id = crypto.randomUUID();
    const now = nowIso();
    await db.batch([
      db
        .prepare(
          `INSERT INTO support_answers (id, ticket_id, operator_id, message, created_at)
           VALUES (?1, ?2, ?3, ?4, ?5)`,
        )
        .bind(id, ticketId, c.var.operator.userId, message, now),
      db
        .prepare("UPDATE support_tickets SET status = 'answered', updated_at = ?2 WHERE id = ?1")
        .bind(ticketId, now),
      db
        .prepare(
          `INSERT INTO admin_audit (id, operator_id, operator_email, action, target, details, created_at)
           VALUES (?1, ?2, ?3, 'ticket.answer', ?4, ?5, ?6)`,
        )
        .bind(
          crypto.randomUUID(),
          c.var.operator.userId,
          c.var.operator.email,
          ticketId,
          JSON.stringify({ answerId: id }),
          now,
        ),
    ]);
    const author = await findUserRow(db, ticket.user_id);
    if (author) {
      const mail = {
        id: ticket.id,
        subject: ticket.subject,
        message: ticket.message,
        author: { name: author.name, email: author.email, locale: author.locale },
        attachment: null,
      };
      await sendEmail(c.env, { to: author.email, ...ticketAnswerEmail(mail, message) });
    }
    return c.json({ id, ticketId, message, createdAt: now }, 201);
  })
  .patch('/tickets/:id', validate('json', TicketPatchSchema), async (c) => {
    const id = c.req.param('id');
    const { status } = c.req.valid('json');
    const db = c.env.DB;
    const now = nowIso();
    const [updated] = await db.batch([
      db
        .prepare('UPDATE support_tickets SET status = ?2, updated_at = ?3 WHERE id = ?1')
        .bind(id, status, now),
      db
        .prepare(
          `INSERT INTO admin_audit (id, operator_id, operator_email, action, target, details, created_at)
           SELECT ?1, ?2, ?3, 'ticket.status', ?4, ?5, ?6 WHERE changes() = 1`,
        )
        .bind(
          crypto.randomUUID(),
          c.var.operator.userId,
          c.var.operator.email,
          id,
          JSON.stringify({ status }),
          now,
        ),
    ]);
    if (updated?.meta.changes !== 1) throw new ApiError(404, 'not_found');
    return c.json({ id, status, updatedAt: now });
  })
  .get('/feedback', validate('query', PageSchema), async (c) => {
    const { limit, offset } = c.req.valid('query');
    const { results } = await c.env.DB.prepare(
      `SELECT f.id, f.rating, f.message, f.email, f.locale, f.created_at,
         f.screenshot_key IS NOT NULL AS has_screenshot, u.email AS user_email
       FROM feedback f LEFT JOIN users u ON u.id = f.user_id
       ORDER BY f.created_at DESC, f.id DESC LIMIT ?1 OFFSET ?2`,
    )
      .bind(limit, offset)
      .all<Record<string, string | number | null>>();
    return c.json({
      feedback: results.map((row) => ({
        id: row.id,
        rating: row.rating,
        message: row.message,
        email: row.user_email ?? row.email,
        locale: row.locale,
        hasScreenshot: row.has_screenshot === 1,
        createdAt: row.created_at,
      })),
    });
  });

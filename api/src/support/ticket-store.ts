export interface TicketRow {
  id: string;
  subject: string;
  message: string;
  status: 'open' | 'answered' | 'closed';
  attachment_media_id: string | null;
  created_at: string;
  updated_at: string;
}

/** The public shape of a ticket; its attachment is served by `GET /v1/media/{id}`. */
export function toTicket(row: TicketRow) {
  return {
    id: row.id,
    subject: row.subject,
    message: row.message,
    status: row.status,
    attachment: row.attachment_media_id ? `/api/v1/media/${row.attachment_media_id}` : null,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

const COLUMNS = 'id, subject, message, status, attachment_media_id, created_at, updated_at';

/** The caller's tickets, newest first. */
export async function listTickets(db: D1Database, userId: string) {
  const { results } = await db
    .prepare(
      `SELECT ${COLUMNS} FROM support_tickets WHERE user_id = ?1 ORDER BY created_at DESC LIMIT 100`,
    )
    .bind(userId)
    .all<TicketRow>();
  return results.map(toTicket);
}

/** One ticket of the caller, or null (another user's ticket is not theirs to see). */
export async function findTicket(db: D1Database, userId: string, id: string) {
  const row = await db
    .prepare(`SELECT ${COLUMNS} FROM support_tickets WHERE id = ?1 AND user_id = ?2`)
    .bind(id, userId)
    .first<TicketRow>();
  return row ? toTicket(row) : null;
}

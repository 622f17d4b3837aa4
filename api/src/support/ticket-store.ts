export interface TicketRow {
  id: string;
  subject: string;
  message: string;
  status: 'open' | 'answered' | 'closed';
  attachment_media_id: string | null;
  created_at: string;
  updated_at: string;
}

/** An operator's answer as its ticket's author sees it. */
export interface TicketAnswer {
  message: string;
  createdAt: string;
}

/** The public shape of a ticket; its attachment is served by `GET /v1/media/{id}`. */
export function toTicket(row: TicketRow, answers: TicketAnswer[] = []) {
  return {
    id: row.id,
    subject: row.subject,
    message: row.message,
    status: row.status,
    attachment: row.attachment_media_id ? `/api/v1/media/${row.attachment_media_id}` : null,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    answers,
  };
}

/** The operators' answers to these tickets, oldest first, by ticket id. */
export async function answersOf(
  db: D1Database,
  ticketIds: string[],
): Promise<Map<string, TicketAnswer[]>> {
  const byTicket = new Map<string, TicketAnswer[]>();
  if (ticketIds.length === 0) return byTicket;
  const { results } = await db
    .prepare(
      `SELECT ticket_id, message, created_at FROM support_answers
       WHERE ticket_id IN (SELECT value FROM json_each(?1)) ORDER BY created_at, rowid`,
    )
    .bind(JSON.stringify(ticketIds))
    .all<{ ticket_id: string; message: string; created_at: string }>();
  for (const row of results) {
    const list = byTicket.get(row.ticket_id) ?? [];
    list.push({ message: row.message, createdAt: row.created_at });
    byTicket.set(row.ticket_id, list);
  }
  return byTicket;
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
  const answers = await answersOf(
    db,
    results.map((row) => row.id),
  );
  return results.map((row) => toTicket(row, answers.get(row.id)));
}

/** One ticket of the caller, or null (another user's ticket is not theirs to see). */
export async function findTicket(db: D1Database, userId: string, id: string) {
  const row = await db
    .prepare(`SELECT ${COLUMNS} FROM support_tickets WHERE id = ?1 AND user_id = ?2`)
    .bind(id, userId)
    .first<TicketRow>();
  return row ? toTicket(row, (await answersOf(db, [row.id])).get(row.id)) : null;
}

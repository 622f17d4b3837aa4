import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { api, registerUser } from '../../test/helpers';

async function fileTicket(
  headers: Record<string, string>,
  fields: Record<string, string | Blob>,
): Promise<Response> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  return api('/v1/support/tickets', {
    method: 'POST',
    body: form,
    headers: { ...headers, 'X-Ad-Locale': 'en' },
  });
}

const mailsTo = (address: string) =>
  env.DB.prepare('SELECT subject, body FROM email_outbox WHERE to_address = ?1 ORDER BY created_at')
    .bind(address)
    .all<{ subject: string; body: string }>();

describe('support tickets', () => {
  it('files a ticket with a PDF, mails the author, lists it and serves the attachment', async () => {
    const { headers, email } = await registerUser({ name: 'Ira Ticket' });
    const subject = `Cannot pay ${crypto.randomUUID().slice(0, 6)}`;
    const res = await fileTicket(headers, {
      subject,
      message: 'The card form does not open.',
      attachment: new File(['%PDF-1.4 receipt'], 'receipt.pdf'),
    });
    expect(res.status).toBe(201);
    const ticket = (await res.json()) as { id: string; status: string; attachment: string };
    expect(ticket).toMatchObject({ subject, status: 'open' });
    const mails = (await mailsTo(email)).results;
    expect(mails.at(-1)?.subject).toContain(subject);
    expect(mails.at(-1)?.body).toContain('The card form does not open.');

    const list = (await (await api('/v1/support/tickets', { headers })).json()) as {
      tickets: { id: string }[];
    };
    expect(list.tickets.map((t) => t.id)).toEqual([ticket.id]);
    const media = await api(ticket.attachment.replace(/^\/api/, ''), { headers });
    expect(media.status).toBe(200);
    expect(media.headers.get('content-type')).toBe('application/pdf');
  });

  it('keeps the subject on one line, so it cannot add mail headers', async () => {
    const { headers, email } = await registerUser();
    const res = await fileTicket(headers, {
      subject: 'Hello\r\nBcc: victim@example.com',
      message: 'm',
    });
    expect(await res.json()).toMatchObject({ subject: 'Hello Bcc: victim@example.com' });
    const mails = (await mailsTo(email)).results;
    expect(mails.at(-1)?.subject).not.toMatch(/[\r\n]/);
  });

  it('shows a ticket only to its author: a stranger gets 404', async () => {
    const author = await registerUser();
    const stranger = await registerUser();
    const res = await fileTicket(author.headers, { subject: 'Mine', message: 'Private' });
    const { id } = (await res.json()) as { id: string };
    expect((await api(`/v1/support/tickets/${id}`, { headers: author.headers })).status).toBe(200);
    const foreign = await api(`/v1/support/tickets/${id}`, { headers: stranger.headers });
    expect(foreign.status).toBe(404);
    expect(await foreign.json()).toMatchObject({ code: 'not_found' });
    const list = (await (
      await api('/v1/support/tickets', { headers: stranger.headers })
    ).json()) as {
      tickets: unknown[];
    };
    expect(list.tickets).toEqual([]);
    expect((await api('/v1/support/tickets')).status).toBe(401);
  });

  it('refuses empty fields, long subjects and other files, storing nothing', async () => {
    const { headers, user } = await registerUser();
    const cases: [Record<string, string | Blob>, string, string][] = [
      [{ subject: '', message: 'x' }, 'validation_failed', 'subject'],
      [{ subject: 'x'.repeat(201), message: 'x' }, 'validation_failed', 'subject'],
      [{ subject: 'x', message: '  ' }, 'validation_failed', 'message'],
      [
        { subject: 'x', message: 'y', attachment: new File(['MZ'], 'a.exe') },
        'ticket_attachment_type',
        'attachment',
      ],
    ];
    for (const [fields, code, field] of cases) {
      const res = await fileTicket(headers, fields);
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ code, field });
    }
    const count = await env.DB.prepare(
      'SELECT count(*) AS n FROM support_tickets WHERE user_id = ?1',
    )
      .bind(user.id)
      .first<number>('n');
    expect(count).toBe(0);
  });

  it('limits a user to 5 tickets an hour, counted atomically', async () => {
    const { headers } = await registerUser();
    const statuses = await Promise.all(
      Array.from({ length: 7 }, (_, i) =>
        fileTicket(headers, { subject: `T${i}`, message: 'm' }).then((r) => r.status),
      ),
    );
    expect(statuses.filter((s) => s === 201)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(2);
  });
});

import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { api, registerUser } from '../../test/helpers';
import { adminCall, signInOperator } from './operator-helpers';

describe('support in the console', { timeout: 30_000 }, () => {
  it('reads open tickets with their author and closes one, which its author then sees', async () => {
    const operator = await signInOperator();
    const author = await registerUser({ name: 'Tanya Ticket' });
    const form = new FormData();
    const subject = `Refund ${crypto.randomUUID().slice(0, 6)}`;
    form.set('subject', subject);
    form.set('message', 'I was charged twice.');
    const filed = await api('/v1/support/tickets', {
      method: 'POST',
      body: form,
      headers: author.headers,
    });
    expect(filed.status).toBe(201);
    const { id } = (await filed.json()) as { id: string };

    const open = await adminCall(operator, 'GET', '/support/tickets?status=open');
    const { tickets } = (await open.json()) as { tickets: Record<string, unknown>[] };
    expect(tickets.find((t) => t.id === id)).toMatchObject({
      author: author.email,
      subject,
      message: 'I was charged twice.',
      status: 'open',
    });
    const closed = await adminCall(operator, 'PATCH', `/support/tickets/${id}`, {
      status: 'closed',
    });
    expect(closed.status).toBe(200);
    const mine = await api(`/v1/support/tickets/${id}`, { headers: author.headers });
    expect(await mine.json()).toMatchObject({ id, status: 'closed' });
    const audit = await adminCall(operator, 'GET', `/audit?target=${id}`);
    const { entries } = (await audit.json()) as { entries: { action: string }[] };
    expect(entries.map((e) => e.action)).toEqual(['ticket.status']);
    const missing = await adminCall(operator, 'PATCH', '/support/tickets/nope', {
      status: 'closed',
    });
    expect(missing.status).toBe(404);
    expect((await adminCall(operator, 'GET', '/support/feedback')).status).toBe(200);
  });

  it('stores an answer, shows it to the author, mails it, and audit-logs it; strangers see nothing', async () => {
    const operator = await signInOperator();
    const author = await registerUser({ name: 'Anna Answer' });
    const form = new FormData();
    form.set('subject', 'Where is my top-up');
    form.set('message', 'Paid an hour ago.');
    const filed = await api('/v1/support/tickets', {
      method: 'POST',
      body: form,
      headers: author.headers,
    });
    const { id } = (await filed.json()) as { id: string };
    const empty = await adminCall(operator, 'POST', `/support/tickets/${id}/answers`, {
      message: '  ',
    });
    expect(empty.status).toBe(400);
    const answered = await adminCall(operator, 'POST', `/support/tickets/${id}/answers`, {
      message: 'It arrived: see your balance.',
    });
    expect(answered.status).toBe(201);
    const mine = await api(`/v1/support/tickets/${id}`, { headers: author.headers });
    expect(await mine.json()).toMatchObject({
      id,
      status: 'answered',
      answers: [{ message: 'It arrived: see your balance.' }],
    });
    const list = await api('/v1/support/tickets', { headers: author.headers });
    const { tickets } = (await list.json()) as { tickets: { answers: unknown[] }[] };
    expect(tickets[0]?.answers).toHaveLength(1);
    const mail = await env.DB.prepare(
      'SELECT subject, body FROM email_outbox WHERE to_address = ?1 ORDER BY created_at DESC, rowid DESC LIMIT 1',
    )
      .bind(author.email)
      .first<{ subject: string; body: string }>();
    expect(mail?.subject).toMatch(/^(Answer to your request|Ответ на ваше обращение)/);
    expect(mail?.body).toContain('It arrived: see your balance.');
    const audit = await adminCall(operator, 'GET', `/audit?target=${id}`);
    const { entries } = (await audit.json()) as { entries: { action: string }[] };
    expect(entries.map((e) => e.action)).toEqual(['ticket.answer']);
    const consoleList = await adminCall(operator, 'GET', '/support/tickets?status=answered');
    const all = (await consoleList.json()) as { tickets: { id: string; answers: unknown[] }[] };
    expect(all.tickets.find((t) => t.id === id)?.answers).toHaveLength(1);
    const stranger = await registerUser();
    expect((await api(`/v1/support/tickets/${id}`, { headers: stranger.headers })).status).toBe(
      404,
    );
    const missing = await adminCall(operator, 'POST', '/support/tickets/nope/answers', {
      message: 'Hello',
    });
    expect(missing.status).toBe(404);
    const notOperator = await adminCall(author, 'POST', `/support/tickets/${id}/answers`, {
      message: 'Hello',
    });
    expect(notOperator.status).toBe(404);
  });
});

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
});

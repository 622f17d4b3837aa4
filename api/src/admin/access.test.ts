import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { createKey, openaiClient } from '../../test/api-key-helpers';
import { api, json, registerUser } from '../../test/helpers';
import { moveTeamMoney } from '../../test/move-helpers';
import { adminCall, signInOperator } from './operator-helpers';

/** Every console route, with a body that would pass validation. */
const routes = (entityId: string, userId: string): [string, string, unknown?][] => [
  ['GET', '/users?query=a'],
  ['GET', `/users/${userId}`],
  ['GET', `/entities/${entityId}`],
  ['POST', `/users/${userId}/block`],
  ['POST', `/users/${userId}/unblock`],
  ['POST', `/users/${userId}/sign-out`],
  ['POST', `/entities/${entityId}/adjustments`, { amountKopecks: 100, reason: 'gift for you' }],
  ['GET', '/promocodes'],
  ['POST', '/promocodes', { code: 'NOPE123', amountKopecks: 100, days: 0, maxRedemptions: 1 }],
  ['PATCH', '/promocodes/NOPE123', { disabled: true }],
  ['GET', '/models'],
  ['PATCH', '/models/gemini:gemini-25-flash', { enabled: false }],
  ['GET', '/audit'],
  ['GET', '/stats?from=2030-01-01&to=2030-01-31'],
  ['GET', '/stats.csv'],
  ['GET', '/support/tickets'],
  ['PATCH', '/support/tickets/x1', { status: 'closed' }],
  ['GET', '/support/feedback'],
  ['GET', '/nothing-here'],
];

describe('who may use the operator console', { timeout: 30_000 }, () => {
  it('answers 404 to a non-operator, a visitor and a bad token on every route, changing nothing', async () => {
    const person = await registerUser();
    // Other files' console actions share this database: look at what these calls could touch.
    const touched = async () => ({
      audit: await env.DB.prepare(
        `SELECT count(*) AS n FROM admin_audit
         WHERE target LIKE '%' || ?1 || '%' OR target LIKE '%' || ?2 || '%'
           OR target LIKE '%NOPE123%'`,
      )
        .bind(person.user.entityId, person.user.id)
        .first<number>('n'),
      override: await env.DB.prepare(
        "SELECT * FROM model_overrides WHERE model_id = 'gemini:gemini-25-flash'",
      ).first(),
    });
    const before = await touched();
    expect(before.audit).toBe(0);
    const visitors = [
      { headers: person.headers },
      { headers: {} },
      { headers: { Authorization: 'Bearer not-a-token' } },
    ];
    for (const who of visitors) {
      for (const [method, path, body] of routes(person.user.entityId, person.user.id)) {
        const res = await adminCall(who, method, path, body, { 'Idempotency-Key': 'k1' });
        expect(res.status, `${method} ${path}`).toBe(404);
        expect(await res.json()).toMatchObject({ code: 'not_found' });
      }
    }
    expect(await touched()).toEqual(before);
    // The session answer tells the front who may see /admin.
    const session = (await (await api('/v1/auth/session', { headers: person.headers })).json()) as {
      operator: boolean;
    };
    expect(session.operator).toBe(false);
  });

  it('lets the operators of OPERATOR_EMAILS in, whatever the case of their email', async () => {
    const first = await signInOperator();
    const second = await signInOperator('second.operator@beseda.test');
    for (const operator of [first, second]) {
      const res = await adminCall(
        operator,
        'GET',
        `/users?query=${encodeURIComponent(operator.email)}`,
      );
      expect(res.status).toBe(200);
      const session = (await (
        await api('/v1/auth/session', { headers: operator.headers })
      ).json()) as { operator: boolean };
      expect(session.operator).toBe(true);
    }
  });

  it('finds users with their team, balance, creation and last activity', async () => {
    const operator = await signInOperator();
    const person = await registerUser({ name: 'Findable Fiona' });
    const res = await adminCall(operator, 'GET', '/users?query=findable');
    const { users } = (await res.json()) as { users: Record<string, unknown>[] };
    expect(users).toEqual([
      {
        id: person.user.id,
        email: person.email,
        name: 'Findable Fiona',
        createdAt: expect.any(String),
        lastSeenAt: expect.any(String),
        blockedAt: null,
        team: { id: person.user.entityId, name: expect.any(String), balanceKopecks: 50_000 },
      },
    ]);
    // `%` is taken literally, not as "anything".
    const literal = await adminCall(operator, 'GET', '/users?query=%25%25%25');
    expect(((await literal.json()) as { users: unknown[] }).users).toEqual([]);
  });

  it("finds a user whose team's money moved, with the same balance (D1's mirror)", async () => {
    const operator = await signInOperator();
    // A team of the previous version, its money in D1 until it moves (decision 227).
    const person = await registerUser({ inD1: true });
    const find = async () =>
      (await (await adminCall(operator, 'GET', `/users?query=${person.user.id}`)).json()) as {
        users: { team: { balanceKopecks: number } }[];
      };
    const before = await find();
    await moveTeamMoney(person.user.entityId);
    expect(await find()).toEqual(before);
    expect(before.users[0]?.team.balanceKopecks).toBe(50_000);
  });

  it('blocks an account: its tokens, refresh, sign-in and API keys stop; unblocking lets it sign in', async () => {
    const operator = await signInOperator();
    const person = await createKey();
    const res = await adminCall(operator, 'POST', `/users/${person.user.id}/block`);
    expect(res.status).toBe(200);
    expect(((await res.json()) as { user: { blockedAt: string } }).user.blockedAt).toBeTruthy();
    // Blocking twice changes nothing and logs once.
    await adminCall(operator, 'POST', `/users/${person.user.id}/block`);

    expect((await api('/v1/user', { headers: person.headers })).status).toBe(401);
    const refresh = await api('/v1/auth/refresh', {
      method: 'POST',
      headers: { Authorization: `Bearer ${person.refreshToken}` },
    });
    expect(refresh.status).toBe(401);
    const login = await api(
      '/v1/auth/login',
      json('POST', { email: person.email, password: person.password }, { 'X-Ad-Locale': 'en' }),
    );
    expect(login.status).toBe(403);
    expect(await login.json()).toMatchObject({ code: 'account_blocked' });
    await expect(openaiClient(person.key).models.list()).rejects.toMatchObject({ status: 401 });

    const unblock = await adminCall(operator, 'POST', `/users/${person.user.id}/unblock`);
    expect(unblock.status).toBe(200);
    const again = await api(
      '/v1/auth/login',
      json('POST', { email: person.email, password: person.password }),
    );
    expect(again.status).toBe(200);
    expect((await openaiClient(person.key).models.list()).data.length).toBeGreaterThan(0);

    const audit = await adminCall(operator, 'GET', `/audit?target=${person.user.id}`);
    const { entries } = (await audit.json()) as { entries: { action: string; operator: string }[] };
    expect(entries.map((entry) => entry.action)).toEqual(['user.unblock', 'user.block']);
    expect(entries[0]?.operator).toBe('operator@beseda.test');
  });

  it('refuses to block the operator themselves', async () => {
    const operator = await signInOperator();
    const res = await adminCall(operator, 'POST', `/users/${operator.user.id}/block`);
    expect(res.status).toBe(409);
  });

  it('signs a person out everywhere', async () => {
    const operator = await signInOperator();
    const person = await registerUser();
    const res = await adminCall(operator, 'POST', `/users/${person.user.id}/sign-out`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ sessionsEnded: 1 });
    expect((await api('/v1/user', { headers: person.headers })).status).toBe(401);
    // Not blocked: they sign in again.
    const login = await api(
      '/v1/auth/login',
      json('POST', { email: person.email, password: person.password }),
    );
    expect(login.status).toBe(200);
  });
});

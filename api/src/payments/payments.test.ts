import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { api, json, registerUser } from '../../test/helpers';
import { ledgerLinesOfRef } from '../../test/money-helpers';
import { createApp } from '../app';

const fake = env.FAKE_YOOKASSA_URL;

interface FakeRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  body: { amount: { value: string; currency: string }; metadata: Record<string, string> };
}

async function fakeRequests(): Promise<FakeRequest[]> {
  return (await (await fetch(`${fake}/__fake/requests`)).json()) as FakeRequest[];
}

/** Changes the fake's record of a payment, as if the shopper acted at YooKassa. */
async function setAtYooKassa(providerId: string, fields: Record<string, unknown>) {
  const res = await fetch(`${fake}/__fake/payments/${providerId}`, json('POST', fields));
  expect(res.status).toBe(200);
}

const balanceOf = async (headers: Record<string, string>) =>
  ((await (await api('/v1/entity', { headers })).json()) as { balanceKopecks: number })
    .balanceKopecks;

const notify = (providerId: string, event = 'payment.succeeded') =>
  api(
    '/v1/payments/yookassa/notifications',
    json('POST', { type: 'notification', event, object: { id: providerId, status: 'succeeded' } }),
  );

async function startTopUp(headers: Record<string, string>, amountKopecks = 10_000) {
  const res = await api('/v1/payments', json('POST', { amountKopecks }, headers));
  expect(res.status).toBe(201);
  const started = (await res.json()) as { id: string; confirmationUrl: string };
  const row = await env.DB.prepare('SELECT provider_id FROM payments WHERE id = ?1')
    .bind(started.id)
    .first<{ provider_id: string }>();
  return { ...started, providerId: row?.provider_id ?? '' };
}

describe('top-ups through YooKassa', () => {
  it('creates the payment with Basic auth, an Idempotence-Key and a value built from integers', async () => {
    const { headers } = await registerUser();
    const started = await startTopUp(headers, 123_456);
    expect(started.confirmationUrl).toBe(`${fake}/checkout/${started.providerId}`);
    const sent = (await fakeRequests()).find(
      (r) => r.method === 'POST' && r.body?.metadata?.paymentId === started.id,
    );
    expect(sent?.headers.authorization).toBe(`Basic ${btoa('test-shop:test_secret')}`);
    expect(sent?.headers['idempotence-key']).toBe(started.id);
    expect(sent?.body.amount).toEqual({ value: '1234.56', currency: 'RUB' });
    const view = await api(`/v1/payments/${started.id}`, { headers });
    expect(await view.json()).toMatchObject({
      id: started.id,
      amountKopecks: 123_456,
      status: 'pending',
    });
    const badAuth = await fetch(`${fake}/v3/payments/${started.providerId}`, {
      headers: { Authorization: `Basic ${btoa('test-shop:wrong')}` },
    });
    expect(badAuth.status).toBe(401);
    expect(await badAuth.json()).toMatchObject({ type: 'error', code: 'invalid_credentials' });
  });

  it('credits once after re-reading a succeeded payment; repeats credit nothing', async () => {
    const { headers } = await registerUser();
    const before = await balanceOf(headers);
    const started = await startTopUp(headers, 50_000);
    // Not paid yet at YooKassa: a notification claiming success is not believed.
    expect((await notify(started.providerId)).status).toBe(200);
    expect(await balanceOf(headers)).toBe(before);
    await setAtYooKassa(started.providerId, { status: 'succeeded', paid: true });
    const answers = await Promise.all([1, 2, 3].map(() => notify(started.providerId)));
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200]);
    expect((await notify(started.providerId)).status).toBe(200);
    expect(await balanceOf(headers)).toBe(before + 50_000);
    const view = await api(`/v1/payments/${started.id}`, { headers });
    expect(await view.json()).toMatchObject({ status: 'succeeded', amountKopecks: 50_000 });
    const rows = await ledgerLinesOfRef(env, started.id, 'top_up');
    expect(rows.map(({ amount_kopecks }) => ({ amount_kopecks }))).toEqual([
      { amount_kopecks: 50_000 },
    ]);
  });

  it('credits a payment whose notification never arrives when its page asks, once', async () => {
    const { headers } = await registerUser();
    const before = await balanceOf(headers);
    const paid = await startTopUp(headers, 30_000);
    await setAtYooKassa(paid.providerId, { status: 'succeeded', paid: true });
    const view = await api(`/v1/payments/${paid.id}`, { headers });
    expect(await view.json()).toMatchObject({ status: 'succeeded', amountKopecks: 30_000 });
    await Promise.all([1, 2, 3].map(() => api(`/v1/payments/${paid.id}`, { headers })));
    expect(await balanceOf(headers)).toBe(before + 30_000);

    // A page polling a still-pending payment re-reads it at YooKassa at most once per 5 s.
    const waiting = await startTopUp(headers, 10_000);
    const views = await Promise.all(
      [1, 2, 3, 4, 5].map(async () => {
        const res = await api(`/v1/payments/${waiting.id}`, { headers });
        return ((await res.json()) as { status: string }).status;
      }),
    );
    expect(views).toEqual(['pending', 'pending', 'pending', 'pending', 'pending']);
    const reads = (await fakeRequests()).filter(
      (r) => r.method === 'GET' && r.path.endsWith(`/payments/${waiting.providerId}`),
    );
    expect(reads).toHaveLength(1);
  });

  it('credits nothing for a wrong amount, a foreign payment or an unknown id', async () => {
    const { headers } = await registerUser();
    const before = await balanceOf(headers);
    const wrongAmount = await startTopUp(headers, 20_000);
    await setAtYooKassa(wrongAmount.providerId, {
      status: 'succeeded',
      paid: true,
      amount: { value: '2000.00', currency: 'RUB' },
    });
    const foreign = await startTopUp(headers, 20_000);
    await setAtYooKassa(foreign.providerId, {
      status: 'succeeded',
      paid: true,
      metadata: { paymentId: 'someone-else' },
    });
    for (const id of [wrongAmount.providerId, foreign.providerId, crypto.randomUUID()]) {
      expect((await notify(id)).status).toBe(200);
    }
    expect(await balanceOf(headers)).toBe(before);
    const malformed = await api('/v1/payments/yookassa/notifications', json('POST', { id: 1 }));
    expect(malformed.status).toBe(400);
  });

  it('marks a payment canceled at YooKassa as canceled', async () => {
    const { headers } = await registerUser();
    const started = await startTopUp(headers, 10_000);
    await setAtYooKassa(started.providerId, { status: 'canceled' });
    await notify(started.providerId, 'payment.canceled');
    const view = await api(`/v1/payments/${started.id}`, { headers });
    expect(await view.json()).toMatchObject({ status: 'canceled' });
  });

  it('shows a payment to its owner only and refuses amounts out of limits', async () => {
    const owner = await registerUser();
    const stranger = await registerUser();
    const started = await startTopUp(owner.headers, 10_000);
    const res = await api(`/v1/payments/${started.id}`, { headers: stranger.headers });
    expect(res.status).toBe(404);
    const low = await api('/v1/payments', json('POST', { amountKopecks: 99 }, owner.headers));
    expect(low.status).toBe(400);
    expect(await low.json()).toMatchObject({ code: 'validation_failed', field: 'amountKopecks' });
    const fraction = await api(
      '/v1/payments',
      json('POST', { amountKopecks: 10_000.5 }, owner.headers),
    );
    expect(fraction.status).toBe(400);
    const config = await api('/v1/payments/config', { headers: owner.headers });
    expect(await config.json()).toMatchObject({ enabled: true, minKopecks: 10_000 });
  });

  it('answers 502 and keeps nothing pending when YooKassa refuses our credentials', async () => {
    const { headers, user } = await registerUser();
    const wrongKey = { ...env, YOOKASSA_SECRET_KEY: 'wrong' };
    const res = await createApp().fetch(
      new Request('http://api.test/v1/payments', json('POST', { amountKopecks: 10_000 }, headers)),
      wrongKey,
    );
    expect(res.status).toBe(502);
    expect(await res.json()).toMatchObject({ code: 'payment_provider_failed' });
    const rows = await env.DB.prepare('SELECT status FROM payments WHERE user_id = ?1')
      .bind(user.id)
      .all();
    expect(rows.results).toEqual([{ status: 'canceled' }]);
  });

  it('says clearly when payments are not configured', async () => {
    const { headers } = await registerUser();
    const app = createApp();
    const unconfigured = { ...env, YOOKASSA_SHOP_ID: undefined, YOOKASSA_SECRET_KEY: undefined };
    const call = (path: string, init?: RequestInit) =>
      app.fetch(new Request(`http://api.test${path}`, init), unconfigured);
    const res = await call(
      '/v1/payments',
      json('POST', { amountKopecks: 10_000 }, { ...headers, 'X-Ad-Locale': 'en' }),
    );
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({
      code: 'payments_not_configured',
      message: 'Online payments are not configured on this server',
    });
    const config = await call('/v1/payments/config', { headers });
    expect(await config.json()).toMatchObject({ enabled: false });
  });
});

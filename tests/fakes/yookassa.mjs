// A YooKassa API v3 payments fake: `POST /v3/payments` and `GET /v3/payments/{id}` behind Basic
// auth `shopId:secretKey` (401 with YooKassa's error body otherwise), idempotent by the
// `Idempotence-Key` header, with YooKassa's payment JSON. The confirmation_url is the fake's own
// checkout page: its "Pay" button marks the payment succeeded, POSTs the `payment.succeeded`
// notification to `notificationUrl` and redirects to the payment's return_url.
import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import { listenOnLoopback } from './listen.mjs';

const json = (res, status, body) => {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
};

const error = (res, status, code, description, parameter) =>
  json(res, status, { type: 'error', id: randomUUID(), code, description, parameter });

const escapeHtml = (text) => String(text).replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

async function readBody(req) {
  const parts = [];
  for await (const part of req) parts.push(part);
  const raw = Buffer.concat(parts).toString('utf8');
  try {
    return raw ? JSON.parse(raw) : undefined;
  } catch {
    return raw;
  }
}

function checkoutPage(payment) {
  const amount = `${escapeHtml(payment.amount.value)} ${escapeHtml(payment.amount.currency)}`;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>YooKassa test checkout</title></head>
<body><main><h1>Test checkout</h1><p>Pay <strong data-testid="amount">${amount}</strong>: ${escapeHtml(payment.description ?? '')}</p>
<form method="post" action="/checkout/${escapeHtml(payment.id)}/pay"><button type="submit">Pay</button></form>
<form method="post" action="/checkout/${escapeHtml(payment.id)}/cancel"><button type="submit">Cancel</button></form>
</main></body></html>`;
}

/**
 * @param {{ shopId?: string, secretKey?: string, notificationUrl?: string, port?: number }} [opts]
 */
export async function startFakeYooKassa(opts = {}) {
  const shopId = opts.shopId ?? 'test-shop';
  const secretKey = opts.secretKey ?? 'test_secret';
  const expectedAuth = `Basic ${Buffer.from(`${shopId}:${secretKey}`).toString('base64')}`;
  /** @type {Map<string, any>} */
  const payments = new Map();
  /** @type {Map<string, string>} idempotence key → payment id */
  const byKey = new Map();
  /** @type {Map<string, string>} payment id → return_url */
  const returnUrls = new Map();
  const requests = [];
  const fake = { url: '', requests, payments, notificationUrl: opts.notificationUrl };

  async function notify(payment) {
    if (!fake.notificationUrl) return;
    await fetch(fake.notificationUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        type: 'notification',
        event: `payment.${payment.status}`,
        object: payment,
      }),
    }).catch(() => undefined);
  }

  const server = createServer(async (req, res) => {
    const body = await readBody(req);
    const url = new URL(req.url ?? '/', 'http://fake');
    const path = url.pathname;
    if (path === '/__fake/requests') return json(res, 200, requests);
    if (path === '/favicon.ico') return res.writeHead(204).end();
    requests.push({ method: req.method, path, headers: req.headers, body });
    // Test control: merge fields into a stored payment (e.g. status, paid, amount).
    const control = /^\/__fake\/payments\/([^/]+)$/.exec(path);
    if (control && req.method === 'POST') {
      const payment = payments.get(control[1]);
      if (!payment) return error(res, 404, 'not_found', 'Payment not found');
      Object.assign(payment, body);
      return json(res, 200, payment);
    }
    const checkout = /^\/checkout\/([^/]+)(?:\/(pay|cancel))?$/.exec(path);
    if (checkout) {
      const payment = payments.get(checkout[1]);
      if (!payment) return error(res, 404, 'not_found', 'Payment not found');
      if (!checkout[2]) {
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        return res.end(checkoutPage(payment));
      }
      if (payment.status === 'pending') {
        const paid = checkout[2] === 'pay';
        Object.assign(
          payment,
          paid
            ? { status: 'succeeded', paid: true, captured_at: new Date().toISOString() }
            : {
                status: 'canceled',
                cancellation_details: { party: 'yoo_money', reason: 'canceled_by_merchant' },
              },
        );
        await notify(payment);
      }
      res.writeHead(303, { location: returnUrls.get(payment.id) ?? '/' });
      return res.end();
    }
    if (!path.startsWith('/v3/')) return error(res, 404, 'not_found', 'Not found');
    if (req.headers.authorization !== expectedAuth) {
      return error(
        res,
        401,
        'invalid_credentials',
        'Basic authentication error: invalid shopId or secret key',
        'Authorization',
      );
    }
    if (path === '/v3/payments' && req.method === 'POST') {
      const key = req.headers['idempotence-key'];
      if (typeof key !== 'string' || !key) {
        return error(res, 400, 'invalid_request', 'Idempotence key is missing', 'Idempotence-Key');
      }
      if (byKey.has(key)) return json(res, 200, payments.get(byKey.get(key)));
      const amount = body?.amount;
      if (!amount || !/^\d+\.\d{2}$/.test(String(amount.value)) || amount.currency !== 'RUB') {
        return error(res, 400, 'invalid_request', 'Invalid amount', 'amount');
      }
      const returnUrl = body?.confirmation?.return_url;
      if (body?.confirmation?.type !== 'redirect' || typeof returnUrl !== 'string') {
        return error(
          res,
          400,
          'invalid_request',
          'Confirmation return_url is required',
          'confirmation.return_url',
        );
      }
      const id = randomUUID();
      const payment = {
        id,
        status: 'pending',
        paid: false,
        amount: { value: amount.value, currency: amount.currency },
        confirmation: { type: 'redirect', confirmation_url: `${fake.url}/checkout/${id}` },
        created_at: new Date().toISOString(),
        description: body.description,
        metadata: body.metadata ?? {},
        recipient: { account_id: shopId, gateway_id: '100001' },
        refundable: false,
        test: true,
      };
      payments.set(id, payment);
      byKey.set(key, id);
      returnUrls.set(id, returnUrl);
      return json(res, 200, payment);
    }
    const one = /^\/v3\/payments\/([^/]+)$/.exec(path);
    if (one && req.method === 'GET') {
      const payment = payments.get(one[1]);
      if (!payment) return error(res, 404, 'not_found', 'Payment not found', 'payment_id');
      return json(res, 200, payment);
    }
    return error(res, 404, 'not_found', 'Not found');
  });
  fake.url = await listenOnLoopback(server, opts.port);
  return {
    ...fake,
    get url() {
      return fake.url;
    },
    /** Where "Pay" sends the notification (settable after the api's port is known). */
    setNotificationUrl(next) {
      fake.notificationUrl = next;
    },
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve(undefined));
        server.closeAllConnections();
      }),
  };
}

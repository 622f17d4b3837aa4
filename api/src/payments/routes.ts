import { createRoute, z } from '@hono/zod-openapi';
import { type AuthEnv, requireAuth } from '../auth/require-auth';
import { ApiError, registerErrorMessages } from '../lib/errors';
import { localeOf } from '../lib/messages';
import { consumeAttempt } from '../lib/rate-limit';
import {
  bearerSecurity,
  createRouter,
  documentRoute,
  errorResponse,
  jsonBody,
  jsonResponse,
  notSignedInResponse,
} from '../lib/router';
import { MINUTE, nowIso } from '../lib/time';
import { validate } from '../lib/validate';
import {
  MAX_TOP_UP_KOPECKS,
  MIN_TOP_UP_KOPECKS,
  type PaymentRow,
  PaymentSchema,
  PRESET_TOP_UPS_KOPECKS,
  paymentView,
  reconcilePayment,
} from './payment-store';
import { createYooKassaPayment, yookassaConfig } from './yookassa-client';

registerErrorMessages({
  payments_not_configured: {
    en: 'Online payments are not configured on this server',
    ru: 'Онлайн-оплата на этом сервере не настроена',
  },
  payment_provider_failed: {
    en: 'The payment service did not answer. Try again later',
    ru: 'Платёжный сервис не ответил. Попробуйте позже',
  },
});

const common = { tags: ['payments'], security: bearerSecurity };

const TopUpSchema = z
  .object({
    amountKopecks: z.number().int().min(MIN_TOP_UP_KOPECKS).max(MAX_TOP_UP_KOPECKS),
  })
  .openapi('TopUp');

const PaymentsConfigSchema = z
  .object({
    enabled: z.boolean(),
    minKopecks: z.number().int(),
    maxKopecks: z.number().int(),
    presetsKopecks: z.array(z.number().int()),
  })
  .openapi('PaymentsConfig');

const configRoute = createRoute({
  ...common,
  method: 'get',
  path: '/config',
  summary: 'Whether top-ups are available, and their limits',
  responses: { 200: jsonResponse(PaymentsConfigSchema, 'Limits'), 401: notSignedInResponse },
});

const createPaymentRoute = createRoute({
  ...common,
  method: 'post',
  path: '/',
  summary: "Start a top-up of the caller's team through YooKassa; redirect to confirmationUrl",
  request: { body: jsonBody(TopUpSchema) },
  responses: {
    201: jsonResponse(
      z.object({ id: z.string(), confirmationUrl: z.string() }).openapi('PaymentStarted'),
      'Created; send the browser to confirmationUrl',
    ),
    400: errorResponse('Amount out of limits'),
    401: notSignedInResponse,
    429: errorResponse('Too many top-ups started'),
    502: errorResponse('YooKassa did not answer'),
    503: errorResponse('Payments are not configured'),
  },
});

const getPaymentRoute = createRoute({
  ...common,
  method: 'get',
  path: '/{id}',
  summary:
    'Our view of a payment the caller started; a pending one is re-read from YooKassa (at most every 5 s), so it is credited even if the notification never arrives',
  request: { params: z.object({ id: z.string() }) },
  responses: {
    200: jsonResponse(PaymentSchema, 'The payment'),
    401: notSignedInResponse,
    404: errorResponse('No such payment of the caller'),
  },
});

/** `/v1/payments`: top-ups of the caller's team. Notifications: ./notification-routes.ts. */
export const payments = createRouter<AuthEnv>();
payments.use('*', requireAuth);

payments.openapi(configRoute, (c) =>
  c.json(
    {
      enabled: yookassaConfig(c.env) !== null,
      minKopecks: MIN_TOP_UP_KOPECKS,
      maxKopecks: MAX_TOP_UP_KOPECKS,
      presetsKopecks: PRESET_TOP_UPS_KOPECKS,
    },
    200,
  ),
);

documentRoute(payments, createPaymentRoute);
payments.post('/', validate('json', TopUpSchema), async (c) => {
  const config = yookassaConfig(c.env);
  if (!config) throw new ApiError(503, 'payments_not_configured');
  const { userId, entityId } = c.var.auth;
  await consumeAttempt(c.env.DB, [`top-up:user:${userId}`], { max: 10, windowMs: MINUTE });
  const { amountKopecks } = c.req.valid('json');
  const id = crypto.randomUUID();
  const now = nowIso();
  await c.env.DB.prepare(
    `INSERT INTO payments (id, entity_id, user_id, amount_kopecks, created_at)
     VALUES (?1, ?2, ?3, ?4, ?5)`,
  )
    .bind(id, entityId, userId, amountKopecks, now)
    .run();
  const locale = localeOf(c.req.header('x-ad-locale'));
  const origin = (c.env.PUBLIC_WEB_URL ?? '').replace(/\/+$/, '');
  const answer = await createYooKassaPayment(
    config,
    {
      idempotenceKey: id,
      kopecks: amountKopecks,
      returnUrl: `${origin}/${locale}/cabinet/balance?payment=${id}`,
      description: locale === 'ru' ? 'Пополнение баланса в «Беседе»' : 'Beseda balance top-up',
    },
    { paymentId: id, entityId },
  ).catch((err: unknown) => {
    console.error('yookassa create failed', err);
    return null;
  });
  const confirmationUrl = answer?.confirmation?.confirmation_url;
  if (!answer || !confirmationUrl) {
    await c.env.DB.prepare(`UPDATE payments SET status = 'canceled' WHERE id = ?1`).bind(id).run();
    throw new ApiError(502, 'payment_provider_failed');
  }
  await c.env.DB.prepare(
    'UPDATE payments SET provider_id = ?2, confirmation_url = ?3 WHERE id = ?1',
  )
    .bind(id, answer.id, confirmationUrl)
    .run();
  return c.json({ id, confirmationUrl }, 201);
});

const readOwnPayment = (db: D1Database, id: string, userId: string) =>
  db
    .prepare('SELECT * FROM payments WHERE id = ?1 AND user_id = ?2')
    .bind(id, userId)
    .first<PaymentRow>();

/** One re-read at YooKassa per payment per 5 s, however often the return page asks. */
async function mayRecheck(db: D1Database, paymentId: string): Promise<boolean> {
  try {
    await consumeAttempt(db, [`payment-check:${paymentId}`], { max: 1, windowMs: 5_000 });
    return true;
  } catch {
    return false;
  }
}

payments.openapi(getPaymentRoute, async (c) => {
  const { id } = c.req.valid('param');
  let row = await readOwnPayment(c.env.DB, id, c.var.auth.userId);
  if (!row) throw new ApiError(404, 'not_found');
  const config = yookassaConfig(c.env);
  if (row.status === 'pending' && config && (await mayRecheck(c.env.DB, row.id))) {
    await reconcilePayment(c.env.DB, config, row, nowIso()).catch((err: unknown) =>
      console.error('yookassa re-read failed', err),
    );
    row = (await readOwnPayment(c.env.DB, id, c.var.auth.userId)) ?? row;
  }
  return c.json(paymentView(row), 200);
});

import { createRoute, z } from '@hono/zod-openapi';
import type { AppEnv } from '../env';
import { ApiError } from '../lib/errors';
import { createRouter, documentRoute, errorResponse } from '../lib/router';
import { nowIso } from '../lib/time';
import { validate } from '../lib/validate';
import { findPaymentByProviderId, reconcilePayment } from './payment-store';
import { yookassaConfig } from './yookassa-client';

/** YooKassa's notification: only the payment id is trusted, and only to look the payment up. */
const NotificationSchema = z
  .object({
    type: z.literal('notification'),
    event: z.string().max(100),
    object: z.object({ id: z.string().min(1).max(100) }).passthrough(),
  })
  .openapi('YooKassaNotification');

const notificationRoute = createRoute({
  tags: ['payments'],
  method: 'post',
  path: '/notifications',
  summary:
    "YooKassa's HTTP notifications (no auth): the payment is re-read from YooKassa and credited once if it succeeded",
  request: {
    body: { required: true, content: { 'application/json': { schema: NotificationSchema } } },
  },
  responses: {
    200: { description: 'Taken (whether or not anything was credited)' },
    400: errorResponse('Not a notification'),
    503: errorResponse('Payments are not configured'),
  },
});

/**
 * `/v1/payments/yookassa`: anyone can post here, so the body is never believed; the payment is
 * read back from YooKassa with our credentials (docs/decisions/050-payments-and-ledger.md).
 */
export const yookassaNotifications = createRouter<AppEnv>();

documentRoute(yookassaNotifications, notificationRoute);
yookassaNotifications.post('/notifications', validate('json', NotificationSchema), async (c) => {
  const config = yookassaConfig(c.env);
  if (!config) throw new ApiError(503, 'payments_not_configured');
  const ours = await findPaymentByProviderId(c.env.DB, c.req.valid('json').object.id);
  if (ours) await reconcilePayment(c.env.DB, config, ours, nowIso());
  return c.body(null, 200);
});

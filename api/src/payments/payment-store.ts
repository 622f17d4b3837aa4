import { z } from '@hono/zod-openapi';
import { creditInObject, moneyBatch, moneyInObject } from '../billing/money';
import {
  fetchYooKassaPayment,
  kopecksOf,
  type YooKassaConfig,
  type YooKassaPayment,
} from './yookassa-client';

/** Smallest and largest top-up, in kopecks: 100 ₽ and 100 000 ₽. */
export const MIN_TOP_UP_KOPECKS = 10_000;
export const MAX_TOP_UP_KOPECKS = 10_000_000;
/** Amounts the page offers as buttons. */
export const PRESET_TOP_UPS_KOPECKS = [50_000, 100_000, 300_000, 500_000];

export const PaymentSchema = z
  .object({
    id: z.string(),
    amountKopecks: z.number().int(),
    status: z.enum(['pending', 'succeeded', 'canceled']),
    createdAt: z.string(),
    creditedAt: z.string().nullable(),
  })
  .openapi('Payment');

export interface PaymentRow {
  id: string;
  entity_id: string;
  user_id: string;
  amount_kopecks: number;
  status: 'pending' | 'succeeded' | 'canceled';
  provider_id: string | null;
  confirmation_url: string | null;
  created_at: string;
  credited_at: string | null;
}

/** Our view of a payment, as the owner sees it. */
export function paymentView(row: PaymentRow): z.infer<typeof PaymentSchema> {
  return {
    id: row.id,
    amountKopecks: row.amount_kopecks,
    status: row.status,
    createdAt: row.created_at,
    creditedAt: row.credited_at,
  };
}

export function findPaymentByProviderId(db: D1Database, providerId: string) {
  return db
    .prepare('SELECT * FROM payments WHERE provider_id = ?1')
    .bind(providerId)
    .first<PaymentRow>();
}

/**
 * Whether YooKassa's own record of a payment (re-read, never the notification body) shows our
 * payment fully paid: succeeded, paid, our amount in RUB, and our id in its metadata.
 */
export function isPaidInFull(ours: PaymentRow, theirs: YooKassaPayment): boolean {
  return (
    theirs.id === ours.provider_id &&
    theirs.status === 'succeeded' &&
    theirs.paid === true &&
    theirs.amount?.currency === 'RUB' &&
    kopecksOf(String(theirs.amount?.value)) === ours.amount_kopecks &&
    theirs.metadata?.paymentId === ours.id
  );
}

/**
 * Credits a pending payment exactly once. A team whose money is in D1: one batch (a transaction)
 * behind the money's move guard — the `top_up` ledger row is written only while the payment is
 * pending (and a unique index allows one per payment), the balance moves only if that row was
 * written, and the payment is marked succeeded. A team whose money is in its object
 * (decision 224): the object credits once by the payment's id, then the payment is marked; a
 * credit that stopped before the mark is completed by the next check and credits nothing again.
 * A repeated notification finds the payment no longer pending and changes nothing.
 */
export async function creditPayment(db: D1Database, payment: PaymentRow, now: string) {
  if (await moneyInObject(db, payment.entity_id)) {
    const pending = await db
      .prepare(`SELECT 1 FROM payments WHERE id = ?1 AND status = 'pending'`)
      .bind(payment.id)
      .first();
    if (!pending) return false;
    const credited = await creditInObject(payment.entity_id, {
      kind: 'top_up',
      ref: payment.id,
      amount: payment.amount_kopecks,
      userId: payment.user_id,
      now,
    });
    await markSucceeded(db, payment.id, now).run();
    return credited === 'credited';
  }
  const ledgerId = crypto.randomUUID();
  const [inserted] = await moneyBatch(db, payment.entity_id, [
    db
      .prepare(
        `INSERT INTO ledger (id, entity_id, user_id, amount_kopecks, kind, ref, created_at)
         SELECT ?1, entity_id, user_id, amount_kopecks, 'top_up', id, ?3
         FROM payments WHERE id = ?2 AND status = 'pending'`,
      )
      .bind(ledgerId, payment.id, now),
    db
      .prepare(
        `UPDATE entities SET balance_kopecks = balance_kopecks +
           (SELECT amount_kopecks FROM ledger WHERE id = ?1)
         WHERE id = (SELECT entity_id FROM ledger WHERE id = ?1)`,
      )
      .bind(ledgerId),
    markSucceeded(db, payment.id, now),
  ]);
  return inserted?.meta.changes === 1;
}

const markSucceeded = (db: D1Database, paymentId: string, now: string) =>
  db
    .prepare(
      `UPDATE payments SET status = 'succeeded', credited_at = ?2
       WHERE id = ?1 AND status = 'pending'`,
    )
    .bind(paymentId, now);

/** Marks a pending payment canceled (YooKassa says so); a credited one never changes. */
export function cancelPayment(db: D1Database, paymentId: string) {
  return db
    .prepare(`UPDATE payments SET status = 'canceled' WHERE id = ?1 AND status = 'pending'`)
    .bind(paymentId)
    .run();
}

/**
 * Brings a pending payment in line with YooKassa's own record of it: credits it (once) when it
 * succeeded with our amount, marks it canceled when YooKassa canceled it, else leaves it pending.
 * Used by the notification (whose body is never believed) and by the owner's status check, so a
 * payment whose notification never arrives is still credited when its page asks.
 */
export async function reconcilePayment(
  db: D1Database,
  config: YooKassaConfig,
  ours: PaymentRow,
  now: string,
): Promise<void> {
  if (ours.status !== 'pending' || !ours.provider_id) return;
  const theirs = await fetchYooKassaPayment(config, ours.provider_id);
  if (theirs && isPaidInFull(ours, theirs)) await creditPayment(db, ours, now);
  else if (theirs?.id === ours.provider_id && theirs.status === 'canceled')
    await cancelPayment(db, ours.id);
}

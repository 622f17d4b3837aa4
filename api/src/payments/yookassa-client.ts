import type { Env } from '../env';

/** The default YooKassa API v3 base (https://yookassa.ru/developers/api). */
export const YOOKASSA_DEFAULT_BASE = 'https://api.yookassa.ru/v3';

export interface YooKassaConfig {
  base: string;
  shopId: string;
  secretKey: string;
}

/** A YooKassa payment object, the fields we read. */
export interface YooKassaPayment {
  id: string;
  status: 'pending' | 'waiting_for_capture' | 'succeeded' | 'canceled';
  paid: boolean;
  amount: { value: string; currency: string };
  confirmation?: { type: string; confirmation_url?: string };
  metadata?: Record<string, string>;
}

/** The shop's credentials, or null while payments are not configured. */
export function yookassaConfig(env: Env): YooKassaConfig | null {
  if (!env.YOOKASSA_SHOP_ID || !env.YOOKASSA_SECRET_KEY) return null;
  const base = (env.YOOKASSA_BASE_URL || YOOKASSA_DEFAULT_BASE).replace(/\/+$/, '');
  return { base, shopId: env.YOOKASSA_SHOP_ID, secretKey: env.YOOKASSA_SECRET_KEY };
}

/** Kopecks as YooKassa's amount value, built from integers: 12345 → "123.45". */
export function yookassaValue(kopecks: number): string {
  return `${Math.trunc(kopecks / 100)}.${String(kopecks % 100).padStart(2, '0')}`;
}

/** YooKassa's amount value back to kopecks, digits only (no floats); null when malformed. */
export function kopecksOf(value: string): number | null {
  const match = /^(\d{1,12})(?:\.(\d{1,2}))?$/.exec(value);
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '0').padEnd(2, '0'));
}

function authHeader(config: YooKassaConfig): string {
  return `Basic ${btoa(`${config.shopId}:${config.secretKey}`)}`;
}

/**
 * Asks YooKassa to create a payment with an immediate capture and a redirect confirmation.
 * `idempotenceKey` is our payment id: a retried call returns the same payment.
 */
export async function createYooKassaPayment(
  config: YooKassaConfig,
  payment: { idempotenceKey: string; kopecks: number; returnUrl: string; description: string },
  metadata: Record<string, string>,
): Promise<YooKassaPayment> {
  const res = await fetch(`${config.base}/payments`, {
    method: 'POST',
    headers: {
      Authorization: authHeader(config),
      'Idempotence-Key': payment.idempotenceKey,
      'Content-Type': 'application/json',
    },
    body: JSON.stringify({
      amount: { value: yookassaValue(payment.kopecks), currency: 'RUB' },
      capture: true,
      confirmation: { type: 'redirect', return_url: payment.returnUrl },
      description: payment.description,
      metadata,
    }),
  });
  if (!res.ok) throw new Error(`YooKassa answered ${res.status}: ${await res.text()}`);
  return (await res.json()) as YooKassaPayment;
}

/** Reads a payment from YooKassa; null when YooKassa does not know it (404). */
export async function fetchYooKassaPayment(
  config: YooKassaConfig,
  id: string,
): Promise<YooKassaPayment | null> {
  const res = await fetch(`${config.base}/payments/${encodeURIComponent(id)}`, {
    headers: { Authorization: authHeader(config) },
  });
  if (res.status === 404) return null;
  if (!res.ok) throw new Error(`YooKassa answered ${res.status}: ${await res.text()}`);
  return (await res.json()) as YooKassaPayment;
}

import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { catalogModels, demoModel } from '../providers/catalog';
import { ApiError } from './errors';
import { isFreeModel, limitFreeSends } from './free-send-limit';

const configured = { ...env, FREE_SENDS_PER_MINUTE: '2', FREE_SENDS_PER_HOUR: '3' };

async function statusOf(send: Promise<void>) {
  try {
    await send;
    return 'sent';
  } catch (err) {
    return err instanceof ApiError ? err.status : 'other';
  }
}

describe('free-model sends are limited per user', () => {
  it('refuses the send past the per-minute count with 429', async () => {
    const userId = crypto.randomUUID();
    const sends = await Promise.all(
      Array.from({ length: 4 }, () => statusOf(limitFreeSends(configured, userId, demoModel))),
    );
    expect(sends.filter((s) => s === 'sent')).toHaveLength(2);
    expect(sends.filter((s) => s === 429)).toHaveLength(2);
    // Another user has their own count.
    expect(await statusOf(limitFreeSends(configured, crypto.randomUUID(), demoModel))).toBe('sent');
  });

  it('leaves paid models to the balance', async () => {
    const paid = catalogModels.find((model) => !isFreeModel(model));
    if (!paid) throw new Error('the catalogue has no paid model');
    const userId = crypto.randomUUID();
    for (let i = 0; i < 5; i++) {
      expect(await statusOf(limitFreeSends(configured, userId, paid))).toBe('sent');
    }
    expect(isFreeModel(demoModel)).toBe(true);
  });
});

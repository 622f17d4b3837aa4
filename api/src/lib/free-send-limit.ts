import type { Env } from '../env';
import type { ServedModel } from '../providers/config';
import { consumeAttempt, limitFrom } from './rate-limit';
import { MINUTE } from './time';

/** Whether sends to `model` cost nothing (the demo, a local OpenAI-compatible server). */
export function isFreeModel(model: ServedModel): boolean {
  return model.inputKopecksPerMillion === 0 && model.outputKopecksPerMillion === 0;
}

/**
 * Counts a send to a free model per user, per minute and per hour (`FREE_SENDS_PER_MINUTE`,
 * default 10; `FREE_SENDS_PER_HOUR`, default 100), throwing 429 past either: a free model is
 * otherwise the one thing an account can use without limit. Paid models are limited by the balance.
 *
 * @example await limitFreeSends(c.env, userId, model)
 */
export async function limitFreeSends(env: Env, userId: string, model: ServedModel) {
  if (!isFreeModel(model)) return;
  const perMinute = limitFrom(env.FREE_SENDS_PER_MINUTE, '60', { max: 10, windowMs: MINUTE });
  const perHour = limitFrom(env.FREE_SENDS_PER_HOUR, '3600', { max: 100, windowMs: 60 * MINUTE });
  await consumeAttempt(env.DB, [`free-send:minute:user:${userId}`], perMinute);
  await consumeAttempt(env.DB, [`free-send:hour:user:${userId}`], perHour);
}

import type { Env } from '../env';
import { ApiError } from '../lib/errors';
import { isUpscale } from './buttons';
import { proxyConfigOf } from './proxy-client';

/** Kopecks per job unless configured: a grid (imagine, variation, reroll) and an upscale. */
const DEFAULT_PRICE_KOPECKS = 1000;
const DEFAULT_UPSCALE_PRICE_KOPECKS = 500;

/** What a job costs: the configured price, or the default when unset or unreadable. */
export function priceOf(env: Env, action: string): number {
  const configured = isUpscale(action)
    ? env.MIDJOURNEY_UPSCALE_PRICE_KOPECKS
    : env.MIDJOURNEY_PRICE_KOPECKS;
  const price = Number(configured);
  if (configured !== undefined && configured !== '' && Number.isSafeInteger(price) && price >= 0) {
    return price;
  }
  return isUpscale(action) ? DEFAULT_UPSCALE_PRICE_KOPECKS : DEFAULT_PRICE_KOPECKS;
}

/** The proxy's configuration; 503 `midjourney_not_configured` while Midjourney is off. */
export function configOrOff(env: Env) {
  const config = proxyConfigOf(env);
  if (!config) throw new ApiError(503, 'midjourney_not_configured');
  return config;
}

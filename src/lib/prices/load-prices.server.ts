import { unstable_getHeaders as getHeaders } from 'waku/router/server';
import { upstreamJson } from '../upstream.server';
import type { PricedTool } from './price-list';

/**
 * The live price list from the api (`GET /v1/prices`), or null when it cannot be had: a page
 * then says prices could not be loaded instead of failing. The visitor's address goes along so
 * the api's per-address limit counts them, not this Worker.
 */
export async function loadPriceList(): Promise<PricedTool[] | null> {
  const address = getHeaders()['cf-connecting-ip'];
  try {
    const { tools } = await upstreamJson<{ tools: PricedTool[] }>('/v1/prices', {
      headers: address ? { 'cf-connecting-ip': address } : {},
    });
    return tools;
  } catch (error) {
    console.error('price list failed', error);
    return null;
  }
}

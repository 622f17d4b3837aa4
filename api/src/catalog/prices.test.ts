import { describe, expect, it } from 'vitest';
import { api } from '../../test/helpers';

type PriceList = {
  tools: {
    id: string;
    available: boolean;
    models: { id: string; prices: { unit: string; kopecks: number }[] }[];
  }[];
};

describe('the public price list', () => {
  it('answers without sign-in with every tool and its prices in kopecks, no secrets', async () => {
    const res = await api('/v1/prices', { headers: { 'cf-connecting-ip': '10.2.0.1' } });
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(text).not.toMatch(/test-only|api_key|base_url|http:/i);
    const { tools } = JSON.parse(text) as PriceList;
    expect(tools.map((t) => t.id)).toEqual([
      'text',
      'image',
      'midjourney',
      'transcription',
      'speech',
      'avatar',
      'text-studio',
    ]);
    const text4o = tools[0]?.models.find((m) => m.id.startsWith('gemini:'));
    expect(text4o?.prices.map((p) => p.unit)).toEqual([
      'million_input_tokens',
      'million_output_tokens',
    ]);
    const mj = tools.find((t) => t.id === 'midjourney');
    expect(mj).toMatchObject({
      available: true,
      models: [
        {
          prices: [
            { unit: 'grid', kopecks: 1000 },
            { unit: 'upscale', kopecks: 500 },
          ],
        },
      ],
    });
    expect(tools.find((t) => t.id === 'speech')?.models[0]?.prices).toEqual([
      { unit: 'thousand_chars', kopecks: 50 },
    ]);
  });

  it('limits calls per address: the 61st in a minute gets 429', async () => {
    const call = () => api('/v1/prices', { headers: { 'cf-connecting-ip': '10.2.0.2' } });
    const statuses = await Promise.all(
      Array.from({ length: 61 }, () => call().then((r) => r.status)),
    );
    expect(statuses.filter((s) => s === 429)).toHaveLength(1);
  });
});

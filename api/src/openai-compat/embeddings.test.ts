import OpenAI from 'openai';
import { describe, expect, it } from 'vitest';
import { balanceOf, createKey, holdsOf } from '../../test/api-key-helpers';

describe('POST /openai/v1/embeddings, through the official openai package', () => {
  it('embeds with the knowledge bases’ model, billed to the key’s team once; other models 404', async () => {
    const owner = await createKey();
    const before = (await balanceOf(owner.user.entityId)) ?? 0;
    const result = await owner.client.embeddings.create({
      model: 'text-embedding-3-small',
      input: ['annual leave policy', 'annual leave rules', 'parking lottery'],
      dimensions: 64,
    });
    expect(result.object).toBe('list');
    expect(result.model).toBe('text-embedding-3-small');
    expect(result.data.map((item) => item.index)).toEqual([0, 1, 2]);
    expect(result.data[0]?.embedding).toHaveLength(64);
    expect(result.usage.prompt_tokens).toBeGreaterThan(0);
    // Similar texts point the same way (the fake's vectors mean something).
    const [a, b, c] = result.data.map((item) => item.embedding);
    const dot = (x: number[] = [], y: number[] = []) =>
      x.reduce((sum, v, i) => sum + v * (y[i] ?? 0), 0);
    expect(dot(a, b)).toBeGreaterThan(dot(a, c));
    expect(await balanceOf(owner.user.entityId)).toBe(before - 1);
    expect(await holdsOf(owner.user.entityId)).toBe(0);

    const wrong = await owner.client.embeddings
      .create({ model: 'gpt:gpt', input: 'hello' })
      .catch((error: unknown) => error);
    expect(wrong).toBeInstanceOf(OpenAI.NotFoundError);
    const tokens = await owner.client.embeddings
      .create({ model: 'text-embedding-3-small', input: [[1, 2, 3]] })
      .catch((error: unknown) => error);
    expect(tokens).toMatchObject({ status: 400, code: 'invalid_value', param: 'input' });
    expect(await balanceOf(owner.user.entityId)).toBe(before - 1);
  });
});

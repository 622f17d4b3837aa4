import { env } from 'cloudflare:workers';
import OpenAI from 'openai';
import { describe, expect, it } from 'vitest';
import { balanceOf, createKey, holdsOf, openaiClient } from '../../test/api-key-helpers';
import { api, json, registerUser } from '../../test/helpers';

/** The error an SDK call throws. */
async function failure(call: Promise<unknown>) {
  try {
    await call;
  } catch (error) {
    return error as InstanceType<typeof OpenAI.APIError>;
  }
  throw new Error('the call succeeded');
}

const hi = [{ role: 'user' as const, content: 'Hi' }];

describe('OpenAI-compatible endpoint errors, in OpenAI’s shape', () => {
  it('401 invalid_api_key for no key, a malformed key, a session token or a revoked key', async () => {
    const owner = await createKey();
    const bare = await api('/openai/v1/models');
    expect(bare.status).toBe(401);
    expect(await bare.json()).toEqual({
      error: {
        message: expect.stringContaining('API key'),
        type: 'invalid_request_error',
        param: null,
        code: 'invalid_api_key',
      },
    });
    for (const key of ['bsk_not-a-real-key', owner.accessToken]) {
      const error = await failure(openaiClient(key).models.list());
      expect(error).toBeInstanceOf(OpenAI.AuthenticationError);
      expect(error.code).toBe('invalid_api_key');
    }
    await api(`/v1/api-keys/${owner.keyId}`, { method: 'DELETE', headers: owner.headers });
    const revoked = await failure(
      owner.client.chat.completions.create({ model: 'gpt:gpt', messages: hi }),
    );
    expect(revoked.status).toBe(401);
    expect(revoked.code).toBe('invalid_api_key');
  });

  it('404 model_not_found naming the model, for embeddings too', async () => {
    const { client } = await createKey();
    const error = await failure(
      client.chat.completions.create({ model: 'gpt:nope', messages: hi }),
    );
    expect(error).toBeInstanceOf(OpenAI.NotFoundError);
    expect(error).toMatchObject({
      code: 'model_not_found',
      param: 'model',
      type: 'invalid_request_error',
    });
    expect(error.message).toContain('gpt:nope');
    const image = await failure(
      client.chat.completions.create({ model: 'gpt:gpt-image-1', messages: hi }),
    );
    expect(image.code).toBe('model_not_found');
    const embeddings = await failure(
      client.embeddings.create({ model: 'text-embedding-3-large', input: 'hello' }),
    );
    expect(embeddings.status).toBe(404);
    expect(embeddings.code).toBe('model_not_found');
  });

  it('400 invalid_request_error naming the field, with nothing held or charged', async () => {
    const owner = await createKey();
    const before = await balanceOf(owner.user.entityId);
    const headers = { Authorization: `Bearer ${owner.key}` };
    const cases: [unknown, string, string][] = [
      [{ model: 'gpt:gpt' }, 'messages', 'missing_required_parameter'],
      [{ model: 'gpt:gpt', messages: hi, temperature: 7 }, 'temperature', 'invalid_value'],
      [
        { model: 'gpt:gpt', messages: [{ role: 'robot', content: 'x' }] },
        'messages[0].role',
        'invalid_value',
      ],
      [{ model: 'gpt:gpt', messages: hi, max_tokens: 0 }, 'max_tokens', 'invalid_value'],
    ];
    for (const [body, param, code] of cases) {
      const res = await api('/openai/v1/chat/completions', json('POST', body, headers));
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({
        error: { type: 'invalid_request_error', param, code },
      });
    }
    const broken = await api('/openai/v1/chat/completions', {
      method: 'POST',
      headers: { ...headers, 'Content-Type': 'application/json' },
      body: '{"model":',
    });
    expect(broken.status).toBe(400);
    expect(await broken.json()).toMatchObject({ error: { type: 'invalid_request_error' } });
    const sdk = await failure(
      owner.client.chat.completions.create({ model: 'gpt:gpt', messages: hi, top_p: 3 }),
    );
    expect(sdk).toBeInstanceOf(OpenAI.BadRequestError);
    expect(sdk.param).toBe('top_p');
    expect(await balanceOf(owner.user.entityId)).toBe(before);
    expect(await holdsOf(owner.user.entityId)).toBe(0);
  });

  it('a provider failure is free: the hold is released and the SDK gets a server error', async () => {
    const owner = await createKey();
    const before = await balanceOf(owner.user.entityId);
    const failed = await failure(
      owner.client.chat.completions.create({
        model: 'gpt:gpt',
        messages: [{ role: 'user', content: 'x fake:fail=500' }],
      }),
    );
    expect(failed.status).toBe(502);
    const stream = await owner.client.chat.completions.create({
      model: 'gpt:gpt',
      messages: [{ role: 'user', content: 'x fake:chunks=4 fake:errorat=2' }],
      stream: true,
    });
    const midStream = await failure(
      (async () => {
        for await (const _chunk of stream) {
          // read until the in-stream error event
        }
      })(),
    );
    expect(midStream).toBeInstanceOf(OpenAI.APIError);
    expect(await balanceOf(owner.user.entityId)).toBe(before);
    expect(await holdsOf(owner.user.entityId)).toBe(0);
  });

  it('the key is refused by every other route; a session token is refused here', async () => {
    const owner = await createKey();
    const keyHeaders = { Authorization: `Bearer ${owner.key}` };
    for (const path of ['/v1/user', '/v1/chat', '/v1/entity/ledger']) {
      expect((await api(path, { headers: keyHeaders })).status).toBe(401);
    }
    const user = await registerUser();
    const res = await api('/openai/v1/models', { headers: user.headers });
    expect(res.status).toBe(401);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('invalid_api_key');
    expect(env.DB).toBeDefined();
  });
});

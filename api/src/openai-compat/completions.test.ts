import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { balanceOf, createKey, holdsOf } from '../../test/api-key-helpers';
import { api } from '../../test/helpers';
import { usageLines } from '../../test/money-helpers';
import { adminCall, signInOperator } from '../admin/operator-helpers';

const ledgerOf = async (entityId: string) =>
  (await usageLines(env, entityId)).map(({ amount_kopecks, kind, ref }) => ({
    amount_kopecks,
    kind,
    ref: ref ?? '',
  }));

/** What the cabinet lists for the owner's only key. */
async function listedKey(headers: { Authorization: string }) {
  const res = await api('/v1/api-keys', { headers });
  const { keys } = (await res.json()) as {
    keys: { spentKopecks: number; lastUsedAt: string | null }[];
  };
  return keys[0];
}

describe('OpenAI-compatible endpoint, through the official openai package', () => {
  it('lists the served text models as provider:llm ids', async () => {
    const { client } = await createKey();
    const ids = [];
    for await (const model of client.models.list()) ids.push(model.id);
    expect(ids).toEqual(expect.arrayContaining(['gpt:gpt', 'gpt:gpt-mini', 'claude:claude-haiku']));
    expect(ids).not.toContain('gpt:gpt-image-1');
    expect((await client.models.retrieve('gpt:gpt')).owned_by).toBe('gpt');
  });

  it('completes, bills the owner’s team once and names the key in the ledger', async () => {
    const owner = await createKey();
    const before = await balanceOf(owner.user.entityId);
    const completion = await owner.client.chat.completions.create({
      model: 'gpt:gpt',
      messages: [
        { role: 'system', content: 'Be brief.' },
        { role: 'user', content: 'Hi fake:input=1000 fake:output=2000' },
      ],
    });
    expect(completion.object).toBe('chat.completion');
    expect(completion.choices[0]?.message.content).toBe('Hello, world!');
    expect(completion.choices[0]?.finish_reason).toBe('stop');
    expect(completion.usage).toMatchObject({ prompt_tokens: 1000, completion_tokens: 2000 });
    // 1000 × 25 000 + 2000 × 100 000 per million = 225 kopecks.
    expect(await balanceOf(owner.user.entityId)).toBe((before ?? 0) - 225);
    expect(await holdsOf(owner.user.entityId)).toBe(0);
    const rows = await ledgerOf(owner.user.entityId);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.amount_kopecks).toBe(-225);
    expect(rows[0]?.ref.startsWith(`api-key/${owner.keyId}/`)).toBe(true);
    const ledger = await api('/v1/entity/ledger?kind=usage', { headers: owner.headers });
    const shown = (await ledger.json()) as { items: { model: string | null; ref: string }[] };
    expect(shown.items[0]).toMatchObject({
      model: 'gpt:gpt',
      amountKopecks: -225,
      apiKeyName: 'script',
    });
    // The console's ledger names the model and the key too, not the call's internal id.
    const operator = await signInOperator();
    const team = await adminCall(operator, 'GET', `/entities/${owner.user.entityId}`);
    const { ledger: consoleRows } = (await team.json()) as { ledger: Record<string, unknown>[] };
    expect(consoleRows.find((row) => row.kind === 'usage')).toMatchObject({
      model: 'gpt:gpt',
      apiKeyName: 'script',
      ref: null,
    });
    const listed = await listedKey(owner.headers);
    expect(listed?.spentKopecks).toBe(225);
    expect(listed?.lastUsedAt).not.toBeNull();
  });

  it('streams chunks with the usage chunk when asked, and bills before [DONE]', async () => {
    const owner = await createKey();
    const before = await balanceOf(owner.user.entityId);
    const stream = await owner.client.chat.completions.create({
      model: 'gpt:gpt-mini',
      messages: [
        { role: 'user', content: 'Stream fake:chunks=5 fake:input=1000 fake:output=2000' },
      ],
      stream: true,
      stream_options: { include_usage: true },
    });
    let text = '';
    const finishes: (string | null | undefined)[] = [];
    let usage: { prompt_tokens: number; completion_tokens: number } | null | undefined;
    for await (const chunk of stream) {
      expect(chunk.object).toBe('chat.completion.chunk');
      text += chunk.choices[0]?.delta.content ?? '';
      if (chunk.choices[0]?.finish_reason) finishes.push(chunk.choices[0].finish_reason);
      if (chunk.usage) usage = chunk.usage;
    }
    expect(text).toBe('w1 w2 w3 w4 w5 ');
    expect(finishes).toEqual(['stop']);
    expect(usage).toMatchObject({ prompt_tokens: 1000, completion_tokens: 2000 });
    // 1000 × 1 500 + 2000 × 6 000 per million = 13.5 → 14 kopecks.
    expect(await balanceOf(owner.user.entityId)).toBe((before ?? 0) - 14);
    expect(await holdsOf(owner.user.entityId)).toBe(0);
  });

  it('a stream without include_usage has no usage chunk', async () => {
    const { client } = await createKey();
    const stream = await client.chat.completions.create({
      model: 'gpt:gpt-mini',
      messages: [{ role: 'user', content: 'Hi' }],
      stream: true,
    });
    const chunks = [];
    for await (const chunk of stream) chunks.push(chunk);
    expect(chunks.some((chunk) => chunk.usage)).toBe(false);
    expect(chunks.map((chunk) => chunk.choices[0]?.delta.content ?? '').join('')).toBe(
      'Hello, world!',
    );
  });

  it('passes tools and tool_choice through and answers tool calls, whole or streamed', async () => {
    const { client } = await createKey();
    const tools = [
      {
        type: 'function' as const,
        function: {
          name: 'get_weather',
          description: 'Weather in a city',
          parameters: { type: 'object', properties: { city: { type: 'string' } } },
        },
      },
    ];
    const args = Buffer.from('{"city":"Moscow"}').toString('hex');
    const messages = [
      { role: 'user' as const, content: `Weather? fake:tool=get_weather fake:args=${args}` },
    ];
    const whole = await client.chat.completions.create({
      model: 'gpt:gpt',
      messages,
      tools,
      tool_choice: { type: 'function', function: { name: 'get_weather' } },
    });
    expect(whole.choices[0]?.finish_reason).toBe('tool_calls');
    const call = whole.choices[0]?.message.tool_calls?.[0];
    expect(call).toMatchObject({ type: 'function', function: { name: 'get_weather' } });
    expect(call?.type === 'function' && JSON.parse(call.function.arguments)).toEqual({
      city: 'Moscow',
    });
    const sent = (await (await fetch(`${env.FAKE_OPENAI_URL}/__fake/requests`)).json()) as {
      body: { tools?: unknown[]; tool_choice?: unknown; messages?: unknown[] };
    }[];
    const request = sent.findLast((r) => JSON.stringify(r.body).includes('fake:tool=get_weather'));
    expect(request?.body.tools).toHaveLength(1);
    expect(request?.body.tool_choice).toEqual({
      type: 'function',
      function: { name: 'get_weather' },
    });

    const stream = await client.chat.completions.create({
      model: 'gpt:gpt',
      messages,
      tools,
      stream: true,
    });
    const calls = [];
    let finish: string | null | undefined;
    for await (const chunk of stream) {
      calls.push(...(chunk.choices[0]?.delta.tool_calls ?? []));
      finish = chunk.choices[0]?.finish_reason ?? finish;
    }
    expect(finish).toBe('tool_calls');
    expect(calls[0]).toMatchObject({ index: 0, function: { name: 'get_weather' } });

    // The tool's result goes back as a `tool` message.
    const followUp = await client.chat.completions.create({
      model: 'gpt:gpt',
      messages: [
        { role: 'user', content: 'Weather?' },
        { role: 'assistant', content: null, tool_calls: call ? [call] : [] },
        { role: 'tool', tool_call_id: call?.id ?? '', content: '{"celsius": 3}' },
      ],
      tools,
    });
    expect(followUp.choices[0]?.message.content).toBe('Tool said: {"celsius": 3}');
  });

  it('passes image content parts to a vision model', async () => {
    const { client } = await createKey();
    const image =
      'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';
    await client.chat.completions.create({
      model: 'gpt:gpt',
      messages: [
        {
          role: 'user',
          content: [
            { type: 'text', text: 'What is this? marker-image-part' },
            { type: 'image_url', image_url: { url: image } },
          ],
        },
      ],
    });
    const sent = (await (await fetch(`${env.FAKE_OPENAI_URL}/__fake/requests`)).json()) as {
      body: unknown;
    }[];
    const request = sent.findLast((r) => JSON.stringify(r.body).includes('marker-image-part'));
    expect(JSON.stringify(request?.body)).toContain(image.slice(0, 40));
  });
});

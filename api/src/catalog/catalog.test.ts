import { describe, expect, it } from 'vitest';
import { api, registerUser } from '../../test/helpers';

describe('catalogue endpoints', () => {
  it('lists only the configured providers’ models, with capabilities and prices', async () => {
    const { headers } = await registerUser();
    const body = (await (await api('/v2/llm/cabinet/models', { headers })).json()) as {
      models: { id: string; capabilities: string[]; price: object }[];
      defaultModel: string;
    };
    expect(body.defaultModel).toBe('gemini:gemini-25-flash');
    expect(body.models.map((m) => m.id)).not.toContain('demo:demo');
    expect(body.models.find((m) => m.id === 'gpt:gpt')).toMatchObject({
      provider: 'gpt',
      llm: 'gpt',
      capabilities: ['text', 'vision', 'webSearch', 'search', 'tools'],
      price: { inputKopecksPerMillion: 25_000, outputKopecksPerMillion: 100_000 },
    });
  });

  it('gives every model a friendly name, context window, capabilities and prices per 1,000 tokens', async () => {
    const { headers } = await registerUser();
    const en = { ...headers, 'X-Ad-Locale': 'en' };
    const body = (await (await api('/v2/llm/cabinet/models', { headers: en })).json()) as {
      models: {
        id: string;
        name: string;
        contextWindow: number | null;
        capabilities: string[];
        prices: Record<string, number>;
      }[];
    };
    const byId = new Map(body.models.map((m) => [m.id, m]));
    expect(byId.get('gpt:gpt-mini')).toMatchObject({
      name: 'GPT-4o mini',
      contextWindow: 128_000,
      prices: { inputKopecksPer1000: 1.5, outputKopecksPer1000: 6, reasoningKopecksPer1000: 6 },
    });
    expect(byId.get('claude:claude-sonnet')).toMatchObject({
      name: 'Claude Sonnet 4.5',
      contextWindow: 200_000,
      capabilities: ['text', 'vision', 'reasoning', 'tools'],
      prices: { inputKopecksPer1000: 30, outputKopecksPer1000: 150 },
    });
    expect(byId.get('gemini:gemini-25-pro')).toMatchObject({
      contextWindow: 1_048_576,
      capabilities: expect.arrayContaining(['reasoning', 'vision']),
    });
    expect(byId.get('gpt:dall-e-3')).toMatchObject({
      contextWindow: null,
      capabilities: ['image'],
    });
    for (const model of body.models) {
      expect(model.name).toBeTruthy();
      expect(Object.keys(model.prices).sort()).toEqual([
        'inputKopecksPer1000',
        'outputKopecksPer1000',
        'reasoningKopecksPer1000',
      ]);
    }
  });

  it('serves assistants and prompt groups in the caller’s language', async () => {
    const { headers } = await registerUser();
    const en = { ...headers, 'X-Ad-Locale': 'en' };
    const list = (await (await api('/v1/assistants', { headers: en })).json()) as {
      items: { id: string; name: string }[];
    };
    expect(list.items[0]).toMatchObject({ id: 'editor', name: 'Editor' });
    const one = await api('/v1/assistants/editor', { headers });
    expect(await one.json()).toMatchObject({
      name: 'Редактор',
      temperature: 0.3,
      systemPrompt: expect.any(String),
    });
    expect((await api('/v1/assistants/nope', { headers })).status).toBe(404);
    const groups = (await (await api('/v2/prompts/groups', { headers: en })).json()) as {
      items: { name: string; prompts: { title: string; text: string }[] }[];
    };
    expect(groups.items[0]).toMatchObject({
      name: 'Writing',
      prompts: [{ title: 'Summarize' }, { title: 'Rewrite simply' }],
    });
    const ru = (await (await api('/v2/prompts/groups', { headers })).json()) as {
      items: { name: string }[];
    };
    expect(ru.items.map((g) => g.name)).toEqual(['Тексты', 'Учёба', 'Работа']);
  });
});

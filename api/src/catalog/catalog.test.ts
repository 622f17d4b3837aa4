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
      capabilities: ['text', 'vision', 'webSearch'],
      price: { inputKopecksPerMillion: 25_000, outputKopecksPerMillion: 100_000 },
    });
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

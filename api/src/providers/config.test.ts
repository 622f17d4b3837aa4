import { describe, expect, it } from 'vitest';
import type { Env } from '../env';
import { servedModels } from './config';

const envOf = (vars: Partial<Env>) => vars as Env;
const ids = (vars: Partial<Env>) => servedModels(envOf(vars)).map((m) => m.id);

describe('served models follow configuration', () => {
  it('offers the offline demo only with DEMO_MODEL=on and no provider configured', () => {
    expect(ids({ DEMO_MODEL: 'on' })).toEqual(['demo:demo']);
    expect(servedModels(envOf({ DEMO_MODEL: 'on' }))[0]?.title).toEqual({
      en: 'Demo (offline)',
      ru: 'Демо (офлайн)',
    });
    expect(ids({ DEMO_MODEL: 'off' })).toEqual([]);
    expect(ids({})).toEqual([]);
  });

  it('switches a provider on by its key or base URL, and never shows the demo beside it', () => {
    expect(ids({ DEMO_MODEL: 'on', OPENAI_API_KEY: 'sk' })).toEqual([
      'gpt:gpt',
      'gpt:gpt-mini',
      'gpt:o3',
      'gpt:gpt-5',
      'gpt:gpt-image-1',
      'gpt:dall-e-3',
    ]);
    expect(ids({ GOOGLE_BASE_URL: 'http://127.0.0.1:1/v1beta' })).toEqual([
      'gemini:gemini-25-flash',
      'gemini:gemini-25-pro',
      'gemini:gemini-25-flash-image',
    ]);
    expect(ids({ ANTHROPIC_API_KEY: 'k' })).toEqual([
      'claude:claude-sonnet',
      'claude:claude-haiku',
    ]);
  });

  it('lists an OpenAI-compatible server’s configured models as local:<name>', () => {
    const models = servedModels(
      envOf({
        DEMO_MODEL: 'on',
        OPENAI_COMPATIBLE_BASE_URL: 'http://127.0.0.1:11434/v1',
        OPENAI_COMPATIBLE_MODELS: 'llama3.2, qwen2.5-vl, deepseek-r1',
        OPENAI_COMPATIBLE_VISION_MODELS: 'qwen2.5-vl',
        OPENAI_COMPATIBLE_REASONING_MODELS: 'deepseek-r1',
      }),
    );
    expect(models.map((m) => [m.id, m.capabilities, m.takesEffort === true])).toEqual([
      ['local:llama3.2', ['text'], false],
      ['local:qwen2.5-vl', ['text', 'vision'], false],
      ['local:deepseek-r1', ['text', 'reasoning'], true],
    ]);
  });
});

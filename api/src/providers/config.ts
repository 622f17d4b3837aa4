import type { Env } from '../env';
import { type CatalogModel, catalogModels, demoModel, type ProviderKind } from './catalog';

/** A model the deployment can serve right now. */
export type ServedModel = CatalogModel;

/** Whether a provider family is configured: its secret or its base URL is set. */
export function isProviderOn(env: Env, kind: ProviderKind): boolean {
  switch (kind) {
    case 'openai':
      return Boolean(env.OPENAI_API_KEY || env.OPENAI_BASE_URL);
    case 'google':
      return Boolean(env.GOOGLE_API_KEY || env.GOOGLE_BASE_URL);
    case 'anthropic':
      return Boolean(env.ANTHROPIC_API_KEY || env.ANTHROPIC_BASE_URL);
    case 'compatible':
      return Boolean(env.OPENAI_COMPATIBLE_BASE_URL);
    case 'demo':
      return false;
  }
}

/** Models of an OpenAI-compatible server (Ollama, vLLM, …): `local:<name>`, free. */
function compatibleModels(env: Env): CatalogModel[] {
  if (!isProviderOn(env, 'compatible')) return [];
  const names = (env.OPENAI_COMPATIBLE_MODELS ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  const listed = (value: string | undefined) =>
    new Set((value ?? '').split(',').map((name) => name.trim()));
  const vision = listed(env.OPENAI_COMPATIBLE_VISION_MODELS);
  // Servers that stream `reasoning_content` (DeepSeek, vLLM and Ollama reasoning models); they
  // are sent `reasoning_effort`, which a server that does not know it ignores (decision 154).
  const reasoning = listed(env.OPENAI_COMPATIBLE_REASONING_MODELS);
  const windows = contextWindows(env.OPENAI_COMPATIBLE_CONTEXT_WINDOWS);
  return names.map((name) => ({
    id: `local:${name}`,
    kind: 'compatible',
    providerModel: name,
    title: { en: `${name} (local)`, ru: `${name} (локальная)` },
    capabilities: [
      'text',
      ...(vision.has(name) ? (['vision'] as const) : []),
      ...(reasoning.has(name) ? (['reasoning'] as const) : []),
    ],
    ...(reasoning.has(name) ? { takesEffort: true } : {}),
    // A server's window is its own setting; 32 000 is a common default (Ollama's can be lower).
    contextWindow: windows.get(name) ?? 32_000,
    inputKopecksPerMillion: 0,
    outputKopecksPerMillion: 0,
  }));
}

/** `name=tokens,…` as a map; entries that are not a positive whole number are skipped. */
function contextWindows(value: string | undefined): Map<string, number> {
  const windows = new Map<string, number>();
  for (const entry of (value ?? '').split(',')) {
    const [name, tokens] = entry.split('=').map((part) => part.trim());
    const count = Number(tokens);
    if (name && Number.isSafeInteger(count) && count > 0) windows.set(name, count);
  }
  return windows;
}

/**
 * Every model this deployment serves: the catalogue entries whose provider is configured, the
 * OpenAI-compatible server's models, or — with nothing configured and `DEMO_MODEL=on` (local
 * configuration only) — the offline demo.
 */
export function servedModels(env: Env): ServedModel[] {
  const real = [
    ...catalogModels.filter((model) => isProviderOn(env, model.kind)),
    ...compatibleModels(env),
  ];
  if (real.length > 0) return real;
  return env.DEMO_MODEL === 'on' ? [demoModel] : [];
}

/** The served model named `provider:llm`, or undefined. */
export function findServedModel(env: Env, id: string): ServedModel | undefined {
  return servedModels(env).find((model) => model.id === id);
}

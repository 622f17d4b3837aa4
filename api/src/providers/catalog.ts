/** The provider families the api can drive; each is switched on by its configuration. */
export type ProviderKind = 'openai' | 'google' | 'anthropic' | 'compatible' | 'demo';

/**
 * What a model does through Beseda. `webSearch` (the `browsing` flag) predates `search`, its
 * name in the catalogue's contract; both are listed so older clients keep working.
 */
export type Capability =
  | 'text'
  | 'vision'
  | 'webSearch'
  | 'search'
  | 'image'
  | 'reasoning'
  | 'tools';

/** One model the product offers, named `provider:llm` (SPEC §3). */
export interface CatalogModel {
  /** `provider:llm`, e.g. `gemini:gemini-25-flash`. */
  id: string;
  kind: ProviderKind;
  /** The provider's own model id. */
  providerModel: string;
  /** The provider model used when the caller asks for web search (`browsing`). */
  webSearchModel?: string;
  /** The friendly name people see (`name` in the catalogue's answer). */
  title: { en: string; ru: string };
  capabilities: Capability[];
  /** Tokens the model reads at most (prompt and answer), per the provider's docs; image models: null. */
  contextWindow: number | null;
  /** Price per million tokens in kopecks (list price at 100 RUB per USD). */
  inputKopecksPerMillion: number;
  outputKopecksPerMillion: number;
  /**
   * Thinking tokens per million in kopecks, when the provider prices them apart from the answer;
   * absent: billed as output (decision 154).
   */
  reasoningKopecksPerMillion?: number;
  /**
   * A model with capability `reasoning` that takes the send route's `reasoningEffort` (OpenAI
   * `reasoning_effort`, Anthropic thinking budgets, Gemini `thinkingConfig`); decision 154.
   */
  takesEffort?: boolean;
  /** Image models (capability `image`): what a picture costs and how it may be asked for. */
  image?: ImageOptions;
}

export interface ImageOptions {
  /** Kopecks per generated image. */
  kopecksPerImage: number;
  /** The `WxH` sizes the model takes; the first is the default. */
  sizes: `${number}x${number}`[];
  /** Most images one request may ask for. */
  maxImages: number;
  /** Whether a follow-up may send the previous image to refine (OpenAI image edits). */
  canEdit: boolean;
  /**
   * For providers that take an aspect ratio instead of a size (Gemini): the ratio asked for
   * each size in `sizes`, whose values are the sizes the provider answers at that ratio.
   */
  aspectRatios?: Partial<Record<`${number}x${number}`, `${number}:${number}`>>;
}

export const DEFAULT_MODEL_ID = 'gemini:gemini-25-flash';

/** Longest answer asked of any model; it also bounds what a billing hold must cover. */
export const MAX_OUTPUT_TOKENS = 4096;

const same = (title: string) => ({ en: title, ru: title });

/** The fixed catalogue; OpenAI-compatible servers add their models from configuration. */
export const catalogModels: CatalogModel[] = [
  {
    id: 'gemini:gemini-25-flash',
    kind: 'google',
    providerModel: 'gemini-2.5-flash',
    title: same('Gemini 2.5 Flash'),
    capabilities: ['text', 'vision', 'reasoning', 'tools'],
    takesEffort: true,
    contextWindow: 1_048_576,
    inputKopecksPerMillion: 3_000,
    outputKopecksPerMillion: 25_000,
  },
  {
    id: 'gemini:gemini-25-pro',
    kind: 'google',
    providerModel: 'gemini-2.5-pro',
    title: same('Gemini 2.5 Pro'),
    capabilities: ['text', 'vision', 'reasoning', 'tools'],
    takesEffort: true,
    contextWindow: 1_048_576,
    inputKopecksPerMillion: 12_500,
    outputKopecksPerMillion: 100_000,
  },
  {
    id: 'gpt:gpt',
    kind: 'openai',
    providerModel: 'gpt-4o',
    webSearchModel: 'gpt-4o-search-preview',
    title: same('GPT-4o'),
    capabilities: ['text', 'vision', 'webSearch', 'search', 'tools'],
    contextWindow: 128_000,
    inputKopecksPerMillion: 25_000,
    outputKopecksPerMillion: 100_000,
  },
  {
    id: 'gpt:gpt-mini',
    kind: 'openai',
    providerModel: 'gpt-4o-mini',
    webSearchModel: 'gpt-4o-mini-search-preview',
    title: same('GPT-4o mini'),
    capabilities: ['text', 'vision', 'webSearch', 'search', 'tools'],
    contextWindow: 128_000,
    inputKopecksPerMillion: 1_500,
    outputKopecksPerMillion: 6_000,
  },
  {
    // Reasoning models answer through the Responses API, which streams their thinking's
    // summary (decision 170); with tools, and through the OpenAI-compatible api, through chat
    // completions. The SDK leaves out the temperature either way.
    id: 'gpt:o3',
    kind: 'openai',
    providerModel: 'o3',
    title: same('o3'),
    capabilities: ['text', 'vision', 'reasoning', 'tools'],
    takesEffort: true,
    contextWindow: 200_000,
    inputKopecksPerMillion: 20_000,
    outputKopecksPerMillion: 80_000,
  },
  {
    id: 'gpt:gpt-5',
    kind: 'openai',
    providerModel: 'gpt-5',
    title: same('GPT-5'),
    capabilities: ['text', 'vision', 'reasoning', 'tools'],
    takesEffort: true,
    contextWindow: 400_000,
    inputKopecksPerMillion: 12_500,
    outputKopecksPerMillion: 100_000,
  },
  {
    id: 'claude:claude-sonnet',
    kind: 'anthropic',
    providerModel: 'claude-sonnet-4-5',
    title: same('Claude Sonnet 4.5'),
    capabilities: ['text', 'vision', 'reasoning', 'tools'],
    takesEffort: true,
    contextWindow: 200_000,
    inputKopecksPerMillion: 30_000,
    outputKopecksPerMillion: 150_000,
  },
  {
    id: 'claude:claude-haiku',
    kind: 'anthropic',
    providerModel: 'claude-haiku-4-5',
    title: same('Claude Haiku 4.5'),
    capabilities: ['text', 'vision', 'reasoning', 'tools'],
    takesEffort: true,
    contextWindow: 200_000,
    inputKopecksPerMillion: 10_000,
    outputKopecksPerMillion: 50_000,
  },
  {
    id: 'gpt:gpt-image-1',
    kind: 'openai',
    providerModel: 'gpt-image-1',
    title: same('GPT Image 1'),
    capabilities: ['image'],
    contextWindow: null,
    inputKopecksPerMillion: 0,
    outputKopecksPerMillion: 0,
    image: {
      kopecksPerImage: 500,
      sizes: ['1024x1024', '1536x1024', '1024x1536'],
      maxImages: 4,
      canEdit: true,
    },
  },
  {
    // "Nano Banana": Gemini's image model through generateContent; $0.039 per image.
    id: 'gemini:gemini-25-flash-image',
    kind: 'google',
    providerModel: 'gemini-2.5-flash-image',
    title: same('Gemini 2.5 Flash Image'),
    capabilities: ['image'],
    contextWindow: null,
    inputKopecksPerMillion: 0,
    outputKopecksPerMillion: 0,
    image: {
      kopecksPerImage: 390,
      sizes: ['1024x1024', '1344x768', '768x1344', '1184x864', '864x1184'],
      maxImages: 4,
      canEdit: true,
      aspectRatios: {
        '1024x1024': '1:1',
        '1344x768': '16:9',
        '768x1344': '9:16',
        '1184x864': '4:3',
        '864x1184': '3:4',
      },
    },
  },
  {
    id: 'gpt:dall-e-3',
    kind: 'openai',
    providerModel: 'dall-e-3',
    title: same('DALL·E 3'),
    capabilities: ['image'],
    contextWindow: null,
    inputKopecksPerMillion: 0,
    outputKopecksPerMillion: 0,
    image: {
      kopecksPerImage: 400,
      sizes: ['1024x1024', '1792x1024', '1024x1792'],
      maxImages: 1,
      canEdit: false,
    },
  },
];

/** The offline demo model of local development (no provider configured). Free. */
export const demoModel: CatalogModel = {
  id: 'demo:demo',
  kind: 'demo',
  providerModel: 'demo',
  title: { en: 'Demo (offline)', ru: 'Демо (офлайн)' },
  capabilities: ['text', 'vision'],
  contextWindow: 32_000,
  inputKopecksPerMillion: 0,
  outputKopecksPerMillion: 0,
};

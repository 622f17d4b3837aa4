/** How a fake answers: chunks, pacing, failures and reported usage. */
export interface FakeScript {
  chunks?: string[];
  delayMs?: number;
  failStatus?: number;
  cutAfter?: number;
  inputTokens?: number;
  outputTokens?: number;
  /** Answer a markdown reply quoting the question, word by word (echo-answer.mjs). */
  echo?: boolean;
  /** Thinking pieces streamed first when the request asks for thinking (decision 154). */
  reasoning?: string[];
  reasoningTokens?: number;
  holdThinking?: string;
}

export interface FakeRequest {
  method: string;
  path: string;
  headers: Record<string, string | string[] | undefined>;
  body: unknown;
}

export interface FakeServer {
  url: string;
  requests: FakeRequest[];
  script(next?: FakeScript): void;
  close(): Promise<void>;
}

export function startFakeOpenAI(opts?: FakeScript, listen?: { port?: number }): Promise<FakeServer>;
export function startFakeGemini(opts?: FakeScript, listen?: { port?: number }): Promise<FakeServer>;
export function startFakeAnthropic(opts?: FakeScript): Promise<FakeServer>;
export function directivesOf(text: string): FakeScript;

export interface FakeMidjourney extends FakeServer {
  /** The proxy's tasks by id, as the fake keeps them. */
  tasks: Map<string, Record<string, unknown>>;
}

/** A midjourney-proxy fake; point MIDJOURNEY_BASE_URL at `${url}/mj`. */
export function startFakeMidjourney(opts?: {
  apiSecret?: string;
  port?: number;
}): Promise<FakeMidjourney>;
/** Words the Midjourney fake refuses with code 24. */
export const bannedWords: string[];

/** A fake whose requests are recorded as plain objects (voice fakes, issue 11). */
export interface FakeVoiceServer {
  url: string;
  requests: Record<string, unknown>[];
  close(): Promise<void>;
}

/** Deepgram pre-recorded `POST /v1/listen`; point DEEPGRAM_BASE_URL at `url`. */
export function startFakeDeepgram(opts?: {
  apiKey?: string;
  port?: number;
}): Promise<FakeVoiceServer>;
/** The transcript the Deepgram fake answers unless `fake:text=<hex>` is in the audio. */
export const DEFAULT_TRANSCRIPT: string;
/** Yandex SpeechKit v1 `POST /speech/v1/tts:synthesize`; point YANDEX_TTS_BASE_URL at `url`. */
export function startFakeYandexTts(opts?: {
  apiKey?: string;
  port?: number;
}): Promise<FakeVoiceServer>;
export const YANDEX_TEXT_LIMIT: number;
export function silentMp3(frames?: number): Buffer;

export interface FakeYooKassa {
  url: string;
  requests: FakeRequest[];
  /** The fake's payments by id, YooKassa's JSON. */
  payments: Map<string, Record<string, unknown>>;
  /** Where the checkout page's "Pay" POSTs the notification. */
  setNotificationUrl(url: string): void;
  close(): Promise<void>;
}

/** A YooKassa API v3 fake; point YOOKASSA_BASE_URL at `${url}/v3`. */
export function startFakeYooKassa(opts?: {
  shopId?: string;
  secretKey?: string;
  notificationUrl?: string;
  port?: number;
}): Promise<FakeYooKassa>;

export interface FakeThirdPartyScripts {
  /** Serves /metrika/tag.js, /widget/hde.js and /watch/{counterId} beacons. */
  url: string;
  requests: { method: string; path: string }[];
  close(): Promise<void>;
}
export function startFakeThirdPartyScripts(): Promise<FakeThirdPartyScripts>;

/** Every fake, wired for `npm start -- --fakes`; `vars` are the api variables pointing at them. */
export function startLocalFakes(opts: { base: number; apiUrl: string }): Promise<{
  vars: Record<
    | 'OPENAI_BASE_URL'
    | 'OPENAI_API_KEY'
    | 'MIDJOURNEY_BASE_URL'
    | 'MIDJOURNEY_API_SECRET'
    | 'DEEPGRAM_BASE_URL'
    | 'DEEPGRAM_API_KEY'
    | 'YANDEX_TTS_BASE_URL'
    | 'YANDEX_API_KEY'
    | 'YOOKASSA_BASE_URL'
    | 'YOOKASSA_SHOP_ID'
    | 'YOOKASSA_SECRET_KEY'
    | 'GOOGLE_BASE_URL'
    | 'GOOGLE_API_KEY',
    string
  >;
  close(): Promise<unknown>;
}>;

export type FakeOAuthProvider = 'yandex' | 'vk' | 'google';
export interface FakeOAuthIdentity {
  sub?: string;
  email?: string | null;
  emailVerified?: boolean;
  name?: string;
  /** The authorize page redirects back with `error=access_denied` instead of a code. */
  deny?: boolean;
}
export interface FakeOAuth {
  url: string;
  requests: { method: string; path: string; body: string }[];
  clients: Record<FakeOAuthProvider, { id: string; secret: string }>;
  /** The api variables (client ids, secrets, base URLs) that point every provider at the fake. */
  apiVars: Record<string, string>;
  setIdentity(provider: FakeOAuthProvider, identity: FakeOAuthIdentity): void;
  close(): Promise<void>;
}

/**
 * Yandex ID, VK ID and Google sign-in in their wire formats; `POST /__fake/identity`
 * `{provider, identity}` sets who the next authorize approves as (tests/fakes/oauth.mjs).
 */
export function startFakeOAuth(opts?: {
  clients?: Record<FakeOAuthProvider, { id: string; secret: string }>;
  port?: number;
}): Promise<FakeOAuth>;

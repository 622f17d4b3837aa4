import type Documents from '../../documents/src/index';
/** Bindings and variables of the api Worker (see api/wrangler.jsonc and api/.dev.vars.example). */
export interface Env {
  DB: D1Database;
  /** `on` offers the offline demo model when no provider is configured. Local configuration only. */
  DEMO_MODEL?: string;
  /** Signs access tokens and derives the key that seals successor token pairs. Worker secret. */
  JWT_SECRET: string;
  /**
   * Seals two-factor (TOTP) secrets at rest (AES-GCM, HKDF-derived). Optional: unset, the
   * `JWT_SECRET` is used, and rotating it then voids every authenticator. Worker secret.
   */
  TOTP_SECRET_KEY?: string;
  /**
   * Credited once to a new user's own team as a `grant` ledger row when they confirm their email;
   * unset (production default) grants nothing. Local configuration sets it (api/.dev.vars).
   */
  STARTING_BALANCE_KOPECKS?: string;
  /** Registrations allowed per client address and window (defaults 5 per 3600 s). */
  REGISTRATIONS_PER_ADDRESS?: string;
  REGISTRATION_WINDOW_SECONDS?: string;
  /** Messages a user may send to free models (price 0, e.g. the demo) per minute and per hour. */
  FREE_SENDS_PER_MINUTE?: string;
  FREE_SENDS_PER_HOUR?: string;
  /** Calls of the OpenAI-compatible endpoint per API key and minute (default 60). */
  COMPAT_CALLS_PER_MINUTE?: string;
  /** The request header carrying the client's address (default `cf-connecting-ip`). */
  CLIENT_ADDRESS_HEADER?: string;
  /** The front's public origin, for links in mail (e.g. https://beseda.example); optional. */
  PUBLIC_WEB_URL?: string;
  /**
   * Passkeys (docs/decisions/152-passkeys.md): the front origins whose pages may use them, space-
   * or comma-separated; unset → the origin of `PUBLIC_WEB_URL` (a loopback address as
   * `localhost`). Unset both → passkeys answer 503.
   */
  PASSKEY_ORIGINS?: string;
  /** The WebAuthn relying party id passkeys are scoped to; unset → the first origin's host. */
  PASSKEY_RP_ID?: string;
  /** HTTP email API; when unset, mail goes to the `email_outbox` table and the log. */
  EMAIL_API_URL?: string;
  EMAIL_API_KEY?: string;
  EMAIL_FROM?: string;
  // Chats and generations (issue 5). A provider is on when its key or base URL is set.
  /** One Durable Object per author, running their generations by requestId (decision 118). */
  GENERATION: DurableObjectNamespace<import('./generation/generation').Generation>;
  /** One Durable Object per person: their own data, moved from D1 part by part (decision 203). */
  PERSON: DurableObjectNamespace<import('./person/person').Person>;
  /** One Durable Object per team: its own data, moved from D1 part by part (decision 205). */
  TEAM: DurableObjectNamespace<import('./team/team').Team>;
  /**
   * Lets `npm start` and `npm run deploy` run the move from D1 into the objects
   * (`POST /internal/storage-moves`, decision 203); unset, that route does not exist. Worker secret.
   */
  STORAGE_MOVE_TOKEN?: string;
  /** Attachments (and later generated media). */
  FILES: R2Bucket;
  /** The documents Worker: reads PDF text over RPC (documents/, decision 093). */
  DOCUMENTS: Service<Documents>;
  /** Static assets holding the OpenAI tokenizer's ranks (decision 141), fetched by the estimate. */
  TOKENIZER_RANKS: Fetcher;
  /** Cloudflare Images: thumbnails of stored images; without it the original is served. */
  IMAGES?: ImagesBinding;
  OPENAI_API_KEY?: string;
  OPENAI_BASE_URL?: string;
  // Knowledge bases (docs/decisions/163-knowledge-bases.md).
  /** One Durable Object per knowledge base: its passages, keyword index and vectors. */
  KNOWLEDGE_INDEX: DurableObjectNamespace<import('./knowledge/knowledge-index').KnowledgeIndex>;
  /** OpenAI's embedding model for knowledge bases (default `text-embedding-3-small`). */
  OPENAI_EMBEDDING_MODEL?: string;
  /** Gemini's embedding model, used when OpenAI is not configured (default `gemini-embedding-001`). */
  GOOGLE_EMBEDDING_MODEL?: string;
  /** Kopecks per million embedded tokens, charged to the team (default 200). */
  EMBEDDING_KOPECKS_PER_MILLION?: string;
  /** Megabytes of knowledge documents one team keeps at most, all bases together (default 1024). */
  KNOWLEDGE_TEAM_MAX_MB?: string;
  GOOGLE_API_KEY?: string;
  GOOGLE_BASE_URL?: string;
  ANTHROPIC_API_KEY?: string;
  ANTHROPIC_BASE_URL?: string;
  /** An OpenAI-compatible server (Ollama, vLLM, llama.cpp, LM Studio) and its comma-separated models. */
  OPENAI_COMPATIBLE_BASE_URL?: string;
  OPENAI_COMPATIBLE_API_KEY?: string;
  OPENAI_COMPATIBLE_MODELS?: string;
  OPENAI_COMPATIBLE_VISION_MODELS?: string;
  /** Those of its models that reason (stream `reasoning_content`, take `reasoning_effort`). */
  OPENAI_COMPATIBLE_REASONING_MODELS?: string;
  /**
   * Comma-separated `name=tokens` windows of the OpenAI-compatible server's models (a server's
   * window is its own setting, e.g. Ollama's `num_ctx`); unnamed models: 32000.
   */
  OPENAI_COMPATIBLE_CONTEXT_WINDOWS?: string;
  /**
   * The model that summarizes a long chat's earlier messages (`provider:llm`, decision 169);
   * unset or not served: the cheapest text model served.
   */
  SUMMARY_MODEL?: string;
  /** Milliseconds of provider silence after which an answer fails (default 120000). */
  GENERATION_IDLE_TIMEOUT_MS?: string;
  // Midjourney (issue 10): a midjourney-proxy-compatible service; off while the base URL is unset.
  /** One Durable Object per Midjourney task, keyed by our task id: it polls the proxy. */
  MIDJOURNEY_TASK: DurableObjectNamespace<import('./midjourney/task-watcher').MidjourneyTask>;
  /** e.g. https://host/mj (calls go to {base}/submit/imagine, {base}/task/{id}/fetch, …). */
  MIDJOURNEY_BASE_URL?: string;
  /** Sent as the `mj-api-secret` header. Worker secret. */
  MIDJOURNEY_API_SECRET?: string;
  /** Milliseconds between polls of a running task (default 3000). */
  MIDJOURNEY_POLL_MS?: string;
  /** Kopecks per grid (imagine, variation, reroll; default 1000) and per upscale (default 500). */
  MIDJOURNEY_PRICE_KOPECKS?: string;
  MIDJOURNEY_UPSCALE_PRICE_KOPECKS?: string;
  // Voice (issue 11; docs/decisions/060-voice.md): each provider is on when its key is set.
  /** One Durable Object per uploaded file's transcription (keyed by its id): runs the job. */
  TRANSCRIPTION_JOB: DurableObjectNamespace<import('./voice/transcription-job').TranscriptionJob>;
  AVATAR_JOB: DurableObjectNamespace<import('./avatars/avatar-job').AvatarJob>;
  /** Deepgram pre-recorded speech to text; base defaults to https://api.deepgram.com. */
  DEEPGRAM_API_KEY?: string;
  DEEPGRAM_BASE_URL?: string;
  /** Yandex SpeechKit v1 text to speech; base defaults to https://tts.api.cloud.yandex.net. */
  YANDEX_API_KEY?: string;
  YANDEX_FOLDER_ID?: string;
  YANDEX_TTS_BASE_URL?: string;
  /** Kopecks per started minute of transcribed audio (default 100). */
  STT_PRICE_PER_MINUTE_KOPECKS?: string;
  /** Kopecks per started 1,000 characters of synthesized speech (default 50). */
  TTS_PRICE_PER_1000_CHARS_KOPECKS?: string;
  // Payments (issue 12): top-ups through YooKassa API v3; off while the shop id or key is unset.
  /** The shop's id and secret key (Basic auth). The key is a Worker secret. */
  YOOKASSA_SHOP_ID?: string;
  YOOKASSA_SECRET_KEY?: string;
  /** Default https://api.yookassa.ru/v3; tests point it at tests/fakes/yookassa.mjs. */
  YOOKASSA_BASE_URL?: string;
  // Pages of issue 13 (docs/decisions/070–074).
  /** Calls of the public price list (`GET /v1/prices`) per address and minute (default 60). */
  PRICES_PER_MINUTE?: string;
  /** Cost estimates before sending (`POST /v1/openai/estimate`) per user and minute (default 120). */
  ESTIMATES_PER_MINUTE?: string;
  /** Feedback sends per address and window (default 5 per 3600 s). */
  FEEDBACK_PER_ADDRESS?: string;
  FEEDBACK_WINDOW_SECONDS?: string;
  /** Seconds between opening the feedback form and sending it, at least (default 3). */
  FEEDBACK_MIN_FORM_SECONDS?: string;
  /** Where support tickets are mailed; unset → tickets are stored and only the author is mailed. */
  SUPPORT_EMAIL?: string;
  /** Tickets per user and hour (default 5). */
  SUPPORT_TICKETS_PER_HOUR?: string;
  // Tools through MCP (docs/decisions/144-mcp-tools.md).
  /** Seals (AES-GCM) the headers people give their MCP servers. Worker secret. */
  MCP_TOKEN_KEY?: string;
  /**
   * `on` admits `http://127.0.0.1` and `http://localhost` as MCP server addresses, for
   * development and tests. Local configuration only; a deployed Worker never sets it.
   */
  MCP_ALLOW_LOCAL?: string;
  /** Milliseconds a tool call waits for the person's approval before it is denied (default 600000). */
  TOOL_APPROVAL_TIMEOUT_MS?: string;
  // Sign-in with Yandex ID, VK ID and Google (docs/decisions/162-oauth-sign-in.md): each provider
  // is on when its client id and secret are set (the secrets are Worker secrets).
  YANDEX_CLIENT_ID?: string;
  YANDEX_CLIENT_SECRET?: string;
  VK_CLIENT_ID?: string;
  VK_CLIENT_SECRET?: string;
  GOOGLE_CLIENT_ID?: string;
  GOOGLE_CLIENT_SECRET?: string;
  /** Default https://oauth.yandex.ru (`/authorize`, `/token`); tests point it at the fake. */
  YANDEX_OAUTH_BASE_URL?: string;
  /** Default https://login.yandex.ru (`/info`). */
  YANDEX_LOGIN_BASE_URL?: string;
  /** Default https://id.vk.com (`/authorize`, `/oauth2/auth`, `/oauth2/user_info`). */
  VK_ID_BASE_URL?: string;
  /** Default https://accounts.google.com (`/o/oauth2/v2/auth`). */
  GOOGLE_ACCOUNTS_BASE_URL?: string;
  /** Default https://oauth2.googleapis.com (`/token`). */
  GOOGLE_OAUTH2_BASE_URL?: string;
  /** Default https://openidconnect.googleapis.com (`/v1/userinfo`). */
  GOOGLE_OPENID_BASE_URL?: string;
  // The operator console (docs/decisions/160-operator-console.md).
  /**
   * Comma-separated emails of the accounts that may use `/v1/admin/*` and `/admin`; unset (the
   * deployed default), there are no operators. Local configuration names one (api/.dev.vars).
   */
  OPERATOR_EMAILS?: string;
}

export type AppEnv = { Bindings: Env };

/** Bindings and variables of the api Worker (see api/wrangler.jsonc and api/.dev.vars.example). */
export interface Env {
  DB: D1Database;
  ENVIRONMENT?: string;
  /** Signs access tokens and derives the key that seals successor token pairs. Worker secret. */
  JWT_SECRET: string;
  /** Credited to every new team as a `grant` ledger row; 0 when unset. */
  STARTING_BALANCE_KOPECKS?: string;
  /** HTTP email API; when unset, mail goes to the `email_outbox` table and the log. */
  EMAIL_API_URL?: string;
  EMAIL_API_KEY?: string;
  EMAIL_FROM?: string;
}

export type AppEnv = { Bindings: Env };

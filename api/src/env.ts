/** Bindings and variables of the api Worker (see api/wrangler.jsonc and api/.dev.vars.example). */
export interface Env {
  DB: D1Database;
  ENVIRONMENT?: string;
}

export type AppEnv = { Bindings: Env };

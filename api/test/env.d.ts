/// <reference path="../../node_modules/@cloudflare/vitest-plugin/types/cloudflare-test.d.ts" />

// Types for `cloudflare:workers` in tests: the main module's exports and the test-only binding.
declare namespace Cloudflare {
  type ApiEnv = import('../src/env').Env;
  interface GlobalProps {
    mainModule: typeof import('../src/index');
  }
  interface Env extends ApiEnv {
    TEST_MIGRATIONS: import('cloudflare:test').D1Migration[];
    /** How many people the population move test seeds (a multiple of 100; api/vitest.config.ts). */
    POPULATION_PEOPLE: string;
    /** An empty D1 of its own that a test migrates step by step (api/vitest.config.ts). */
    MIGRATION_CHECK_DB: D1Database;
    /** Another, for a second such test (test files run at once and would share one). */
    KEYS_MIGRATION_CHECK_DB: D1Database;
    /** The OpenAI wire fake's root (test/global-setup.ts), e.g. for `/__fake/requests`. */
    FAKE_OPENAI_URL: string;
    /** The Midjourney proxy fake's root, for `/__fake/requests`. */
    FAKE_MIDJOURNEY_URL: string;
    /** The voice fakes' roots (Deepgram, Yandex TTS), for `/__fake/requests`. */
    DEEPGRAM_BASE_URL: string;
    YANDEX_TTS_BASE_URL: string;
    /** The YooKassa fake's root, for `/__fake/requests` and `/__fake/payments/{id}`. */
    FAKE_YOOKASSA_URL: string;
    /** server-everything's Streamable HTTP and SSE endpoints (test/mcp-everything.ts). */
    MCP_URL: string;
    MCP_SSE_URL: string;
    /** The OAuth-protected MCP server (tests/fakes/mcp-oauth.mjs) and its root, for `/__fake/*`. */
    MCP_OAUTH_URL: string;
    FAKE_MCP_OAUTH_URL: string;
    /** The same protected server over the legacy SSE transport only (its `/sse`). */
    MCP_OAUTH_SSE_URL: string;
    /** A server whose tool has an MCP App view (tests/fakes/mcp-app.mjs). */
    MCP_APP_URL: string;
    /** The sign-in providers fake (tests/fakes/oauth.mjs), for `POST /__fake/identity`. */
    FAKE_OAUTH_URL: string;
  }
}

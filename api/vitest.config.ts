import { cloudflareTest, readD1Migrations } from '@cloudflare/vitest-plugin';
import { defineProject } from 'vitest/config';
import { documentsWorker } from './test/documents-worker';

// The api's tests run inside workerd with the real D1 binding and every migration applied.
export default defineProject(async () => {
  const migrations = await readD1Migrations(new URL('./migrations', import.meta.url).pathname);
  const documents = await documentsWorker();
  return {
    plugins: [
      cloudflareTest(({ inject }) => ({
        wrangler: { configPath: new URL('./wrangler.jsonc', import.meta.url).pathname },
        miniflare: {
          // Secrets come from configuration in tests, as from .dev.vars locally.
          bindings: {
            TEST_MIGRATIONS: migrations,
            // The seeded population the move test moves: 100 people in `npm test` (about a
            // minute), 1,000 with `npm run test:population` (8–15 minutes on 2 cores).
            POPULATION_PEOPLE: process.env.POPULATION_PEOPLE ?? '100',
            JWT_SECRET: 'test-only-jwt-secret-0123456789abcdef',
            // Providers point at the wire fakes started by test/global-setup.ts.
            OPENAI_BASE_URL: `${inject('openaiUrl')}/v1`,
            GOOGLE_BASE_URL: `${inject('geminiUrl')}/v1beta`,
            ANTHROPIC_BASE_URL: `${inject('anthropicUrl')}/v1`,
            FAKE_OPENAI_URL: inject('openaiUrl'),
            // An OpenAI-compatible server's reasoning model (decision 154), on the same fake.
            OPENAI_COMPATIBLE_BASE_URL: `${inject('openaiUrl')}/v1`,
            OPENAI_COMPATIBLE_MODELS: 'deepseek-r1,tiny',
            OPENAI_COMPATIBLE_REASONING_MODELS: 'deepseek-r1',
            // A window small enough for a few turns to overflow it, summarized by the cheap
            // model (src/chat-summaries/summaries.test.ts, decision 169).
            OPENAI_COMPATIBLE_CONTEXT_WINDOWS: 'tiny=1500',
            SUMMARY_MODEL: 'gpt:gpt-mini',
            MIDJOURNEY_BASE_URL: `${inject('midjourneyUrl')}/mj`,
            MIDJOURNEY_API_SECRET: 'test-only-mj-secret',
            MIDJOURNEY_POLL_MS: '40',
            FAKE_MIDJOURNEY_URL: inject('midjourneyUrl'),
            DEEPGRAM_BASE_URL: inject('deepgramUrl'),
            DEEPGRAM_API_KEY: 'test-only-deepgram-key',
            YANDEX_TTS_BASE_URL: inject('yandexTtsUrl'),
            YANDEX_API_KEY: 'test-only-yandex-key',
            YANDEX_FOLDER_ID: 'test-folder',
            YOOKASSA_BASE_URL: `${inject('yookassaUrl')}/v3`,
            YOOKASSA_SHOP_ID: 'test-shop',
            YOOKASSA_SECRET_KEY: 'test_secret',
            FAKE_YOOKASSA_URL: inject('yookassaUrl'),
            // MCP servers on this machine (local configuration only) and the headers' key.
            MCP_ALLOW_LOCAL: 'on',
            MCP_TOKEN_KEY: 'test-only-mcp-token-key-0123456789abcdef',
            // Runs the move from D1 into the objects (src/storage-moves, decision 203).
            STORAGE_MOVE_TOKEN: 'test-only-storage-move-token',
            MCP_URL: inject('mcpUrl'),
            MCP_SSE_URL: inject('mcpSseUrl'),
            MCP_OAUTH_URL: inject('mcpOAuthUrl'),
            FAKE_MCP_OAUTH_URL: inject('mcpOAuthRoot'),
            MCP_OAUTH_SSE_URL: inject('mcpOAuthSseUrl'),
            MCP_APP_URL: inject('mcpAppUrl'),
            // Sign-in providers through tests/fakes/oauth.mjs (its default test clients).
            FAKE_OAUTH_URL: inject('oauthUrl'),
            YANDEX_CLIENT_ID: 'yandex-client',
            YANDEX_CLIENT_SECRET: 'yandex-secret',
            YANDEX_OAUTH_BASE_URL: `${inject('oauthUrl')}/yandex-oauth`,
            YANDEX_LOGIN_BASE_URL: `${inject('oauthUrl')}/yandex-login`,
            VK_CLIENT_ID: 'vk-client',
            VK_CLIENT_SECRET: 'vk-secret',
            VK_ID_BASE_URL: `${inject('oauthUrl')}/vk`,
            GOOGLE_CLIENT_ID: 'google-client',
            GOOGLE_CLIENT_SECRET: 'google-secret',
            GOOGLE_ACCOUNTS_BASE_URL: `${inject('oauthUrl')}/google-accounts`,
            GOOGLE_OAUTH2_BASE_URL: `${inject('oauthUrl')}/google-oauth2`,
            GOOGLE_OPENID_BASE_URL: `${inject('oauthUrl')}/google-openid`,
            // Short enough for a test to see a silent provider fail, long enough for 200 answers
            // starting at once on a busy 2-core machine (src/generation/resume-load.test.ts).
            GENERATION_IDLE_TIMEOUT_MS: '4000',
            // Local-development values (api/.dev.vars.example): tests see a new team's 500 RUB
            // once its email is confirmed, and register many users from one address.
            STARTING_BALANCE_KOPECKS: '50000',
            // The operator console's operators (docs/decisions/160-operator-console.md); the
            // `*.operator@` ones belong to src/admin/operator-rights.test.ts alone (decision 189).
            OPERATOR_EMAILS: [
              'operator@beseda.test, Second.Operator@beseda.test',
              'fresh.operator@beseda.test, vk.operator@beseda.test, google.operator@beseda.test',
              'deleted.operator@beseda.test, moved.operator@beseda.test, totp.operator@beseda.test',
            ].join(', '),
            REGISTRATIONS_PER_ADDRESS: '100000',
            FREE_SENDS_PER_MINUTE: '100000',
            FREE_SENDS_PER_HOUR: '100000',
            // The front origin passkeys belong to (src/passkeys/passkeys.test.ts).
            PASSKEY_ORIGINS: 'https://beseda.test',
            // Low enough for a test to reach it (src/openai-compat/limits.test.ts).
            COMPAT_CALLS_PER_MINUTE: '30',
          },
          // Empty D1s beside the api's, one per test that migrates it step by step (test files
          // run at once and share bindings): src/chat/share-file-directory-migration.test.ts and
          // src/chat/directory-keys-migration.test.ts.
          d1Databases: {
            MIGRATION_CHECK_DB: 'migration-check',
            KEYS_MIGRATION_CHECK_DB: 'keys-migration-check',
          },
          // The documents Worker the DOCUMENTS binding names (PDF text), beside the api.
          workers: [documents],
        },
      })),
    ],
    test: {
      name: 'api',
      root: new URL('.', import.meta.url).pathname,
      // With the unit and web files, before the browser files (decision 094).
      maxWorkers: 3,
      // One workerd per worker for all its files, not one per file: each start re-read the
      // api's modules, most of this project's time (decision 094). Tests make their own users
      // and teams, so files sharing a database see only each other's rows, never conflict.
      isolate: false,
      // Tests wait for conditions, not for time; the bound is only how long a slow 2-core machine
      // (CI runs these beside the unit and web files) may take before a test counts as hung.
      testTimeout: 30_000,
      include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
      setupFiles: ['./test/apply-migrations.ts'],
      globalSetup: ['./test/global-setup.ts'],
    },
  };
});

import { cloudflareTest, readD1Migrations } from '@cloudflare/vitest-plugin';
import { defineProject } from 'vitest/config';

// The api's tests run inside workerd with the real D1 binding and every migration applied.
export default defineProject(async () => {
  const migrations = await readD1Migrations(new URL('./migrations', import.meta.url).pathname);
  return {
    plugins: [
      cloudflareTest({
        wrangler: { configPath: new URL('./wrangler.jsonc', import.meta.url).pathname },
        miniflare: {
          // Secrets come from configuration in tests, as from .dev.vars locally.
          bindings: {
            TEST_MIGRATIONS: migrations,
            JWT_SECRET: 'test-only-jwt-secret-0123456789abcdef',
          },
        },
      }),
    ],
    test: {
      name: 'api',
      root: new URL('.', import.meta.url).pathname,
      include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
      setupFiles: ['./test/apply-migrations.ts'],
    },
  };
});

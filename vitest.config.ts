import { defineConfig } from 'vitest/config';

// One `vitest run` runs every project; `--project NAME` picks one.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'node',
          include: [
            'src/**/*.test.{ts,tsx}',
            'worker/**/*.test.ts',
            'sandbox/**/*.test.ts',
            'scripts/**/*.test.ts',
          ],
        },
      },
      'api/vitest.config.ts',
      'tests/worker/vitest.config.ts',
      'tests/e2e/vitest.config.ts',
    ],
  },
});

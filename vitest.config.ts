import { defineConfig } from 'vitest/config';

// One `vitest run` runs every project; `--project NAME` picks one.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'node',
          // First the unit, api and web files, three at a time (mostly waiting on workerd's
          // start, little CPU), then the browser files two at a time (decision 094).
          maxWorkers: 3,
          // Plain modules in Node: files reuse a worker instead of paying a new one each.
          isolate: false,
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

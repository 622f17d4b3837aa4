import { defineProject } from 'vitest/config';

// Browser tests: Debian's Chromium through playwright-core against both Workers (global-setup).
export default defineProject({
  test: {
    name: 'e2e',
    root: new URL('../..', import.meta.url).pathname,
    // `npm run screenshots` runs the screenshot walk instead of the tests.
    include: process.env.BESEDA_SCREENSHOTS
      ? ['tests/e2e/*.shots.ts']
      : ['tests/e2e/**/*.e2e.test.ts'],
    globalSetup: ['tests/e2e/global-setup.ts'],
    setupFiles: ['tests/e2e/setup-file.ts'],
    environment: 'node',
    // Two files at a time against the one pair of Workers (decision 094).
    fileParallelism: true,
    maxWorkers: 2,
    // After the other projects, which run three at a time in group 0.
    sequence: { groupOrder: 1 },
    testTimeout: 120_000,
    hookTimeout: 120_000,
    // `expect.poll` waits for a condition: give it the time a loaded machine needs, not 1 s.
    expect: { poll: { timeout: 30_000 } },
  },
});

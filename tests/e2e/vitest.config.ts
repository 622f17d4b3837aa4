import { defineProject } from 'vitest/config';

// Browser tests: Debian's Chromium through playwright-core against both Workers (global-setup).
export default defineProject({
  test: {
    name: 'e2e',
    root: new URL('../..', import.meta.url).pathname,
    include: ['tests/e2e/**/*.e2e.test.ts'],
    globalSetup: ['tests/e2e/global-setup.ts'],
    environment: 'node',
    // Two files at a time against the same Workers and fakes: every test signs up its own
    // people and scripts the fakes per request, so files do not share state; while one waits on
    // the network or a fake, the other runs (decision 094).
    fileParallelism: true,
    maxWorkers: 2,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});

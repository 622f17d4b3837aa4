import { defineConfig } from 'vitest/config';

// One `vitest run` runs every project; `--project NAME` picks one.
export default defineConfig({
  test: {
    projects: ['api/vitest.config.ts'],
  },
});

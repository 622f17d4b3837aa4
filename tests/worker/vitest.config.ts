import { cloudflareTest } from '@cloudflare/vitest-plugin';
import { defineProject } from 'vitest/config';

const root = new URL('../..', import.meta.url).pathname;

// The built web Worker (dist/, from `npm run build`) inside workerd, configured as wrangler.toml
// says, with API_URL deliberately unset (the 523 case). No api runs here, so its service binding
// (`API`) is a stand-in that fails loudly if a test ever reaches it.
export default defineProject({
  plugins: [
    cloudflareTest({
      wrangler: { configPath: `${root}wrangler.toml` },
      miniflare: {
        serviceBindings: {
          API: () => new Response('no api in the web Worker tests', { status: 599 }),
        },
      },
    }),
  ],
  test: {
    name: 'web',
    include: ['tests/worker/**/*.test.ts'],
    // With the unit and api files, before the browser files (decision 094).
    maxWorkers: 3,
    root,
  },
});

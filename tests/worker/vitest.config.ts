import { cloudflareTest } from '@cloudflare/vitest-plugin';
import { defineProject } from 'vitest/config';

const root = new URL('../..', import.meta.url).pathname;

// The built web Worker (dist/, from `npm run build`) inside workerd, configured as wrangler.jsonc
// says, with API_URL deliberately unset (the 523 case).
export default defineProject({
  plugins: [cloudflareTest({ wrangler: { configPath: `${root}wrangler.jsonc` } })],
  test: {
    name: 'web',
    include: ['tests/worker/**/*.test.ts'],
    root,
  },
});

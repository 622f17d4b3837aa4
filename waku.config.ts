import { defineConfig } from 'waku/config';

export default defineConfig({
  // Pages under src/pages, served through the Hono front in src/waku.server.tsx.
  vite: {
    build: { reportCompressedSize: false },
  },
});

import { defineConfig } from 'waku/config';

// Identifies this build: the client compares it with /version.json to notice a newer deploy.
const buildVersion = process.env.BUILD_VERSION ?? `${Date.now().toString(36)}`;

export default defineConfig({
  // Another output folder for a second build beside dist/ (the build-switch browser test).
  distDir: process.env.WAKU_DIST_DIR ?? 'dist',
  vite: {
    define: { 'import.meta.env.VITE_BUILD_VERSION': JSON.stringify(buildVersion) },
    build: { reportCompressedSize: false },
    plugins: [
      {
        name: 'beseda:build-version',
        applyToEnvironment: (environment) => environment.name === 'client',
        generateBundle() {
          this.emitFile({
            type: 'asset',
            fileName: 'version.json',
            source: `${JSON.stringify({ version: buildVersion })}\n`,
          });
        },
      },
    ],
  },
});

import { defineConfig } from 'waku/config';

// Identifies this build: the client compares it with /version.json to notice a newer deploy.
const buildVersion = process.env.BUILD_VERSION ?? `${Date.now().toString(36)}`;

export default defineConfig({
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

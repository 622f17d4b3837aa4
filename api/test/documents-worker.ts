import { dirname } from 'node:path';
import { build } from 'esbuild';

const root = new URL('../..', import.meta.url).pathname;

/**
 * The documents Worker (documents/) bundled for the tests' workerd, as wrangler bundles it:
 * the api's DOCUMENTS service binding reaches it there, as it does in `npm start`.
 */
export async function documentsWorker() {
  const scriptPath = `${root}node_modules/.cache/beseda-documents/index.mjs`;
  await build({
    entryPoints: [`${root}documents/src/index.ts`],
    outfile: scriptPath,
    bundle: true,
    format: 'esm',
    platform: 'neutral',
    target: 'es2022',
    conditions: ['workerd', 'worker', 'import'],
    mainFields: ['module', 'main'],
    external: ['cloudflare:*', 'node:*'],
    logLevel: 'error',
  });
  return {
    name: 'beseda-documents',
    modules: true,
    modulesRoot: dirname(scriptPath),
    scriptPath,
    compatibilityDate: '2026-11-01',
    compatibilityFlags: ['nodejs_compat'],
  };
}

// Both Workers for a bench, as `npm start` runs them: the local configuration, every migration
// applied to a D1 of the bench's own in a temp folder, and free ports.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureDevVars, freePort, migrate, startWorkers } from '../../scripts/lib/workers.mjs';

/**
 * Starts the web and api Workers with `apiVars` on top of the local configuration. Returns them
 * and their D1 folder, which the bench removes when it is done.
 *
 * @example const { workers, persistTo } = await startLocalWorkers('chat', { OPENAI_API_KEY: 'x' })
 */
export async function startLocalWorkers(name, apiVars) {
  const persistTo = mkdtempSync(join(tmpdir(), `beseda-bench-${name}-`));
  ensureDevVars();
  await migrate({ persistTo });
  const workers = await startWorkers({
    webPort: await freePort(),
    apiPort: await freePort(),
    persistTo,
    quiet: true,
    apiVars,
  });
  return { workers, persistTo };
}

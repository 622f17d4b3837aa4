// `npm run bench`: runs every bench/*.bench.mjs in turn (each prints its figures and may update
// bench/RESULTS.md). Benchmarks compare ratios within one run, never absolute times.
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const dir = fileURLToPath(new URL('.', import.meta.url));
const only = process.argv[2];
const files = readdirSync(dir)
  .filter((file) => file.endsWith('.bench.mjs') && (!only || file.includes(only)))
  .sort();
if (files.length === 0) {
  console.log('bench: no benchmark matched');
  process.exit(0);
}
let failed = 0;
for (const file of files) {
  console.log(`\n▶ ${file}`);
  const result = spawnSync(process.execPath, [`${dir}${file}`], { stdio: 'inherit' });
  if (result.status !== 0) failed += 1;
}
process.exit(failed ? 1 : 0);

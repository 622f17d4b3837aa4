import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { formatProblems, lintFromString, loadConfig } from '@redocly/openapi-core';
import { expect, it } from 'vitest';
// @ts-expect-error plain ESM helper shared with `npm start`
import { freePort, root, startApi } from './lib/workers.mjs';

// The api's published contract, as the api Worker serves it in workerd, must pass Redocly's
// recommended rules (redocly.yaml; problems accepted on purpose in .redocly.lint-ignore.yaml).
// Offline: the config extends only the built-in ruleset and the document has no remote $ref.
it('serves an /openapi.json that passes redocly lint (recommended)', async () => {
  const persistTo = mkdtempSync(join(tmpdir(), 'beseda-openapi-'));
  const api = await startApi({ apiPort: await freePort(), persistTo, quiet: true });
  let source: string;
  try {
    source = await (await fetch(`${api.apiUrl}/openapi.json`)).text();
  } finally {
    await api.stop();
    rmSync(persistTo, { recursive: true, force: true });
  }
  const config = await loadConfig({ configPath: join(root, 'redocly.yaml') });
  const problems = await lintFromString({
    source,
    absoluteRef: join(root, 'openapi.json'),
    config,
  });
  const left = problems.filter((problem) => !problem.ignored);
  if (left.length > 0)
    formatProblems(left, {
      format: 'codeframe',
      totals: { errors: 0, warnings: 0, ignored: 0 },
      version: '',
    });
  expect(
    left.map((p) => `${p.severity} ${p.ruleId}: ${p.message} ${p.location[0]?.pointer}`),
  ).toEqual([]);
  // The accepted ones are still there: the ignore file names real pointers, not stale ones.
  expect(problems.filter((problem) => problem.ignored).length).toBe(9);
}, 60_000);

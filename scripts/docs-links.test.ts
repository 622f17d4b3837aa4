import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
// @ts-expect-error plain ESM helper shared with `npm start`
import { root } from './lib/workers.mjs';

// Every file of the repository a newcomer reads (tracked or new, not ignored), except generated
// output and the lock file.
const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
  cwd: root,
  encoding: 'utf8',
})
  .split('\n')
  .filter((file) => /\.(ts|tsx|mjs|js|md|css|toml|jsonc|ya?ml|sql|example)$/.test(file))
  .filter((file) => !/^(dist|src\/paraglide|node_modules)\//.test(file))
  .filter((file) => existsSync(join(root, file)));

const read = (file: string) => readFileSync(join(root, file), 'utf8');

describe('links in code and docs', () => {
  it('cite only decision records and docs that exist', () => {
    const missing: string[] = [];
    for (const file of files) {
      const text = read(file);
      for (const [cited] of text.matchAll(/\bdocs\/[\w./-]+\.md\b/g)) {
        if (!existsSync(join(root, cited))) missing.push(`${file}: ${cited}`);
      }
      // A record named without its folder, e.g. `decision 032` is fine, `032-strict-csp.md` must exist.
      for (const [cited] of text.matchAll(/(?<![\w/])\d{3}-[a-z0-9-]+\.md\b/g)) {
        if (
          !existsSync(join(root, 'docs/decisions', cited)) &&
          !existsSync(join(dirname(join(root, file)), cited))
        )
          missing.push(`${file}: ${cited}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('link from markdown only to files inside the repository', () => {
    const broken: string[] = [];
    for (const file of files.filter((f) => f.endsWith('.md'))) {
      const text = read(file);
      // Markdown links, and paths in code spans that climb out of their folder.
      const targets = [
        ...[...text.matchAll(/\]\(([^)\s]+)\)/g)].map((match) => match[1]),
        ...[...text.matchAll(/`(\.\.\/[^`\s]+)`/g)].map((match) => match[1]),
      ];
      for (const target of targets) {
        if (!target || /^(https?:|mailto:|#)/.test(target)) continue;
        const path = resolve(dirname(join(root, file)), decodeURI(target.replace(/#.*$/, '')));
        if (relative(root, path).startsWith('..') || !existsSync(path))
          broken.push(`${file}: ${target}`);
      }
    }
    expect(broken).toEqual([]);
  });

  it('keep tracker numbers out of decision records', () => {
    const records = files.filter((file) => /^docs\/decisions\/\d{3}-.*\.md$/.test(file));
    expect(records.length).toBeGreaterThan(10);
    const numbered = records.flatMap((file) =>
      [...read(file).matchAll(/\b[Ii]ssues? #?\d+/g)].map((match) => `${file}: ${match[0]}`),
    );
    expect(numbered).toEqual([]);
  });
});

import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
// @ts-expect-error plain ESM helper shared with `npm start`
import { root } from './lib/workers.mjs';

/** The kit (shown at /ui): the only place allowed to draw the browser's own select and file input. */
const kit = 'src/components/ui/';

// Every component and page of the web app, tracked or new.
const files = execFileSync(
  'git',
  ['ls-files', '--cached', '--others', '--exclude-standard', 'src/*.tsx'],
  { cwd: root, encoding: 'utf8' },
)
  .split('\n')
  .filter((file) => file.endsWith('.tsx') && !file.endsWith('.test.tsx'))
  .filter((file) => existsSync(join(root, file)));

describe('native controls', () => {
  it('are drawn only by the kit: a select through Select, a file input through FileDrop or FilePickerButton', () => {
    const outside = files
      .filter((file) => !file.startsWith(kit))
      .filter((file) => {
        const text = readFileSync(join(root, file), 'utf8');
        return /<select\b/.test(text) || /type=["'{]+file\b/.test(text);
      });
    expect(outside).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import type { RunResult } from './python-sandbox';
import { MAX_MODEL_OUTPUT_CHARS, runOutput } from './run-output';

const result = (change: Partial<RunResult>): RunResult => ({
  stdout: '',
  stderr: '',
  value: null,
  error: null,
  truncated: false,
  timedOut: false,
  fresh: false,
  packagesNote: null,
  files: [],
  ...change,
});
const none = { earlierRuns: false, kept: [], skipped: [] };

describe('the text a run gives the model', () => {
  it('is what the code printed, then its value, errors and files', () => {
    expect(runOutput(result({ stdout: '45\n' }), none)).toEqual({ output: '45', isError: false });
    const file = { mediaId: 'm1', name: 'out.csv', size: 8, contentType: 'text/csv' };
    expect(
      runOutput(result({ stdout: 'hi\n', value: "'x'", stderr: 'warn\n' }), {
        ...none,
        kept: [file],
      }).output,
    ).toBe(
      "hi\n[stderr]\nwarn\n[value] 'x'\n[file] /mnt/data/out.csv (8 bytes), given to the user to download",
    );
    expect(runOutput(result({ error: 'NameError: x' }), none)).toEqual({
      output: '[error]\nNameError: x',
      isError: true,
    });
  });

  it('says when the session is new, the run timed out, or the output was cut at 1 MB', () => {
    expect(
      runOutput(result({ fresh: true, stdout: '1' }), { ...none, earlierRuns: true }).output,
    ).toMatch(/^\[A new Python session/);
    expect(runOutput(result({ fresh: true, stdout: '1' }), none).output).toBe('1');
    const stopped = runOutput(result({ timedOut: true, timeoutMs: 30_000 }), none);
    expect(stopped.isError).toBe(true);
    expect(stopped.output).toContain('Timed out: the run was stopped after 30 s.');
    const long = runOutput(
      result({ stdout: 'x'.repeat(MAX_MODEL_OUTPUT_CHARS + 10) }),
      none,
    ).output;
    expect(long.endsWith('[The output was truncated at 1 MB.]')).toBe(true);
    expect(long.length).toBeLessThan(MAX_MODEL_OUTPUT_CHARS + 100);
  });
});

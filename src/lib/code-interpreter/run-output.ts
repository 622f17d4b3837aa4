import type { RunResult } from './python-sandbox';

/** stdout the model receives at most (the api cuts there too). */
export const MAX_MODEL_OUTPUT_CHARS = 1024 * 1024;
/** Output files one answer may keep, altogether (the api's cap). */
export const MAX_OUTPUT_FILES_BYTES = 50 * 1024 * 1024;

/** A kept output file, as the tool result names it. */
export type KeptFile = { mediaId: string; name: string; size: number; contentType: string };

/**
 * The text the model gets for a run, in English (the model's language for tool results): what
 * it printed, the last value, the error, the files, and notes on a fresh session, a timeout,
 * truncation, packages, and files left out.
 *
 * @example runOutput({ ...result, stdout: '45\n' }, { earlierRuns: false, kept: [], skipped: [] })
 */
export function runOutput(
  result: RunResult,
  context: { earlierRuns: boolean; kept: KeptFile[]; skipped: string[] },
): { output: string; isError: boolean } {
  const parts: string[] = [];
  if (result.fresh && context.earlierRuns) {
    parts.push('[A new Python session: variables and imports from earlier runs are gone.]');
  }
  if (result.timedOut) {
    const seconds = Math.round((result.timeoutMs ?? 30_000) / 1000);
    parts.push(
      `Timed out: the run was stopped after ${seconds} s. The Python session was reset; variables from earlier runs are gone.`,
    );
  }
  if (result.stdout) parts.push(result.stdout.replace(/\n$/, ''));
  if (result.stderr) parts.push(`[stderr]\n${result.stderr.replace(/\n$/, '')}`);
  if (result.value !== null) parts.push(`[value] ${result.value}`);
  if (result.error) parts.push(`[error]\n${result.error.replace(/\n$/, '')}`);
  if (result.packagesNote) {
    parts.push(
      `[packages] ${result.packagesNote}\nThat package could not be loaded here; the Python standard library works.`,
    );
  }
  if (result.truncated) parts.push('[The output was truncated at 1 MB.]');
  for (const file of context.kept) {
    parts.push(`[file] /mnt/data/${file.name} (${file.size} bytes), given to the user to download`);
  }
  if (context.skipped.length) {
    parts.push(
      `[files not kept: over 50 MB together, or the upload failed] ${context.skipped.join(', ')}`,
    );
  }
  let output = parts.join('\n');
  if (output.length > MAX_MODEL_OUTPUT_CHARS) {
    output = `${output.slice(0, MAX_MODEL_OUTPUT_CHARS)}\n[The output was truncated at 1 MB.]`;
  }
  return { output, isError: result.timedOut || result.error !== null };
}

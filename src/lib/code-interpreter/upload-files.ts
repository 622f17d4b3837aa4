import type { RunFile } from './python-sandbox';
import { type KeptFile, MAX_OUTPUT_FILES_BYTES } from './run-output';

/**
 * Keeps the files a run wrote as the answer's media (before its result names them), in order,
 * up to 50 MB together; the rest are named as skipped.
 */
export async function uploadOutputFiles(
  requestId: string,
  files: RunFile[],
): Promise<{ kept: KeptFile[]; skipped: string[] }> {
  const kept: KeptFile[] = [];
  const skipped: string[] = [];
  let total = 0;
  for (const file of files) {
    total += file.data.byteLength;
    if (total > MAX_OUTPUT_FILES_BYTES) {
      skipped.push(file.name);
      continue;
    }
    const query = new URLSearchParams({ name: file.name.replace(/[/\\]/g, '_') });
    const res = await fetch(`/api/v1/openai/tool-result/${requestId}/files?${query}`, {
      method: 'POST',
      headers: { 'content-type': 'application/octet-stream' },
      body: file.data,
    }).catch(() => null);
    if (res?.status === 201) kept.push((await res.json()) as KeptFile);
    else skipped.push(file.name);
  }
  return { kept, skipped };
}

/** Reads a URI-encoded JSON internal header (worker/lib/internal-headers.ts `headerJson`). */
export function parseHeaderJson(value: string | undefined): unknown {
  if (!value) return null;
  try {
    return JSON.parse(decodeURIComponent(value));
  } catch {
    return null;
  }
}

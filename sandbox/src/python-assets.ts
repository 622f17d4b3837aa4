import { version as pyodideVersion } from 'pyodide/package.json';

export { pyodideVersion };

/** Where the page and its worker find Pyodide: versioned, so each file may be cached for good. */
export const pyodidePath = `/pyodide/${pyodideVersion}/`;

/** The files of the `pyodide` package the runner needs, and the type each is served with. */
const files: Record<string, string> = {
  'pyodide.js': 'text/javascript; charset=utf-8',
  'pyodide.mjs': 'text/javascript; charset=utf-8',
  'pyodide.asm.mjs': 'text/javascript; charset=utf-8',
  'pyodide.asm.js': 'text/javascript; charset=utf-8',
  'pyodide.asm.wasm': 'application/wasm',
  'python_stdlib.zip': 'application/zip',
  'pyodide-lock.json': 'application/json',
};

type Assets = { fetch: (request: Request) => Promise<Response> };

/**
 * A Pyodide file from the Worker's static assets (the package's folder, never the Worker's code:
 * docs/decisions/156-code-interpreter.md), or null for any other path. The runner's worker lives
 * in an opaque origin, so the files are readable from anywhere (they are public code).
 */
export async function pyodideFile(
  assets: Assets | undefined,
  url: URL,
  version: string,
  name: string,
): Promise<Response | null> {
  const type = files[name];
  if (!assets || !type || version !== pyodideVersion) return null;
  const found = await assets.fetch(new Request(new URL(`/${name}`, url.origin)));
  if (!found.ok) return null;
  const headers = new Headers();
  headers.set('content-type', type);
  headers.set('cache-control', 'public, max-age=31536000, immutable');
  headers.set('access-control-allow-origin', '*');
  headers.set('cross-origin-resource-policy', 'cross-origin');
  const length = found.headers.get('content-length');
  if (length) headers.set('content-length', length);
  return new Response(found.body, { status: 200, headers });
}

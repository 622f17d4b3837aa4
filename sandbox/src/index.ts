import { Hono } from 'hono';
import { originOf } from '../../src/lib/public-config';
import { mcpAppShell } from './mcp-app-shell';
import { pyodideFile, pyodidePath } from './python-assets';
import { pythonShell } from './python-shell';
import { previewShell } from './shell';

/** Variables of the sandbox Worker (sandbox/wrangler.toml). It has no bindings and no secrets. */
export type SandboxBindings = {
  /** The app origin(s) that may frame the preview and send it code, space- or comma-separated. */
  APP_ORIGIN?: string;
  /** Where Pyodide's packages load from (numpy, pandas…); unset: the standard library only. */
  PYODIDE_INDEX_URL?: string;
  /** How long one Python run may take, in milliseconds (default 30 000). */
  PYTHON_RUN_TIMEOUT_MS?: string;
  /** Pyodide's files (the `pyodide` package's folder, wrangler.toml `[assets]`). */
  ASSETS?: { fetch: (request: Request) => Promise<Response> };
};

/** A run may take this long unless `PYTHON_RUN_TIMEOUT_MS` says otherwise. */
const DEFAULT_RUN_TIMEOUT_MS = 30_000;

/** The package index as a folder URL (`https://…/`), or null when unset or not https/loopback. */
export function packagesUrlOf(value: string | undefined): string | null {
  if (!value || !originOf(value)) return null;
  return value.endsWith('/') ? value : `${value}/`;
}

/**
 * The app origins a deployment names: `https://host[:port]`, or `http://` on loopback for local
 * runs; anything else is dropped, so a typo cannot admit a stranger.
 *
 * @example appOriginsOf('https://beseda.example, ftp://x') // ['https://beseda.example']
 */
export function appOriginsOf(value: string | undefined): string[] {
  const origins = (value ?? '').split(/[\s,]+/).map((item) => originOf(item));
  return [...new Set(origins.filter((origin): origin is string => origin !== null))];
}

/**
 * The policy of every response (docs/decisions/106-code-previews.md): no network at all, inline
 * script and style only (the preview's own; the page is opaque-origin through `sandbox`), no
 * forms, no frames other than the preview's `srcdoc`, framed only by the app.
 */
export function sandboxPolicy(appOrigins: string[]): string {
  return [
    "default-src 'none'",
    "script-src 'unsafe-inline'",
    "style-src 'unsafe-inline'",
    'img-src data: blob:',
    'media-src data: blob:',
    'font-src data:',
    "connect-src 'none'",
    "frame-src 'none'",
    "worker-src 'none'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'none'",
    `frame-ancestors ${appOrigins.length > 0 ? appOrigins.join(' ') : "'none'"}`,
    'sandbox allow-scripts',
  ].join('; ');
}

/**
 * The Python runner's policy (docs/decisions/156-code-interpreter.md): as the preview's, plus
 * scripts and fetches from this origin (Pyodide's files) and the package index when one is set,
 * WebAssembly, and a worker from a blob. No other network: the code cannot send the person's
 * files anywhere.
 */
export function pythonPolicy(
  appOrigins: string[],
  selfOrigin: string,
  packagesUrl: string | null,
): string {
  const sources = [selfOrigin, ...(packagesUrl ? [new URL(packagesUrl).origin] : [])].join(' ');
  return [
    "default-src 'none'",
    `script-src 'unsafe-inline' 'wasm-unsafe-eval' blob: ${sources}`,
    `connect-src ${sources}`,
    'worker-src blob:',
    "style-src 'none'",
    "img-src 'none'",
    "frame-src 'none'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'none'",
    `frame-ancestors ${appOrigins.length > 0 ? appOrigins.join(' ') : "'none'"}`,
    'sandbox allow-scripts',
  ].join('; ');
}

export const sandbox = new Hono<{ Bindings: SandboxBindings }>();

sandbox.use(async function sandboxHeaders(c, next) {
  await next();
  const headers = c.res.headers;
  if (!headers.has('content-security-policy')) {
    headers.set('content-security-policy', sandboxPolicy(appOriginsOf(c.env?.APP_ORIGIN)));
  }
  headers.set('x-content-type-options', 'nosniff');
  headers.set('referrer-policy', 'no-referrer');
  headers.set('cross-origin-opener-policy', 'same-origin');
  headers.set(
    'permissions-policy',
    'camera=(), microphone=(), geolocation=(), payment=(), usb=(), display-capture=()',
  );
  if (!headers.has('cache-control')) headers.set('cache-control', 'no-cache');
  headers.delete('set-cookie');
});

sandbox.get('/', (c) => c.html(previewShell(appOriginsOf(c.env?.APP_ORIGIN))));
// MCP Apps (docs/decisions/171-mcp-progress-apps-and-sse-oauth.md): the preview's policy, no network.
sandbox.get('/mcp-app', (c) => c.html(mcpAppShell(appOriginsOf(c.env?.APP_ORIGIN))));
sandbox.get('/python', (c) => {
  const appOrigins = appOriginsOf(c.env?.APP_ORIGIN);
  const selfOrigin = new URL(c.req.url).origin;
  const packagesUrl = packagesUrlOf(c.env?.PYODIDE_INDEX_URL);
  const timeout = Number(c.env?.PYTHON_RUN_TIMEOUT_MS);
  c.header('content-security-policy', pythonPolicy(appOrigins, selfOrigin, packagesUrl));
  return c.html(
    pythonShell({
      appOrigins,
      indexUrl: `${selfOrigin}${pyodidePath}`,
      packagesUrl,
      timeoutMs: Number.isSafeInteger(timeout) && timeout > 0 ? timeout : DEFAULT_RUN_TIMEOUT_MS,
    }),
  );
});

sandbox.get('/pyodide/:version/:file', async (c) => {
  const file = await pyodideFile(
    c.env?.ASSETS,
    new URL(c.req.url),
    c.req.param('version'),
    c.req.param('file'),
  );
  return file ?? c.text('Not Found', 404);
});

sandbox.notFound((c) => c.text('Not Found', 404));
sandbox.onError((_error, c) => c.text('Internal Server Error', 500));

export default sandbox;

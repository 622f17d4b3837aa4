import { Hono } from 'hono';
import { originOf } from '../../src/lib/public-config';
import { previewShell } from './shell';

/** Variables of the sandbox Worker (sandbox/wrangler.toml). It has no bindings and no secrets. */
export type SandboxBindings = {
  /** The app origin(s) that may frame the preview and send it code, space- or comma-separated. */
  APP_ORIGIN?: string;
};

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

export const sandbox = new Hono<{ Bindings: SandboxBindings }>();

sandbox.use(async function sandboxHeaders(c, next) {
  await next();
  const headers = c.res.headers;
  headers.set('content-security-policy', sandboxPolicy(appOriginsOf(c.env?.APP_ORIGIN)));
  headers.set('x-content-type-options', 'nosniff');
  headers.set('referrer-policy', 'no-referrer');
  headers.set('cross-origin-opener-policy', 'same-origin');
  headers.set(
    'permissions-policy',
    'camera=(), microphone=(), geolocation=(), payment=(), usb=(), display-capture=()',
  );
  headers.set('cache-control', 'no-cache');
  headers.delete('set-cookie');
});

sandbox.get('/', (c) => c.html(previewShell(appOriginsOf(c.env?.APP_ORIGIN))));
sandbox.notFound((c) => c.text('Not Found', 404));
sandbox.onError((_error, c) => c.text('Internal Server Error', 500));

export default sandbox;

import type { Context } from 'hono';
import { NONCE } from 'hono/secure-headers';
import type { WebBindings } from '../../env';

/** Where browsers send CSP violation reports (csp-report.ts). */
export const cspReportPath = '/csp-report';
/** The Reporting API endpoint name the `report-to` directive refers to. */
export const cspReportGroup = 'csp';

/**
 * Origins a deployment adds to a directive, from a space- or comma-separated variable
 * (`CSP_IMG_HOSTS`, `CSP_CONNECT_HOSTS`). Only `https://host[:port]` origins are taken, so a
 * stray keyword (`'unsafe-inline'`, `*`, `http:`) in the configuration cannot widen the policy.
 *
 * @example configuredOrigins('https://media.example, https://cdn.example/x') // 'https://media.example https://cdn.example'
 */
export function configuredOrigins(value: string | undefined): string {
  const origins = new Set<string>();
  for (const item of (value ?? '').split(/[\s,]+/)) {
    if (!/^https:\/\/[a-z0-9.-]+(?::\d+)?(?:\/.*)?$/i.test(item)) continue;
    origins.add(new URL(item).origin);
  }
  return [...origins].join(' ');
}

const fromEnv = (name: 'CSP_IMG_HOSTS' | 'CSP_CONNECT_HOSTS') => (c: Context) =>
  configuredOrigins((c.env as WebBindings | undefined)?.[name]);

/**
 * The policy (docs/decisions/032-strict-csp.md): scripts only with this response's nonce (and
 * what they load, `strict-dynamic`); images, media and fetches from our origin plus the hosts a
 * deployment configures; no plugins, no `<base>`, no framing. Styles allow inline `style=`
 * attributes, which React and shiki emit.
 */
export const contentSecurityPolicy = {
  defaultSrc: ["'self'"],
  scriptSrc: [NONCE, "'strict-dynamic'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:', fromEnv('CSP_IMG_HOSTS')],
  mediaSrc: ["'self'", 'data:', 'blob:'],
  connectSrc: ["'self'", fromEnv('CSP_CONNECT_HOSTS')],
  fontSrc: ["'self'", 'data:'],
  objectSrc: ["'none'"],
  baseUri: ["'none'"],
  frameAncestors: ["'none'"],
  formAction: ["'self'"],
  reportUri: [cspReportPath],
  reportTo: cspReportGroup,
};

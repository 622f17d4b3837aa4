import type { Context } from 'hono';
import { NONCE } from 'hono/secure-headers';
import { publicConfigOf } from '../../../src/lib/public-config';
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

type ThirdParty = 'widget' | 'metrika';

/**
 * The origins of the scripts the deployment configures (src/lib/public-config.ts): the support
 * widget's and the Metrica tag's, each only when configured, so the policy admits exactly the
 * configured hosts (docs/decisions/085-analytics-and-support-widget.md).
 */
export function thirdPartyOrigins(env: WebBindings | undefined, which: ThirdParty[]): string {
  const config = publicConfigOf(env);
  const urls = [
    which.includes('widget') ? config.supportWidgetUrl : null,
    which.includes('metrika') ? (config.metrika?.tagUrl ?? null) : null,
  ];
  const origins = new Set(urls.flatMap((url) => (url ? [new URL(url).origin] : [])));
  return [...origins].join(' ');
}

const thirdParty =
  (...which: ThirdParty[]) =>
  (c: Context) =>
    thirdPartyOrigins(c.env as WebBindings | undefined, which);

/** The sandbox Worker code previews load from, only when `SANDBOX_ORIGIN` is set (decision 106). */
const sandboxOrigin = (c: Context) =>
  publicConfigOf(c.env as WebBindings | undefined).sandboxOrigin ?? '';

/**
 * The policy (docs/decisions/032-strict-csp.md): scripts only with this response's nonce (and
 * what they load, `strict-dynamic`); images, media and fetches from our origin plus the hosts a
 * deployment configures; no plugins, no `<base>`, no framing. Styles allow inline `style=`
 * attributes, which React and shiki emit.
 */
export const contentSecurityPolicy = {
  defaultSrc: ["'self'"],
  // With 'strict-dynamic' browsers ignore hosts here; the islands add the widget's and the tag's
  // scripts from code that already runs (src/lib/load-script.ts). Listed for older browsers.
  scriptSrc: [NONCE, "'strict-dynamic'", thirdParty('widget', 'metrika')],
  styleSrc: ["'self'", "'unsafe-inline'", thirdParty('widget')],
  imgSrc: ["'self'", 'data:', 'blob:', fromEnv('CSP_IMG_HOSTS'), thirdParty('widget', 'metrika')],
  mediaSrc: ["'self'", 'data:', 'blob:'],
  connectSrc: ["'self'", fromEnv('CSP_CONNECT_HOSTS'), thirdParty('widget', 'metrika')],
  frameSrc: ["'self'", thirdParty('widget'), sandboxOrigin],
  fontSrc: ["'self'", 'data:'],
  // The service worker (/sw.js, decision 166): with 'strict-dynamic' in script-src, which
  // workers fall back to, a worker script has no nonce to show, so its source is named here.
  // `data:` is the head's Intl warm-up (decision 187): such a worker runs in an opaque origin,
  // without the page's cookies, storage or same-origin fetches, so it grants no script more
  // than it already has.
  workerSrc: ["'self'", 'data:'],
  manifestSrc: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'none'"],
  frameAncestors: ["'none'"],
  formAction: ["'self'"],
  reportUri: [cspReportPath],
  reportTo: cspReportGroup,
};

import type { MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import { contentSecurityPolicy, cspReportGroup, cspReportPath } from './content-security-policy';

/**
 * Baseline headers on every response: the strict, nonce-based CSP (content-security-policy.ts;
 * the nonce is `c.get('secureHeadersNonce')`), nosniff, a strict referrer policy, no framing,
 * and the microphone for this origin only (voice input); other powerful features off.
 *
 * @example app.use(securityHeaders())
 */
export function securityHeaders(): MiddlewareHandler {
  return secureHeaders({
    referrerPolicy: 'strict-origin-when-cross-origin',
    xFrameOptions: 'DENY',
    crossOriginEmbedderPolicy: false,
    contentSecurityPolicy,
    reportingEndpoints: [{ name: cspReportGroup, url: cspReportPath }],
    permissionsPolicy: {
      microphone: ['self'],
      camera: [],
      geolocation: [],
      payment: [],
      usb: [],
    },
  });
}

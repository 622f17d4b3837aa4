import type { MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';

/**
 * Baseline headers on every response: nosniff, a strict referrer policy, no framing, and the
 * microphone for this origin only (voice input); other powerful features off.
 */
export function securityHeaders(): MiddlewareHandler {
  return secureHeaders({
    referrerPolicy: 'strict-origin-when-cross-origin',
    xFrameOptions: 'DENY',
    crossOriginEmbedderPolicy: false,
    contentSecurityPolicy: {
      frameAncestors: ["'none'"],
      baseUri: ["'self'"],
      objectSrc: ["'none'"],
      formAction: ["'self'"],
    },
    permissionsPolicy: {
      microphone: ['self'],
      camera: [],
      geolocation: [],
      payment: [],
      usb: [],
    },
  });
}

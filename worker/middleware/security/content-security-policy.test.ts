import { Hono } from 'hono';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createFrontApp } from '../../app';
import type { FrontEnv, WebBindings } from '../../env';
import { internalHeaders } from '../../lib/internal-headers';
import { configuredOrigins } from './content-security-policy';
import { cspReport } from './csp-report';
import { securityHeaders } from './security-headers';

function app() {
  const hono = new Hono<FrontEnv>();
  hono.use(securityHeaders());
  hono.post('/csp-report', cspReport());
  hono.get('/page', (c) => c.text(c.get('secureHeadersNonce') ?? ''));
  return hono;
}

const directives = (policy: string) =>
  new Map(
    policy.split(';').map((part) => {
      const [name = '', ...values] = part.trim().split(/\s+/);
      return [name, values.filter(Boolean)] as const;
    }),
  );

describe('content security policy', () => {
  it('allows scripts only with the nonce handed to the page, and sets the strict directives', async () => {
    const res = await app().request('/page');
    const nonce = await res.text();
    expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    const policy = directives(res.headers.get('content-security-policy') ?? '');
    expect(policy.get('script-src')).toEqual([`'nonce-${nonce}'`, "'strict-dynamic'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'none'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(policy.get('img-src')).toEqual(["'self'", 'data:', 'blob:']);
    expect(policy.get('connect-src')).toEqual(["'self'"]);
    expect(policy.get('worker-src')).toEqual(["'self'", 'data:']);
    expect(policy.get('report-to')).toEqual(['csp']);
    expect(policy.get('report-uri')).toEqual(['/csp-report']);
    expect(res.headers.get('reporting-endpoints')).toBe('csp="/csp-report"');
  });

  it('draws a fresh nonce for every response', async () => {
    const hono = app();
    const [a, b] = await Promise.all([hono.request('/page'), hono.request('/page')]);
    expect(await a.text()).not.toBe(await b.text());
  });

  it('adds the media and connect hosts a deployment configures, and nothing else', async () => {
    const env: WebBindings = {
      CSP_IMG_HOSTS: 'https://media.example https://cdn.example/path http://plain.example *',
      CSP_CONNECT_HOSTS: "https://mc.yandex.ru, 'unsafe-inline'",
    };
    const res = await app().request('/page', {}, env);
    const policy = directives(res.headers.get('content-security-policy') ?? '');
    expect(policy.get('img-src')).toEqual([
      "'self'",
      'data:',
      'blob:',
      'https://media.example',
      'https://cdn.example',
    ]);
    expect(policy.get('connect-src')).toEqual(["'self'", 'https://mc.yandex.ru']);
  });

  it('admits exactly the hosts of the configured support widget and Metrica tag', async () => {
    const env: WebBindings = {
      SUPPORT_WIDGET_URL: 'https://cdn.helpdesk.example/js/widget.js?id=1',
      METRIKA_TAG_URL: 'https://mc.yandex.ru/metrika/tag.js',
      METRIKA_COUNTER_IDS: '101, 202',
    };
    const res = await app().request('/page', {}, env);
    const nonce = await res.text();
    const policy = directives(res.headers.get('content-security-policy') ?? '');
    const both = ['https://cdn.helpdesk.example', 'https://mc.yandex.ru'];
    expect(policy.get('script-src')).toEqual([`'nonce-${nonce}'`, "'strict-dynamic'", ...both]);
    expect(policy.get('connect-src')).toEqual(["'self'", ...both]);
    expect(policy.get('img-src')).toEqual(["'self'", 'data:', 'blob:', ...both]);
    expect(policy.get('frame-src')).toEqual(["'self'", 'https://cdn.helpdesk.example']);
    expect(policy.get('style-src')).toEqual([
      "'self'",
      "'unsafe-inline'",
      'https://cdn.helpdesk.example',
    ]);

    // A tag without counters is off, and a plain-http host outside loopback is never admitted.
    const off = await app().request(
      '/page',
      {},
      {
        METRIKA_TAG_URL: 'https://mc.yandex.ru/tag.js',
        SUPPORT_WIDGET_URL: 'http://helpdesk.example/w.js',
      },
    );
    const offPolicy = directives(off.headers.get('content-security-policy') ?? '');
    expect(offPolicy.get('connect-src')).toEqual(["'self'"]);
    expect(offPolicy.get('frame-src')).toEqual(["'self'"]);
  });

  it('lets pages frame the code preview sandbox only when SANDBOX_ORIGIN names one', async () => {
    const on = await app().request('/page', {}, { SANDBOX_ORIGIN: 'https://sandbox.example/' });
    const policy = directives(on.headers.get('content-security-policy') ?? '');
    expect(policy.get('frame-src')).toEqual(["'self'", 'https://sandbox.example']);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    for (const value of ['http://sandbox.example', '*', "'unsafe-inline'"]) {
      const off = await app().request('/page', {}, { SANDBOX_ORIGIN: value });
      const offPolicy = directives(off.headers.get('content-security-policy') ?? '');
      expect(offPolicy.get('frame-src')).toEqual(["'self'"]);
    }
  });

  it('reads configured origins leniently but only as https origins', () => {
    expect(configuredOrigins(undefined)).toBe('');
    expect(configuredOrigins(' https://a.example:8443/x ,https://a.example:8443 ')).toBe(
      'https://a.example:8443',
    );
    expect(configuredOrigins("data: 'self' https://*.example")).toBe('');
  });
});

describe('the front', () => {
  afterEach(() => vi.restoreAllMocks());

  it('hands the page renderer the nonce of the response, replacing one a client sent', async () => {
    const seen: (string | null)[] = [];
    const front = createFrontApp(async (request) => {
      seen.push(request.headers.get(internalHeaders.nonce));
      return new Response('<html></html>', { headers: { 'content-type': 'text/html' } });
    });
    const res = await front.request(
      'http://web.test/en/terms',
      { headers: { [internalHeaders.nonce]: 'chosen-by-client' } },
      { API_URL: 'http://api.test' },
    );
    const policy = res.headers.get('content-security-policy') ?? '';
    expect(seen).toHaveLength(1);
    expect(seen[0]).not.toBe('chosen-by-client');
    expect(policy).toContain(`'nonce-${seen[0]}'`);
  });

  it('takes reports at /csp-report from any origin and never forwards or renders them', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    let rendered = 0;
    const front = createFrontApp(async () => {
      rendered += 1;
      return new Response('');
    });
    const upstream = vi.spyOn(globalThis, 'fetch');
    const res = await front.request(
      'http://web.test/csp-report',
      {
        method: 'POST',
        headers: { 'content-type': 'application/csp-report', origin: 'null' },
        body: JSON.stringify({ 'csp-report': { 'blocked-uri': 'inline' } }),
      },
      { API_URL: 'http://api.test' },
    );
    expect(res.status).toBe(204);
    expect(rendered).toBe(0);
    expect(upstream).not.toHaveBeenCalled();
  });
});

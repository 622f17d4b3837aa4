import { Hono } from 'hono';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FrontEnv, WebBindings } from '../../env';
import { configuredOrigins } from './content-security-policy';
import { cspReport, cspReportMaxBytes } from './csp-report';
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

  it('reads configured origins leniently but only as https origins', () => {
    expect(configuredOrigins(undefined)).toBe('');
    expect(configuredOrigins(' https://a.example:8443/x ,https://a.example:8443 ')).toBe(
      'https://a.example:8443',
    );
    expect(configuredOrigins("data: 'self' https://*.example")).toBe('');
  });
});

describe('POST /csp-report', () => {
  afterEach(() => vi.restoreAllMocks());

  const post = (body: string, type: string, headers: Record<string, string> = {}) =>
    app().request('/csp-report', {
      method: 'POST',
      body,
      headers: { 'content-type': type, ...headers },
    });

  it('logs a Reporting API batch compactly, without query strings, and answers 204', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const report = {
      type: 'csp-violation',
      url: 'https://beseda.example/ru/chat/1',
      body: {
        documentURL: 'https://beseda.example/ru/chat/1?draft=secret',
        blockedURL: 'https://attacker.example/?q=secret',
        effectiveDirective: 'img-src',
        sourceFile: 'https://beseda.example/assets/client.js',
        lineNumber: 3,
      },
    };
    const res = await post(
      JSON.stringify([report, { type: 'deprecation', body: {} }]),
      'application/reports+json',
    );
    expect(res.status).toBe(204);
    expect(warn).toHaveBeenCalledTimes(1);
    const line = JSON.parse(String(warn.mock.calls[0]?.[1]));
    expect(line).toEqual({
      directive: 'img-src',
      blocked: 'https://attacker.example/',
      document: 'https://beseda.example/ru/chat/1',
      source: 'https://beseda.example/assets/client.js:3',
    });
  });

  it('logs a legacy report-uri report', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const body = {
      'csp-report': {
        'document-uri': 'https://beseda.example/en/',
        'blocked-uri': 'inline',
        'effective-directive': 'script-src-elem',
      },
    };
    const res = await post(JSON.stringify(body), 'application/csp-report');
    expect(res.status).toBe(204);
    expect(JSON.parse(String(warn.mock.calls[0]?.[1]))).toMatchObject({
      directive: 'script-src-elem',
      blocked: 'inline',
    });
  });

  it('refuses other content types, oversized and malformed bodies with a JSON error', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const wrongType = await post('{}', 'text/plain');
    expect(wrongType.status).toBe(415);
    expect(await wrongType.json()).toMatchObject({ code: 'unsupported_media_type' });

    const big = JSON.stringify([
      { type: 'csp-violation', body: { x: 'a'.repeat(cspReportMaxBytes) } },
    ]);
    const tooLarge = await post(big, 'application/reports+json');
    expect(tooLarge.status).toBe(413);
    expect(await tooLarge.json()).toMatchObject({ code: 'payload_too_large' });

    const lying = await post(big, 'application/reports+json', { 'content-length': '10' });
    expect(lying.status).toBe(413);

    const malformed = await post('{not json', 'application/csp-report', {
      'accept-language': 'ru',
    });
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toEqual({
      code: 'invalid_report',
      message: 'Отчёт не в формате JSON',
    });
    expect(warn).not.toHaveBeenCalled();
  });
});

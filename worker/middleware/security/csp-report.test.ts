import { Hono } from 'hono';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FrontEnv } from '../../env';
import { cspReport, cspReportMaxBytes } from './csp-report';
import { securityHeaders } from './security-headers';

function app() {
  const hono = new Hono<FrontEnv>();
  hono.use(securityHeaders());
  hono.post('/csp-report', cspReport());
  hono.get('/page', (c) => c.text(c.get('secureHeadersNonce') ?? ''));
  return hono;
}

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

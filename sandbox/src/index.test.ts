import { describe, expect, it } from 'vitest';
import { appOriginsOf, type SandboxBindings, sandbox } from './index';

const directives = (policy: string) =>
  new Map(
    policy.split(';').map((part) => {
      const [name = '', ...values] = part.trim().split(/\s+/);
      return [name, values] as const;
    }),
  );

const env: SandboxBindings = { APP_ORIGIN: 'https://beseda.example, http://127.0.0.1:8787/x' };

describe('the sandbox Worker', () => {
  it('serves the preview page with no network, no forms, framed only by the app, and no cookie', async () => {
    const res = await sandbox.request('/', {}, env);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expect(res.headers.get('set-cookie')).toBeNull();
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('no-referrer');
    const policy = directives(res.headers.get('content-security-policy') ?? '');
    expect(Object.fromEntries(policy)).toEqual({
      'default-src': ["'none'"],
      'script-src': ["'unsafe-inline'"],
      'style-src': ["'unsafe-inline'"],
      'img-src': ['data:', 'blob:'],
      'media-src': ['data:', 'blob:'],
      'font-src': ['data:'],
      'connect-src': ["'none'"],
      'frame-src': ["'none'"],
      'worker-src': ["'none'"],
      'object-src': ["'none'"],
      'base-uri': ["'none'"],
      'form-action': ["'none'"],
      'frame-ancestors': ['https://beseda.example', 'http://127.0.0.1:8787'],
      sandbox: ['allow-scripts'],
    });
    // The page accepts code from, and announces itself to, exactly the app origins.
    const page = await res.text();
    expect(page).toContain('const appOrigins = ["https://beseda.example","http://127.0.0.1:8787"]');
    expect(page).toContain("frame.setAttribute('sandbox', 'allow-scripts')");
    expect(page).not.toContain('allow-same-origin');
  });

  it('lets nothing frame it when no app origin is configured, and keeps the policy on errors', async () => {
    const res = await sandbox.request('/', {}, {});
    expect(
      directives(res.headers.get('content-security-policy') ?? '').get('frame-ancestors'),
    ).toEqual(["'none'"]);
    expect(await res.text()).toContain('const appOrigins = []');
    const missing = await sandbox.request('/api/v1/auth/session', {}, env);
    expect(missing.status).toBe(404);
    expect(missing.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(missing.headers.get('set-cookie')).toBeNull();
  });

  it('takes only https origins, or http on loopback, from APP_ORIGIN', () => {
    expect(
      appOriginsOf(
        "https://a.example/x https://a.example http://evil.example * 'self' javascript:x http://localhost:5173",
      ),
    ).toEqual(['https://a.example', 'http://localhost:5173']);
    expect(appOriginsOf(undefined)).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { appOriginsOf, packagesUrlOf, type SandboxBindings, sandbox } from './index';
import { pyodideVersion } from './python-assets';

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

describe('the MCP App page', () => {
  it("has the preview page's policy (no network) and renders the view in a nested sandboxed frame", async () => {
    const res = await sandbox.request('/mcp-app', {}, env);
    expect(res.status).toBe(200);
    const policy = directives(res.headers.get('content-security-policy') ?? '');
    expect(policy.get('connect-src')).toEqual(["'none'"]);
    expect(policy.get('frame-ancestors')).toEqual([
      'https://beseda.example',
      'http://127.0.0.1:8787',
    ]);
    expect(policy.get('sandbox')).toEqual(['allow-scripts']);
    expect(res.headers.get('set-cookie')).toBeNull();
    const page = await res.text();
    expect(page).toContain('const appOrigins = ["https://beseda.example","http://127.0.0.1:8787"]');
    expect(page).toContain("view.setAttribute('sandbox', 'allow-scripts')");
    expect(page).not.toContain('allow-same-origin');
    // The host side of the MCP Apps handshake, and the size it passes on.
    for (const method of [
      'ui/initialize',
      'ui/notifications/tool-result',
      'ui/notifications/size-changed',
    ]) {
      expect(page).toContain(method);
    }
  });
});

describe('the Python runner page', () => {
  it('lets scripts and fetches come only from its own origin (and the package index when set), framed by the app', async () => {
    const res = await sandbox.request('http://sandbox.test/python', {}, env);
    expect(res.status).toBe(200);
    const policy = directives(res.headers.get('content-security-policy') ?? '');
    expect(policy.get('connect-src')).toEqual(['http://sandbox.test']);
    expect(policy.get('script-src')).toEqual([
      "'unsafe-inline'",
      "'wasm-unsafe-eval'",
      'blob:',
      'http://sandbox.test',
    ]);
    expect(policy.get('worker-src')).toEqual(['blob:']);
    expect(policy.get('sandbox')).toEqual(['allow-scripts']);
    expect(policy.get('frame-ancestors')).toEqual([
      'https://beseda.example',
      'http://127.0.0.1:8787',
    ]);
    const page = await res.text();
    expect(page).toContain('"packagesUrl":null');
    expect(page).toContain('const timeoutMs = 30000');
    expect(res.headers.get('set-cookie')).toBeNull();

    const withIndex = await sandbox.request(
      'http://sandbox.test/python',
      {},
      {
        ...env,
        PYODIDE_INDEX_URL: 'https://cdn.example/pyodide/full',
        PYTHON_RUN_TIMEOUT_MS: '4000',
      },
    );
    const indexed = directives(withIndex.headers.get('content-security-policy') ?? '');
    expect(indexed.get('connect-src')).toEqual(['http://sandbox.test', 'https://cdn.example']);
    const indexedPage = await withIndex.text();
    expect(indexedPage).toContain('"packagesUrl":"https://cdn.example/pyodide/full/"');
    expect(indexedPage).toContain('const timeoutMs = 4000');
    expect(packagesUrlOf('http://evil.example/x')).toBeNull();
  });

  it('serves only the runner’s Pyodide files of its version, cached for good', async () => {
    const assets = {
      fetch: async (request: Request) =>
        new URL(request.url).pathname === '/pyodide.asm.wasm'
          ? new Response(new Uint8Array([0, 97, 115, 109]))
          : new Response('nope', { status: 404 }),
    };
    const wasm = await sandbox.request(
      `http://sandbox.test/pyodide/${pyodideVersion}/pyodide.asm.wasm`,
      {},
      { ...env, ASSETS: assets },
    );
    expect(wasm.status).toBe(200);
    expect(wasm.headers.get('content-type')).toBe('application/wasm');
    expect(wasm.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(wasm.headers.get('access-control-allow-origin')).toBe('*');
    for (const path of [
      `/pyodide/${pyodideVersion}/package.json`,
      '/pyodide/0.1.0/pyodide.asm.wasm',
    ]) {
      const res = await sandbox.request(
        `http://sandbox.test${path}`,
        {},
        { ...env, ASSETS: assets },
      );
      expect(res.status).toBe(404);
    }
  });
});

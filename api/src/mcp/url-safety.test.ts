import { afterEach, describe, expect, it, vi } from 'vitest';
import { capOutput, MAX_TOOL_OUTPUT_CHARS } from './mcp-client';
import { safeFetch, UnsafeUrlError } from './safe-fetch';
import { isSafeServerUrl } from './url-safety';

const safe = (url: string, allowLocal = false) => isSafeServerUrl(new URL(url), allowLocal);

describe('MCP server addresses', () => {
  it('admits public https only', () => {
    expect(safe('https://mcp.example.com/mcp')).toBe(true);
    expect(safe('https://8.8.8.8/mcp')).toBe(true);
    expect(safe('https://[2606:4700::1111]/mcp')).toBe(true);
    for (const url of [
      'http://mcp.example.com/mcp',
      'ftp://mcp.example.com/',
      'https://user:pass@mcp.example.com/',
      'https://127.0.0.1/',
      'https://localhost/',
      'https://api.localhost/',
      'https://10.1.2.3/',
      'https://172.16.0.1/',
      'https://192.168.0.10/',
      'https://100.64.0.1/',
      'https://169.254.169.254/',
      'https://0.0.0.0/',
      'https://[::1]/',
      'https://[fe80::1]/',
      'https://[fd00:ec2::254]/',
      'https://[::ffff:10.0.0.1]/',
      'https://metadata.google.internal/',
      'https://printer.local/',
      'https://intranet/',
      'https://2130706433/',
      'https://0x7f.1/',
    ]) {
      expect(safe(url), url).toBe(false);
    }
  });

  it('admits http://127.0.0.1 and localhost only with MCP_ALLOW_LOCAL, nothing else local', () => {
    expect(safe('http://127.0.0.1:3001/mcp')).toBe(false);
    expect(safe('http://127.0.0.1:3001/mcp', true)).toBe(true);
    expect(safe('http://localhost:3001/mcp', true)).toBe(true);
    expect(safe('http://10.0.0.1/mcp', true)).toBe(false);
    expect(safe('http://127.0.0.2/mcp', true)).toBe(false);
  });
});

describe('the MCP client fetch', () => {
  afterEach(() => vi.restoreAllMocks());

  it('checks every redirect hop and refuses one to a private address', async () => {
    const calls: string[] = [];
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
      const url = input instanceof Request ? input.url : String(input);
      calls.push(url);
      return new Response(null, {
        status: 307,
        headers: { location: 'http://169.254.169.254/latest/meta-data' },
      });
    });
    const request = safeFetch(true)('http://127.0.0.1:9/mcp', { method: 'POST', body: '{}' });
    await expect(request).rejects.toBeInstanceOf(UnsafeUrlError);
    expect(calls).toEqual(['http://127.0.0.1:9/mcp']);
  });
});

describe('tool output to the model', () => {
  it('is capped at 100 KB with a note', () => {
    const long = 'x'.repeat(MAX_TOOL_OUTPUT_CHARS + 10);
    const capped = capOutput(long, '[truncated]');
    expect(capped).toBe(`${'x'.repeat(MAX_TOOL_OUTPUT_CHARS)}\n[truncated]`);
    expect(capOutput('short', '[truncated]')).toBe('short');
  });
});

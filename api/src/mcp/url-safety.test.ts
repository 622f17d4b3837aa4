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
    expect(safe('https://mcp.example.com./mcp')).toBe(true);
    expect(safe('https://[2002:808:808::1]/mcp')).toBe(true);
    expect(safe('https://[64:ff9b::808:808]/mcp')).toBe(true);
    expect(safe('https://[::ffff:808:808]/mcp')).toBe(true);
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
      'https://localhost./',
      'https://localhost../',
      'https://metadata.google.internal./',
      'https://instance-data./',
      'https://[64:ff9b::7f00:1]/',
      'https://[64:ff9b::127.0.0.1]/',
      'https://[64:ff9b:1::a00:1]/',
      'https://[2002:7f00:1::]/',
      'https://[2002:a9fe:a9fe::]/',
      'https://[fec0::1]/',
      'https://[100::1]/',
      'https://[::ffff:7f00:1]/',
      'https://[::ffff:a9fe:a9fe]/',
      'https://[0:0:0:0:0:ffff:7f00:1]/',
      'https://[::ffff:0:7f00:1]/',
      'https://[::127.0.0.1]/',
      'https://[2001:db8::1]/',
      'https://[2001::1]/',
      'https://[ff02::1]/',
      'https://[::]/',
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

describe('the name check before a call', () => {
  afterEach(() => vi.restoreAllMocks());

  /** A resolver that answers each lookup with `answer`; the server itself is never reached. */
  function resolverAnswering(answer: () => Response) {
    const reached: string[] = [];
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
      const url = input instanceof Request ? input.url : String(input);
      if (url.startsWith('https://cloudflare-dns.com/')) return answer();
      reached.push(url);
      return new Response('{}');
    });
    return reached;
  }
  const dns = (body: object) => () => Response.json(body);

  it('refuses a name whose lookup fails, finds nothing, or points at a private address', async () => {
    for (const answer of [
      () => new Response('busy', { status: 503 }),
      () => {
        throw new TypeError('network unreachable');
      },
      dns({ Status: 2 }),
      dns({ Status: 3 }),
      dns({ Status: 0 }),
      dns({ Status: 0, Answer: [{ type: 1, data: '127.0.0.1' }] }),
      dns({ Status: 0, Answer: [{ type: 28, data: '64:ff9b::a9fe:a9fe' }] }),
    ]) {
      const reached = resolverAnswering(answer);
      await expect(safeFetch(false)('https://mcp.example.com/mcp')).rejects.toBeInstanceOf(
        UnsafeUrlError,
      );
      expect(reached).toEqual([]);
      vi.restoreAllMocks();
    }
  });

  it('calls a name that resolves to public addresses only', async () => {
    const reached = resolverAnswering(
      dns({
        Status: 0,
        Answer: [
          { type: 5, data: 'cdn.example.net.' },
          { type: 1, data: '8.8.8.8' },
        ],
      }),
    );
    expect((await safeFetch(false)('https://mcp.example.com/mcp')).status).toBe(200);
    expect(reached).toEqual(['https://mcp.example.com/mcp']);
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

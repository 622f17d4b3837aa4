import { afterEach, describe, expect, it, vi } from 'vitest';
import { UpstreamConfigError, upstreamFetch } from './upstream';

afterEach(() => vi.unstubAllGlobals());

describe('upstreamFetch', () => {
  it('sends through the API service binding when the Worker has one', async () => {
    const network = vi.fn(async () => new Response('network'));
    vi.stubGlobal('fetch', network);
    const binding = vi.fn(async (_url: string, _init?: RequestInit) => new Response('binding'));
    const res = await upstreamFetch(
      { API_URL: 'http://api.test/base', API: { fetch: binding } },
      '/v1/chat?page=2',
      { method: 'PATCH' },
    );
    expect(await res.text()).toBe('binding');
    expect(binding).toHaveBeenCalledWith('http://api.test/base/v1/chat?page=2', {
      method: 'PATCH',
    });
    expect(network).not.toHaveBeenCalled();
  });

  it('goes over the network to API_URL without a binding', async () => {
    const network = vi.fn(async (_url: string) => new Response('network'));
    vi.stubGlobal('fetch', network);
    const res = await upstreamFetch({ API_URL: 'http://api.test/' }, '/health');
    expect(await res.text()).toBe('network');
    expect(network.mock.calls[0]?.[0]).toBe('http://api.test/health');
  });

  it('is the 523 of SPEC §5 when API_URL is missing, binding or not', async () => {
    const binding = vi.fn(async () => new Response('binding'));
    const error = await upstreamFetch({ API: { fetch: binding } }, '/health').catch((e) => e);
    expect(error).toBeInstanceOf(UpstreamConfigError);
    expect(error).toMatchObject({ status: 523 });
    expect(binding).not.toHaveBeenCalled();
  });
});

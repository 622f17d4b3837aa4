import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync, gzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { createFrontApp } from '../app';

/** An api over real HTTP that gzips its JSON whenever the caller accepts it, as `wrangler dev` does. */
async function gzippingApi(): Promise<{ url: string; server: Server; asked: string[] }> {
  const asked: string[] = [];
  const server = createServer((req, res) => {
    const accepts = String(req.headers['accept-encoding'] ?? '');
    asked.push(accepts);
    const body = Buffer.from(JSON.stringify({ prices: [{ model: 'gpt:gpt', kopecks: 12 }] }));
    res.setHeader('content-type', 'application/json');
    if (/\bgzip\b/.test(accepts)) {
      res.setHeader('content-encoding', 'gzip');
      res.end(gzipSync(body));
    } else res.end(body);
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, server, asked };
}

let running: Server | undefined;
afterEach(() => running?.close());

describe('the /api passthrough over the network', () => {
  it('hands the browser a body its content-encoding header describes', async () => {
    const api = await gzippingApi();
    running = api.server;
    const app = createFrontApp(async () => new Response('page'));
    // No service binding: the front fetches API_URL, as under `npm run dev` in Node.
    const res = await app.request(
      'http://web.test/api/v1/prices',
      { headers: { 'accept-encoding': 'gzip, deflate, br' } },
      { API_URL: api.url },
    );
    expect(res.status).toBe(200);
    const bytes = Buffer.from(await res.arrayBuffer());
    const text =
      res.headers.get('content-encoding') === 'gzip'
        ? gunzipSync(bytes).toString()
        : bytes.toString();
    expect(JSON.parse(text)).toEqual({ prices: [{ model: 'gpt:gpt', kopecks: 12 }] });
    // The api is asked for the plain body: the browser's encodings are the front's business.
    expect(api.asked).toEqual(['identity']);
  });
});

/** An api over real HTTP answering each path with the headers the test gives it. */
async function headersApi(answers: Record<string, Record<string, string>>) {
  const server = createServer((req, res) => {
    for (const [name, value] of Object.entries(answers[req.url ?? ''] ?? {})) {
      res.setHeader(name, value);
    }
    res.end('{}');
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, server };
}

describe('what the passthrough lets a browser keep (decision 197)', () => {
  it('stores no personal answer; public answers and revalidated media keep theirs', async () => {
    const json = { 'content-type': 'application/json' };
    const api = await headersApi({
      '/v1/user': json,
      '/v1/entity/ledger.csv': { 'content-type': 'text/csv', 'cache-control': 'private' },
      '/v1/prices': { ...json, 'cache-control': 'public, max-age=60' },
      '/v1/media/m1': { 'cache-control': 'private, no-cache', etag: '"e1"' },
      '/v1/media/m2': { 'cache-control': 'private, max-age=31536000, immutable' },
      '/v1/media/m3': { 'cache-control': 'private, no-cache' },
    });
    running = api.server;
    const app = createFrontApp(async () => new Response('page'));
    const caching = async (path: string) =>
      (await app.request(`http://web.test/api${path}`, {}, { API_URL: api.url })).headers.get(
        'cache-control',
      );
    expect(await caching('/v1/user')).toBe('private, no-store');
    expect(await caching('/v1/entity/ledger.csv')).toBe('private, no-store');
    expect(await caching('/v1/prices')).toBe('public, max-age=60');
    expect(await caching('/v1/media/m1')).toBe('private, no-cache');
    // A copy kept without asking, or one with nothing to revalidate by, is not kept at all.
    expect(await caching('/v1/media/m2')).toBe('private, no-store');
    expect(await caching('/v1/media/m3')).toBe('private, no-store');
  });
});

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

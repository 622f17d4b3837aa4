import { fsRouter } from 'waku';
import adapter from 'waku/adapters/cloudflare';
import { createFrontApp } from '../worker/app';
import type { WebBindings } from '../worker/env';

// The Waku app (pages under src/pages) behind the Hono front in one Worker
// (docs/decisions/001-hono-in-front-of-waku.md).
const modules = Object.fromEntries(
  Object.entries(import.meta.glob('/src/pages/**/*.tsx')).map(([file, load]) => [
    file.slice('/src/'.length),
    load,
  ]),
);

const waku = adapter(fsRouter(modules));
const wakuWorker = waku.defaultExport as {
  fetch: (request: Request, env: WebBindings) => Promise<Response>;
};

const front = createFrontApp((request, env) =>
  // In workerd the Cloudflare adapter's export sets Waku's env; under `waku dev` (Node) the
  // adapter's own fetch is the entry.
  env.ASSETS ? wakuWorker.fetch(request, env) : Promise.resolve(waku.fetch(request)),
);

export default {
  ...waku,
  fetch: (request: Request) => front.fetch(request, { API_URL: process.env.API_URL }),
  defaultExport: {
    fetch: (request: Request, env: WebBindings, ctx: Parameters<typeof front.fetch>[2]) =>
      front.fetch(request, env, ctx),
  },
};

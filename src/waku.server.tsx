import { fsRouter } from 'waku';
import adapter from 'waku/adapters/cloudflare';
import {
  unstable_getRequest as getRequest,
  type HandlerInterceptor,
  unstable_setNonce as setNonce,
} from 'waku/router/server';
import { createFrontApp } from '../worker/app';
import type { WebBindings } from '../worker/env';
import { internalHeaders } from '../worker/lib/internal-headers';

// The Waku app (pages under src/pages) behind the Hono front in one Worker
// (docs/decisions/001-hono-in-front-of-waku.md).
const modules = Object.fromEntries(
  Object.entries(import.meta.glob('/src/pages/**/*.tsx')).map(([file, load]) => [
    file.slice('/src/'.length),
    load,
  ]),
);

// Every script Waku writes (bootstrap, RSC payload) carries the nonce of the response's CSP,
// which the front passes on the request (docs/decisions/032-strict-csp.md).
const applyCspNonce: HandlerInterceptor = (next) => {
  const nonce = getRequest().headers.get(internalHeaders.nonce);
  if (nonce) setNonce(nonce);
  return next();
};
modules['pages/_interceptors/csp-nonce.tsx'] = async () => ({ default: applyCspNonce });

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

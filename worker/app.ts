import { Hono } from 'hono';
import type { FrontEnv, PageRenderer } from './env';
import { renderErrorPage } from './lib/error-page';
import { UpstreamConfigError } from './lib/upstream';
import { compressPages } from './middleware/compress';
import { preferredLocale, splitLocale } from './middleware/locale';
import {
  cspReport,
  cspReportPath,
  ownBodyLimit,
  ownJsonObject,
  sameOrigin,
  securityHeaders,
} from './middleware/security';
import { session } from './middleware/session';
import { apiProxy } from './routes/api-proxy';
import { authRoutes } from './routes/auth';
import { resetRoutes } from './routes/auth-reset';
import { lastChatRoutes } from './routes/last-chat';
import { mcpOAuthRoutes } from './routes/mcp-oauth';
import { oauthRoutes } from './routes/oauth';
import { pages } from './routes/pages';
import { pwaRoutes } from './routes/pwa';

/**
 * The Hono front of the web Worker: security headers, same-origin checks, the session cookies,
 * the front's own auth endpoints (`/api/auth/*`), the `/api` backend for the browser, then pages
 * (locale, guards, 404) rendered by Waku through `render`.
 */
export function createFrontApp(render: PageRenderer) {
  const app = new Hono<FrontEnv>();
  app.use(securityHeaders());
  app.use(compressPages());
  // Browsers post CSP reports without a same-origin guarantee; the endpoint only logs.
  app.post(cspReportPath, cspReport());
  app.use(sameOrigin());
  // Every body the front reads itself is capped while read; `/api` forwards stream to the api.
  app.use(ownBodyLimit());
  app.use(ownJsonObject());
  app.use(session());
  app.use('/api/*', async (c, next) => {
    c.set('locale', preferredLocale(c));
    await next();
  });
  app.route('/api/auth/reset', resetRoutes);
  app.route('/api/auth', authRoutes);
  app.route('/api/last-chat', lastChatRoutes);
  app.route('/api', apiProxy);
  // Browsers ask for /favicon.ico wherever a document names no icon (an image, a text file).
  // Sign-in with Yandex ID, VK ID and Google: `/auth/{provider}` and its callback (decision 162).
  app.route('/auth', oauthRoutes);
  // A protected MCP server's authorization comes back here (decision 168).
  app.route('/mcp/oauth', mcpOAuthRoutes);
  app.get('/favicon.ico', (c) => c.redirect('/favicon.svg', 301));
  // The installable app: manifest, offline pages and service worker (decision 166).
  app.route('/', pwaRoutes);
  app.route('/', pages(render));
  app.onError((err, c) => {
    if (err instanceof UpstreamConfigError) {
      // 523 is Cloudflare's own code, outside Hono's typed status list.
      return Response.json({ code: err.code, message: err.message }, { status: err.status });
    }
    console.error('web worker error', err);
    if (c.req.path.startsWith('/api/')) {
      return c.json({ code: 'internal_error', message: 'Internal Server Error' }, 500);
    }
    return renderErrorPage(c, splitLocale(c.req.path).locale ?? preferredLocale(c));
  });
  return app;
}

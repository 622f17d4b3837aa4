import { Hono } from 'hono';
import type { FrontEnv } from '../env';
import { preferredLocale } from '../middleware/locale';
import { callUpstream } from '../middleware/session';

/**
 * `GET /mcp/oauth/callback`: where a protected MCP server's authorization server sends the person
 * back (decision 168). The front forwards code and state, with the person's session, to the api,
 * which holds the PKCE verifier and the tokens; the person lands on Settings → Tools, told
 * whether it worked (`?mcp=connected` or `?mcp=failed`). The api route is not on the `/api`
 * allow-list: a code reaches it only through here.
 */
export const mcpOAuthRoutes = new Hono<FrontEnv>();

mcpOAuthRoutes.get('/callback', async (c) => {
  const locale = preferredLocale(c);
  const page = `/${locale}/cabinet/tools`;
  const bearer = await c.get('session').accessToken();
  if (!bearer) return c.redirect(`/${locale}/auth/login?redirect=${encodeURIComponent(page)}`, 303);
  const code = c.req.query('code')?.slice(0, 2000);
  const state = c.req.query('state')?.slice(0, 200);
  if (!code || !state || c.req.query('error')) return c.redirect(`${page}?mcp=failed`, 303);
  const res = await callUpstream(c.env, locale, '/v1/mcp/oauth/callback', {
    method: 'POST',
    bearer,
    body: { code, state },
  }).catch(() => null);
  return c.redirect(`${page}?mcp=${res?.ok ? 'connected' : 'failed'}`, 303);
});

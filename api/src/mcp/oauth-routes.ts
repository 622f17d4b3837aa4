import { auth } from '@ai-sdk/mcp';
import { type AuthEnv, requireAuth } from '../auth/require-auth';
import { ApiError } from '../lib/errors';
import { createRouter } from '../lib/router';
import { nowIso } from '../lib/time';
import { allowsLocal, probeServer } from './connect-check';
import { oauthCallbackRoute } from './contract';
import { oauthRedirectUrl } from './oauth-provider';
import { safeFetch } from './safe-fetch';
import { columnsOf, oauthProviderFor, sealedAfter } from './server-connection';
import {
  changeServer,
  ensureWritable,
  openHeaders,
  serverWaitingSignIn,
  startedSignIn,
  toServerJson,
  visibleServer,
} from './server-store';

/**
 * `/v1/mcp/oauth/callback`: the front's callback page forwards the authorization server's code
 * and state here (decision 168). The state names the server waiting for the caller; the SDK
 * checks it, exchanges the code with the PKCE verifier, and the server is connected again with
 * the tokens.
 */
export const mcpOAuth = createRouter<AuthEnv>();
mcpOAuth.use('*', requireAuth);

mcpOAuth.openapi(oauthCallbackRoute, async (c) => {
  const { code, state } = c.req.valid('json');
  const { sessionId } = c.var.auth;
  // Only the person who added the server (for a team's, its owner) completes its authorization,
  // and only in the session that started it (decision 195).
  const row = await serverWaitingSignIn(c.env, state, c.var.auth);
  if (!row || !startedSignIn(row, c.var.auth)) throw new ApiError(400, 'mcp_oauth_failed');
  // The code is spent by the exchange: not while the tokens it gives could not be stored.
  await ensureWritable(c.env, row);
  const provider = await oauthProviderFor(
    c.env,
    row.oauth_sealed,
    oauthRedirectUrl(c.env, c.req.url),
    state,
  );
  try {
    await auth(provider, {
      serverUrl: row.url,
      authorizationCode: code,
      callbackState: state,
      fetchFn: safeFetch(allowsLocal(c.env)),
    });
  } catch (error) {
    console.error('MCP OAuth exchange failed', error);
    throw new ApiError(400, 'mcp_oauth_failed');
  }
  const probe = await probeServer(
    c.env,
    row.url,
    await openHeaders(c.env, row),
    provider,
    row.transport,
  ).catch(async (error: unknown) => {
    // Authorized, but the server did not answer: keep the tokens, say so, and pass the error on.
    await changeServer(c.env, row, {
      status: 'error',
      error: 'mcp_unreachable',
      oauth_sealed: await sealedAfter(c.env, provider, row.oauth_sealed),
      oauth_state: null,
      authorize_url: null,
      updated_at: nowIso(),
    });
    throw error;
  });
  const found = await columnsOf(c.env, probe, provider, state, row.oauth_sealed, sessionId);
  await changeServer(
    c.env,
    row,
    { ...found, error: null, updated_at: nowIso() },
    // Only while the sign-in still waits with this state: a second callback changes nothing.
    state,
  );
  return c.json(
    { server: toServerJson(await visibleServer(c.env, row.id, c.var.auth), c.var.auth) },
    200,
  );
});

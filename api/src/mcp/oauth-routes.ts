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
  openHeaders,
  type ServerRow,
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
  const db = c.env.DB;
  // Only the person who added the server (for a team's, its owner) completes its authorization,
  // and only in the session that started it (decision 195).
  const row = await db
    .prepare(`SELECT * FROM mcp_servers WHERE oauth_state = ?1`)
    .bind(state)
    .first<ServerRow>();
  if (!row || !startedSignIn(row, c.var.auth)) throw new ApiError(400, 'mcp_oauth_failed');
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
    await db
      .prepare(
        `UPDATE mcp_servers SET status = 'error', error = 'mcp_unreachable', oauth_sealed = ?2,
           oauth_state = NULL, authorize_url = NULL, updated_at = ?3 WHERE id = ?1`,
      )
      .bind(row.id, await sealedAfter(c.env, provider, row.oauth_sealed), nowIso())
      .run();
    throw error;
  });
  const found = await columnsOf(c.env, probe, provider, state, row.oauth_sealed, sessionId);
  await db
    .prepare(
      `UPDATE mcp_servers SET status = ?2, transport = ?3, tools = ?4, oauth_sealed = ?5,
         oauth_state = ?6, authorize_url = ?7, error = NULL, updated_at = ?8, oauth_session_id = ?10
       WHERE id = ?1 AND oauth_state = ?9`,
    )
    .bind(
      row.id,
      found.status,
      found.transport,
      found.tools,
      found.oauth_sealed,
      found.oauth_state,
      found.authorize_url,
      nowIso(),
      state,
      found.oauth_session_id,
    )
    .run();
  return c.json(
    { server: toServerJson(await visibleServer(db, row.id, c.var.auth), c.var.auth) },
    200,
  );
});

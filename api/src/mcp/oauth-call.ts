import { UnauthorizedError } from '@ai-sdk/mcp';
import type { Env } from '../env';
import { nowIso } from '../lib/time';
import { oauthRedirectUrl, type StoredOAuthProvider } from './oauth-provider';
import { newState, oauthProviderFor, sealedAfter } from './server-connection';
import type { ServerRow } from './server-store';

/**
 * A server's OAuth for one tool call (decision 168): the SDK sends the access token and, on a
 * 401, refreshes it; `settle` then stores what changed, and when the server wants the person
 * again (no refresh token, or it was refused) marks it `needs_auth` with a new authorize URL,
 * which only the server's owner sees (from any of their sessions: no session started it, and for
 * a team's server the member whose call found it out may not sign in for the team; decision 195).
 */
export async function callWithOAuth(
  env: Env,
  row: ServerRow,
): Promise<{ provider: StoredOAuthProvider; settle: (error?: unknown) => Promise<void> }> {
  const state = newState();
  // The stored return address wins; this one only serves a server never authorized before.
  const redirect = oauthRedirectUrl(env, 'http://localhost');
  const provider = await oauthProviderFor(env, row.oauth_sealed, redirect, state);
  const settle = async (error?: unknown) => {
    const waits = error instanceof UnauthorizedError && provider.authorizeUrl !== undefined;
    if (!provider.changed && !waits) return;
    const sealed = await sealedAfter(env, provider, row.oauth_sealed);
    await env.DB.prepare(
      waits
        ? `UPDATE mcp_servers SET oauth_sealed = ?2, status = 'needs_auth', oauth_state = ?3,
             authorize_url = ?4, updated_at = ?5, oauth_session_id = NULL WHERE id = ?1`
        : 'UPDATE mcp_servers SET oauth_sealed = ?2 WHERE id = ?1',
    )
      .bind(row.id, sealed, ...(waits ? [state, provider.authorizeUrl, nowIso()] : []))
      .run();
  };
  return { provider, settle };
}

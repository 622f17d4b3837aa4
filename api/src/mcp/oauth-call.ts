import { UnauthorizedError } from '@ai-sdk/mcp';
import type { Env } from '../env';
import { nowIso } from '../lib/time';
import { oauthRedirectUrl, type StoredOAuthProvider } from './oauth-provider';
import { newState, oauthProviderFor, sealedAfter } from './server-connection';
import { changeServerWhenWritable, type ServerRow } from './server-store';

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
    await changeServerWhenWritable(
      env,
      row,
      waits
        ? {
            oauth_sealed: sealed,
            status: 'needs_auth',
            oauth_state: state,
            authorize_url: provider.authorizeUrl,
            updated_at: nowIso(),
            oauth_session_id: null,
          }
        : { oauth_sealed: sealed },
    );
  };
  return { provider, settle };
}

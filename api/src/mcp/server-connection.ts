import type { Env } from '../env';
import { toBase64Url } from '../lib/crypto';
import { type Probe, probeServer } from './connect-check';
import type { McpTransport } from './mcp-client';
import { type OAuthSecrets, openOAuth, StoredOAuthProvider, sealOAuth } from './oauth-provider';

/** A fresh OAuth `state`: 256 random bits. */
export const newState = () => toBase64Url(crypto.getRandomValues(new Uint8Array(32)));

/** An OAuth provider over a server's sealed secrets, with a fresh state for a new authorization. */
export async function oauthProviderFor(
  env: Pick<Env, 'MCP_TOKEN_KEY'>,
  sealed: string | null,
  redirectUrl: string,
  state = newState(),
): Promise<StoredOAuthProvider> {
  return new StoredOAuthProvider(await openOAuth(env, sealed), redirectUrl, state);
}

/** The secrets to store: sealed again when the SDK changed them, null when there are none. */
export async function sealedAfter(
  env: Pick<Env, 'MCP_TOKEN_KEY'>,
  provider: StoredOAuthProvider,
  before: string | null,
): Promise<string | null> {
  if (!provider.changed) return before;
  const { client, tokens, codeVerifier, authServer }: OAuthSecrets = provider.secrets;
  if (!client && !tokens && !codeVerifier && !authServer) return null;
  return sealOAuth(env, provider.secrets);
}

/** The columns a connection attempt sets on a server. */
export interface ConnectionColumns {
  status: Probe['status'];
  transport: McpTransport;
  tools: string;
  oauth_sealed: string | null;
  oauth_state: string | null;
  authorize_url: string | null;
  /** The session that started a waiting sign-in (decision 195). */
  oauth_session_id: string | null;
}

/**
 * Connects to a server with its headers and its OAuth (decision 168) and says what to store:
 * the tools when it answered, or `needs_auth` with the state and the URL the person must open,
 * bound to the session that asked (decision 195).
 * Throws as `probeServer` does.
 */
export async function connectServer(
  env: Pick<Env, 'MCP_ALLOW_LOCAL' | 'MCP_TOKEN_KEY'>,
  server: { url: string; headers: Record<string, string>; oauthSealed: string | null },
  redirectUrl: string,
  sessionId: string,
): Promise<ConnectionColumns> {
  const state = newState();
  const provider = await oauthProviderFor(env, server.oauthSealed, redirectUrl, state);
  return columnsOf(
    env,
    await probeServer(env, server.url, server.headers, provider),
    provider,
    state,
    server.oauthSealed,
    sessionId,
  );
}

/** The columns for what a probe with `provider` found. */
export async function columnsOf(
  env: Pick<Env, 'MCP_TOKEN_KEY'>,
  probe: Probe,
  provider: StoredOAuthProvider,
  state: string,
  before: string | null,
  sessionId: string,
): Promise<ConnectionColumns> {
  const oauth_sealed = await sealedAfter(env, provider, before);
  return probe.status === 'connected'
    ? {
        status: 'connected',
        transport: probe.transport,
        tools: JSON.stringify(probe.tools),
        oauth_sealed,
        oauth_state: null,
        authorize_url: null,
        oauth_session_id: null,
      }
    : {
        status: 'needs_auth',
        transport: probe.transport,
        tools: '[]',
        oauth_sealed,
        oauth_state: state,
        authorize_url: probe.authorizeUrl,
        oauth_session_id: sessionId,
      };
}

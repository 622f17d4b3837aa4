import type {
  OAuthAuthorizationServerInformation,
  OAuthClientInformation,
  OAuthClientMetadata,
  OAuthClientProvider,
  OAuthTokens,
} from '@ai-sdk/mcp';
import type { Env } from '../env';
import { seal, unseal } from '../lib/seal';

/** What a protected server's OAuth keeps between requests; sealed at rest, never answered. */
export interface OAuthSecrets {
  client?: OAuthClientInformation;
  authServer?: OAuthAuthorizationServerInformation;
  codeVerifier?: string;
  tokens?: OAuthTokens;
  /** The return address registered with the server's authorization server. */
  redirectUrl?: string;
}

const SEAL_PURPOSE = 'mcp-oauth';

function tokenKey(env: Pick<Env, 'MCP_TOKEN_KEY'>): string {
  if (!env.MCP_TOKEN_KEY) throw new Error('MCP_TOKEN_KEY is not set');
  return env.MCP_TOKEN_KEY;
}

export async function sealOAuth(env: Pick<Env, 'MCP_TOKEN_KEY'>, secrets: OAuthSecrets) {
  return seal(tokenKey(env), SEAL_PURPOSE, JSON.stringify(secrets));
}

export async function openOAuth(
  env: Pick<Env, 'MCP_TOKEN_KEY'>,
  sealed: string | null,
): Promise<OAuthSecrets> {
  if (!sealed) return {};
  const text = await unseal(tokenKey(env), SEAL_PURPOSE, sealed);
  return text ? (JSON.parse(text) as OAuthSecrets) : {};
}

/**
 * The front's page an authorization server sends the person back to (decision 168): on
 * `PUBLIC_WEB_URL`'s origin, or the api's own origin where that is not configured.
 */
export function oauthRedirectUrl(env: Pick<Env, 'PUBLIC_WEB_URL'>, requestUrl: string): string {
  const origin = new URL(env.PUBLIC_WEB_URL || requestUrl).origin;
  return `${origin}/mcp/oauth/callback`;
}

/**
 * `@ai-sdk/mcp`'s OAuth client provider over one server's sealed secrets: the SDK does the
 * discovery (RFC 9728, RFC 8414), the dynamic registration (RFC 7591), PKCE S256, the code
 * exchange and the refresh; this keeps what it hands over, and the caller seals `secrets` back
 * when `changed`. Instead of redirecting, it keeps the URL the person must open (`authorizeUrl`).
 */
export class StoredOAuthProvider implements OAuthClientProvider {
  changed = false;
  authorizeUrl?: string;

  readonly redirectUrl: string;

  constructor(
    readonly secrets: OAuthSecrets,
    redirectUrl: string,
    private readonly stateValue: string,
  ) {
    this.redirectUrl = secrets.redirectUrl ?? redirectUrl;
    secrets.redirectUrl = this.redirectUrl;
  }

  get clientMetadata(): OAuthClientMetadata {
    return {
      redirect_uris: [this.redirectUrl],
      client_name: 'Beseda',
      grant_types: ['authorization_code', 'refresh_token'],
      response_types: ['code'],
      token_endpoint_auth_method: 'none',
    };
  }

  private keep(patch: Partial<OAuthSecrets>) {
    Object.assign(this.secrets, patch);
    this.changed = true;
  }

  tokens = () => this.secrets.tokens;
  saveTokens = (tokens: OAuthTokens) => this.keep({ tokens });
  clientInformation = () => this.secrets.client;
  saveClientInformation = (client: OAuthClientInformation) => this.keep({ client });
  isClientInformationDynamicallyRegistered = () => this.secrets.client !== undefined;
  authorizationServerInformation = () => this.secrets.authServer;
  saveAuthorizationServerInformation = (authServer: OAuthAuthorizationServerInformation) =>
    this.keep({ authServer });
  saveCodeVerifier = (codeVerifier: string) => this.keep({ codeVerifier });
  codeVerifier = () => {
    if (!this.secrets.codeVerifier) throw new Error('No PKCE verifier was saved');
    return this.secrets.codeVerifier;
  };
  state = () => this.stateValue;
  storedState = () => this.stateValue;
  redirectToAuthorization = (url: URL) => {
    this.authorizeUrl = url.toString();
  };

  invalidateCredentials = (scope: 'all' | 'client' | 'tokens' | 'verifier') => {
    if (scope === 'all')
      this.keep({ client: undefined, tokens: undefined, codeVerifier: undefined });
    else if (scope === 'client') this.keep({ client: undefined });
    else if (scope === 'tokens') this.keep({ tokens: undefined });
    else this.keep({ codeVerifier: undefined });
  };
}

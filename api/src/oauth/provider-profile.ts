import { CodeChallengeMethod, OAuth2Client, OAuth2RequestError } from 'arctic';
import { ApiError, registerErrorMessages } from '../lib/errors';
import type { ProviderConfig } from './providers';

registerErrorMessages({
  oauth_code_invalid: {
    en: 'The provider did not accept this sign-in. Please try again',
    ru: 'Провайдер не принял этот вход. Попробуйте ещё раз',
  },
  oauth_provider_failed: {
    en: 'The provider is not answering. Please try again later',
    ru: 'Провайдер не отвечает. Попробуйте позже',
  },
});

/** Who the provider says signed in: its stable user id, the email and whether it verified it. */
export interface ProviderProfile {
  subject: string;
  email: string | null;
  emailVerified: boolean;
  name: string;
}

/** What the callback brought back, with the verifier kept since the start. */
export interface CallbackInput {
  code: string;
  codeVerifier: string;
  redirectUri: string;
  state: string;
  /** VK ID's `device_id` from the callback; its token request needs it. */
  deviceId?: string | undefined;
}

const timeout = () => AbortSignal.timeout(10_000);

/**
 * The provider's authorization URL with state and a PKCE S256 challenge (arctic's generic client,
 * so every endpoint comes from configuration).
 */
export function authorizationUrl(
  config: ProviderConfig,
  redirectUri: string,
  state: string,
  codeVerifier: string,
): string {
  const client = new OAuth2Client(config.clientId, config.clientSecret, redirectUri);
  const url = client.createAuthorizationURLWithPKCE(
    config.authorizeUrl,
    state,
    CodeChallengeMethod.S256,
    codeVerifier,
    config.scopes,
  );
  // VK ID names the method in lower case (id.vk.com/authorize, code_challenge_method=s256).
  if (config.provider === 'vk') url.searchParams.set('code_challenge_method', 's256');
  return url.toString();
}

/** Exchanges the code (with its PKCE verifier) and reads the provider's profile of the person. */
export async function fetchProfile(
  config: ProviderConfig,
  input: CallbackInput,
): Promise<ProviderProfile> {
  try {
    if (config.provider === 'vk') return await vkProfile(config, input);
    const client = new OAuth2Client(config.clientId, config.clientSecret, input.redirectUri);
    const tokens = await client.validateAuthorizationCode(
      config.tokenUrl,
      input.code,
      input.codeVerifier,
    );
    const accessToken = tokens.accessToken();
    return config.provider === 'yandex'
      ? await yandexProfile(config, accessToken)
      : await googleProfile(config, accessToken);
  } catch (err) {
    if (err instanceof ApiError) throw err;
    if (err instanceof OAuth2RequestError) throw new ApiError(400, 'oauth_code_invalid');
    console.error('oauth provider failed', config.provider, err);
    throw new ApiError(502, 'oauth_provider_failed');
  }
}

async function readJson(res: Response): Promise<Record<string, unknown>> {
  const body = (await res.json().catch(() => null)) as Record<string, unknown> | null;
  if (!res.ok || !body) throw new ApiError(502, 'oauth_provider_failed');
  return body;
}

const text = (value: unknown) =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : '';

/** Yandex ID: `GET login.yandex.ru/info?format=json` with `Authorization: OAuth <token>`. */
async function yandexProfile(config: ProviderConfig, accessToken: string) {
  const res = await fetch(config.profileUrl, {
    headers: { Authorization: `OAuth ${accessToken}` },
    signal: timeout(),
  });
  const info = await readJson(res);
  const email = text(info.default_email) || null;
  return {
    subject: text(info.id),
    email,
    // Yandex ID hands out only addresses its owner has confirmed (a Yandex mailbox or a
    // confirmed address); there is no separate flag in its answer.
    emailVerified: email !== null,
    name: text(info.real_name) || text(info.display_name) || text(info.login),
  };
}

/** Google OIDC: the userinfo endpoint with the bearer token (`sub`, `email`, `email_verified`). */
async function googleProfile(config: ProviderConfig, accessToken: string) {
  const res = await fetch(config.profileUrl, {
    headers: { Authorization: `Bearer ${accessToken}` },
    signal: timeout(),
  });
  const info = await readJson(res);
  return {
    subject: text(info.sub),
    email: text(info.email) || null,
    emailVerified: info.email_verified === true,
    name: text(info.name),
  };
}

/**
 * VK ID (id.vk.com, OAuth 2.1): the code is exchanged at `/oauth2/auth` with `device_id` and
 * `state` besides the PKCE verifier (arctic's VK provider speaks the older oauth.vk.com), then
 * `/oauth2/user_info` answers `{user: {user_id, first_name, last_name, email}}`.
 */
async function vkProfile(config: ProviderConfig, input: CallbackInput) {
  if (!input.deviceId) throw new ApiError(400, 'oauth_code_invalid');
  const form = new URLSearchParams({
    grant_type: 'authorization_code',
    code: input.code,
    code_verifier: input.codeVerifier,
    client_id: config.clientId,
    device_id: input.deviceId,
    redirect_uri: input.redirectUri,
    state: input.state,
  });
  const tokenRes = await fetch(config.tokenUrl, { method: 'POST', body: form, signal: timeout() });
  const tokens = (await tokenRes.json().catch(() => null)) as Record<string, unknown> | null;
  if (tokens && typeof tokens.error === 'string') throw new ApiError(400, 'oauth_code_invalid');
  const accessToken = text(tokens?.access_token);
  if (!tokenRes.ok || !accessToken) throw new ApiError(502, 'oauth_provider_failed');
  const infoRes = await fetch(config.profileUrl, {
    method: 'POST',
    body: new URLSearchParams({ client_id: config.clientId, access_token: accessToken }),
    signal: timeout(),
  });
  const { user } = (await readJson(infoRes)) as { user?: Record<string, unknown> };
  const name = [text(user?.first_name), text(user?.last_name)].filter(Boolean).join(' ');
  return {
    subject: text(user?.user_id) || text(tokens?.user_id),
    email: text(user?.email) || null,
    // VK ID's answer carries no verification flag for the address: it is never trusted to join
    // an existing account (decision 162).
    emailVerified: false,
    name,
  };
}

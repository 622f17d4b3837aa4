import type { Env } from '../env';

/** The sign-in providers, in the order their buttons appear. */
export const oauthProviders = ['yandex', 'vk', 'google'] as const;
export type OAuthProvider = (typeof oauthProviders)[number];

export function isOAuthProvider(value: string): value is OAuthProvider {
  return (oauthProviders as readonly string[]).includes(value);
}

/** A configured provider: its client and the endpoints of its real wire format. */
export interface ProviderConfig {
  provider: OAuthProvider;
  clientId: string;
  clientSecret: string;
  authorizeUrl: string;
  tokenUrl: string;
  profileUrl: string;
  scopes: string[];
}

const base = (value: string | undefined, fallback: string) =>
  (value?.trim() || fallback).replace(/\/+$/, '');

/**
 * The provider's configuration, or null while its client id or secret is unset (then it is off).
 * Endpoints default to the providers' own hosts; the `*_BASE_URL` variables move them (tests
 * point them at tests/fakes/oauth.mjs).
 *
 * @example const google = providerConfig(env, 'google')
 */
export function providerConfig(env: Env, provider: OAuthProvider): ProviderConfig | null {
  if (provider === 'yandex') {
    if (!env.YANDEX_CLIENT_ID || !env.YANDEX_CLIENT_SECRET) return null;
    const oauth = base(env.YANDEX_OAUTH_BASE_URL, 'https://oauth.yandex.ru');
    return {
      provider,
      clientId: env.YANDEX_CLIENT_ID,
      clientSecret: env.YANDEX_CLIENT_SECRET,
      authorizeUrl: `${oauth}/authorize`,
      tokenUrl: `${oauth}/token`,
      profileUrl: `${base(env.YANDEX_LOGIN_BASE_URL, 'https://login.yandex.ru')}/info?format=json`,
      scopes: ['login:email', 'login:info'],
    };
  }
  if (provider === 'vk') {
    if (!env.VK_CLIENT_ID || !env.VK_CLIENT_SECRET) return null;
    const id = base(env.VK_ID_BASE_URL, 'https://id.vk.com');
    return {
      provider,
      clientId: env.VK_CLIENT_ID,
      clientSecret: env.VK_CLIENT_SECRET,
      authorizeUrl: `${id}/authorize`,
      tokenUrl: `${id}/oauth2/auth`,
      profileUrl: `${id}/oauth2/user_info`,
      scopes: ['email'],
    };
  }
  if (!env.GOOGLE_CLIENT_ID || !env.GOOGLE_CLIENT_SECRET) return null;
  return {
    provider,
    clientId: env.GOOGLE_CLIENT_ID,
    clientSecret: env.GOOGLE_CLIENT_SECRET,
    authorizeUrl: `${base(env.GOOGLE_ACCOUNTS_BASE_URL, 'https://accounts.google.com')}/o/oauth2/v2/auth`,
    tokenUrl: `${base(env.GOOGLE_OAUTH2_BASE_URL, 'https://oauth2.googleapis.com')}/token`,
    profileUrl: `${base(env.GOOGLE_OPENID_BASE_URL, 'https://openidconnect.googleapis.com')}/v1/userinfo`,
    scopes: ['openid', 'email', 'profile'],
  };
}

/** The providers that are on, in button order. */
export function configuredProviders(env: Env): OAuthProvider[] {
  return oauthProviders.filter((provider) => providerConfig(env, provider) !== null);
}

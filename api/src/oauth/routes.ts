import { createRoute, z } from '@hono/zod-openapi';
import { generateCodeVerifier, generateState } from 'arctic';
import { TokenPairSchema, TwoFactorChallengeSchema } from '../auth/schemas';
import type { AppEnv, Env } from '../env';
import { ApiError, registerErrorMessages } from '../lib/errors';
import { localeOf } from '../lib/messages';
import { clientAddress } from '../lib/rate-limit';
import { createRouter, errorResponse, jsonBody, jsonResponse } from '../lib/router';
import { authorizationUrl, fetchProfile } from './provider-profile';
import {
  configuredProviders,
  isOAuthProvider,
  type ProviderConfig,
  providerConfig,
} from './providers';
import {
  OAuthAuthorizationSchema,
  OAuthCallbackSchema,
  OAuthStartSchema,
  ProviderParamSchema,
  ProvidersSchema,
} from './schemas';
import { signInWithProvider } from './sign-in';

registerErrorMessages({
  oauth_provider_off: {
    en: 'Sign-in with this provider is not available',
    ru: 'Вход через этого провайдера недоступен',
  },
  oauth_redirect_invalid: {
    en: 'This return address is not allowed',
    ru: 'Этот адрес возврата не разрешён',
  },
});

/** The configuration of a provider that is on, else 404 `oauth_provider_off`. */
export function requireProvider(env: Env, provider: string): ProviderConfig {
  const config = isOAuthProvider(provider) ? providerConfig(env, provider) : null;
  if (!config) throw new ApiError(404, 'oauth_provider_off');
  return config;
}

/**
 * The return address must be the front's own callback of this provider: on `PUBLIC_WEB_URL`'s
 * origin when that is set (the providers check it against the registered one too).
 */
export function requireRedirectUri(env: Env, config: ProviderConfig, redirectUri: string) {
  const url = new URL(redirectUri);
  const home = env.PUBLIC_WEB_URL ? new URL(env.PUBLIC_WEB_URL).origin : null;
  const ok =
    (url.protocol === 'https:' || url.protocol === 'http:') &&
    url.pathname === `/auth/${config.provider}/callback` &&
    !url.search &&
    (home === null || url.origin === home);
  if (!ok) throw new ApiError(400, 'oauth_redirect_invalid', { field: 'redirectUri' });
}

const tags = ['auth'];
const params = ProviderParamSchema;

const listProviders = createRoute({
  method: 'get',
  path: '/providers',
  tags,
  summary: 'The sign-in providers that are on (Yandex ID, VK ID, Google)',
  responses: { 200: jsonResponse(ProvidersSchema, 'The providers') },
});

const start = createRoute({
  method: 'post',
  path: '/{provider}/start',
  tags,
  summary: "A provider's authorization URL with fresh state and PKCE verifier",
  description:
    'The front keeps `state` and `codeVerifier` in an HttpOnly cookie until the callback.',
  request: { params, body: jsonBody(OAuthStartSchema) },
  responses: {
    200: jsonResponse(OAuthAuthorizationSchema, 'Where to send the person'),
    400: errorResponse('The return address is not the front’s callback'),
    404: errorResponse('The provider is off'),
  },
});

const callback = createRoute({
  method: 'post',
  path: '/{provider}/callback',
  tags,
  summary: 'Sign in with the code the provider sent back',
  description:
    'A known identity signs in its account; a new one joins the account with the same email only when the provider verified it and the account confirmed it, else 409; with no such account one is made. With two-factor on, a ticket for `POST /v1/auth/login/2fa` instead of tokens.',
  request: { params, body: jsonBody(OAuthCallbackSchema) },
  responses: {
    200: jsonResponse(
      z.union([TokenPairSchema, TwoFactorChallengeSchema]),
      'Signed in, or the code step is next',
    ),
    400: errorResponse('The provider refused the code, or gave no email'),
    404: errorResponse('The provider is off'),
    409: errorResponse('The email belongs to an account it may not join'),
    429: errorResponse('Too many new accounts from this address'),
    502: errorResponse('The provider did not answer'),
  },
});

/** `/v1/auth/oauth/*`: the providers that are on, starting a sign-in and finishing it. */
export const oauthAuth = createRouter<AppEnv>()
  .openapi(listProviders, (c) => c.json({ providers: configuredProviders(c.env) }, 200))
  .openapi(start, (c) => {
    const config = requireProvider(c.env, c.req.valid('param').provider);
    const { redirectUri } = c.req.valid('json');
    requireRedirectUri(c.env, config, redirectUri);
    const state = generateState();
    const codeVerifier = generateCodeVerifier();
    const url = authorizationUrl(config, redirectUri, state, codeVerifier);
    return c.json({ url, state, codeVerifier }, 200);
  })
  .openapi(callback, async (c) => {
    const config = requireProvider(c.env, c.req.valid('param').provider);
    const input = c.req.valid('json');
    requireRedirectUri(c.env, config, input.redirectUri);
    const profile = await fetchProfile(config, input);
    const caller = {
      address: clientAddress(c),
      locale: localeOf(c.req.header('x-ad-locale')),
      device: c.req.header('user-agent'),
    };
    return c.json(await signInWithProvider(c.env, config.provider, profile, caller), 200);
  });

import { createRoute } from '@hono/zod-openapi';
import { normalizeEmail } from '../auth/register-account';
import { type AuthEnv, requireAuth } from '../auth/require-auth';
import { ApiError, registerErrorMessages } from '../lib/errors';
import {
  bearerSecurity,
  createRouter,
  errorResponse,
  jsonBody,
  jsonResponse,
  notSignedInResponse,
} from '../lib/router';
import { nowIso } from '../lib/time';
import {
  findIdentityOwner,
  hasIdentity,
  insertIdentity,
  listIdentities,
  unlinkIdentity,
  updateIdentityEmail,
} from './identity-store';
import { fetchProfile } from './provider-profile';
import { configuredProviders, isOAuthProvider } from './providers';
import { requireProvider, requireRedirectUri } from './routes';
import {
  LinkedIdentitySchema,
  OAuthCallbackSchema,
  ProviderParamSchema,
  SignInMethodsSchema,
} from './schemas';

registerErrorMessages({
  oauth_identity_taken: {
    en: 'This provider account already signs in to another Beseda account',
    ru: 'Этот аккаунт провайдера уже привязан к другому аккаунту Беседы',
  },
  oauth_already_linked: {
    en: 'Another account of this provider is already linked. Unlink it first',
    ru: 'Уже привязан другой аккаунт этого провайдера. Сначала отвяжите его',
  },
  oauth_last_method: {
    en: 'This is your only way to sign in. Set a password (reset it by email), add a passkey or link another provider first',
    ru: 'Это ваш единственный способ входа. Сначала задайте пароль (сбросьте его по email), добавьте ключ доступа или привяжите другого провайдера',
  },
  oauth_not_linked: { en: 'This provider is not linked', ru: 'Этот провайдер не привязан' },
});

const common = { tags: ['user'], security: bearerSecurity };
const params = ProviderParamSchema;

const list = createRoute({
  ...common,
  method: 'get',
  path: '/',
  summary:
    "The caller's sign-in methods: linked providers, the providers that are on, the password",
  responses: {
    200: jsonResponse(SignInMethodsSchema, 'Sign-in methods'),
    401: notSignedInResponse,
  },
});

const link = createRoute({
  ...common,
  method: 'post',
  path: '/{provider}',
  summary: "Link a provider to the caller's account with the code it sent back",
  request: { params, body: jsonBody(OAuthCallbackSchema) },
  responses: {
    201: jsonResponse(LinkedIdentitySchema, 'Linked'),
    400: errorResponse('The provider refused the code'),
    401: notSignedInResponse,
    404: errorResponse('The provider is off'),
    409: errorResponse('The identity belongs to another account, or another one is linked'),
    502: errorResponse('The provider did not answer'),
  },
});

const unlink = createRoute({
  ...common,
  method: 'delete',
  path: '/{provider}',
  summary: 'Unlink a provider; refused when it is the last way to sign in',
  request: { params },
  responses: {
    204: { description: 'Unlinked' },
    401: notSignedInResponse,
    404: errorResponse('The provider is not linked'),
    409: errorResponse('The last way to sign in of an account without a password'),
  },
});

/** `/v1/user/oauth/*`: the profile's "Sign-in methods" (decision 162). */
export const oauthUser = createRouter<AuthEnv>();
oauthUser.use('*', requireAuth);
oauthUser
  .openapi(list, async (c) => {
    const { userId } = c.var.auth;
    const passwordSet = await c.env.DB.prepare('SELECT password_set FROM users WHERE id = ?1')
      .bind(userId)
      .first<number>('password_set');
    const identities = await listIdentities(c.env.DB, userId);
    return c.json(
      { providers: configuredProviders(c.env), identities, passwordSet: passwordSet !== 0 },
      200,
    );
  })
  .openapi(link, async (c) => {
    const { userId } = c.var.auth;
    const config = requireProvider(c.env, c.req.valid('param').provider);
    const input = c.req.valid('json');
    requireRedirectUri(c.env, config, input.redirectUri);
    const profile = await fetchProfile(config, input);
    const db = c.env.DB;
    const email = profile.email ? normalizeEmail(profile.email) : null;
    const owner = await findIdentityOwner(db, config.provider, profile.subject);
    if (owner && owner !== userId) throw new ApiError(409, 'oauth_identity_taken');
    const now = nowIso();
    if (owner) {
      await updateIdentityEmail(db, config.provider, profile.subject, email).run();
    } else {
      if (await hasIdentity(db, userId, config.provider)) {
        throw new ApiError(409, 'oauth_already_linked');
      }
      const identity = { provider: config.provider, subject: profile.subject, userId, email };
      try {
        await insertIdentity(db, identity, now).run();
      } catch (err) {
        if (String(err).includes('UNIQUE')) throw new ApiError(409, 'oauth_identity_taken');
        throw err;
      }
    }
    return c.json({ provider: config.provider, email, createdAt: now }, 201);
  })
  .openapi(unlink, async (c) => {
    const { userId } = c.var.auth;
    const { provider } = c.req.valid('param');
    // A provider switched off since can still be unlinked.
    if (!isOAuthProvider(provider)) throw new ApiError(404, 'oauth_not_linked');
    if (await unlinkIdentity(c.env.DB, userId, provider)) return c.body(null, 204);
    if (!(await hasIdentity(c.env.DB, userId, provider))) {
      throw new ApiError(404, 'oauth_not_linked');
    }
    throw new ApiError(409, 'oauth_last_method');
  });

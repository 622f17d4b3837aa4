import { z } from '@hono/zod-openapi';
import { oauthProviders } from './providers';

export const ProviderParamSchema = z.object({
  provider: z.string().openapi({ param: { name: 'provider', in: 'path' }, example: 'yandex' }),
});

export const ProvidersSchema = z
  .object({ providers: z.array(z.enum(oauthProviders)) })
  .openapi('OAuthProviders');

export const OAuthStartSchema = z
  .object({
    redirectUri: z
      .string()
      .url()
      .max(500)
      .openapi({ description: "The front's `/auth/{provider}/callback` address" }),
  })
  .openapi('OAuthStart');

export const OAuthAuthorizationSchema = z
  .object({
    url: z
      .string()
      .openapi({ description: "The provider's authorization URL to send the person to" }),
    state: z.string(),
    codeVerifier: z
      .string()
      .openapi({ description: 'PKCE verifier, kept by the front until the callback' }),
  })
  .openapi('OAuthAuthorization');

export const OAuthCallbackSchema = z
  .object({
    code: z.string().min(1).max(2000),
    codeVerifier: z.string().min(43).max(128),
    redirectUri: z.string().url().max(500),
    state: z.string().min(1).max(200),
    deviceId: z.string().max(500).optional().openapi({ description: "VK ID's device_id" }),
  })
  .openapi('OAuthCallback');

export const LinkedIdentitySchema = z
  .object({
    provider: z.enum(oauthProviders),
    email: z.string().nullable(),
    createdAt: z.string(),
  })
  .openapi('LinkedIdentity');

export const SignInMethodsSchema = z
  .object({
    providers: z
      .array(z.enum(oauthProviders))
      .openapi({ description: 'The providers that are on' }),
    identities: z.array(LinkedIdentitySchema),
    passwordSet: z.boolean().openapi({
      description: 'False for an account made by a provider sign-in, until a password is set',
    }),
  })
  .openapi('SignInMethods');

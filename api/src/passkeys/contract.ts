import { createRoute, z } from '@hono/zod-openapi';
import { TokenPairSchema } from '../auth/schemas';
import {
  bearerSecurity,
  errorResponse,
  jsonBody,
  jsonResponse,
  notSignedInResponse,
} from '../lib/router';

const base64url = (max: number) =>
  z
    .string()
    .min(1)
    .max(max)
    .regex(/^[A-Za-z0-9_-]+$/);

/** What `@simplewebauthn/browser` hands back from the browser's prompt, bounded. */
const credentialCommon = {
  id: base64url(1024),
  rawId: base64url(1024),
  type: z.literal('public-key'),
  clientExtensionResults: z.looseObject({}),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
};

export const RegistrationResponseSchema = z
  .object({
    ...credentialCommon,
    response: z.looseObject({
      clientDataJSON: base64url(4096),
      attestationObject: base64url(16_384),
      transports: z.array(z.string().max(32)).max(10).optional(),
    }),
  })
  .openapi('PasskeyRegistrationResponse', {
    description: 'The browser’s `RegistrationResponseJSON` (WebAuthn Level 3)',
  });

export const AuthenticationResponseSchema = z
  .object({
    ...credentialCommon,
    response: z.looseObject({
      clientDataJSON: base64url(4096),
      authenticatorData: base64url(4096),
      signature: base64url(1024),
      userHandle: base64url(512).optional(),
    }),
  })
  .openapi('PasskeyAuthenticationResponse', {
    description: 'The browser’s `AuthenticationResponseJSON` (WebAuthn Level 3)',
  });

const PasskeyNameSchema = z.string().trim().min(1).max(64);

export const PasskeySchema = z
  .object({
    id: z.string(),
    name: z.string(),
    createdAt: z.string(),
    lastUsedAt: z.string().nullable(),
    backedUp: z.boolean().openapi({ description: 'Synced by a password manager or cloud' }),
  })
  .openapi('Passkey');

const OptionsSchema = z
  .looseObject({ challenge: z.string(), rpId: z.string().optional() })
  .openapi('PasskeyOptions', {
    description: 'WebAuthn options JSON for `@simplewebauthn/browser` (five minutes, one use)',
  });

const IdParam = z.object({
  id: z
    .string()
    .max(64)
    .openapi({ param: { name: 'id', in: 'path' } }),
});

const user = { tags: ['user'], security: bearerSecurity };

export const registrationOptionsRoute = createRoute({
  ...user,
  method: 'post',
  path: '/passkeys/options',
  summary: 'Options for adding a passkey (the browser’s create prompt)',
  responses: {
    200: jsonResponse(OptionsSchema, 'Creation options'),
    401: notSignedInResponse,
    409: errorResponse('The account has the most passkeys allowed'),
    503: errorResponse('Passkeys are not configured'),
  },
});

export const registerRoute = createRoute({
  ...user,
  method: 'post',
  path: '/passkeys',
  summary: 'Add a passkey: its name and the browser’s answer to the options',
  request: {
    body: jsonBody(
      z
        .object({ name: PasskeyNameSchema, response: RegistrationResponseSchema })
        .openapi('PasskeyRegistration'),
    ),
  },
  responses: {
    201: jsonResponse(PasskeySchema, 'Added'),
    400: errorResponse('Expired or used options, or an answer that does not verify'),
    401: notSignedInResponse,
    409: errorResponse('This passkey is already added, or the account has the most allowed'),
    503: errorResponse('Passkeys are not configured'),
  },
});

export const listRoute = createRoute({
  ...user,
  method: 'get',
  path: '/passkeys',
  summary: 'The caller’s passkeys, oldest first',
  responses: {
    200: jsonResponse(z.object({ passkeys: z.array(PasskeySchema) }), 'The passkeys'),
    401: notSignedInResponse,
  },
});

export const renameRoute = createRoute({
  ...user,
  method: 'patch',
  path: '/passkeys/{id}',
  summary: 'Rename a passkey',
  request: {
    params: IdParam,
    body: jsonBody(z.object({ name: PasskeyNameSchema }).openapi('PasskeyRename')),
  },
  responses: {
    200: jsonResponse(PasskeySchema, 'Renamed'),
    401: notSignedInResponse,
    404: errorResponse('No such passkey of the caller'),
  },
});

export const removeRoute = createRoute({
  ...user,
  method: 'delete',
  path: '/passkeys/{id}',
  summary: 'Remove a passkey: it no longer signs in',
  request: { params: IdParam },
  responses: {
    204: { description: 'Removed' },
    401: notSignedInResponse,
    404: errorResponse('No such passkey of the caller'),
    409: errorResponse(
      'passkey_last_method: the account has no password and no provider, so its last passkey stays',
    ),
  },
});

export const confirmationOptionsRoute = createRoute({
  ...user,
  method: 'post',
  path: '/passkeys/confirmation',
  summary: 'Options for confirming a sensitive action with one of the caller’s passkeys',
  description: 'The answer goes as `passkey` in the action’s body instead of a two-factor `code`.',
  responses: {
    200: jsonResponse(OptionsSchema, 'Request options bound to the caller'),
    401: notSignedInResponse,
    404: errorResponse('passkey_none: the caller has no passkeys'),
    503: errorResponse('Passkeys are not configured'),
  },
});

const auth = { tags: ['auth'] };

export const signInOptionsRoute = createRoute({
  ...auth,
  method: 'post',
  path: '/passkey/options',
  summary: 'Options for signing in with a passkey (discoverable, or the code step’s account)',
  request: {
    body: {
      required: false,
      content: {
        'application/json': {
          schema: z
            .object({
              ticket: z.string().min(1).max(128).optional().openapi({
                description: 'A code-step ticket: only that account’s passkeys are offered',
              }),
            })
            .openapi('PasskeySignInOptionsRequest'),
        },
      },
    },
  },
  responses: {
    200: jsonResponse(OptionsSchema, 'Request options'),
    401: errorResponse('Unknown, expired or used ticket'),
    429: errorResponse('Too many requests from this address; see Retry-After'),
    503: errorResponse('Passkeys are not configured'),
  },
});

export const signInRoute = createRoute({
  ...auth,
  method: 'post',
  path: '/passkey',
  summary: 'Sign in with a passkey: counts as both factors (no code step)',
  request: {
    body: jsonBody(z.object({ response: AuthenticationResponseSchema }).openapi('PasskeySignIn')),
  },
  responses: {
    200: jsonResponse(TokenPairSchema, 'Signed in'),
    400: errorResponse('Expired or used options'),
    401: errorResponse('Unknown passkey, or an answer that does not verify'),
    503: errorResponse('Passkeys are not configured'),
  },
});

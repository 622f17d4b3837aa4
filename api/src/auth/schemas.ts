import { z } from '@hono/zod-openapi';
import { nameSchema } from '../lib/display-name';
import { SettingsSchema } from '../users/settings-schema';

/** Trimmed and lower-cased before the format check: emails are unique in that form. */
export const EmailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.email().max(254))
  .openapi({ example: 'anna@example.com' });
export const PasswordSchema = z.string().min(8).max(256).openapi({ example: 'correct horse 42' });

export const TokenPairSchema = z
  .object({
    accessToken: z.string(),
    refreshToken: z.string(),
    tokenType: z.literal('Bearer'),
    expiresIn: z.number().int().openapi({ description: 'Seconds until the access token expires' }),
  })
  .openapi('TokenPair');

export const UserSchema = z
  .object({
    id: z.string(),
    email: z.string(),
    name: z.string(),
    locale: z.enum(['ru', 'en']),
    timeZone: z.string(),
    avatar: z.string().nullable(),
    entityId: z.string().openapi({ description: 'The team the user currently works in' }),
    emailConfirmed: z
      .boolean()
      .openapi({ description: 'Whether the mailed confirmation code was entered' }),
    createdAt: z.string(),
    settings: SettingsSchema,
  })
  .openapi('User');

export const RegisterSchema = z
  .object({
    email: EmailSchema,
    password: PasswordSchema,
    name: nameSchema().optional(),
    promo: z.string().trim().min(1).max(64).optional(),
  })
  .openapi('Register');

export const LoginSchema = z
  .object({ email: EmailSchema, password: z.string().min(1).max(256) })
  .openapi('Login');

export const TwoFactorChallengeSchema = z
  .object({
    twoFactorRequired: z.literal(true),
    ticket: z
      .string()
      .openapi({ description: 'For `POST /v1/auth/login/2fa`; 5 minutes, one use' }),
    methods: z.array(z.enum(['totp', 'passkey', 'recovery'])),
  })
  .openapi('TwoFactorChallenge');

export const LoginSecondStepSchema = z
  .object({
    ticket: z.string().min(1).max(128),
    code: z
      .string()
      .trim()
      .min(6)
      .max(32)
      .openapi({ description: 'A 6-digit authenticator code or a recovery code' }),
  })
  .openapi('LoginSecondStep');

export const LogoutSchema = z
  .object({ refreshToken: z.string().max(512).optional() })
  .openapi('Logout');

export const SessionSchema = z
  .object({
    user: UserSchema,
    expiresAt: z.string().openapi({ description: 'Access token expiry' }),
    operator: z.boolean().openapi({
      description: 'Whether the account may use the operator console (`OPERATOR_EMAILS`)',
    }),
  })
  .openapi('Session');

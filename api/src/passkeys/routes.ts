import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server';
import type { AuthEnv } from '../auth/require-auth';
import type { AppEnv } from '../env';
import { ApiError, registerErrorMessages } from '../lib/errors';
import { clientAddress } from '../lib/rate-limit';
import { createRouter } from '../lib/router';
import { requireUserRow } from '../users/user-store';
import { confirmationOptions } from './confirmation';
import {
  confirmationOptionsRoute,
  listRoute,
  registerRoute,
  registrationOptionsRoute,
  removeRoute,
  renameRoute,
  signInOptionsRoute,
  signInRoute,
} from './contract';
import { listPasskeys, type PasskeyRow, toPasskeyView } from './passkey-store';
import { registerPasskey, registrationOptions } from './registration';
import { logInWithPasskey, signInOptions } from './sign-in';

registerErrorMessages({
  passkey_last_method: {
    en: 'This passkey is your only way to sign in. Set a password (reset it by email) or link a provider first',
    ru: 'Этот ключ доступа — ваш единственный способ входа. Сначала задайте пароль (сбросьте его по email) или привяжите провайдера',
  },
});

/** `/v1/user/passkeys`: add (options, then the browser's answer), list, rename and remove. */
export const passkeyRoutes = createRouter<AuthEnv>()
  .openapi(registrationOptionsRoute, async (c) => {
    const user = await requireUserRow(c.env.DB, c.var.auth.userId);
    return c.json(await registrationOptions(c.env, user), 200);
  })
  .openapi(registerRoute, async (c) => {
    const { name, response } = c.req.valid('json');
    const row = await registerPasskey(
      c.env,
      c.var.auth.userId,
      name,
      response as RegistrationResponseJSON,
    );
    return c.json(toPasskeyView(row), 201);
  })
  .openapi(confirmationOptionsRoute, async (c) =>
    c.json(await confirmationOptions(c.env, c.var.auth.userId), 200),
  )
  .openapi(listRoute, async (c) => {
    const rows = await listPasskeys(c.env.DB, c.var.auth.userId);
    return c.json({ passkeys: rows.map(toPasskeyView) }, 200);
  })
  .openapi(renameRoute, async (c) => {
    const { id } = c.req.valid('param');
    const row = await c.env.DB.prepare(
      'UPDATE passkeys SET name = ?3 WHERE id = ?1 AND user_id = ?2 RETURNING *',
    )
      .bind(id, c.var.auth.userId, c.req.valid('json').name)
      .first<PasskeyRow>();
    if (!row) throw new ApiError(404, 'not_found');
    return c.json(toPasskeyView(row), 200);
  })
  .openapi(removeRoute, async (c) => {
    const { id } = c.req.valid('param');
    // An account without a password or a provider keeps its last passkey: one statement, so
    // two parallel removals of its last two passkeys cannot both succeed (decision 167).
    const removed = await c.env.DB.prepare(
      `DELETE FROM passkeys WHERE id = ?1 AND user_id = ?2
         AND ((SELECT password_set FROM users WHERE id = ?2) = 1
           OR EXISTS (SELECT 1 FROM oauth_identities WHERE user_id = ?2)
           OR (SELECT count(*) FROM passkeys WHERE user_id = ?2) > 1)
       RETURNING id`,
    )
      .bind(id, c.var.auth.userId)
      .first();
    if (removed) return c.body(null, 204);
    const mine = await c.env.DB.prepare('SELECT 1 FROM passkeys WHERE id = ?1 AND user_id = ?2')
      .bind(id, c.var.auth.userId)
      .first();
    if (!mine) throw new ApiError(404, 'not_found');
    throw new ApiError(409, 'passkey_last_method');
  });

/**
 * `/v1/auth/passkey`: sign in with a passkey. The front calls these and keeps the tokens in its
 * cookies; they are not on the browser's `/api` allow-list.
 */
export const passkeySignInRoutes = createRouter<AppEnv>()
  .openapi(signInOptionsRoute, async (c) => {
    const body = c.req.header('content-type')?.includes('json') ? c.req.valid('json') : {};
    return c.json(await signInOptions(c.env, clientAddress(c), body.ticket), 200);
  })
  .openapi(signInRoute, async (c) => {
    const { response } = c.req.valid('json');
    const device = c.req.header('user-agent');
    return c.json(
      await logInWithPasskey(c.env, response as AuthenticationResponseJSON, device),
      200,
    );
  });

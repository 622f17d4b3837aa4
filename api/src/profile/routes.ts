import type { AuthEnv } from '../auth/require-auth';
import { createRouter } from '../lib/router';
import { passkeyRoutes } from '../passkeys/routes';
import { twoFactorRoutes } from '../two-factor/routes';
import { deleteAccountRoutes } from './delete-account-route';
import { emailChangeRoutes } from './email-change-routes';
import { exportRoutes } from './export-route';
import { sessionsRoutes } from './sessions-routes';

/**
 * The profile's routes under `/v1/user` (mounted behind its `requireAuth`). The avatar upload is
 * mounted by the app itself, before the JSON body limit (`avatar-route.ts`).
 */
export const profileRoutes = createRouter<AuthEnv>()
  .route('/', sessionsRoutes)
  .route('/', twoFactorRoutes)
  .route('/', passkeyRoutes)
  .route('/', emailChangeRoutes)
  .route('/', exportRoutes)
  .route('/', deleteAccountRoutes);

import { Hono } from 'hono';
import { formErrors, formRules } from '../../src/lib/auth/field-rules';
import type { FrontEnv } from '../env';
import { callUpstream, tokenPairOf } from '../middleware/session';
import { confirmRoutes } from './auth-confirm';
import {
  badAnswerFailure,
  fail,
  finishSignIn,
  networkFailure,
  readSubmission,
  succeed,
  upstreamFailure,
} from './auth-form';
import { passkeyRoutes } from './auth-passkey';
import {
  passkeyOffered,
  startTwoFactor,
  twoFactorRoutes,
  twoFactorTicketOf,
} from './auth-two-factor';

const loginBack = (locale: string, redirect?: string) =>
  `/${locale}/auth/login${redirect ? `?redirect=${encodeURIComponent(redirect)}` : ''}`;

/**
 * The front's own sign-in, sign-up, sign-out, refresh, session and email-confirmation
 * endpoints. Forms post here with or without JavaScript; tokens only ever travel in the
 * `__Host-` cookies.
 */
export const authRoutes = new Hono<FrontEnv>()
  .route('/confirm-email', confirmRoutes)
  .route('/login/2fa', twoFactorRoutes)
  .route('/passkey', passkeyRoutes)
  .post('/login', async (c) => {
    const submission = await readSubmission(c);
    const { values, locale } = submission;
    const back = loginBack(locale, values.redirect);
    const keep = ['email'];
    const fields = formErrors(formRules.login, values);
    if (Object.keys(fields).length)
      return fail(c, submission, 'login', back, { status: 422, fields }, keep);
    const email = values.email?.trim() ?? '';
    let res: Response;
    try {
      res = await callUpstream(c.env, locale, '/v1/auth/login', {
        method: 'POST',
        clientAddress: c.req.header('cf-connecting-ip'),
        userAgent: c.req.header('user-agent'),
        body: { email, password: values.password },
      });
    } catch {
      return fail(c, submission, 'login', back, networkFailure, keep);
    }
    if (!res.ok) return fail(c, submission, 'login', back, await upstreamFailure(res), keep);
    const answer: unknown = await res.json().catch(() => null);
    const ticket = twoFactorTicketOf(answer);
    if (ticket) {
      return startTwoFactor(c, submission, ticket, values.redirect, passkeyOffered(answer));
    }
    const pair = tokenPairOf(answer);
    if (!pair) return fail(c, submission, 'login', back, badAnswerFailure, keep);
    return finishSignIn(c, submission, pair, values.redirect);
  })
  .post('/register', async (c) => {
    const submission = await readSubmission(c);
    const { values, locale } = submission;
    const back = `/${locale}/registration`;
    const keep = ['name', 'email', 'promo'];
    const fields = formErrors(formRules.registration, values);
    if (Object.keys(fields).length) {
      return fail(c, submission, 'registration', back, { status: 422, fields }, keep);
    }
    const promo = values.promo?.trim() ?? '';
    const name = values.name?.trim() ?? '';
    const body = {
      email: values.email?.trim(),
      password: values.password,
      name: name || undefined,
    };
    let res: Response;
    try {
      res = promo
        ? await callUpstream(c.env, locale, '/v2/user/auth/users/promo-user-registration', {
            method: 'POST',
            clientAddress: c.req.header('cf-connecting-ip'),
            userAgent: c.req.header('user-agent'),
            body: { ...body, name: name || (body.email ?? '').split('@')[0], promo },
          })
        : await callUpstream(c.env, locale, '/v1/auth/register', {
            method: 'POST',
            body,
            clientAddress: c.req.header('cf-connecting-ip'),
            userAgent: c.req.header('user-agent'),
          });
    } catch {
      return fail(c, submission, 'registration', back, networkFailure, keep);
    }
    if (!res.ok) return fail(c, submission, 'registration', back, await upstreamFailure(res), keep);
    const pair = tokenPairOf(await res.json().catch(() => null));
    if (!pair) return fail(c, submission, 'registration', back, badAnswerFailure, keep);
    c.get('session').adopt(pair);
    return succeed(c, submission, `/${locale}/`);
  })
  .post('/logout', async (c) => {
    const submission = await readSubmission(c);
    const session = c.get('session');
    const refreshToken = session.refreshToken;
    const access = await session.accessToken();
    if (access) {
      await callUpstream(c.env, submission.locale, '/v1/auth/logout', {
        method: 'POST',
        clientAddress: c.req.header('cf-connecting-ip'),
        bearer: access,
        body: refreshToken ? { refreshToken } : {},
      }).catch(() => undefined);
    }
    session.clear();
    // The browser forgets what this person saw here: its HTTP cache (kept media copies, pages)
    // and the origin's storage (local storage, the service worker and its caches, which the next
    // page registers and fills again), decision 197.
    c.header('clear-site-data', '"cache", "storage"');
    return succeed(c, submission, `/${submission.locale}/auth/login`);
  })
  .post('/refresh', async (c) => {
    const session = c.get('session');
    if (!(await session.forceRefresh())) {
      // Still holding a refresh token means the api could not be asked: try again later.
      return session.present
        ? c.json({ code: 'network', message: 'Unavailable' }, 503)
        : c.json({ code: 'signed_out', message: 'Signed out' }, 401);
    }
    const info = await session.session();
    return info ? c.json(info) : c.json({ code: 'signed_out', message: 'Signed out' }, 401);
  })
  .get('/session', async (c) => {
    const info = await c.get('session').session();
    c.header('cache-control', 'private, no-store');
    return info ? c.json(info) : c.json({ code: 'signed_out', message: 'Signed out' }, 401);
  });

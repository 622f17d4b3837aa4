import { Hono } from 'hono';
import { formErrors, formRules } from '../../src/lib/auth/field-rules';
import { safeRedirect } from '../../src/lib/auth/safe-redirect';
import type { FrontEnv } from '../env';
import { callUpstream } from '../middleware/session';
import {
  fail,
  flashCookieOf,
  networkFailure,
  readSubmission,
  type Submission,
  succeed,
  upstreamFailure,
} from './auth-form';

const confirmPage = (locale: string) => `/${locale}/confirm-email`;

/** Where a form goes back to: the same-origin page it was posted from, else the confirm page. */
const backOf = (submission: Submission) =>
  submission.values.redirect
    ? safeRedirect(submission.values.redirect, submission.locale)
    : confirmPage(submission.locale);

const signInFirst = (submission: Submission) =>
  `/${submission.locale}/auth/login?redirect=${encodeURIComponent(backOf(submission))}`;

/**
 * The front's email confirmation over the api's `/v1/auth/confirm-email` (never forwarded to the
 * browser): the code form of the confirm page and of the chats banner, and a new code. Both need
 * the session cookie; without it the visitor is sent to sign in and back.
 */
export const confirmRoutes = new Hono<FrontEnv>()
  .post('/', async (c) => {
    const submission = await readSubmission(c);
    const back = backOf(submission);
    const fields = formErrors(formRules.confirmEmail, submission.values);
    if (Object.keys(fields).length) {
      return fail(c, submission, 'confirmEmail', back, { status: 422, fields });
    }
    const access = await c.get('session').accessToken();
    if (!access) return succeed(c, submission, signInFirst(submission));
    let res: Response;
    try {
      res = await callUpstream(c.env, submission.locale, '/v1/auth/confirm-email', {
        method: 'POST',
        bearer: access,
        clientAddress: c.req.header('cf-connecting-ip'),
        body: { code: (submission.values.code ?? '').trim() },
      });
    } catch {
      return fail(c, submission, 'confirmEmail', back, networkFailure);
    }
    if (!res.ok) return fail(c, submission, 'confirmEmail', back, await upstreamFailure(res));
    return succeed(c, submission, confirmPage(submission.locale));
  })
  .post('/resend', async (c) => {
    const submission = await readSubmission(c);
    const back = backOf(submission);
    const access = await c.get('session').accessToken();
    if (!access) return succeed(c, submission, signInFirst(submission));
    let res: Response;
    try {
      res = await callUpstream(c.env, submission.locale, '/v1/auth/confirm-email/resend', {
        method: 'POST',
        bearer: access,
        clientAddress: c.req.header('cf-connecting-ip'),
      });
    } catch {
      return fail(c, submission, 'confirmEmail', back, networkFailure);
    }
    if (!res.ok) return fail(c, submission, 'confirmEmail', back, await upstreamFailure(res));
    if (submission.wantsJson) return c.json({ status: 'sent' });
    const flash = flashCookieOf({ form: 'confirmEmail', notice: 'code_sent' });
    c.header('set-cookie', flash, { append: true });
    return c.redirect(back, 303);
  });

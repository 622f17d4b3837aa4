import { type Context, Hono } from 'hono';
import { getCookie } from 'hono/cookie';
import { formErrors, formRules } from '../../src/lib/auth/field-rules';
import { resetCookie } from '../../src/lib/auth/flash';
import type { FrontEnv } from '../env';
import { callUpstream } from '../middleware/session';
import { expiredCookie, hostCookie } from '../middleware/session/cookies';
import {
  fail,
  networkFailure,
  readSubmission,
  type Submission,
  succeed,
  upstreamFailure,
} from './auth-form';

/** The flow's state between its steps; the code only once the api accepted it. */
export type ResetState = { email: string; sentAt: number; code?: string };

const resetMaxAge = 15 * 60;

function resetCookieOf(state: ResetState | null): string {
  return state
    ? hostCookie(resetCookie, JSON.stringify(state), resetMaxAge)
    : expiredCookie(resetCookie);
}

/** The reset flow in progress, from its HttpOnly cookie. */
export function readResetState(c: Context<FrontEnv>): ResetState | null {
  try {
    const value = JSON.parse(getCookie(c, resetCookie) ?? '') as Partial<ResetState>;
    if (typeof value.email !== 'string' || typeof value.sentAt !== 'number') return null;
    return { email: value.email, sentAt: value.sentAt, code: value.code };
  } catch {
    return null;
  }
}

async function sendCode(c: Context<FrontEnv>, submission: Submission, email: string, back: string) {
  const form = back.endsWith('/reset-password') ? 'resetRequest' : 'resend';
  let res: Response;
  try {
    res = await callUpstream(c.env, submission.locale, '/v2/user/security/lostpass', {
      method: 'POST',
      clientAddress: c.req.header('cf-connecting-ip'),
      body: { email },
    });
  } catch {
    return fail(c, submission, form, back, networkFailure, ['email']);
  }
  if (!res.ok) return fail(c, submission, form, back, await upstreamFailure(res), ['email']);
  c.header('set-cookie', resetCookieOf({ email, sentAt: Date.now() }), { append: true });
  return succeed(c, submission, `/${submission.locale}/enter-reset-password-code`);
}

/**
 * The four-step password reset of SPEC §2 over the api's lostpass calls: send a code, check it,
 * set the new password. The email and accepted code wait in an HttpOnly cookie, never a URL.
 */
export const resetRoutes = new Hono<FrontEnv>()
  .post('/request', async (c) => {
    const submission = await readSubmission(c);
    const back = `/${submission.locale}/reset-password`;
    const fields = formErrors(formRules.resetRequest, submission.values);
    if (Object.keys(fields).length) {
      return fail(c, submission, 'resetRequest', back, { status: 422, fields }, ['email']);
    }
    return sendCode(c, submission, (submission.values.email ?? '').trim().toLowerCase(), back);
  })
  .post('/resend', async (c) => {
    const submission = await readSubmission(c);
    const state = readResetState(c);
    if (!state) return succeed(c, submission, `/${submission.locale}/reset-password`);
    return sendCode(c, submission, state.email, `/${submission.locale}/enter-reset-password-code`);
  })
  .post('/verify', async (c) => {
    const submission = await readSubmission(c);
    const { locale, values } = submission;
    const state = readResetState(c);
    if (!state) return succeed(c, submission, `/${locale}/reset-password`);
    const back = `/${locale}/enter-reset-password-code`;
    const fields = formErrors(formRules.resetCode, values);
    if (Object.keys(fields).length)
      return fail(c, submission, 'resetCode', back, { status: 422, fields });
    const code = (values.code ?? '').trim();
    let res: Response;
    try {
      res = await callUpstream(c.env, locale, '/v2/user/security/lostpass', {
        method: 'PUT',
        clientAddress: c.req.header('cf-connecting-ip'),
        body: { email: state.email, code },
      });
    } catch {
      return fail(c, submission, 'resetCode', back, networkFailure);
    }
    if (!res.ok) return fail(c, submission, 'resetCode', back, await upstreamFailure(res));
    c.header('set-cookie', resetCookieOf({ ...state, code }), { append: true });
    return succeed(c, submission, `/${locale}/reset-password-code-success`);
  })
  .post('/complete', async (c) => {
    const submission = await readSubmission(c);
    const { locale, values } = submission;
    const state = readResetState(c);
    if (!state?.code) return succeed(c, submission, `/${locale}/reset-password`);
    const back = `/${locale}/reset-password-code-success`;
    const fields = formErrors(formRules.resetPassword, values);
    if (Object.keys(fields).length) {
      return fail(c, submission, 'resetPassword', back, { status: 422, fields });
    }
    let res: Response;
    try {
      res = await callUpstream(c.env, locale, '/v2/user/security/lostpass', {
        method: 'PUT',
        clientAddress: c.req.header('cf-connecting-ip'),
        body: { email: state.email, code: state.code, password: values.password },
      });
    } catch {
      return fail(c, submission, 'resetPassword', back, networkFailure);
    }
    if (!res.ok) return fail(c, submission, 'resetPassword', back, await upstreamFailure(res));
    c.header('set-cookie', resetCookieOf(null), { append: true });
    c.get('session').clear();
    return succeed(c, submission, `/${locale}/reset-password-success`);
  });

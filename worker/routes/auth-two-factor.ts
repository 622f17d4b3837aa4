import { type Context, Hono } from 'hono';
import { getCookie } from 'hono/cookie';
import type { Locale } from '../../src/i18n/locales';
import { formErrors, formRules } from '../../src/lib/auth/field-rules';
import { twoFactorCookie } from '../../src/lib/auth/flash';
import type { FrontEnv } from '../env';
import { callUpstream, tokenPairOf } from '../middleware/session';
import { expiredCookie, hostCookie } from '../middleware/session/cookies';
import {
  badAnswerFailure,
  fail,
  finishSignIn,
  networkFailure,
  readSubmission,
  type Submission,
  succeed,
  upstreamFailure,
} from './auth-form';

/** The code step's state between the password and the code: the api's ticket, never in a URL. */
type TwoFactorState = { ticket: string; redirect?: string; passkey?: boolean };

/** The api's ticket lives five minutes; so does the cookie that carries it. */
const ticketMaxAge = 5 * 60;

/** Whether an api answer to `POST /v1/auth/login` asks for the code step; its ticket if so. */
export function twoFactorTicketOf(body: unknown): string | null {
  if (typeof body !== 'object' || body === null) return null;
  const { twoFactorRequired, ticket } = body as Record<string, unknown>;
  return twoFactorRequired === true && typeof ticket === 'string' && ticket ? ticket : null;
}

/** Whether the api offers a passkey for the code step (the account has one). */
export function passkeyOffered(body: unknown): boolean {
  const methods = (body as { methods?: unknown } | null)?.methods;
  return Array.isArray(methods) && methods.includes('passkey');
}

/**
 * Starts the code step: the ticket (and whether the account has a passkey to offer instead)
 * waits in an HttpOnly cookie and the form goes to its page.
 */
export function startTwoFactor(
  c: Context<FrontEnv>,
  submission: Submission,
  ticket: string,
  redirect?: string,
  passkey = false,
) {
  const state: TwoFactorState = {
    ticket,
    ...(redirect ? { redirect } : {}),
    ...(passkey ? { passkey } : {}),
  };
  c.header('set-cookie', hostCookie(twoFactorCookie, JSON.stringify(state), ticketMaxAge), {
    append: true,
  });
  return succeed(c, submission, `/${submission.locale}/auth/two-factor`);
}

/** The code step's state from its cookie, or null (no sign-in waiting for a second factor). */
export function readTwoFactorState(c: Context<FrontEnv>): TwoFactorState | null {
  try {
    const value = JSON.parse(getCookie(c, twoFactorCookie) ?? '') as Partial<TwoFactorState>;
    if (typeof value.ticket !== 'string') return null;
    return { ticket: value.ticket, redirect: value.redirect, passkey: value.passkey === true };
  } catch {
    return null;
  }
}

const loginPage = (locale: Locale) => `/${locale}/auth/login`;

/**
 * `POST /api/auth/login/2fa`: the code (authenticator or recovery) with the ticket from the cookie.
 * A dead ticket (expired, used, out of tries) sends the person back to the password form with the
 * api's reason; a wrong code stays on the code step.
 */
export const twoFactorRoutes = new Hono<FrontEnv>().post('/', async (c) => {
  const submission = await readSubmission(c);
  const { values, locale } = submission;
  const state = readTwoFactorState(c);
  if (!state) return succeed(c, submission, loginPage(locale));
  const back = `/${locale}/auth/two-factor`;
  const fields = formErrors(formRules.twoFactor, values);
  if (Object.keys(fields).length)
    return fail(c, submission, 'twoFactor', back, { status: 422, fields });
  let res: Response;
  try {
    res = await callUpstream(c.env, locale, '/v1/auth/login/2fa', {
      method: 'POST',
      clientAddress: c.req.header('cf-connecting-ip'),
      userAgent: c.req.header('user-agent'),
      body: { ticket: state.ticket, code: (values.code ?? '').trim() },
    });
  } catch {
    return fail(c, submission, 'twoFactor', back, networkFailure);
  }
  const { code } = (await res
    .clone()
    .json()
    .catch(() => ({}))) as { code?: string };
  if (res.status === 401 || code === 'login_ticket_exhausted') {
    // The ticket is dead (expired, used or out of tries): start again from the password.
    c.header('set-cookie', expiredCookie(twoFactorCookie), { append: true });
    const { message } = (await res.json().catch(() => ({}))) as { message?: string };
    const error = { code: code ?? 'login_ticket_invalid', message };
    return fail(c, submission, 'login', loginPage(locale), { status: 401, error });
  }
  if (!res.ok) return fail(c, submission, 'twoFactor', back, await upstreamFailure(res));
  const pair = tokenPairOf(await res.json().catch(() => null));
  if (!pair) return fail(c, submission, 'twoFactor', back, badAnswerFailure);
  c.header('set-cookie', expiredCookie(twoFactorCookie), { append: true });
  return finishSignIn(c, submission, pair, state.redirect);
});

import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { isLocale, type Locale } from '../../src/i18n/locales';
import type { FieldError } from '../../src/lib/auth/field-rules';
import { type Flash, flashCookie } from '../../src/lib/auth/flash';
import { safeRedirect } from '../../src/lib/auth/safe-redirect';
import type { FrontEnv } from '../env';
import { inLocale } from '../lib/in-locale';
import { preferredLocale } from '../middleware/locale';
import { type TokenPair, upstreamErrorOf } from '../middleware/session';
import { hostCookie } from '../middleware/session/cookies';

type FrontContext = Context<FrontEnv>;

/** A submitted form, as urlencoded/multipart (no JavaScript) or JSON (the enhanced island). */
export type Submission = { values: Record<string, string>; wantsJson: boolean; locale: Locale };

export async function readSubmission(c: FrontContext): Promise<Submission> {
  const wantsJson = (c.req.header('accept') ?? '').includes('application/json');
  const raw: Record<string, unknown> = (c.req.header('content-type') ?? '').includes(
    'application/json',
  )
    ? ((await c.req.json().catch(() => ({}))) as Record<string, unknown>)
    : await c.req.parseBody().catch(() => ({}));
  const values: Record<string, string> = {};
  for (const [name, value] of Object.entries(raw)) {
    if (typeof value === 'string') values[name] = value.slice(0, 1000);
  }
  const locale = isLocale(values.locale) ? values.locale : preferredLocale(c);
  return { values, wantsJson, locale };
}

/** Success: the enhanced form gets `{redirect}` and goes there; a plain form gets a 303. */
export function succeed(c: FrontContext, submission: Submission, location: string) {
  if (submission.wantsJson) return c.json({ redirect: location });
  return c.redirect(location, 303);
}

export type Failure = {
  status: 400 | 401 | 403 | 404 | 409 | 410 | 422 | 429 | 502 | 503;
  fields?: Record<string, FieldError>;
  error?: Flash['error'];
};

/**
 * Failure: JSON `{code, message, fields, retryAfter}` for the island; for a plain form a flash
 * cookie (one minute, HttpOnly) and a 303 back to the form, which renders it server-side.
 */
export function fail(
  c: FrontContext,
  submission: Submission,
  form: Flash['form'],
  back: string,
  failure: Failure,
  keep: readonly string[] = [],
) {
  if (submission.wantsJson) {
    return c.json(
      {
        code: failure.error?.code ?? 'invalid_fields',
        message: failure.error?.message,
        retryAfter: failure.error?.retryAfter,
        fields: failure.fields ?? {},
      },
      failure.status,
    );
  }
  const values = Object.fromEntries(keep.map((name) => [name, submission.values[name] ?? '']));
  const flash: Flash = { form, fields: failure.fields, error: failure.error, values };
  c.header('set-cookie', flashCookieOf(flash), { append: true });
  return c.redirect(back, 303);
}

export function flashCookieOf(flash: Flash): string {
  return hostCookie(flashCookie, JSON.stringify(flash), 60);
}

/** Reads the flash once (the pages route deletes it after rendering). */
export function readFlash(c: FrontContext): string | undefined {
  return getCookie(c, flashCookie);
}

/** An api refusal as a failure: 429 with its wait, unreachable as `network`, else its message. */
export async function upstreamFailure(res: Response): Promise<Failure> {
  if (res.status === 429) {
    const retryAfter = Number(res.headers.get('retry-after')) || 60;
    return { status: 429, error: { code: 'too_many_attempts', retryAfter } };
  }
  if (res.status >= 500) return { status: 503, error: { code: 'network' } };
  const { code, message } = await upstreamErrorOf(res);
  const status = ([400, 401, 403, 404, 409, 410, 422] as const).find((s) => s === res.status);
  return { status: status ?? 400, error: { code, message } };
}

export const networkFailure: Failure = { status: 503, error: { code: 'network' } };
export const badAnswerFailure: Failure = { status: 502, error: { code: 'network' } };

/**
 * The end of every sign-in (password, code step, passkey): the pair goes into the session
 * cookies and the person goes to `redirect` (a same-origin path) in their account's language.
 */
export async function finishSignIn(
  c: FrontContext,
  submission: Submission,
  pair: TokenPair,
  redirect?: string,
) {
  const session = c.get('session');
  session.adopt(pair);
  const account = (await session.session())?.user.locale;
  const target = isLocale(account) ? account : submission.locale;
  return succeed(c, submission, inLocale(safeRedirect(redirect, target), target));
}

import { type Context, Hono } from 'hono';
import { getCookie } from 'hono/cookie';
import { isLocale, type Locale } from '../../src/i18n/locales';
import { oauthCookie } from '../../src/lib/auth/flash';
import { safeRedirect } from '../../src/lib/auth/safe-redirect';
import { oauthProviders } from '../../src/lib/oauth/providers';
import type { FrontEnv } from '../env';
import { inLocale } from '../lib/in-locale';
import { preferredLocale } from '../middleware/locale';
import { callUpstream, tokenPairOf, upstreamErrorOf } from '../middleware/session';
import { expiredCookie, hostCookie } from '../middleware/session/cookies';
import {
  badAnswerFailure,
  type Failure,
  fail,
  flashCookieOf,
  networkFailure,
  type Submission,
  succeed,
  upstreamFailure,
} from './auth-form';
import { startTwoFactor, twoFactorTicketOf } from './auth-two-factor';

/** What waits in the HttpOnly cookie between the start and the callback (never in a URL). */
type OAuthState = {
  provider: string;
  state: string;
  codeVerifier: string;
  mode: 'signin' | 'link';
  locale: Locale;
  redirect?: string;
};

/** Providers' pages rarely take long; ten minutes, as arctic's guide keeps its cookies. */
const stateMaxAge = 10 * 60;

type FrontContext = Context<FrontEnv>;

const loginPage = (locale: Locale) => `/${locale}/auth/login`;
const profilePage = (locale: Locale) => `/${locale}/cabinet/profile`;
const plain = (locale: Locale): Submission => ({ values: {}, wantsJson: false, locale });
const callbackUrl = (c: FrontContext, name: string) =>
  `${new URL(c.req.url).origin}/auth/${name}/callback`;

function readState(c: FrontContext): OAuthState | null {
  try {
    const value = JSON.parse(getCookie(c, oauthCookie) ?? '') as Partial<OAuthState>;
    const { provider, state, codeVerifier, mode, locale, redirect } = value;
    if (typeof provider !== 'string' || typeof state !== 'string') return null;
    if (typeof codeVerifier !== 'string' || !isLocale(locale)) return null;
    return {
      provider,
      state,
      codeVerifier,
      mode: mode === 'link' ? 'link' : 'signin',
      locale,
      redirect,
    };
  } catch {
    return null;
  }
}

/** Back to the sign-in form (or, linking, the profile) with a readable reason. */
function refuse(c: FrontContext, state: Pick<OAuthState, 'mode' | 'locale'>, failure: Failure) {
  const { mode, locale } = state;
  const form = mode === 'link' ? 'oauth' : 'login';
  return fail(
    c,
    plain(locale),
    form,
    mode === 'link' ? profilePage(locale) : loginPage(locale),
    failure,
  );
}

const frontError = (code: string): Failure => ({ status: 400, error: { code } });

/** The api's refusal; a provider that did not answer keeps the api's own words, not "network". */
async function refusalOf(res: Response): Promise<Failure> {
  if (res.status !== 502) return upstreamFailure(res);
  const { code, message } = await upstreamErrorOf(res);
  return { status: 502, error: { code, message } };
}

/**
 * `GET /auth/{provider}` starts a sign-in (or, with `?mode=link` and a session, links the
 * provider to the account); `GET /auth/{provider}/callback` finishes it. The api builds the
 * provider's URL with state and PKCE and later exchanges the code with the client secret; the
 * front keeps state and verifier in an HttpOnly cookie and compares the state (decision 162).
 */
export const oauthRoutes = new Hono<FrontEnv>();

for (const name of oauthProviders) {
  oauthRoutes.get(`/${name}`, async (c) => {
    const asked = c.req.query('locale');
    const locale = isLocale(asked) ? asked : preferredLocale(c);
    const mode = c.req.query('mode') === 'link' ? 'link' : 'signin';
    const redirect = c.req.query('redirect')?.slice(0, 1000);
    if (mode === 'link' && !(await c.get('session').accessToken())) {
      const back = encodeURIComponent(profilePage(locale));
      return c.redirect(`${loginPage(locale)}?redirect=${back}`, 303);
    }
    let res: Response;
    try {
      res = await callUpstream(c.env, locale, `/v1/auth/oauth/${name}/start`, {
        method: 'POST',
        clientAddress: c.req.header('cf-connecting-ip'),
        body: { redirectUri: callbackUrl(c, name) },
      });
    } catch {
      return refuse(c, { mode, locale }, networkFailure);
    }
    if (!res.ok) return refuse(c, { mode, locale }, await refusalOf(res));
    const { url, state, codeVerifier } = (await res.json().catch(() => ({}))) as Record<
      string,
      string | undefined
    >;
    if (!url || !state || !codeVerifier) return refuse(c, { mode, locale }, badAnswerFailure);
    const saved: OAuthState = {
      provider: name,
      state,
      codeVerifier,
      mode,
      locale,
      ...(redirect ? { redirect } : {}),
    };
    c.header('set-cookie', hostCookie(oauthCookie, JSON.stringify(saved), stateMaxAge), {
      append: true,
    });
    return c.redirect(url, 302);
  });

  oauthRoutes.get(`/${name}/callback`, async (c) => {
    const saved = readState(c);
    // The state works once, whatever happens next.
    c.header('set-cookie', expiredCookie(oauthCookie), { append: true });
    const query = c.req.query();
    const fallback = { mode: 'signin' as const, locale: preferredLocale(c) };
    if (!saved || saved.provider !== name || !query.state || query.state !== saved.state) {
      return refuse(c, saved ?? fallback, frontError('oauth_state_invalid'));
    }
    if (query.error) {
      const code = query.error === 'access_denied' ? 'oauth_denied' : 'oauth_provider_error';
      return refuse(c, saved, frontError(code));
    }
    if (!query.code) return refuse(c, saved, frontError('oauth_provider_error'));
    const body = {
      code: query.code,
      codeVerifier: saved.codeVerifier,
      redirectUri: callbackUrl(c, name),
      state: query.state,
      ...(query.device_id ? { deviceId: query.device_id } : {}),
    };
    const session = c.get('session');
    const { locale } = saved;
    const linking = saved.mode === 'link';
    const bearer = linking ? await session.accessToken() : null;
    if (linking && !bearer) return c.redirect(loginPage(locale), 303);
    let res: Response;
    try {
      res = await callUpstream(
        c.env,
        locale,
        linking ? `/v1/user/oauth/${name}` : `/v1/auth/oauth/${name}/callback`,
        {
          method: 'POST',
          bearer,
          clientAddress: c.req.header('cf-connecting-ip'),
          userAgent: c.req.header('user-agent'),
          body,
        },
      );
    } catch {
      return refuse(c, saved, networkFailure);
    }
    if (!res.ok) return refuse(c, saved, await refusalOf(res));
    if (linking) {
      c.header('set-cookie', flashCookieOf({ form: 'oauth', notice: 'linked' }), { append: true });
      return c.redirect(profilePage(locale), 303);
    }
    const answer: unknown = await res.json().catch(() => null);
    const ticket = twoFactorTicketOf(answer);
    if (ticket) return startTwoFactor(c, plain(locale), ticket, saved.redirect);
    const pair = tokenPairOf(answer);
    if (!pair) return refuse(c, saved, badAnswerFailure);
    session.adopt(pair);
    const account = (await session.session())?.user.locale;
    const target = isLocale(account) ? account : locale;
    return succeed(c, plain(locale), inLocale(safeRedirect(saved.redirect, target), target));
  });
}

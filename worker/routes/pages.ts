import { type Context, Hono } from 'hono';
import { getCookie } from 'hono/cookie';
import { serialize } from 'hono/utils/cookie';
import { localeCookie, localeCookieMaxAge } from '../../src/i18n/locales';
import { flashCookie } from '../../src/lib/auth/flash';
import { publicConfigOf } from '../../src/lib/public-config';
import { matchRoute } from '../../src/lib/routes';
import { isTheme, themeCookie } from '../../src/lib/theme';
import type { FrontEnv, PageRenderer } from '../env';
import { renderErrorPage } from '../lib/error-page';
import { headerJson, withInternalHeaders } from '../lib/internal-headers';
import { pageTargetOf } from '../lib/page-path';
import { preferredLocale, splitLocale } from '../middleware/locale';
import type { SessionInfo } from '../middleware/session';
import { expiredCookie } from '../middleware/session/cookies';
import { readFlash } from './auth-form';
import { readResetState } from './auth-reset';
import { readTwoFactorState } from './auth-two-factor';
import { homeTarget, lastChatCookie, rememberChatCookie } from './home-redirect';
import { guardResponse, guardTarget } from './page-guard';

/**
 * Everything that is not `/api/*`: locale prefix and cookie, redirects of unprefixed paths,
 * 404 for paths no route declares, then Waku renders. Static files go to the assets binding.
 */
/** The Worker's ExecutionContext; Hono throws on access where there is none (plain Node). */
function executionContextOf(c: Context): unknown {
  try {
    return c.executionCtx;
  } catch {
    return undefined;
  }
}

const expiredFlashCookie = expiredCookie(flashCookie);

/** What server components get of the session: the user, and the token for upstream calls. */
async function sessionHeaders(c: Context<FrontEnv>, info: SessionInfo | null) {
  const access = info ? await c.get('session').accessToken() : null;
  return {
    session: info ? headerJson(info) : undefined,
    access: access ?? undefined,
    apiUrl: c.env.API_URL,
  };
}

/** The theme saved in the signed-in account's settings, if any. */
function accountThemeOf(info: SessionInfo | null) {
  const settings = info?.user.settings;
  const theme = typeof settings === 'object' && settings !== null && 'theme' in settings;
  return theme && isTheme(settings.theme) ? settings.theme : null;
}

export function pages(render: PageRenderer) {
  return new Hono<FrontEnv>().all('*', async (c) => {
    const url = new URL(c.req.url);
    const target = pageTargetOf(url.pathname);
    if (target.kind === 'file') {
      if (!c.env.ASSETS) return c.text('Not Found', 404);
      const asset = await c.env.ASSETS.fetch(c.req.raw);
      return new Response(asset.body, asset); // mutable headers for the security middleware
    }
    const theme = getCookie(c, themeCookie);
    const context = {
      theme: isTheme(theme) ? theme : 'system',
      nonce: c.get('secureHeadersNonce'),
      config: headerJson(publicConfigOf(c.env)),
    };
    if (target.kind === 'action') {
      const signedIn = await sessionHeaders(c, await c.get('session').session());
      return render(
        withInternalHeaders(c.req.raw, { ...context, ...signedIn, locale: preferredLocale(c) }),
        c.env,
        executionContextOf(c),
      );
    }

    const { locale, rest } = splitLocale(target.path);
    if (!locale && target.kind === 'html' && matchRoute(target.path)) {
      return c.redirect(
        `/${preferredLocale(c)}${target.path === '/' ? '/' : target.path}${url.search}`,
        302,
      );
    }
    if (!locale && target.kind === 'rsc') return c.text('Not Found', 404);

    const pageLocale = locale ?? preferredLocale(c);
    const routeMatch = locale !== null ? matchRoute(rest) : null;
    const session = c.get('session');
    const info = routeMatch ? await session.session() : null;
    // The console's pages do not exist for anyone but operators (decision 160).
    const hidden = routeMatch?.access === 'operator' && !info?.operator;
    if (hidden && target.kind === 'rsc') return c.text('Not Found', 404);
    const match = hidden ? null : routeMatch;
    const found = match !== null;
    // Signed in, the account's theme wins over the cookie, and the cookie follows it (decision 051).
    const accountTheme = accountThemeOf(info);
    if (accountTheme) context.theme = accountTheme;
    if (match && locale) {
      const guarded = guardTarget(match.access, info !== null, locale, target, url);
      if (guarded) return guardResponse(c, target.kind, guarded);
      if (match.route.path === '/') {
        const signedIn = info
          ? { userId: info.user.id, cookie: getCookie(c, lastChatCookie) }
          : null;
        return guardResponse(c, target.kind, homeTarget(locale, signedIn));
      }
    }
    const flash = target.kind === 'html' ? readFlash(c) : undefined;
    const reset = readResetState(c);
    const twoFactor = readTwoFactorState(c);
    const pageUrl = hidden
      ? new URL(`/${pageLocale}/404`, url).href
      : locale
        ? url.href
        : new URL(`/${pageLocale}${target.path}${url.search}`, url).href;
    const request = withInternalHeaders(
      c.req.raw,
      {
        ...context,
        locale: pageLocale,
        path: target.path,
        ...(await sessionHeaders(c, info)),
        flash: flash ? encodeURIComponent(flash) : undefined,
        reset: reset
          ? headerJson({ email: reset.email, sentAt: reset.sentAt, verified: !!reset.code })
          : undefined,
        twoFactor: twoFactor ? headerJson({ passkey: twoFactor.passkey === true }) : undefined,
      },
      pageUrl,
    );
    const response = await render(request, c.env, executionContextOf(c));

    if (target.kind === 'html' && response.status >= 500) {
      return renderErrorPage(c, pageLocale);
    }
    const headers = new Headers(response.headers);
    // Waku sends a payload without a type; naming it lets the front compress it (decision 186).
    if (target.kind === 'rsc' && !headers.has('content-type')) {
      headers.set('content-type', 'text/x-component');
    }
    if (target.kind === 'html' && locale && getCookie(c, localeCookie) !== locale) {
      const cookie = serialize(localeCookie, locale, {
        path: '/',
        maxAge: localeCookieMaxAge,
        sameSite: 'Lax',
        secure: url.protocol === 'https:',
      });
      headers.append('set-cookie', cookie);
    }
    if (flash) headers.append('set-cookie', expiredFlashCookie);
    if (target.kind === 'html' && accountTheme && accountTheme !== getCookie(c, themeCookie)) {
      const cookie = serialize(themeCookie, accountTheme, {
        path: '/',
        maxAge: 31536000,
        sameSite: 'Lax',
        secure: url.protocol === 'https:',
      });
      headers.append('set-cookie', cookie);
    }
    if (info) headers.set('cache-control', 'private, no-store');
    const lastChat =
      info && locale ? rememberChatCookie(info.user.id, rest, url.protocol === 'https:') : null;
    if (lastChat && response.status < 300) headers.append('set-cookie', lastChat);
    const status = found || response.status >= 300 ? response.status : 404;
    return new Response(response.body, { status, headers });
  });
}

import { unstable_getHeaders as getHeaders } from 'waku/router/server';
import { internalHeaders } from '../../worker/lib/internal-headers';
import { defaultLocale, isLocale, type Locale } from '../i18n/locales';
import { isTheme, type Theme } from './theme';

export type RequestContext = { locale: Locale; theme: Theme; path: string };

/**
 * What the Hono front decided for this request (worker/lib/internal-headers.ts): locale, theme
 * and the path the browser asked for. Server components call this instead of parsing the URL.
 */
export function getRequestContext(): RequestContext {
  const headers = getHeaders();
  const locale = headers[internalHeaders.locale];
  const theme = headers[internalHeaders.theme];
  return {
    locale: isLocale(locale) ? locale : defaultLocale,
    theme: isTheme(theme) ? theme : 'system',
    path: headers[internalHeaders.path] ?? '/',
  };
}

/** This response's CSP nonce (the front's), for a script a server component writes itself. */
export function getCspNonce(): string | undefined {
  return getHeaders()[internalHeaders.nonce] || undefined;
}

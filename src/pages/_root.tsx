import type { ReactNode } from 'react';
import { Analytics } from '../components/analytics/analytics';
import { accountTimeZone } from '../lib/format/date';
import { warmUpFormatters } from '../lib/format/warm-up';
import { getCspNonce, getRequestContext } from '../lib/request-context.server';
import { getSession } from '../lib/session.server';
import { getViewport } from '../lib/viewport.server';
import * as m from '../paraglide/messages.js';

/** The page background of each theme (`--bg` in src/styles/global.css), for the browser's bar. */
const themeColors = { light: '#f7f7f8', dark: '#111318' } as const;

/**
 * Makes the page's Intl formatters once while the page is still arriving (decision 183): the
 * first use of Intl in a page loads its language's number and date data and the zone's rules,
 * 15–40 ms of main thread on this machine, four times that on a slow phone. An async module runs
 * as soon as it is parsed, without waiting for the style sheets above it: the work happens while
 * the browser waits for them anyway, before the first paint, instead of inside hydration.
 */
function IntlWarmUp({ locale, timeZone }: { locale: string; timeZone: string }) {
  // JSON, with `<` escaped: the zone comes from the account, and nothing may close the tag.
  const specs = JSON.stringify(warmUpFormatters(locale, timeZone)).replace(/</g, '\\u003c');
  const code = `try{for(const[k,t,o]of ${specs})new Intl[k](t,o).formatToParts(0)}catch{}`;
  return (
    <script
      type="module"
      async
      nonce={getCspNonce()}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: our code; its data is JSON without `<`
      dangerouslySetInnerHTML={{ __html: code }}
    />
  );
}

/**
 * <html> carries the locale, the theme chosen in the cookie and the viewport class the browser
 * reported last time (SPEC §9), so the first byte is right.
 */
export default async function Root({ children }: { children: ReactNode }) {
  const { locale, theme } = getRequestContext();
  const user = getSession()?.user;
  return (
    <html lang={locale} data-theme={theme} data-viewport={getViewport()}>
      <head>
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content="light dark" />
        {/* Signed-in pages write prices and dates as they hydrate; sign-in pages do not. */}
        {user ? <IntlWarmUp locale={locale} timeZone={accountTimeZone(user.timeZone)} /> : null}
        <meta name="description" content={m.layout_app_description({}, { locale })} />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        {/* The installable app (worker/routes/pwa.ts); its bar follows the page's theme. */}
        <link rel="manifest" href={`/manifest.webmanifest?lang=${locale}`} />
        <link rel="apple-touch-icon" href="/icons/icon-192.png" />
        {theme === 'system' ? (
          <>
            <meta
              name="theme-color"
              content={themeColors.light}
              media="(prefers-color-scheme: light)"
            />
            <meta
              name="theme-color"
              content={themeColors.dark}
              media="(prefers-color-scheme: dark)"
            />
          </>
        ) : (
          <meta name="theme-color" content={themeColors[theme]} />
        )}
      </head>
      <body>
        {children}
        <Analytics />
      </body>
    </html>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
